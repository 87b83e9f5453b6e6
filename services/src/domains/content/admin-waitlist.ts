import type { AdminListQuery } from '@forge/contract';
import { exactFilter, mongoListSource } from '../../lib/admin-list.js';
import { csvColumns } from '../../lib/csv.js';
import { recordAdminAction, type AuditActor } from '../audit/service.js';
import { linkTo, type ContentServiceDeps } from './deps.js';
import { emailTemplates } from './email-templates.js';
import { ensureAccount } from './identity-accounts.js';
import { WaitlistModel } from './model.js';

/** The waitlist as admins work it: search, filters, CSV, and the bulk invite (account + invitation email). */

export interface AdminWaitlistEntry {
  id: string;
  email: string;
  company: string;
  role: 'buyer' | 'supplier';
  source: string;
  description: string;
  status: string;
  signups: number;
  file: { name: string; size: number; contentType: string; bucket: string } | null;
  bomUploadId: string | null;
  createdAt: string;
}

function toEntry(doc: Record<string, unknown>): AdminWaitlistEntry {
  const d = doc as Record<string, unknown> & { _id: unknown; createdAt?: Date; file?: { name: string; size: number; contentType: string; bucket: string } | null };
  return {
    id: String(d._id),
    email: String(d.email ?? ''),
    company: String(d.company ?? ''),
    role: d.role === 'supplier' ? 'supplier' : 'buyer',
    source: String(d.source ?? ''),
    description: String(d.description ?? ''),
    status: String(d.status ?? 'new'),
    signups: Number(d.signups ?? 1),
    file: d.file ? { name: d.file.name, size: d.file.size, contentType: d.file.contentType, bucket: d.file.bucket } : null,
    bomUploadId: d.bomUploadId ? String(d.bomUploadId) : null,
    createdAt: (d.createdAt ?? new Date(0)).toISOString(),
  };
}

export function waitlistList(query: AdminListQuery, filters: { role?: string | undefined; status?: string | undefined }) {
  return mongoListSource(query, {
    model: WaitlistModel,
    filter: exactFilter(filters),
    searchFields: ['email', 'company', 'description', 'source'],
    sortFields: { updatedAt: 'updatedAt', createdAt: 'createdAt', email: 'email', company: 'company', status: 'status' },
    defaultSort: 'updatedAt',
    toItem: toEntry,
  });
}

export const WAITLIST_CSV_COLUMNS = csvColumns<AdminWaitlistEntry>({
  'Signed up': 'createdAt', Email: 'email', Company: 'company', Role: 'role', Status: 'status', Source: 'source',
  Signups: 'signups', 'BOM file': (e) => e.file?.name ?? '', Description: 'description',
});

/**
 * Invites entries: each gets an account in the identity provider (an existing account is kept) and the invitation
 * email through the outbox; the entry becomes "invited". One failure does not stop the others.
 */
export async function inviteWaitlistEntries(actor: AuditActor, deps: Pick<ContentServiceDeps, 'outbox' | 'publicUrl' | 'identity'>, ids: string[]) {
  const link = linkTo(deps.publicUrl);
  const invited: { id: string; email: string; account: 'created' | 'existing' }[] = [];
  const failed: { id: string; email: string; reason: string }[] = [];
  const entries = await WaitlistModel.find({ _id: { $in: ids.filter((id) => /^[a-f0-9]{24}$/i.test(id)) } }).lean();
  const byId = new Map(entries.map((e) => [String(e._id), e]));
  for (const id of ids) {
    const entry = byId.get(id);
    if (!entry) {
      failed.push({ id, email: '', reason: 'No waitlist entry has this id.' });
      continue;
    }
    try {
      if (!deps.identity) throw new Error('The identity provider is not configured.');
      const account = await ensureAccount(deps.identity, { email: entry.email, role: entry.role as 'buyer' | 'supplier', company: entry.company });
      const emailId = await deps.outbox.send(entry.email, 'waitlist-invitation', emailTemplates.waitlistInvitation({ company: entry.company, role: entry.role as 'buyer' | 'supplier' }, link));
      await WaitlistModel.updateOne({ _id: entry._id }, { $set: { status: 'invited', uid: account.id } });
      await recordAdminAction(actor, {
        action: 'waitlist.invite',
        target: { type: 'waitlist', id, label: entry.email },
        before: { status: entry.status },
        after: { status: 'invited', account: account.created ? 'created' : 'existing', uid: account.id, emailId },
      });
      invited.push({ id, email: entry.email, account: account.created ? 'created' : 'existing' });
    } catch (error) {
      failed.push({ id, email: entry.email, reason: error instanceof Error ? error.message : String(error) });
    }
  }
  return { invited, failed };
}
