import { z } from 'zod';

/**
 * The query every admin list takes: server pagination, a free-text search, a sort column and direction, and
 * `format=csv` for the whole filtered list as a CSV download. Each list adds its own filters next to these.
 */
export const AdminListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(25),
  q: z.string().trim().max(200).default(''),
  sort: z.string().trim().max(60).optional(),
  dir: z.enum(['asc', 'desc']).default('desc'),
  format: z.enum(['json', 'csv']).default('json'),
});
export type AdminListQuery = z.infer<typeof AdminListQuerySchema>;

/** One page of an admin list of `item`. */
export function adminPageSchema<T extends z.ZodType>(item: T) {
  return z.object({ items: z.array(item), total: z.number().int(), page: z.number().int(), pageSize: z.number().int() });
}

/** What an audit record is about: a user, a company, a lead, an email... (`type`) and its id. */
export const AuditTargetSchema = z.object({ type: z.string(), id: z.string(), label: z.string() });

/** One admin write, as the append-only audit log keeps it. */
export const AuditRecordSchema = z.object({
  id: z.string(),
  at: z.string(),
  actor: z.object({ uid: z.string(), email: z.string() }),
  /** Dotted verb, e.g. `user.role`, `company.verify`, `queue.pause`. */
  action: z.string(),
  target: AuditTargetSchema,
  before: z.unknown(),
  after: z.unknown(),
  note: z.string(),
  ip: z.string(),
});
export type AuditRecord = z.infer<typeof AuditRecordSchema>;

export const AuditPageSchema = adminPageSchema(AuditRecordSchema);
export type AuditPage = z.infer<typeof AuditPageSchema>;
