import { apiRequest } from '@forge/shell-sdk';
import type { AdminEmailSchema } from '@forge/shell-sdk/admin-contract';
import type { z } from 'zod';
import type { BulkAction } from '../../components/BulkActions';

type AdminEmail = z.infer<typeof AdminEmailSchema>;

/** Several emails at once, each through the audited resend route its own Resend button uses. */
export const EMAIL_BULK: BulkAction<AdminEmail>[] = [
  { label: 'Resend', explain: 'Each is sent again as a new outbox entry; its recipient gets a second copy:', run: (e) => apiRequest('POST', `/api/admin/emails/${encodeURIComponent(e.id)}/resend`) },
];
