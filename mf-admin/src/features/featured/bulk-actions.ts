import type { FeaturePlacement } from '@forge/shell-sdk';
import type { BulkAction } from '../../components/BulkActions';
import { removePlacement } from './api';

/** Several placements at once, each through the audited route its own Stop button uses. */
export const FEATURED_BULK: BulkAction<FeaturePlacement>[] = [
  { label: 'Stop featuring', tone: 'danger', explain: 'Each placement is removed now; results stop marking it at once:', run: (p) => removePlacement(p.id) },
];
