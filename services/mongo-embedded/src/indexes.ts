// Secondary indexes: a sorted entry array with lazy merging of inserts and lazy removal of dead entries.
import { Query } from 'mingo';
import { MongoError, ErrorCodes } from './errors.js';
import { collateStrings, parseCollation, type Collation } from './collation.js';
import { checkGeoValue } from './geo.js';
import { mingoView } from './doubles.js';
import { queryOptions } from './mingo.js';
import { compareValues, getPath, keyString, ownField, pathValues, type Doc } from './values.js';

export interface Entry {
  k: unknown[];
  rid: number;
  id: string;
  dead: boolean;
}

/** Entries for an entire array value serve equality lookups only, never uniqueness. */
function isWhole(k: unknown[]): boolean {
  for (const v of k) if (Array.isArray(v)) return true;
  return false;
}

/** Index keys equal value for value and type (a key going from 5 to 5.0 is rewritten). */
function sameKey(a: unknown[], b: unknown[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) {
    const x = a[i];
    const y = b[i];
    if (x === y) continue;
    if (typeof x !== 'object' || typeof y !== 'object' || x === null || y === null) return false;
    if (keyString(x) !== keyString(y) || tagOf(x) !== tagOf(y)) return false;
  }
  return true;
}

const tagOf = (v: object): string | undefined => (v as { _bsontype?: string })._bsontype;

export interface IndexSpec {
  v?: number;
  key: Doc;
  name: string;
  unique?: boolean;
  sparse?: boolean;
  partialFilterExpression?: Doc;
  [extra: string]: unknown;
}

export class Index {
  readonly fields: string[];
  readonly dirs: number[];
  readonly unique: boolean;
  readonly sparse: boolean;
  readonly partial: Query | null;
  multikey = false;
  /** Fields of a 2dsphere/2d index: such an index only validates locations; geo queries scan. */
  readonly geoFields: string[] = [];
  /** A collated index holds collation keys of strings: it enforces collated uniqueness; queries scan. */
  readonly collation: Collation | undefined;
  /** Lazily built indexes (the _id index) are only materialized when a query scans them. */
  private lazySource: (() => Iterable<[string, number, Doc]>) | null = null;
  private entries: Entry[] = [];
  private pending: Entry[] = [];
  private deadCount = 0;
  private readonly byDoc = new Map<string, Entry | Entry[]>();
  private readonly paths: string[][];
  private readonly uniqueMap = new Map<string, string>();

  constructor(
    readonly spec: IndexSpec,
    readonly ns: string,
  ) {
    this.fields = Object.keys(spec.key);
    this.paths = this.fields.map((f) => f.split('.'));
    this.dirs = this.fields.map((f) => {
      const d = spec.key[f];
      if (d === '2dsphere' || d === '2d') {
        this.geoFields.push(f);
        return 1;
      }
      if (typeof d === 'string') {
        throw new MongoError(
          ErrorCodes.CannotCreateIndex,
          `unsupported index type "${d}": only ascending/descending indexes`,
        );
      }
      const n = Number(d);
      if (n !== 1 && n !== -1)
        throw new MongoError(
          ErrorCodes.CannotCreateIndex,
          `bad index key pattern: ${JSON.stringify(spec.key)}`,
        );
      return n;
    });
    if (this.fields.length === 0)
      throw new MongoError(ErrorCodes.CannotCreateIndex, 'index key pattern is empty');
    this.collation = parseCollation(spec.collation);
    this.unique = spec.unique === true;
    this.sparse = spec.sparse === true;
    this.partial = spec.partialFilterExpression
      ? new Query(spec.partialFilterExpression, queryOptions)
      : null;
  }

  get name(): string {
    return this.spec.name;
  }

  /** Sparse and nothing else: complete for queries that cannot match a document missing every indexed field. */
  get sparseOnly(): boolean {
    return this.sparse && this.partial === null && this.geoFields.length === 0 && !this.collation;
  }

  /** True when an index scan can only miss documents the query would not match anyway. */
  get complete(): boolean {
    return !this.sparse && this.partial === null && this.geoFields.length === 0 && !this.collation;
  }

  compareEntries = (a: Entry, b: Entry): number => {
    for (let i = 0; i < this.dirs.length; i++) {
      const c = compareValues(a.k[i], b.k[i]);
      if (c !== 0) return c * (this.dirs[i] as number);
    }
    return a.rid - b.rid;
  };

  /** Index keys for a document (one per array element for multikey); throws for parallel arrays as MongoDB does. */
  keysFor(doc: Doc): unknown[][] {
    const keys = this.binaryKeysFor(doc);
    const c = this.collation;
    return c ? keys.map((k) => collateStrings(k, c)) : keys;
  }

  private binaryKeysFor(doc: Doc): unknown[][] {
    if (this.partial && !this.partial.test(mingoView(doc))) return [];
    if (this.geoFields.length > 0) {
      for (const f of this.geoFields) checkGeoValue(this, f, [getPath(doc, f)]);
      return [];
    }
    const fast = this.simpleKey(doc);
    if (fast) return fast;
    const perField: unknown[][] = [];
    let arrays = 0;
    let allMissing = true;
    for (const f of this.fields) {
      const raw = pathValues(doc, f);
      const seen = new Set<string>();
      const vals: unknown[] = [];
      for (const v of raw) {
        const ks = keyString(v);
        if (!seen.has(ks)) {
          seen.add(ks);
          vals.push(v);
        }
        if (v !== undefined) allMissing = false;
      }
      if (vals.length > 1) arrays++;
      perField.push(vals);
    }
    if (this.sparse && allMissing) return [];
    if (arrays > 1)
      throw new MongoError(
        ErrorCodes.CannotIndexParallelArrays,
        `cannot index parallel arrays [${this.fields.join('] [')}]`,
      );
    if (arrays === 1) this.multikey = true;
    let out: unknown[][] = [[]];
    for (const vals of perField) {
      const next: unknown[][] = [];
      for (const prefix of out) for (const v of vals) next.push([...prefix, v]);
      out = next;
    }
    return out;
  }

  /** The common case without arrays on the path: one key, no intermediate allocations. */
  private simpleKey(doc: Doc): unknown[][] | null {
    const k: unknown[] = new Array<unknown>(this.fields.length);
    let allMissing = true;
    for (let i = 0; i < this.fields.length; i++) {
      const parts = this.paths[i] as string[];
      let cur: unknown = doc;
      for (let j = 0; j < parts.length; j++) {
        if (Array.isArray(cur)) return null;
        if (
          typeof cur !== 'object' ||
          cur === null ||
          (cur as { _bsontype?: string })._bsontype !== undefined ||
          cur instanceof Date
        ) {
          cur = undefined;
          break;
        }
        cur = ownField(cur as Doc, parts[j] as string);
      }
      if (Array.isArray(cur)) return null;
      if (cur !== undefined) allMissing = false;
      k[i] = cur;
    }
    if (this.sparse && allMissing) return [];
    return [k];
  }

  private uniqueKey(k: unknown[]): string {
    // JSON keeps compound keys unambiguous whatever characters the parts contain.
    return k.length === 1 ? keyString(k[0]) : JSON.stringify(k.map(keyString));
  }

  /** Throws DuplicateKey if any of the keys is held by another document. */
  checkUnique(keys: unknown[][], id: string): void {
    if (!this.unique) return;
    for (const k of keys) {
      if (isWhole(k)) continue;
      const holder = this.uniqueMap.get(this.uniqueKey(k));
      if (holder !== undefined && holder !== id) throw this.duplicateError(k);
    }
  }

  duplicateError(k: unknown[]): MongoError {
    const keyValue: Doc = {};
    this.fields.forEach((f, i) => (keyValue[f] = k[i] === undefined ? null : k[i]));
    const shown = this.fields
      .map((f, i) => `${f}: ${JSON.stringify(k[i] === undefined ? null : k[i])}`)
      .join(', ');
    return new MongoError(
      ErrorCodes.DuplicateKey,
      `E11000 duplicate key error collection: ${this.ns} index: ${this.name} dup key: { ${shown} }`,
      { keyPattern: { ...this.spec.key }, keyValue },
    );
  }

  add(id: string, rid: number, keys: unknown[][]): void {
    if (keys.length === 0 || this.lazySource) return;
    if (keys.length === 1) {
      const e = this.addEntry(id, rid, keys[0] as unknown[]);
      this.byDoc.set(id, e);
      return;
    }
    const list: Entry[] = [];
    for (const k of keys) list.push(this.addEntry(id, rid, k));
    this.byDoc.set(id, list);
  }

  private addEntry(id: string, rid: number, k: unknown[]): Entry {
    const e: Entry = { k, rid, id, dead: false };
    this.pending.push(e);
    if (this.unique && !isWhole(k)) this.uniqueMap.set(this.uniqueKey(k), id);
    return e;
  }

  /** Whether the document's entries hold exactly these keys (same values, same BSON types). */
  holdsKeys(id: string, keys: unknown[][]): boolean {
    if (this.lazySource) return false;
    const found = this.byDoc.get(id);
    if (!found) return keys.length === 0;
    const entries = Array.isArray(found) ? found : [found];
    if (entries.length !== keys.length) return false;
    return entries.every((e, i) => sameKey(e.k, keys[i] as unknown[]));
  }

  remove(id: string): void {
    const found = this.byDoc.get(id);
    if (!found) return;
    this.byDoc.delete(id);
    for (const e of Array.isArray(found) ? found : [found]) {
      e.dead = true;
      this.deadCount++;
      if (this.unique && !isWhole(e.k)) {
        const uk = this.uniqueKey(e.k);
        if (this.uniqueMap.get(uk) === id) this.uniqueMap.delete(uk);
      }
    }
  }

  /**
   * The document holding exactly this whole key, from the unique map: no sorted array, so no merge of pending
   * inserts (an upsert per analytics event otherwise merged the whole eventId index each time).
   */
  holderOf(k: unknown[]): string | undefined {
    if (this.lazySource) this.sorted();
    return this.uniqueMap.get(this.uniqueKey(k));
  }

  /** Drops all entries; they are rebuilt from `source` on the first scan. */
  makeLazy(source: () => Iterable<[string, number, Doc]>): void {
    this.clear();
    this.lazySource = source;
  }

  get built(): boolean {
    return this.lazySource === null;
  }

  clear(): void {
    this.entries = [];
    this.pending = [];
    this.deadCount = 0;
    this.byDoc.clear();
    this.uniqueMap.clear();
  }

  /** Sorted live entries (merges pending inserts, drops dead entries when they pile up). */
  sorted(): Entry[] {
    if (this.lazySource) {
      const source = this.lazySource;
      this.lazySource = null;
      for (const [id, rid, doc] of source()) this.add(id, rid, this.keysFor(doc));
    }
    if (this.pending.length > 0 && this.pending.length <= 16 && this.deadCount <= 64) {
      // A few new entries (an update changing an indexed field) go in place; no rebuild of the array.
      for (const e of this.pending) if (!e.dead) this.entries.splice(this.insertionPoint(e), 0, e);
      this.pending = [];
    } else if (this.pending.length > 0) {
      const add = this.pending.filter((e) => !e.dead).sort(this.compareEntries);
      this.pending = [];
      const old = this.entries;
      const merged: Entry[] = new Array<Entry>(old.length + add.length);
      let i = 0;
      let j = 0;
      let n = 0;
      while (i < old.length || j < add.length) {
        let e: Entry;
        if (j >= add.length || (i < old.length && this.compareEntries(old[i] as Entry, add[j] as Entry) <= 0))
          e = old[i++] as Entry;
        else e = add[j++] as Entry;
        if (!e.dead) merged[n++] = e;
      }
      merged.length = n;
      this.entries = merged;
      this.deadCount = 0;
    } else if (this.deadCount > 64 && this.deadCount * 4 > this.entries.length) {
      this.entries = this.entries.filter((e) => !e.dead);
      this.deadCount = 0;
    }
    return this.entries;
  }

  private insertionPoint(e: Entry): number {
    let lo = 0;
    let hi = this.entries.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (this.compareEntries(this.entries[mid] as Entry, e) < 0) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  /** First position whose key prefix is >= (or > when `after`) the given prefix. */
  lowerBound(prefix: unknown[], after: boolean): number {
    const entries = this.sorted();
    let lo = 0;
    let hi = entries.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      const c = this.comparePrefix((entries[mid] as Entry).k, prefix);
      if (c < 0 || (after && c === 0)) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  /** First position where the monotone predicate turns false. */
  search(before: (e: Entry) => boolean): number {
    const entries = this.sorted();
    let lo = 0;
    let hi = entries.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (before(entries[mid] as Entry)) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  comparePrefix(k: unknown[], prefix: unknown[]): number {
    for (let i = 0; i < prefix.length; i++) {
      const c = compareValues(k[i], prefix[i]);
      if (c !== 0) return c * (this.dirs[i] as number);
    }
    return 0;
  }

  get size(): number {
    return this.byDoc.size;
  }
}
