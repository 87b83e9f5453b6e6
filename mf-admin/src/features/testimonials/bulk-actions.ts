import { apiRequest, type Testimonial } from '@forge/shell-sdk';
import type { BulkAction } from '../../components/BulkActions';

const statusPath = (t: Testimonial) => `/api/admin/testimonials/${encodeURIComponent(t.id)}/status`;

/** Several testimonials at once, each through the audited status route its own Approve/Unpublish button uses. */
export const TESTIMONIAL_BULK: BulkAction<Testimonial>[] = [
  { label: 'Approve', explain: 'Each shows on the landing page and /testimonials:', run: (t) => apiRequest('PUT', statusPath(t), { status: 'approved' }) },
  { label: 'Unpublish', tone: 'danger', explain: 'Each leaves the landing page and /testimonials (you can approve it again later):', run: (t) => apiRequest('PUT', statusPath(t), { status: 'unpublished' }) },
];
