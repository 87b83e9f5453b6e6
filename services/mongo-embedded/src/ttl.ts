// TTL indexes: like mongod's TTL monitor (every 60 s by default), deletes documents whose indexed date
// (the earliest, for an array of dates) plus expireAfterSeconds has passed. Deletions are journaled.
import { idKey } from './collection.js';
import { mingoView } from './doubles.js';
import { compileQuery } from './mingo.js';
import type { Store } from './store.js';
import { pathValues } from './values.js';

function earliestDate(values: unknown[]): number | undefined {
  let min: number | undefined;
  for (const v of values)
    if (v instanceof Date && (min === undefined || v.getTime() < min)) min = v.getTime();
  return min;
}

/** Deletes expired documents of every TTL index; returns how many were deleted. */
export function expireDocuments(store: Store, now: number): number {
  let deleted = 0;
  for (const colls of store.dbs.values()) {
    for (const coll of colls.values()) {
      for (const index of coll.indexes.values()) {
        const seconds = Number(index.spec.expireAfterSeconds);
        const fields = Object.keys(index.spec.key);
        if (!Number.isFinite(seconds) || fields.length !== 1) continue;
        const field = fields[0] as string;
        const partial = index.spec.partialFilterExpression;
        const inScope = partial ? compileQuery(partial) : null;
        for (const doc of coll.all()) {
          if (inScope && !inScope.test(mingoView(doc))) continue;
          const at = earliestDate(pathValues(doc, field));
          if (at === undefined || at + seconds * 1000 > now) continue;
          if (coll.remove(idKey(doc._id))) {
            store.journal.push({ o: 'd', ns: coll.ns, id: doc._id });
            deleted++;
          }
        }
      }
    }
  }
  return deleted;
}
