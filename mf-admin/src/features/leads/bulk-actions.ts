import { apiRequest, type AdminLead } from '@forge/shell-sdk';
import type { BulkAction } from '../../components/BulkActions';

const update = (lead: AdminLead, changes: { status?: AdminLead['status']; owner?: string }) =>
  apiRequest('PATCH', `/api/admin/leads/${encodeURIComponent(lead.id)}`, changes);

const STAGE_MOVES: AdminLead['status'][] = ['contacted', 'qualified', 'won', 'lost'];

/** Several leads at once, each through the audited update route the lead editor uses. */
export const LEAD_BULK: BulkAction<AdminLead>[] = [
  ...STAGE_MOVES.map((status): BulkAction<AdminLead> => ({
    label: `Mark ${status}`,
    tone: status === 'lost' ? 'danger' : 'primary',
    explain: `Each moves to the “${status}” stage:`,
    run: (lead) => update(lead, { status }),
  })),
  { label: 'Assign owner', explain: 'Each gets this owner:', textLabel: 'Owner', textRequired: true, run: (lead, owner) => update(lead, { owner }) },
];
