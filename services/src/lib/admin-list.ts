import type { AdminListQuery } from '@forge/contract';
import type { Response } from 'express';
import type mongoose from 'mongoose';
import { AppError } from './app-error.js';
import { toSafeCsv, toSafeCsvRecords, type CsvColumn } from './csv.js';

export { AdminListQuerySchema, type AdminListQuery } from '@forge/contract';

/** A CSV export is the whole filtered list, read and written this many rows at a time (never held whole). */
export const CSV_EXPORT_BATCH = 2_000;

export interface AdminPage<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}

/** Where a list's rows come from: one page of them, or all of them (for CSV). */
export interface ListSource<T> {
  page(page: number, pageSize: number): Promise<AdminPage<T>>;
  all(limit: number): Promise<{ items: T[]; total: number }>;
}

function escapeRegex(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

function sortKey(sortable: Record<string, unknown>, query: AdminListQuery, fallback: string): string {
  const key = query.sort ?? fallback;
  if (!(key in sortable)) {
    throw AppError.badRequest(`This list cannot be sorted by "${key}". Sort by one of: ${Object.keys(sortable).join(', ')}.`);
  }
  return key;
}

export interface MongoListSpec<T> {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any collection lists the same way
  model: mongoose.Model<any>;
  /** The list's own filters (role, state...), already validated. */
  filter?: Record<string, unknown>;
  /** Fields the search box matches (case-insensitive substring). */
  searchFields: string[];
  /** Sort names the API accepts → the stored field each sorts by. */
  sortFields: Record<string, string>;
  defaultSort: string;
  toItem: (doc: Record<string, unknown>) => T;
}

/** A Mongo filter from the list's filters that are set, each matched exactly (an empty filter matches all). */
export function exactFilter(filters: Record<string, string | undefined>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(filters).filter(([, value]) => Boolean(value)));
}

/** A list read from one collection: search, filter and sort run in the database. */
export function mongoListSource<T>(query: AdminListQuery, spec: MongoListSpec<T>): ListSource<T> {
  const field = spec.sortFields[sortKey(spec.sortFields, query, spec.defaultSort)] as string;
  const direction = query.dir === 'asc' ? 1 : -1;
  const sort: Record<string, 1 | -1> = { [field]: direction, _id: direction };
  const conditions: Record<string, unknown>[] = [];
  if (spec.filter && Object.keys(spec.filter).length > 0) conditions.push(spec.filter);
  if (query.q) {
    const pattern = new RegExp(escapeRegex(query.q), 'i');
    conditions.push({ $or: spec.searchFields.map((name) => ({ [name]: pattern })) });
  }
  const filter = conditions.length === 0 ? {} : conditions.length === 1 ? conditions[0]! : { $and: conditions };
  const read = async (skip: number, limit: number) => {
    const [docs, total] = await Promise.all([
      spec.model.find(filter).sort(sort).skip(skip).limit(limit).lean(),
      spec.model.countDocuments(filter),
    ]);
    return { items: (docs as Record<string, unknown>[]).map(spec.toItem), total };
  };
  return {
    async page(page, pageSize) {
      return { ...(await read((page - 1) * pageSize, pageSize)), page, pageSize };
    },
    all: (limit) => read(0, limit),
  };
}

export interface ArrayListSpec<T> {
  /** The text the search box matches (case-insensitive substring). */
  searchText: (item: T) => string;
  sortValues: Record<string, (item: T) => string | number>;
  defaultSort: string;
}

/** A list already in memory (e.g. the identity provider's users joined with profiles): search and sort here. */
export function arrayListSource<T>(items: T[], query: AdminListQuery, spec: ArrayListSpec<T>): ListSource<T> {
  const valueOf = spec.sortValues[sortKey(spec.sortValues, query, spec.defaultSort)]!;
  const needle = query.q.toLowerCase();
  const matching = needle ? items.filter((item) => spec.searchText(item).toLowerCase().includes(needle)) : items;
  const direction = query.dir === 'asc' ? 1 : -1;
  const sorted = [...matching].sort((a, b) => {
    const x = valueOf(a);
    const y = valueOf(b);
    return (typeof x === 'number' && typeof y === 'number' ? x - y : String(x).localeCompare(String(y))) * direction;
  });
  return {
    async page(page, pageSize) {
      return { items: sorted.slice((page - 1) * pageSize, page * pageSize), total: sorted.length, page, pageSize };
    },
    async all(limit) {
      return { items: sorted.slice(0, limit), total: sorted.length };
    },
  };
}

/** Answers a list request: a JSON page, or with `format=csv` the whole filtered list as a safe CSV download. */
export async function sendAdminList<T>(res: Response, query: AdminListQuery, source: ListSource<T>, csv: { fileName: string; columns: CsvColumn<T>[] }): Promise<void> {
  if (query.format !== 'csv') {
    res.json(await source.page(query.page, query.pageSize));
    return;
  }
  // Streamed in batches, every row of the filtered list: it was cut at 20,000 rows without saying so.
  const first = await source.page(1, CSV_EXPORT_BATCH);
  res.set({
    'content-type': 'text/csv; charset=utf-8',
    'content-disposition': `attachment; filename="${csv.fileName}"`,
    'x-total-count': String(first.total),
  });
  res.write(toSafeCsv(csv.columns, first.items));
  let written = first.items.length;
  for (let page = 2; written < first.total && !res.destroyed; page += 1) {
    const batch = await source.page(page, CSV_EXPORT_BATCH);
    if (batch.items.length === 0) break;
    written += batch.items.length;
    if (!res.write(toSafeCsvRecords(csv.columns, batch.items))) await new Promise<void>((resolve) => res.once('drain', () => resolve()));
  }
  res.end();
}
