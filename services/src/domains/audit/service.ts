import type { AdminListQuery, AuditRecord } from '@forge/contract';
import { mongoListSource, type ListSource } from '../../lib/admin-list.js';
import type { CsvColumn } from '../../lib/csv.js';
import { AuditModel } from './model.js';

/** Who did it and from where: the admin's principal and the request's client IP (lib/client-ip sets `req.ip`). */
export interface AuditActor {
  uid: string;
  email: string;
  ip: string;
}

/** The actor of a request, from the route guard's principal and `req.ip`. */
export function auditActorOf(req: { principal?: { uid: string; email: string } | undefined; ip?: string | undefined }): AuditActor {
  if (!req.principal) throw new Error('auditActorOf needs a guarded request (no principal).');
  return { uid: req.principal.uid, email: req.principal.email, ip: req.ip ?? '' };
}

export interface AdminAction {
  /** Dotted verb: `user.role`, `user.disable`, `company.verify`, `queue.pause`... */
  action: string;
  target: { type: string; id: string; label?: string };
  before?: unknown;
  after?: unknown;
  note?: string;
}

function toRecord(doc: Record<string, unknown>): AuditRecord {
  const d = doc as {
    _id: unknown;
    at: Date;
    actor: { uid: string; email?: string };
    action: string;
    target: { type: string; id: string; label?: string };
    before?: unknown;
    after?: unknown;
    note?: string;
    ip?: string;
  };
  return {
    id: String(d._id),
    at: d.at.toISOString(),
    actor: { uid: d.actor.uid, email: d.actor.email ?? '' },
    action: d.action,
    target: { type: d.target.type, id: d.target.id, label: d.target.label ?? '' },
    before: d.before ?? null,
    after: d.after ?? null,
    note: d.note ?? '',
    ip: d.ip ?? '',
  };
}

/** Appends one record to the audit log. Every admin write calls this after its change succeeded. */
export async function recordAdminAction(actor: AuditActor, entry: AdminAction, now = new Date()): Promise<AuditRecord> {
  const doc = await AuditModel.create({
    at: now,
    actor: { uid: actor.uid, email: actor.email },
    action: entry.action,
    target: { type: entry.target.type, id: entry.target.id, label: entry.target.label ?? '' },
    before: entry.before ?? null,
    after: entry.after ?? null,
    note: entry.note ?? '',
    ip: actor.ip,
  });
  return toRecord(doc.toObject() as Record<string, unknown>);
}

export interface AuditFilters {
  action?: string | undefined;
  targetType?: string | undefined;
  targetId?: string | undefined;
  actor?: string | undefined;
}

/** The audit log, newest first, searchable by action, target, actor email and note. */
export function auditLog(query: AdminListQuery, filters: AuditFilters = {}): ListSource<AuditRecord> {
  const filter: Record<string, unknown> = {};
  if (filters.action) filter.action = filters.action;
  if (filters.targetType) filter['target.type'] = filters.targetType;
  if (filters.targetId) filter['target.id'] = filters.targetId;
  if (filters.actor) filter['actor.email'] = filters.actor;
  return mongoListSource(query, {
    model: AuditModel,
    filter,
    searchFields: ['action', 'target.label', 'target.id', 'actor.email', 'note', 'ip'],
    sortFields: { at: 'at', action: 'action', actor: 'actor.email', target: 'target.label' },
    defaultSort: 'at',
    toItem: toRecord,
  });
}

const json = (value: unknown) => (value === null || value === undefined ? '' : JSON.stringify(value));

export const AUDIT_CSV_COLUMNS: CsvColumn<AuditRecord>[] = [
  { header: 'When', value: (r) => r.at },
  { header: 'Admin', value: (r) => r.actor.email },
  { header: 'Action', value: (r) => r.action },
  { header: 'Target type', value: (r) => r.target.type },
  { header: 'Target id', value: (r) => r.target.id },
  { header: 'Target', value: (r) => r.target.label },
  { header: 'Before', value: (r) => json(r.before) },
  { header: 'After', value: (r) => json(r.after) },
  { header: 'Note', value: (r) => r.note },
  { header: 'IP', value: (r) => r.ip },
];
