// A small imitation of MongoDB's legacy shell for running its jstests against the store in-process:
// `db.<coll>` with the collection helpers the tests use, `assert.*`, the BSON constructors, and the
// helpers of jstests/aggregation/extras/utils.js. Commands go through `runCommand` synchronously, encoded
// to BSON and decoded as the wire would, so the store sees what a driver would send.
import {
  Binary,
  Code,
  Decimal128,
  Double,
  Int32,
  Long,
  MaxKey,
  MinKey,
  ObjectId,
  Timestamp,
  serialize,
  deserialize,
} from 'bson';
import { ObjectId as ProcessId } from 'bson';
import { runCommand, type CommandContext } from '../src/commands.js';
import { CursorManager } from '../src/cursors.js';
import { decodeDocument } from '../src/doubles.js';
import { Store } from '../src/store.js';
import { compareValues, type Doc } from '../src/values.js';

class ShellError extends Error {
  constructor(
    message: string,
    readonly code?: number,
  ) {
    super(message);
  }
}

// Values made by the test code belong to the sandbox's realm: instanceof and prototype checks fail there.
const kindOf = (v: unknown): string => Object.prototype.toString.call(v).slice(8, -1);
const isDocument = (v: unknown): v is Doc =>
  kindOf(v) === 'Object' && (v as { _bsontype?: unknown })._bsontype === undefined;

const tag = (v: unknown): string | undefined =>
  typeof v === 'object' && v !== null ? (v as { _bsontype?: string })._bsontype : undefined;

/** The shell's tojson: field order kept, NumberLong and NumberDecimal named (int32 and double are plain numbers). */
export function tojson(v: unknown): string {
  if (v === undefined) return 'undefined';
  if (v === null) return 'null';
  if (typeof v === 'number') return Object.is(v, -0) ? '-0' : String(v);
  if (typeof v === 'string') return JSON.stringify(v);
  if (typeof v !== 'object') return String(v);
  if (Array.isArray(v)) return '[' + v.map(tojson).join(', ') + ']';
  if (kindOf(v) === 'Date') {
    const d = v as Date;
    return `ISODate("${Number.isNaN(d.getTime()) ? 'Invalid' : d.toISOString()}")`;
  }
  if (kindOf(v) === 'RegExp') return String(v);
  switch (tag(v)) {
    case 'Long':
      return `NumberLong(${String(v)})`;
    case 'Decimal128':
      return `NumberDecimal("${String(v)}")`;
    case 'Int32':
    case 'Double':
      return String((v as { value: number }).value);
    case 'ObjectId':
      return `ObjectId("${(v as ObjectId).toHexString()}")`;
    case 'Binary':
      return `BinData(${(v as Binary).sub_type},"${Buffer.from((v as Binary).buffer).toString('base64')}")`;
    case 'Timestamp':
      return `Timestamp(${(v as Timestamp).high}, ${(v as Timestamp).low})`;
    case 'MinKey':
      return '{ "$minKey" : 1 }';
    case 'MaxKey':
      return '{ "$maxKey" : 1 }';
    default:
      break;
  }
  return (
    '{' +
    Object.entries(v as Doc)
      .map(([k, x]) => `${JSON.stringify(k)}: ${tojson(x)}`)
      .join(', ') +
    '}'
  );
}

const numeric = (v: unknown): boolean =>
  typeof v === 'number' || ['Long', 'Int32', 'Double', 'Decimal128'].includes(tag(v) ?? '');

/** assert.eq: `==` for top-level numbers, else the tojson forms. */
function shellEq(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (numeric(a) && numeric(b)) {
    const x = Number(String(a));
    const y = Number(String(b));
    return x === y || (Number.isNaN(x) && Number.isNaN(y)); // tojson(NaN) == tojson(NaN)
  }
  if ((a === null || a === undefined) && (b === null || b === undefined)) return a === b;
  return tojson(a) === tojson(b);
}

/** Documents equal whatever their field order (assert.docEq, documentEq). */
function unorderedEq(a: unknown, b: unknown): boolean {
  if (Array.isArray(a) && Array.isArray(b))
    return a.length === b.length && a.every((x, i) => unorderedEq(x, b[i]));
  if (isDocument(a) && isDocument(b)) {
    const ka = Object.keys(a).sort();
    const kb = Object.keys(b).sort();
    return tojson(ka) === tojson(kb) && ka.every((k) => unorderedEq(a[k], b[k]));
  }
  return shellEq(a, b);
}

/** Arrays with the same members in any order. */
function sameMembers(a: unknown[], b: unknown[], eq = unorderedEq): boolean {
  if (a.length !== b.length) return false;
  const left = [...b];
  return a.every((x) => {
    const i = left.findIndex((y) => eq(x, y));
    if (i < 0) return false;
    left.splice(i, 1);
    return true;
  });
}

/** The legacy shell's numbers are doubles (every plain JS number goes on the wire as a BSON double); functions are Code. */
function asShellNumbers(v: unknown): unknown {
  if (typeof v === 'number') return new Double(v);
  if (typeof v === 'function') return new Code(String(v));
  if (Array.isArray(v)) return v.map(asShellNumbers);
  if (isDocument(v)) return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, asShellNumbers(x)]));
  return v;
}

/** A shell constructor whose values answer `instanceof` as the shell's do (NumberDecimal, …). */
function withPrototype<F extends (...args: never[]) => unknown>(make: F, type: { prototype: object }): F {
  Object.defineProperty(make, 'prototype', { value: type.prototype });
  return make;
}

const fail = (msg: string): never => {
  throw new ShellError(msg);
};

/** Legacy-shell additions to the sandbox's own built-ins (its realm has its own Number.prototype). */
export const shellPrelude = `
Object.defineProperty(Number.prototype, 'zeroPad', {
  value: function (width) { return String(this).padStart(width, '0'); },
});
// The shell prints a date without its milliseconds when they are zero.
Object.defineProperty(Date.prototype, 'tojson', {
  value: function () {
    const ms = this.getUTCMilliseconds();
    const iso = this.toISOString().slice(0, 19) + (ms ? '.' + ms.zeroPad(3) : '') + 'Z';
    return 'ISODate("' + iso + '")';
  },
});
// The shell's ISODate: a space or T between date and time, fields past their range roll over (":64").
var ISODate = function (text) {
  if (!text) return new Date();
  const m = /^(\\d{4})-?(\\d{2})-?(\\d{2})(?:[T ](\\d{2})(?::?(\\d{2})(?::?(\\d{2})(\\.\\d+)?)?)?(Z|([+-])(\\d{2}):?(\\d{2})?)?)?$/.exec(text);
  if (!m) throw new Error('invalid ISO date: ' + text);
  let time = Date.UTC(+m[1], +m[2] - 1, +m[3], +(m[4] || 0), +(m[5] || 0), +(m[6] || 0),
    Math.round(parseFloat(m[7] || '0') * 1000));
  if (m[8] && m[8] !== 'Z') time += (m[9] === '+' ? -1 : 1) * ((+m[10]) * 60 + (+(m[11] || 0))) * 60000;
  return new Date(time);
};
`;

/** Sandbox globals for one test file, against a fresh in-memory store. */
export function shellGlobals(): Record<string, unknown> {
  const ctx: CommandContext = {
    store: new Store(),
    cursors: new CursorManager(600_000),
    db: 'test',
    connectionId: 1,
    processId: new ProcessId(),
    startedAt: new Date(),
  };

  function command(dbName: string, body: Doc): Doc {
    const wire = decodeDocument(
      serialize({ ...(asShellNumbers(body) as Doc), $db: dbName }, { ignoreUndefined: false }),
    );
    const reply = runCommand(wire, { ...ctx, db: dbName });
    ctx.store.takeJournal();
    return deserialize(serialize(reply), {
      promoteLongs: false,
      promoteValues: true,
      bsonRegExp: false,
    }) as Doc;
  }

  function checked(dbName: string, body: Doc): Doc {
    const res = command(dbName, body);
    if (res.ok !== 1) throw Object.assign(new ShellError(String(res.errmsg), Number(res.code)), { res });
    return res;
  }

  function cursorOf(dbName: string, first: Doc): ShellCursor {
    const cursor = (first.cursor ?? {}) as { firstBatch: Doc[]; id: unknown; ns: string };
    const docs = [...cursor.firstBatch];
    let id = cursor.id;
    const coll = cursor.ns.slice(dbName.length + 1);
    while (id && String(id) !== '0') {
      const more = checked(dbName, { getMore: id as Long, collection: coll }).cursor as {
        nextBatch: Doc[];
        id: unknown;
      };
      docs.push(...more.nextBatch);
      id = more.id;
    }
    return new ShellCursor(docs);
  }

  class ShellCursor {
    private pos = 0;
    constructor(private docs: Doc[]) {}
    toArray(): Doc[] {
      return this.docs.slice(this.pos);
    }
    hasNext(): boolean {
      return this.pos < this.docs.length;
    }
    next(): Doc {
      if (!this.hasNext()) fail('cursor exhausted');
      return this.docs[this.pos++] as Doc;
    }
    itcount(): number {
      return this.toArray().length;
    }
    map<T>(f: (d: Doc) => T): T[] {
      return this.toArray().map(f);
    }
    forEach(f: (d: Doc) => void): void {
      this.toArray().forEach(f);
    }
  }

  class FindCursor {
    private spec: Doc;
    private result: ShellCursor | undefined;
    constructor(
      private coll: ShellCollection,
      filter: Doc = {},
      projection?: Doc,
    ) {
      this.spec = { find: coll.getName(), filter, ...(projection ? { projection } : {}) };
    }
    private set(k: string, v: unknown): this {
      this.spec[k] = v;
      return this;
    }
    sort(s: Doc): this {
      return this.set('sort', s);
    }
    limit(n: number): this {
      return this.set('limit', n);
    }
    skip(n: number): this {
      return this.set('skip', n);
    }
    hint(h: unknown): this {
      return this.set('hint', h);
    }
    batchSize(n: number): this {
      return this.set('batchSize', n);
    }
    collation(c: Doc): this {
      return this.set('collation', c);
    }
    returnKey(b = true): this {
      return this.set('returnKey', b);
    }
    private run(): ShellCursor {
      this.result ??= cursorOf(this.coll.dbName, checked(this.coll.dbName, this.spec));
      return this.result;
    }
    toArray(): Doc[] {
      return this.run().toArray();
    }
    next(): Doc {
      return this.run().next();
    }
    hasNext(): boolean {
      return this.run().hasNext();
    }
    itcount(): number {
      return this.run().itcount();
    }
    count(): number {
      return this.coll.count(this.spec.filter as Doc);
    }
    size(): number {
      return this.itcount();
    }
    map<T>(f: (d: Doc) => T): T[] {
      return this.run().map(f);
    }
    forEach(f: (d: Doc) => void): void {
      this.run().forEach(f);
    }
  }

  function writeResult(res: Doc, kind: 'insert' | 'update' | 'delete'): Doc {
    const out: Doc = { ok: 1 };
    if (kind === 'insert') out.nInserted = res.n;
    if (kind === 'update') {
      out.nMatched = res.n;
      out.nModified = res.nModified;
      out.nUpserted = Array.isArray(res.upserted) ? res.upserted.length : 0;
    }
    if (kind === 'delete') out.nRemoved = res.n;
    if (Array.isArray(res.writeErrors) && res.writeErrors.length) {
      out.writeErrors = res.writeErrors;
      out.hasWriteError = () => true;
      out.getWriteError = () => (res.writeErrors as Doc[])[0];
    }
    return out;
  }

  class ShellCollection {
    constructor(
      readonly dbName: string,
      private name: string,
    ) {}
    getName(): string {
      return this.name;
    }
    getFullName(): string {
      return `${this.dbName}.${this.name}`;
    }
    getDB(): unknown {
      return dbProxy(this.dbName);
    }
    drop(): boolean {
      return command(this.dbName, { drop: this.name }).ok === 1;
    }
    insert(docs: Doc | Doc[]): Doc {
      const list = (Array.isArray(docs) ? docs : [docs]).map((d) =>
        '_id' in d ? d : { _id: new ObjectId(), ...d },
      );
      return writeResult(command(this.dbName, { insert: this.name, documents: list }), 'insert');
    }
    insertOne(doc: Doc): Doc {
      const res = this.insert(doc);
      if (res.writeErrors) fail(tojson(res.writeErrors));
      return { acknowledged: true };
    }
    insertMany(docs: Doc[]): Doc {
      const res = this.insert(docs);
      if (res.writeErrors) fail(tojson(res.writeErrors));
      return { acknowledged: true };
    }
    save(doc: Doc): Doc {
      if (!('_id' in doc)) return this.insert(doc);
      return this.update({ _id: doc._id }, doc, { upsert: true });
    }
    update(q: Doc, u: unknown, opts: Doc | boolean = {}, multi?: boolean): Doc {
      const o = typeof opts === 'boolean' ? { upsert: opts, multi: multi === true } : opts;
      const res = command(this.dbName, { update: this.name, updates: [{ q, u, ...o }] });
      return writeResult(res, 'update');
    }
    updateOne(q: Doc, u: unknown, opts: Doc = {}): Doc {
      return this.update(q, u, { ...opts, multi: false });
    }
    updateMany(q: Doc, u: unknown, opts: Doc = {}): Doc {
      return this.update(q, u, { ...opts, multi: true });
    }
    remove(q: Doc = {}, justOne: boolean | Doc = false): Doc {
      const one = typeof justOne === 'boolean' ? justOne : justOne.justOne === true;
      return writeResult(
        command(this.dbName, { delete: this.name, deletes: [{ q, limit: one ? 1 : 0 }] }),
        'delete',
      );
    }
    deleteOne(q: Doc): Doc {
      return this.remove(q, true);
    }
    deleteMany(q: Doc): Doc {
      return this.remove(q, false);
    }
    find(filter?: Doc, projection?: Doc): FindCursor {
      return new FindCursor(this, filter, projection);
    }
    findOne(filter?: Doc, projection?: Doc): Doc | null {
      return new FindCursor(this, filter, projection).limit(1).toArray()[0] ?? null;
    }
    aggregate(pipeline: Doc | Doc[] = [], ...rest: unknown[]): ShellCursor {
      let stages: Doc[];
      let options: Doc = {};
      if (Array.isArray(pipeline)) {
        stages = pipeline;
        if (isDocument(rest[0])) options = rest[0];
      } else stages = [pipeline, ...(rest as Doc[])];
      const res = checked(this.dbName, { aggregate: this.name, pipeline: stages, cursor: {}, ...options });
      return cursorOf(this.dbName, res);
    }
    count(filter: Doc = {}): number {
      return Number(checked(this.dbName, { count: this.name, query: filter }).n);
    }
    countDocuments(filter: Doc = {}): number {
      return (this.aggregate([{ $match: filter }, { $count: 'n' }]).toArray()[0]?.n as number) ?? 0;
    }
    distinct(key: string, query: Doc = {}): unknown[] {
      return checked(this.dbName, { distinct: this.name, key, query }).values as unknown[];
    }
    createIndex(key: Doc, options: Doc = {}): Doc {
      const name = Object.entries(key)
        .map(([k, v]) => `${k}_${String(v)}`)
        .join('_');
      return command(this.dbName, { createIndexes: this.name, indexes: [{ key, name, ...options }] });
    }
    ensureIndex(key: Doc, options: Doc = {}): Doc {
      return this.createIndex(key, options);
    }
    runCommand(name: string, extra: Doc = {}): Doc {
      return command(this.dbName, { [name]: this.name, ...extra });
    }
  }

  const collections = new Map<string, ShellCollection>();
  function dbProxy(dbName: string): unknown {
    const base = {
      getName: () => dbName,
      getCollection: (n: string) => collectionOf(dbName, n),
      runCommand: (body: Doc | string) => command(dbName, typeof body === 'string' ? { [body]: 1 } : body),
      adminCommand: (body: Doc | string) => command('admin', typeof body === 'string' ? { [body]: 1 } : body),
      getSiblingDB: (n: string) => dbProxy(n),
      dropDatabase: () => command(dbName, { dropDatabase: 1 }),
      createCollection: (n: string, opts: Doc = {}) => command(dbName, { create: n, ...opts }),
      getCollectionNames: () =>
        ((checked(dbName, { listCollections: 1 }).cursor as { firstBatch: Doc[] }).firstBatch ?? []).map(
          (c) => c.name,
        ),
      getMongo: () => ({ getDB: (n: string) => dbProxy(n) }),
      aggregate: (pipeline: Doc[], options: Doc = {}) =>
        cursorOf(dbName, checked(dbName, { aggregate: 1, pipeline, cursor: {}, ...options })),
    };
    return new Proxy(base, {
      get: (target, prop) =>
        typeof prop === 'string' && !(prop in target)
          ? collectionOf(dbName, prop)
          : (target as Doc)[prop as string],
    });
  }
  function collectionOf(dbName: string, name: string): ShellCollection {
    const key = `${dbName}.${name}`;
    let c = collections.get(key);
    if (!c) collections.set(key, (c = new ShellCollection(dbName, name)));
    return c;
  }

  const codeOf = (res: unknown): number | undefined => {
    if (res instanceof ShellError) return res.code;
    const r = res as Doc;
    if (typeof r?.code === 'number') return r.code;
    const we = r?.writeErrors as Doc[] | undefined;
    return we?.length ? Number(we[0]?.code) : undefined;
  };
  const failed = (res: unknown): boolean =>
    res instanceof ShellError || (res as Doc)?.ok === 0 || Array.isArray((res as Doc)?.writeErrors);
  const codesMatch = (code: number | undefined, expected: unknown): boolean =>
    (Array.isArray(expected) ? expected : [expected]).some((e) => Number(e) === code);

  const assert = Object.assign(
    (cond: unknown, msg?: unknown) => {
      if (!cond) fail(`assert failed: ${String(msg ?? '')}`);
    },
    {
      eq: (a: unknown, b: unknown, msg?: unknown) => {
        if (!shellEq(a, b)) fail(`[${tojson(a)}] != [${tojson(b)}] are not equal : ${String(msg ?? '')}`);
      },
      neq: (a: unknown, b: unknown, msg?: unknown) => {
        if (shellEq(a, b)) fail(`[${tojson(a)}] == [${tojson(b)}] are equal : ${String(msg ?? '')}`);
      },
      docEq: (a: unknown, b: unknown, msg?: unknown) => {
        if (!unorderedEq(a, b))
          fail(
            `expected document ${tojson(a)} and actual document ${tojson(b)} are not equal : ${String(msg ?? '')}`,
          );
      },
      sameMembers: (a: unknown[], b: unknown[], msg?: unknown) => {
        if (!sameMembers(a, b)) fail(`${tojson(a)} != ${tojson(b)} : ${String(msg ?? '')}`);
      },
      isnull: (v: unknown) => {
        if (v !== null && v !== undefined) fail(`${tojson(v)} is not null`);
      },
      gt: (a: number, b: number) => void (a > b || fail(`${a} is not greater than ${b}`)),
      gte: (a: number, b: number) => void (a >= b || fail(`${a} is not >= ${b}`)),
      lt: (a: number, b: number) => void (a < b || fail(`${a} is not less than ${b}`)),
      lte: (a: number, b: number) => void (a <= b || fail(`${a} is not <= ${b}`)),
      close: (a: number, b: number, msg?: unknown, places = 4) => {
        if (Math.abs(Number(a) - Number(b)) > Math.pow(10, -places) * Math.max(1, Math.abs(Number(b))))
          fail(`${a} is not close to ${b} : ${String(msg ?? '')}`);
      },
      contains: (v: unknown, list: unknown[]) =>
        void (list.some((x) => shellEq(x, v)) || fail(`${tojson(v)} not in ${tojson(list)}`)),
      commandWorked: (res: unknown, msg?: unknown) => {
        if (failed(res))
          fail(
            `command failed: ${tojson(res instanceof ShellError ? res.message : res)} : ${String(msg ?? '')}`,
          );
        return res;
      },
      commandFailed: (res: unknown) => {
        if (!failed(res)) fail(`command worked when it should have failed: ${tojson(res)}`);
        return res;
      },
      commandFailedWithCode: (res: unknown, codes: unknown, msg?: unknown) => {
        if (!failed(res) || !codesMatch(codeOf(res), codes))
          fail(
            `expected code ${tojson(codes)}, got ${tojson(res instanceof ShellError ? { code: res.code, errmsg: res.message } : res)} : ${String(msg ?? '')}`,
          );
        return res;
      },
      writeOK: (res: unknown) => void (failed(res) && fail(`write failed: ${tojson(res)}`)),
      writeError: (res: unknown, codes?: unknown) => {
        if (!failed(res) || (codes !== undefined && !codesMatch(codeOf(res), codes)))
          fail(`expected a write error: ${tojson(res)}`);
      },
      writeErrorWithCode: (res: unknown, codes: unknown) => {
        if (!failed(res) || !codesMatch(codeOf(res), codes))
          fail(`expected write error ${tojson(codes)}: ${tojson(res)}`);
      },
      throws: (f: () => unknown) => {
        try {
          f();
        } catch (e) {
          return e;
        }
        return fail('did not throw');
      },
      throwsWithCode: (f: () => unknown, codes: unknown) => {
        try {
          f();
        } catch (e) {
          if (!codesMatch(codeOf(e), codes))
            fail(`threw ${String((e as Error).message)}, expected code ${tojson(codes)}`);
          return e;
        }
        return fail('did not throw');
      },
      doesNotThrow: (f: () => unknown) => f(),
      soon: (f: () => unknown) => void (f() || fail('assert.soon failed')),
      fail: (msg: unknown) => fail(String(msg)),
    },
  );

  function assertErrorCode(coll: ShellCollection, pipeline: Doc | Doc[], code: unknown): void {
    const stages = Array.isArray(pipeline) ? pipeline : [pipeline];
    const res = command(coll.dbName, { aggregate: coll.getName(), pipeline: stages, cursor: {} });
    assert.commandFailedWithCode(res, code);
  }

  function testExpression(coll: ShellCollection, expression: unknown, expected: unknown): void {
    const out = coll.aggregate([{ $project: { output: expression } }, { $sort: { _id: 1 } }]).toArray();
    assert.eq(out.length, 1, 'testExpression needs exactly one document');
    assert.eq(out[0]?.output, expected);
  }

  const errorCodes: Record<string, number> = {
    BadValue: 2,
    FailedToParse: 9,
    TypeMismatch: 14,
    IllegalOperation: 20,
    NamespaceNotFound: 26,
    IndexNotFound: 27,
    Overflow: 15,
    InvalidOptions: 72,
    CommandNotFound: 59,
    InvalidPipelineOperator: 168,
    ConversionFailure: 241,
    DuplicateKey: 11000,
  };

  return {
    db: dbProxy('test'),
    assert,
    tojson,
    tojsononeline: tojson,
    printjson: () => {},
    print: () => {},
    jsTestLog: () => {},
    jsTest: { name: () => 'jstest', log: () => {} },
    jsTestName: () => 'jstest',
    TestData: {},
    ErrorCodes: new Proxy(errorCodes, { get: (t, p) => (typeof p === 'string' ? (t[p] ?? -1) : undefined) }),
    FixtureHelpers: {
      isMongos: () => false,
      isSharded: () => false,
      isReplSet: () => false,
      runCommandOnEachPrimary: () => [],
    },
    checkSbeFullyEnabled: () => false,
    _isWindows: () => false,
    checkSbeRestrictedOrFullyEnabled: () => false,
    isNumber: (v: unknown) => numeric(v),
    friendlyEqual: shellEq,
    bsonWoCompare: (a: unknown, b: unknown) => compareValues(a, b),
    assertErrorCode,
    testExpression,
    arrayEq: (a: unknown[], b: unknown[]) => sameMembers(a, b),
    orderedArrayEq: (a: unknown[], b: unknown[]) => unorderedEq(a, b),
    documentEq: unorderedEq,
    anyEq: unorderedEq,
    resultsEq: (a: unknown[], b: unknown[]) => sameMembers(a, b),
    assertArrayEq: ({ actual, expected }: { actual: unknown[]; expected: unknown[] }) => {
      if (!sameMembers(actual, expected)) fail(`${tojson(actual)} != ${tojson(expected)}`);
    },
    // Plain functions, not arrows: tests call these both with and without `new`, and use instanceof.
    NumberLong: withPrototype(function NumberLong(v: unknown = 0) {
      return Long.fromString(String(v));
    }, Long),
    NumberInt: withPrototype(function NumberInt(v: unknown = 0) {
      return new Int32(Number(v));
    }, Int32),
    NumberDecimal: withPrototype(function NumberDecimal(v: unknown = 0) {
      return Decimal128.fromString(String(v));
    }, Decimal128),
    ObjectId: function ObjectIdOf(hex?: string) {
      return new ObjectId(hex);
    },
    UUID: function UUID(hex?: string) {
      return new Binary(Buffer.from((hex ?? crypto.randomUUID()).replace(/-/g, ''), 'hex'), 4);
    },
    BinData: function BinData(sub: number, b64: string) {
      return new Binary(Buffer.from(b64, 'base64'), sub);
    },
    HexData: function HexData(sub: number, hex: string) {
      return new Binary(Buffer.from(hex, 'hex'), sub);
    },
    Timestamp: function TimestampOf(t = 0, i = 0) {
      return new Timestamp({ t, i });
    },
    MinKey: new MinKey(),
    MaxKey: new MaxKey(),
    Code: function CodeOf(code: string, scope?: Doc) {
      return new Code(code, scope);
    },
  };
}
