import { profileCompleteness, type AdminProfileRow } from '@forge/contract';
import type { SupplierData } from './types.js';

/**
 * Every profile's list row with its completeness, kept in this process like the search index (built with it, updated
 * by every write and by the change stream), so /admin/gcp-profiles filters and sorts 24,000 profiles by completeness
 * without a database pass. Hidden companies stay here: admins still see them.
 */
const rows = new Map<string, AdminProfileRow>();

function rowOf(doc: SupplierData): AdminProfileRow {
  return {
    id: doc._id,
    slug: doc.slug,
    name: doc.name,
    city: doc.address.city,
    state: doc.address.state,
    verified: Boolean(doc.verified),
    claimed: Boolean(doc.claimed),
    completeness: profileCompleteness(doc),
    updatedAt: new Date(doc.updatedAt).toISOString(),
  };
}

export function rebuildProfileRows(docs: SupplierData[]): void {
  rows.clear();
  for (const doc of docs) rows.set(doc._id, rowOf(doc));
}

export function updateProfileRow(doc: SupplierData): void {
  rows.set(doc._id, rowOf(doc));
}

export function removeProfileRow(id: string): void {
  rows.delete(id);
}

export function profileRows(): AdminProfileRow[] {
  return [...rows.values()];
}
