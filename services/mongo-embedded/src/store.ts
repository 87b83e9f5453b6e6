// Databases and collections, plus the journal of logical operations each command produces.
import { Collection } from './collection.js';
import type { IndexSpec } from './indexes.js';
import { MongoError, ErrorCodes } from './errors.js';
import { keyString as keyOf, type Doc } from './values.js';

/** Logical operations as written to the log: full documents, so replay is idempotent. */
export type LogOp =
  | { o: 'p'; ns: string; d: Doc; raw?: Uint8Array }
  | { o: 'pp'; ns: string; docs: Doc[] }
  /** Replay only: raw BSON documents at offsets `at` of `buf` (see decodeOpsRaw). */
  | { o: 'ppr'; ns: string; buf: Buffer; at: number[] }
  | { o: 'd'; ns: string; id: unknown }
  | { o: 'cc'; ns: string; opts: Doc }
  | { o: 'dc'; ns: string }
  | { o: 'dd'; db: string }
  | { o: 'ci'; ns: string; spec: IndexSpec }
  | { o: 'di'; ns: string; name: string };

export function splitNs(ns: string): [string, string] {
  const i = ns.indexOf('.');
  return [ns.slice(0, i), ns.slice(i + 1)];
}

export class Store {
  readonly dbs = new Map<string, Map<string, Collection>>();
  journal: LogOp[] = [];

  collection(db: string, name: string): Collection | undefined {
    return this.dbs.get(db)?.get(name);
  }

  /** Returns the collection, creating it implicitly (as inserts and createIndexes do). */
  ensureCollection(db: string, name: string): Collection {
    const existing = this.collection(db, name);
    if (existing) return existing;
    return this.createCollection(db, name, {});
  }

  createCollection(db: string, name: string, opts: Doc): Collection {
    validateNames(db, name);
    let colls = this.dbs.get(db);
    if (!colls) {
      colls = new Map();
      this.dbs.set(db, colls);
    }
    if (colls.has(name))
      throw new MongoError(ErrorCodes.NamespaceExists, `Collection ${db}.${name} already exists.`);
    const coll = new Collection(db, name, opts);
    colls.set(name, coll);
    this.journal.push({ o: 'cc', ns: coll.ns, opts });
    return coll;
  }

  dropCollection(db: string, name: string): boolean {
    const colls = this.dbs.get(db);
    if (!colls?.delete(name)) return false;
    if (colls.size === 0) this.dbs.delete(db);
    this.journal.push({ o: 'dc', ns: `${db}.${name}` });
    return true;
  }

  dropDatabase(db: string): void {
    if (!this.dbs.delete(db)) return;
    this.journal.push({ o: 'dd', db });
  }

  takeJournal(): LogOp[] {
    const j = this.journal;
    this.journal = [];
    return j;
  }

  /** Replays one logged operation without constraint checks; call rebuildIndexes() afterwards. */
  replay(op: LogOp): void {
    switch (op.o) {
      case 'p': {
        const [db, name] = splitNs(op.ns);
        this.replayCollection(db, name).putUnchecked(op.d);
        break;
      }
      case 'pp': {
        const [db, name] = splitNs(op.ns);
        const coll = this.replayCollection(db, name);
        for (const d of op.docs) coll.putUnchecked(d);
        break;
      }
      case 'ppr': {
        const [db, name] = splitNs(op.ns);
        const coll = this.replayCollection(db, name);
        for (const at of op.at) coll.putRawUnchecked(op.buf, at);
        break;
      }
      case 'd': {
        const [db, name] = splitNs(op.ns);
        const coll = this.collection(db, name);
        coll?.docs.delete(keyOf(op.id));
        break;
      }
      case 'cc': {
        const [db, name] = splitNs(op.ns);
        this.replayCollection(db, name, op.opts);
        break;
      }
      case 'dc': {
        const [db, name] = splitNs(op.ns);
        const colls = this.dbs.get(db);
        colls?.delete(name);
        if (colls?.size === 0) this.dbs.delete(db);
        break;
      }
      case 'dd':
        this.dbs.delete(op.db);
        break;
      case 'ci': {
        const [db, name] = splitNs(op.ns);
        const coll = this.replayCollection(db, name);
        if (!coll.indexes.has(op.spec.name)) coll.createIndexUnbuilt(op.spec);
        break;
      }
      case 'di': {
        const [db, name] = splitNs(op.ns);
        this.collection(db, name)?.indexes.delete(op.name);
        break;
      }
    }
  }

  private replayCollection(db: string, name: string, opts: Doc = {}): Collection {
    let colls = this.dbs.get(db);
    if (!colls) {
      colls = new Map();
      this.dbs.set(db, colls);
    }
    let coll = colls.get(name);
    if (!coll) {
      coll = new Collection(db, name, opts);
      colls.set(name, coll);
    }
    return coll;
  }

  rebuildIndexes(): void {
    for (const colls of this.dbs.values()) for (const coll of colls.values()) coll.rebuildIndexes();
  }
}

export function validateNames(db: string, name: string): void {
  if (!db || /[/\\. "$\0]/.test(db) || db.length > 63)
    throw new MongoError(ErrorCodes.InvalidNamespace, `Invalid database name: '${db}'`);
  if (!name || name.includes('\0') || name.startsWith('.') || name.includes('$'))
    throw new MongoError(ErrorCodes.InvalidNamespace, `Invalid collection name: ${name}`);
}
