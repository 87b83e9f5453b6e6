import type { AdminListQuery } from '@forge/contract';
import { AppError } from '../../lib/app-error.js';
import { exactFilter, mongoListSource } from '../../lib/admin-list.js';
import { csvColumns } from '../../lib/csv.js';
import { recordAdminAction, type AuditActor } from '../audit/service.js';
import { EmailModel } from './model.js';
import type { Outbox } from './outbox.js';

/** The outbox as admins read it: every email with its status, its HTML, and a resend. */

export interface AdminEmail {
  id: string;
  to: string;
  subject: string;
  template: string;
  status: 'queued' | 'sent' | 'failed';
  error: string | null;
  createdAt: string;
  sentAt: string | null;
}

function toEmail(doc: Record<string, unknown>): AdminEmail {
  const d = doc as Record<string, unknown> & { _id: unknown; createdAt?: Date; sentAt?: Date | null };
  return {
    id: String(d._id),
    to: String(d.to ?? ''),
    subject: String(d.subject ?? ''),
    template: String(d.template ?? ''),
    status: (d.status as AdminEmail['status']) ?? 'queued',
    error: (d.error as string | null | undefined) ?? null,
    createdAt: (d.createdAt ?? new Date(0)).toISOString(),
    sentAt: d.sentAt ? d.sentAt.toISOString() : null,
  };
}

export function emailList(query: AdminListQuery, filters: { status?: string | undefined; template?: string | undefined; to?: string | undefined }) {
  return mongoListSource(query, {
    model: EmailModel,
    filter: exactFilter(filters),
    searchFields: ['to', 'subject', 'template', 'error'],
    sortFields: { createdAt: 'createdAt', to: 'to', template: 'template', status: 'status' },
    defaultSort: 'createdAt',
    // The list carries each email's text and HTML too: the outbox is how tests and support read what was sent.
    toItem: (doc) => ({ ...toEmail(doc), text: String(doc.text ?? ''), html: String(doc.html ?? '') }),
  });
}

export const EMAIL_CSV_COLUMNS = csvColumns<AdminEmail>({
  Created: 'createdAt', Status: 'status', To: 'to', Template: 'template', Subject: 'subject', Sent: 'sentAt', Error: 'error',
});

async function findEmail(id: string) {
  const doc = /^[a-f0-9]{24}$/i.test(id) ? await EmailModel.findById(id).lean() : null;
  if (!doc) throw AppError.notFound(`No email has the id "${id}".`);
  return doc as Record<string, unknown> & { html: string; text: string };
}

export async function emailDetail(id: string) {
  const doc = await findEmail(id);
  return { ...toEmail(doc), html: doc.html, text: doc.text };
}

/** A resend is a new outbox entry with the stored content (the original keeps its status and error as history). */
export async function resendEmail(actor: AuditActor, outbox: Outbox, id: string) {
  const doc = await findEmail(id);
  const original = toEmail(doc);
  const newId = await outbox.sendRendered(original.to, original.template, original.subject, doc.text, doc.html);
  const created = toEmail((await EmailModel.findById(newId).lean()) as Record<string, unknown>);
  await recordAdminAction(actor, {
    action: 'email.resend',
    target: { type: 'email', id, label: `${original.template} → ${original.to}` },
    before: { id, status: original.status, error: original.error },
    after: { id: created.id, status: created.status },
  });
  return { id: created.id, status: created.status };
}
