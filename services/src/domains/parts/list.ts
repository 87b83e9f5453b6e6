import type { PartItemSummary } from '@forge/contract';
import { type PartItemListQuerySchema } from '@forge/contract';
import type { z } from 'zod';
import type { Principal } from '../../lib/auth.js';
import { PartItemModel, type PartItemDoc } from './model.js';
import { partKeyOf } from './part-key.js';
import { summaryView } from './views.js';

const SORT_FIELDS = { partNumber: 'partKey', name: 'nameKey', updatedAt: 'updatedAt', kind: 'kind', state: 'state' } as const;

function escapeRegex(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The caller's items, filtered, sorted and paged on the server. */
export async function listItems(principal: Principal, query: z.infer<typeof PartItemListQuerySchema>, all = false): Promise<{ items: PartItemSummary[]; total: number; page: number; pageSize: number }> {
  const filter: Record<string, unknown> = { uid: principal.uid };
  if (query.kind) filter.kind = query.kind;
  if (query.state) filter.state = query.state;
  const q = query.q?.trim();
  if (q) {
    const key = partKeyOf(q);
    filter.$or = [...(key ? [{ partKey: { $regex: escapeRegex(key) } }] : []), { nameKey: { $regex: escapeRegex(q.toLowerCase()) } }];
  }
  const direction = query.order === 'desc' ? -1 : 1;
  const field = SORT_FIELDS[query.sort];
  // Ties keep a stable order so pages never repeat or skip an item.
  const sort: Record<string, 1 | -1> = field === 'partKey' ? { partKey: direction } : { [field]: direction, partKey: 1 };
  const cursor = PartItemModel.find(filter).sort(sort);
  if (!all) cursor.skip((query.page - 1) * query.pageSize).limit(query.pageSize);
  const [docs, total] = await Promise.all([cursor.lean<PartItemDoc[]>(), PartItemModel.countDocuments(filter)]);
  return { items: docs.map(summaryView), total, page: query.page, pageSize: query.pageSize };
}
