// A collection: documents by _id in natural (insertion) order, its indexes and the query planner.
import { UUID } from 'bson';
import { Index, type Entry, type IndexSpec } from './indexes.js';
import { MongoError, ErrorCodes, badValue } from './errors.js';
import { fieldNames, rawIdKey, Stored, type FieldNames } from './rawdoc.js';
import { compareValues, isPlainObject, keyString, pathValues, typeRank, type Doc } from './values.js';

export { Stored } from './rawdoc.js';

export interface FindPlan {
  /** Candidate documents, already in the requested sort order when `sorted`. */
  candidates: Iterable<Doc>;
  sorted: boolean;
  /** Index used, if any (for diagnostics). */
  indexName: string | null;
  /** The index is walked backwards (for explain). */
  reverse?: boolean;
}

type Bounds =
  | { kind: 'points'; values: unknown[] }
  | { kind: 'range'; lo?: unknown; loInc: boolean; hi?: unknown; hiInc: boolean; rank: number };

const ID_INDEX = '_id_';

export class Collection {
  readonly docs = new Map<string, Stored>();
  readonly indexes = new Map<string, Index>();
  readonly uuid = new UUID();
  private nextRid = 1;

  constructor(
    readonly db: string,
    readonly name: string,
    readonly options: Doc = {},
  ) {
    const idIndex = new Index({ v: 2, key: { _id: 1 }, name: ID_INDEX }, this.ns);
    idIndex.makeLazy(() => this.entriesForBuild());
    this.indexes.set(ID_INDEX, idIndex);
  }

  private *entriesForBuild(): Generator<[string, number, Doc]> {
    // The _id index needs only the _id: documents still raw stay raw.
    for (const [id, s] of this.docs) yield [id, s.rid, s.idOnly()];
  }

  get ns(): string {
    return `${this.db}.${this.name}`;
  }

  /** Inserts a document that already has its _id; enforces unique indexes. */
  insert(doc: Doc): void {
    const id = idKey(doc._id);
    if (this.docs.has(id)) throw this.idIndex().duplicateError([doc._id]);
    const keys = this.computeKeys(doc);
    for (const [index, k] of keys) if (index.name !== ID_INDEX) index.checkUnique(k, id);
    const rid = this.nextRid++;
    this.docs.set(id, new Stored(rid, doc));
    for (const [index, k] of keys) index.add(id, rid, k);
  }

  /** Replaces the stored version of a document (same _id) after unique checks. */
  replace(id: string, next: Doc): void {
    const stored = this.docs.get(id);
    if (!stored) throw new MongoError(ErrorCodes.InternalError, 'document vanished during update');
    const keys = this.computeKeys(next);
    for (const [index, k] of keys) if (index.name !== ID_INDEX) index.checkUnique(k, id);
    // An index whose keys the update leaves as they were keeps its entries: re-adding them would make the
    // next query on it merge its whole entry array again (an updateOne by an indexed field cost 30× one by _id).
    const unchanged = new Set<Index>();
    for (const [index, k] of keys) if (index.holdsKeys(id, k)) unchanged.add(index);
    for (const index of this.indexes.values()) if (!unchanged.has(index)) index.remove(id);
    stored.doc = next;
    for (const [index, k] of keys) if (!unchanged.has(index)) index.add(id, stored.rid, k);
  }

  remove(id: string): Doc | undefined {
    const stored = this.docs.get(id);
    if (!stored) return undefined;
    this.docs.delete(id);
    for (const index of this.indexes.values()) index.remove(id);
    return stored.doc;
  }

  /** Inserts or replaces without any checks (log replay); indexes are rebuilt afterwards. */
  putUnchecked(doc: Doc): void {
    const id = idKey(doc._id);
    const stored = this.docs.get(id);
    if (stored) stored.doc = doc;
    else this.docs.set(id, new Stored(this.nextRid++, doc));
  }

  /** As putUnchecked, for the raw BSON document at `at` in `b` (log replay); it is decoded on first read. */
  putRawUnchecked(b: Buffer, at: number): void {
    const id = rawIdKey(b, at);
    const stored = this.docs.get(id);
    if (stored) stored.setRaw(b, at);
    else this.docs.set(id, Stored.fromRaw(this.nextRid++, b, at));
  }

  rebuildIndexes(): void {
    const secondary: Index[] = [];
    for (const index of this.indexes.values()) {
      if (index.name === ID_INDEX) index.makeLazy(() => this.entriesForBuild());
      else {
        index.clear();
        secondary.push(index);
      }
    }
    if (secondary.length === 0) return;
    // Raw documents are read only for the top-level fields the indexes cover and partial filters test.
    const top: string[] = [];
    for (const index of secondary) {
      for (const f of index.fields) top.push(f.split('.')[0] as string);
      const filter = index.spec.partialFilterExpression;
      if (filter) filterFields(filter, top);
    }
    const names: FieldNames | null = top.includes('') ? null : fieldNames(top);
    for (const [id, s] of this.docs) {
      const view = names ? s.fields(names) : s.doc;
      for (const index of secondary) index.add(id, s.rid, index.keysFor(view));
    }
  }

  private computeKeys(doc: Doc): [Index, unknown[][]][] {
    const out: [Index, unknown[][]][] = [];
    for (const index of this.indexes.values()) if (index.built) out.push([index, index.keysFor(doc)]);
    return out;
  }

  private idIndex(): Index {
    return this.indexes.get(ID_INDEX) as Index;
  }

  /** Builds a new index over existing documents; fails without side effects on duplicates. */
  createIndex(spec: IndexSpec): Index {
    const index = new Index(spec, this.ns);
    const seen = new Map<string, string>();
    const all: [string, number, unknown[][]][] = [];
    for (const [id, { doc, rid }] of this.docs) {
      const keys = index.keysFor(doc);
      if (index.unique) {
        for (const k of keys) {
          if (k.some(Array.isArray)) continue;
          const uk = k.length === 1 ? keyString(k[0]) : JSON.stringify(k.map(keyString));
          const other = seen.get(uk);
          if (other !== undefined && other !== id) throw index.duplicateError(k);
          seen.set(uk, id);
        }
      }
      all.push([id, rid, keys]);
    }
    for (const [id, rid, keys] of all) index.add(id, rid, keys);
    this.indexes.set(spec.name, index);
    return index;
  }

  createIndexUnbuilt(spec: IndexSpec): void {
    this.indexes.set(spec.name, new Index(spec, this.ns));
  }

  all(): Doc[] {
    const out: Doc[] = new Array<Doc>(this.docs.size);
    let i = 0;
    for (const s of this.docs.values()) out[i++] = s.doc;
    return out;
  }

  getById(idValue: unknown): Doc | undefined {
    return this.docs.get(idKey(idValue))?.doc;
  }

  /**
   * Chooses how to read candidates for a filter: an _id lookup, an index scan (possibly in sort order,
   * so sort+limit stops early) or a collection scan. Candidates are always re-checked with the full filter.
   */
  plan(filter: Doc, sort: Doc | undefined): FindPlan {
    const conds = topLevelConditions(filter);
    const idCond = conds.get('_id');
    if (idCond !== undefined) {
      const b = boundsFor(idCond);
      if (b?.kind === 'points' && b.values.length <= 1000) {
        const docs: Doc[] = [];
        const seen = new Set<string>();
        for (const v of b.values) {
          const k = idKey(v);
          if (seen.has(k)) continue;
          seen.add(k);
          const d = this.docs.get(k);
          if (d) docs.push(d.doc);
        }
        if (docs.length <= 1) return { candidates: docs, sorted: true, indexName: ID_INDEX };
        return { candidates: docs, sorted: false, indexName: ID_INDEX };
      }
    }
    const sortFields = sort ? Object.keys(sort) : [];
    const sortDirs = sortFields.map((f) => (Number(sort?.[f]) < 0 ? -1 : 1));
    let best: { index: Index; bounds: Bounds[]; score: number; sorted: boolean; reverse: boolean } | null =
      null;
    for (const index of this.indexes.values()) {
      if (!index.complete && !index.sparseOnly) continue;
      const bounds: Bounds[] = [];
      let equalityPrefix = 0;
      let singlePoints = true;
      for (const f of index.fields) {
        const c = conds.get(f);
        if (c === undefined) break;
        const b = boundsFor(c);
        if (!b) break;
        bounds.push(b);
        if (b.kind === 'range') break;
        if (b.values.length !== 1) singlePoints = false;
        equalityPrefix++;
      }
      // Sort order is usable if the sort keys follow the equality prefix (all same or all reversed direction).
      let sorted = sortFields.length === 0;
      let reverse = false;
      if (sortFields.length > 0 && !index.multikey && singlePoints) {
        const rest = index.fields.slice(equalityPrefix);
        if (rest.length >= sortFields.length && sortFields.every((f, i) => f === rest[i])) {
          const rel = sortDirs.map((d, i) => d * (index.dirs[equalityPrefix + i] as number));
          if (rel.every((r) => r === 1)) sorted = true;
          else if (rel.every((r) => r === -1)) {
            sorted = true;
            reverse = true;
          }
        }
      }
      if (bounds.length === 0 && !(sorted && sortFields.length > 0)) continue;
      // A sparse index lacks the documents missing all its fields; it serves a query only when an equality on
      // one of them to a non-null value rules those documents out anyway (as mongod uses a sparse unique eventId).
      if (!index.complete && !bounds.some((b) => b.kind === 'points' && b.values.every((v) => v !== null && v !== undefined))) continue;
      const score =
        bounds.length * 10 +
        (bounds.at(-1)?.kind === 'points' ? 2 : 0) +
        (sorted && sortFields.length > 0 ? 5 : 0) +
        (index.unique ? 1 : 0);
      if (!best || score > best.score) best = { index, bounds, score, sorted, reverse };
    }
    if (!best) return { candidates: this.scan(), sorted: sortFields.length === 0, indexName: null };
    return {
      candidates: this.indexScan(best.index, best.bounds, best.reverse),
      sorted: best.sorted,
      indexName: best.index.name,
      reverse: best.reverse,
    };
  }

  private *scan(): Generator<Doc> {
    for (const s of this.docs.values()) yield s.doc;
  }

  private *indexScan(index: Index, bounds: Bounds[], reverse: boolean): Generator<Doc> {
    const prefixes = expandPoints(bounds);
    const wholeKeys =
      index.unique &&
      bounds.length === index.fields.length &&
      bounds.every((b) => b.kind === 'points') &&
      prefixes.every((k) => k.length === index.fields.length && k.every(isPlainKeyValue));
    if (wholeKeys) {
      // equality on every field of a unique index: at most one document per key, straight from its map
      const keys = reverse ? [...prefixes].reverse() : prefixes;
      const seen = new Set<string>();
      for (const k of keys) {
        const id = index.holderOf(k);
        if (id === undefined || seen.has(id)) continue;
        seen.add(id);
        const stored = this.docs.get(id);
        if (stored) yield stored.doc;
      }
      return;
    }
    const entries = index.sorted();
    const range =
      bounds.at(-1)?.kind === 'range' ? (bounds.at(-1) as Extract<Bounds, { kind: 'range' }>) : null;
    const ranges: [number, number][] = [];
    for (const prefix of prefixes) {
      const p = prefix.length;
      let start: number;
      let end: number;
      if (range) {
        const dir = index.dirs[p] as number;
        // Scan within one BSON type, as MongoDB's type-bracketed bounds do.
        const lowVal = dir === 1 ? range.lo : range.hi;
        const lowInc = dir === 1 ? range.loInc : range.hiInc;
        const highVal = dir === 1 ? range.hi : range.lo;
        const highInc = dir === 1 ? range.hiInc : range.loInc;
        const rank = range.rank;
        const rankBefore = (e: Entry, orEqual: boolean): boolean => {
          const c = index.comparePrefix(e.k, prefix);
          if (c !== 0) return c < 0;
          const r = (typeRank(e.k[p]) - rank) * dir;
          return orEqual ? r <= 0 : r < 0;
        };
        start =
          lowVal === undefined
            ? index.search((e) => rankBefore(e, false))
            : index.lowerBound([...prefix, lowVal], !lowInc);
        end =
          highVal === undefined
            ? index.search((e) => rankBefore(e, true))
            : index.lowerBound([...prefix, highVal], highInc);
      } else {
        start = index.lowerBound(prefix, false);
        end = prefix.length === 0 ? entries.length : index.lowerBound(prefix, true);
      }
      if (start < end) ranges.push([start, end]);
    }
    const seen = prefixes.length > 1 || index.multikey ? new Set<string>() : null;
    const order = reverse ? ranges.reverse() : ranges;
    for (const [start, end] of order) {
      for (let i = reverse ? end - 1 : start; reverse ? i >= start : i < end; reverse ? i-- : i++) {
        const e = entries[i] as Entry;
        if (e.dead) continue;
        if (seen) {
          if (seen.has(e.id)) continue;
          seen.add(e.id);
        }
        const s = this.docs.get(e.id);
        if (s) yield s.doc;
      }
    }
  }
}

/** A value whose equality is its key: no regex (a pattern match), no null (also matches missing), no arrays. */
function isPlainKeyValue(v: unknown): boolean {
  const t = typeof v;
  if (t === 'string' || t === 'number' || t === 'boolean') return true;
  return v instanceof Date || (typeof v === 'object' && v !== null && (v as { _bsontype?: unknown })._bsontype === 'ObjectId');
}

function expandPoints(bounds: Bounds[]): unknown[][] {
  let out: unknown[][] = [[]];
  for (const b of bounds) {
    if (b.kind !== 'points') break;
    const next: unknown[][] = [];
    for (const prefix of out) for (const v of b.values) next.push([...prefix, v]);
    out = next;
    if (out.length > 5000) return [[]];
  }
  // Points are scanned in index order so that an index-sorted result stays sorted.
  return out;
}

/** Adds the top-level fields a filter reads to `out` ('' when it cannot tell: then the whole document is read). */
function filterFields(filter: Doc, out: string[]): void {
  for (const [k, v] of Object.entries(filter)) {
    if (k === '$and' || k === '$or' || k === '$nor') {
      if (!Array.isArray(v)) out.push('');
      else
        for (const sub of v)
          if (isPlainObject(sub)) filterFields(sub, out);
          else out.push('');
    } else if (k.startsWith('$')) out.push('');
    else out.push(k.split('.')[0] as string);
  }
}

export function idKey(v: unknown): string {
  return keyString(v);
}

/** Field conditions that must all hold (top level and inside a top-level $and). */
function topLevelConditions(filter: Doc): Map<string, unknown> {
  const out = new Map<string, unknown>();
  const visit = (f: Doc): void => {
    for (const [k, v] of Object.entries(f)) {
      if (k === '$and' && Array.isArray(v)) {
        for (const sub of v) if (isPlainObject(sub)) visit(sub);
      } else if (!k.startsWith('$') && !out.has(k)) out.set(k, v);
    }
  };
  visit(filter);
  return out;
}

function isOperatorDoc(v: unknown): v is Doc {
  if (!isPlainObject(v)) return false;
  const keys = Object.keys(v);
  return keys.length > 0 && keys.every((k) => k.startsWith('$'));
}

function indexableValue(v: unknown): boolean {
  // null/missing and regexes need semantics an index bound cannot express cheaply here.
  return (
    v !== null &&
    v !== undefined &&
    !(v instanceof RegExp) &&
    (v as { _bsontype?: string })._bsontype !== 'BSONRegExp'
  );
}

function boundsFor(cond: unknown): Bounds | null {
  if (!isOperatorDoc(cond)) {
    if (isPlainObject(cond) && Object.keys(cond).some((k) => k.startsWith('$'))) return null;
    return indexableValue(cond) ? { kind: 'points', values: [cond] } : null;
  }
  const ops = Object.keys(cond);
  if (ops.length === 1 && ops[0] === '$eq')
    return indexableValue(cond.$eq) ? { kind: 'points', values: [cond.$eq] } : null;
  if (ops.length === 1 && ops[0] === '$in') {
    const vals = cond.$in;
    if (!Array.isArray(vals) || vals.length === 0 || !vals.every(indexableValue) || vals.some(Array.isArray))
      return null;
    const uniq = new Map<string, unknown>();
    for (const v of vals) uniq.set(keyString(v), v);
    return { kind: 'points', values: [...uniq.values()].sort(compareValues) };
  }
  let lo: unknown;
  let hi: unknown;
  let loInc = false;
  let hiInc = false;
  for (const op of ops) {
    const v = cond[op];
    if (!indexableValue(v) || Array.isArray(v) || isPlainObject(v)) return null;
    if (op === '$gt' || op === '$gte') {
      if (lo !== undefined) return null;
      lo = v;
      loInc = op === '$gte';
    } else if (op === '$lt' || op === '$lte') {
      if (hi !== undefined) return null;
      hi = v;
      hiInc = op === '$lte';
    } else return null;
  }
  const rank = typeRank(lo !== undefined ? lo : hi);
  if (lo !== undefined && hi !== undefined && typeRank(hi) !== rank) return null;
  return { kind: 'range', lo, loInc, hi, hiInc, rank };
}

/** Sort documents in MongoDB order; for array fields ascending uses the smallest element, descending the largest. */
export function sortDocs(
  docs: Doc[],
  sort: Doc,
  compare: (a: unknown, b: unknown) => number = compareValues,
): Doc[] {
  const fields = Object.keys(sort);
  if (fields.length === 0) return docs;
  const dirs = fields.map((f) => {
    const d = sort[f];
    if (isPlainObject(d)) {
      if (d.$meta !== undefined) throw badValue('$meta sort is unsupported by the embedded MongoDB server');
    }
    const n = Number(d);
    if (n !== 1 && n !== -1)
      throw badValue(`$sort key ordering must be 1 (for ascending) or -1 (for descending)`);
    return n;
  });
  const decorated = docs.map((doc, i) => ({
    doc,
    i,
    keys: fields.map((f, j) => sortKey(doc, f, dirs[j] as number, compare)),
  }));
  decorated.sort((a, b) => {
    for (let j = 0; j < fields.length; j++) {
      const c = compare(a.keys[j], b.keys[j]);
      if (c !== 0) return c * (dirs[j] as number);
    }
    return a.i - b.i;
  });
  return decorated.map((d) => d.doc);
}

export function sortKey(
  doc: Doc,
  field: string,
  dir: number,
  compare: (a: unknown, b: unknown) => number = compareValues,
): unknown {
  const vals = pathValues(doc, field).filter(
    (v, i, all) => !(Array.isArray(v) && i === all.length - 1 && all.length > 1),
  );
  if (vals.length === 1) return vals[0];
  let best = vals[0];
  for (const v of vals) {
    const c = compare(v, best);
    if ((dir === 1 && c < 0) || (dir === -1 && c > 0)) best = v;
  }
  return best;
}
