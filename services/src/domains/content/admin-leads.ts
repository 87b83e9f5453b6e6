import { type LEAD_STAGES, type AdminLead, type AdminListQuery, type LeadUpdateRequestSchema } from '@forge/contract';
import type { z } from 'zod';
import { AppError } from '../../lib/app-error.js';
import { exactFilter, mongoListSource } from '../../lib/admin-list.js';
import { csvColumns } from '../../lib/csv.js';
import { recordAdminAction, type AuditActor } from '../audit/service.js';
import { LeadModel } from './model.js';

/** Contact and sales leads as a pipeline: stage, owner, notes and the next step's date. */

export interface LeadFilters {
  status?: (typeof LEAD_STAGES)[number] | undefined;
  kind?: 'contact' | 'sales' | undefined;
  owner?: string | undefined;
}

function toLead(doc: Record<string, unknown>): AdminLead {
  const d = doc as Record<string, unknown> & { _id: unknown; createdAt?: Date; nextStepAt?: Date | null };
  const status = d.status === 'closed' ? 'lost' : ((d.status as AdminLead['status'] | undefined) ?? 'new');
  return {
    id: String(d._id),
    kind: (d.kind as AdminLead['kind']) ?? 'contact',
    name: String(d.name ?? ''),
    email: String(d.email ?? ''),
    company: String(d.company ?? ''),
    phone: String(d.phone ?? ''),
    message: String(d.message ?? ''),
    sourcePage: String(d.sourcePage ?? ''),
    status,
    owner: String(d.owner ?? ''),
    notes: String(d.notes ?? ''),
    nextStepAt: d.nextStepAt ? d.nextStepAt.toISOString().slice(0, 10) : null,
    createdAt: (d.createdAt ?? new Date(0)).toISOString(),
  };
}

export function leadList(query: AdminListQuery, filters: LeadFilters) {
  const filter = exactFilter({ kind: filters.kind, owner: filters.owner });
  if (filters.status) filter.status = filters.status === 'lost' ? { $in: ['lost', 'closed'] } : filters.status;
  return mongoListSource(query, {
    model: LeadModel,
    filter,
    searchFields: ['name', 'email', 'company', 'message', 'owner', 'notes'],
    sortFields: { createdAt: 'createdAt', name: 'name', company: 'company', status: 'status', owner: 'owner', nextStepAt: 'nextStepAt' },
    defaultSort: 'createdAt',
    toItem: toLead,
  });
}

export const LEAD_CSV_COLUMNS = csvColumns<AdminLead>({
  Received: 'createdAt', Stage: 'status', Kind: 'kind', Name: 'name', Email: 'email', Company: 'company', Phone: 'phone',
  Owner: 'owner', 'Next step': 'nextStepAt', Notes: 'notes', Message: 'message', Page: 'sourcePage',
});

export async function updateLead(actor: AuditActor, id: string, changes: z.infer<typeof LeadUpdateRequestSchema>): Promise<AdminLead> {
  const doc = /^[a-f0-9]{24}$/i.test(id) ? await LeadModel.findById(id).lean() : null;
  if (!doc) throw AppError.notFound(`No lead has the id "${id}".`);
  const before = toLead(doc as Record<string, unknown>);
  const set: Record<string, unknown> = {};
  if (changes.status !== undefined) set.status = changes.status;
  if (changes.owner !== undefined) set.owner = changes.owner;
  if (changes.notes !== undefined) set.notes = changes.notes;
  if (changes.nextStepAt !== undefined) set.nextStepAt = changes.nextStepAt === null ? null : new Date(`${changes.nextStepAt}T00:00:00Z`);
  const updated = await LeadModel.findByIdAndUpdate(id, { $set: set }, { returnDocument: 'after', lean: true, runValidators: true });
  const after = toLead(updated as Record<string, unknown>);
  const changed = Object.keys(set) as (keyof AdminLead)[];
  await recordAdminAction(actor, {
    action: changes.status !== undefined && changes.status !== before.status ? 'lead.status' : 'lead.update',
    target: { type: 'lead', id, label: `${after.name} <${after.email}>` },
    before: Object.fromEntries(changed.map((k) => [k, before[k]])),
    after: Object.fromEntries(changed.map((k) => [k, after[k]])),
  });
  return after;
}
