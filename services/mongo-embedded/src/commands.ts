// Command implementations. Each handler returns the reply document or throws a MongoError.
import { Long, ObjectId } from 'bson';
import { ProcessingMode } from 'mingo';
import type { Options } from 'mingo/types';
import { checkWriteStagePlacement, isWriteStage, runWriteStage } from './aggregate-writes.js';
import {
  checkCommandFields,
  checkHint,
  hintOrder,
  checkInsertSize,
  checkStageNames,
  checkUpdatedSize,
  checkApiStrict,
  checkReadConcern,
} from './command-checks.js';
import type { Collection } from './collection.js';
import { collateStrings, collatedCompare, parseCollation, type Collation } from './collation.js';
import { idKey, sortDocs } from './collection.js';
import type { CursorManager } from './cursors.js';
import { MongoError, ErrorCodes, badValue, failedToParse, toMongoError, unsupported } from './errors.js';
import { copyForPipeline, mingoView, originalOf } from './doubles.js';
import { explainAggregate, explainCmd } from './explain.js';
import { checkPipelineExpressions } from './expression-shapes.js';
import { extractNear, geoField, geoNearStage, nearestDistance, type NearSpec } from './geo.js';
import type { IndexSpec } from './indexes.js';
import { compileQuery, evaluateLet, queryOptions, runAggregate } from './mingo.js';
import { projectDocs } from './projection.js';
import type { Store } from './store.js';
import { validateNames } from './store.js';
import { applyUpdate, idFirst, isOperatorUpdate, upsertSeed, validateUpdate } from './update.js';
import {
  cloneValue,
  getPath,
  isPlainObject,
  keyString,
  pathValues,
  toNumber,
  typeRank,
  type Doc,
} from './values.js';
import { MAX_BSON_SIZE, MAX_MESSAGE_SIZE, rawWithIdFirst } from './wire.js';

export interface CommandContext {
  store: Store;
  cursors: CursorManager;
  db: string;
  connectionId: number;
  processId: ObjectId;
  startedAt: Date;
  /** Raw BSON of an insert's document sequence, when the client sent one. */
  rawDocuments?: Buffer[];
}

type Handler = (body: Doc, ctx: CommandContext) => Doc;

const MAX_WRITE_BATCH = 100_000;

// ---------- argument helpers ----------

function collName(body: Doc, cmd: string): string {
  const v = body[cmd];
  if (typeof v !== 'string' || v.length === 0) {
    throw new MongoError(
      ErrorCodes.InvalidNamespace,
      `collection name has invalid type ${v === null ? 'null' : typeof v}`,
    );
  }
  return v;
}

function optDoc(body: Doc, key: string): Doc | undefined {
  const v = body[key];
  if (v === undefined || v === null) return undefined;
  if (!isPlainObject(v)) throw failedToParse(`'${key}' must be a document`);
  return v;
}

function optNum(body: Doc, key: string): number | undefined {
  const v = body[key];
  if (v === undefined || v === null) return undefined;
  // Any BSON number, as mongod takes them: drivers and shells send a batchSize or limit as a double too.
  const n = typeRank(v) === 3 ? toNumber(v) : Number.NaN;
  if (!Number.isFinite(n)) throw failedToParse(`'${key}' must be a number`);
  return n;
}

function optArrayOfDocs(body: Doc, key: string): Doc[] | undefined {
  const v = body[key];
  if (v === undefined || v === null) return undefined;
  if (!Array.isArray(v) || !v.every(isPlainObject))
    throw failedToParse(`'${key}' must be an array of documents`);
  return v as Doc[];
}

const unsupportedQueryOps = new Set(['$text', '$geoIntersects', '$where', '$function', '$accumulator']);

/** Rejects operators this server does not implement, with a plain "unsupported" error. */
function checkSupported(value: unknown, depth = 0): void {
  if (depth > 100) throw badValue('filter nesting too deep');
  if (Array.isArray(value)) {
    for (const v of value) checkSupported(v, depth + 1);
    return;
  }
  if (!isPlainObject(value)) return;
  for (const [k, v] of Object.entries(value)) {
    if (unsupportedQueryOps.has(k)) throw unsupported(`the ${k} operator`);
    checkSupported(v, depth + 1);
  }
}

// ---------- query execution ----------

export interface FindArgs {
  filter: Doc;
  sort?: Doc | undefined;
  skip?: number | undefined;
  limit?: number | undefined;
  /** The command's `let` constants. */
  variables?: Doc | undefined;
  collation?: Collation | undefined;
}

/** Matching documents (stored objects, do not mutate) after filter, sort, skip and limit. */
export function findDocs(coll: Collection | undefined, args: FindArgs): Doc[] {
  if ('$comment' in args.filter) {
    // A query comment only annotates logs in MongoDB; mingo would reject it as an operator.
    const { $comment: _comment, ...rest } = args.filter;
    args = { ...args, filter: rest };
  }
  checkSupported(args.filter);
  const { near, rest: withoutNear } = extractNear(args.filter);
  if (near) return findNear(coll, { ...args, filter: withoutNear }, near);
  // Compiled even when the collection is missing: mongod refuses an unknown operator either way.
  const compiled = Object.keys(args.filter).length > 0 ? compileQuery(args.filter, args.variables) : null;
  if (!coll) return [];
  const skip = args.skip ?? 0;
  const limit = args.limit && args.limit > 0 ? args.limit : Number.POSITIVE_INFINITY;
  const sort = args.sort && Object.keys(args.sort).length > 0 ? args.sort : undefined;
  if (args.collation) return findCollated(coll, { ...args, sort, collation: args.collation });
  const plan = coll.plan(args.filter, sort);
  const query = compiled;
  const out: Doc[] = [];
  if (plan.sorted) {
    let skipped = 0;
    for (const doc of plan.candidates) {
      if (query && !query.test(mingoView(doc))) continue;
      if (skipped < skip) {
        skipped++;
        continue;
      }
      out.push(doc);
      if (out.length >= limit) break;
    }
    return out;
  }
  for (const doc of plan.candidates) if (!query || query.test(mingoView(doc))) out.push(doc);
  const sorted = sort ? sortDocs(out, sort) : out;
  return sorted.slice(skip, skip + limit);
}

/** A $near/$nearSphere query: the other conditions, then by distance (needs a geo index, as on mongod). */
function findNear(coll: Collection | undefined, args: FindArgs, near: NearSpec): Doc[] {
  if (!coll) return [];
  geoField([...coll.indexes.values()], near.field, coll.ns);
  const hits: { doc: Doc; d: number }[] = [];
  for (const doc of findDocs(coll, {
    filter: args.filter,
    variables: args.variables,
    collation: args.collation,
  })) {
    const d = nearestDistance(doc, near);
    if (d !== undefined && d >= near.min && d <= near.max) hits.push({ doc, d });
  }
  hits.sort((a, b) => a.d - b.d);
  const byDistance = hits.map((h) => h.doc);
  const sorted =
    args.sort && Object.keys(args.sort).length > 0 ? sortDocs(byDistance, args.sort) : byDistance;
  const skip = args.skip ?? 0;
  return sorted.slice(skip, args.limit && args.limit > 0 ? skip + args.limit : undefined);
}

/** A $group on a constant key (as countDocuments sends) does not compare strings. */
function isConstantGroup(stage: Doc): boolean {
  const group = stage.$group;
  if (!isPlainObject(group)) return false;
  const id = group._id;
  return !(typeof id === 'string' && id.startsWith('$')) && !isPlainObject(id) && !Array.isArray(id);
}

/**
 * The filter the updater re-checks documents against (for the positional `$`). The updater compares
 * binary, so with a collation it gets none, and a positional update under a collation is refused.
 */
function collatedFilter(filter: Doc, u: Doc | Doc[], collation: Collation | undefined): Doc | undefined {
  if (!collation) return filter;
  const paths = Array.isArray(u)
    ? []
    : Object.values(u).flatMap((v) => (isPlainObject(v) ? Object.keys(v) : []));
  if (paths.some((p) => p.split('.').includes('$')))
    throw unsupported('the positional $ operator with a collation');
  return undefined;
}

/** Remaining safe stages; each $sort compares strings with the collation. */
function sortCollated(
  input: Doc[],
  stages: Doc[],
  c: Collation,
  ctx: CommandContext,
  variables?: Doc,
): Doc[] {
  let docs = input;
  for (const stage of stages) {
    if (isPlainObject(stage.$sort)) docs = sortDocs(docs, stage.$sort, collatedCompare(c));
    else
      docs = runAggregate(docs, [stage], {
        ...mingoOptions(ctx, ProcessingMode.CLONE_OFF),
        ...(variables ? { variables } : {}),
      });
  }
  return docs;
}

/** A collated query scans the collection (indexes hold binary keys) and compares collation keys. */
function findCollated(coll: Collection, args: FindArgs & { collation: Collation }): Doc[] {
  const c = args.collation;
  const query = compileQuery(collateStrings(args.filter, c), args.variables);
  const out = coll.all().filter((doc) => query.test(collateStrings(mingoView(doc), c)));
  const sorted = args.sort ? sortDocs(out, args.sort, collatedCompare(c)) : out;
  const skip = args.skip ?? 0;
  return sorted.slice(skip, args.limit && args.limit > 0 ? skip + args.limit : undefined);
}

function projector(projection: Doc | undefined, filter: Doc = {}): ((docs: Doc[]) => Doc[]) | undefined {
  if (!projection || Object.keys(projection).length === 0) return undefined;
  checkSupported(projection);
  // The positional projection ("a.$") needs the query that selected the documents.
  const positional = Object.keys(projection).some((k) => k.endsWith('.$'));
  const condition = positional ? filter : {};
  if (!positional) projectDocs([{}], projection, condition); // fail the command itself on a bad projection
  return (docs) => projectDocs(docs, projection, condition).map(idFirst);
}

function mingoOptions(ctx: CommandContext, mode: ProcessingMode): Partial<Options> {
  return {
    ...queryOptions,
    processingMode: mode,
    // Foreign documents are copied: later stages may modify joined documents in place.
    collectionResolver: (name: string) => (ctx.store.collection(ctx.db, name)?.all() ?? []).map(cloneValue),
  };
}

// Stages that never mutate their input documents in mingo, so stored documents can be passed without a copy.
// ($unwind and $project may modify nested input values, so they get cloned input.)
const nonMutatingStages = new Set([
  '$match',
  '$group',
  '$sort',
  '$limit',
  '$skip',
  '$count',
  '$sortByCount',
  '$lookup',
]);

function isNonMutating(stage: Doc): boolean {
  const name = Object.keys(stage)[0] ?? '';
  if (name === '$facet' && isPlainObject(stage.$facet)) {
    return Object.values(stage.$facet).every(
      (sub) => Array.isArray(sub) && sub.every((s) => isPlainObject(s) && isNonMutating(s)),
    );
  }
  return nonMutatingStages.has(name);
}

// Stages whose result a collation cannot change; others would need collated comparisons mingo lacks.
const collationSafeStages = new Set([
  '$sort',
  '$limit',
  '$skip',
  '$project',
  '$addFields',
  '$set',
  '$unset',
  '$count',
  '$replaceRoot',
  '$replaceWith',
]);

function runPipeline(
  ctx: CommandContext,
  coll: Collection | undefined,
  pipeline: Doc[],
  variables?: Doc,
  collation?: Collation,
  /** A hinted index's order: the documents enter the pipeline in it. */
  hintSort?: Doc,
): Doc[] {
  for (const stage of pipeline) {
    const name = Object.keys(stage)[0] ?? '';
    if (Object.keys(stage).length !== 1)
      throw badValue('A pipeline stage specification object must contain exactly one field.');
    if (name === '$changeStream')
      throw new MongoError(40573, 'The $changeStream stage is only supported on replica sets');
    if (name === '$search' || name === '$currentOp' || name === '$collStats' || name === '$indexStats') {
      throw unsupported(`the ${name} stage`);
    }
  }
  checkSupported(pipeline);
  checkStageNames(pipeline);
  checkPipelineExpressions(pipeline);
  let input: Doc[];
  let rest = pipeline;
  const first = pipeline[0];
  for (const stage of pipeline)
    if (isPlainObject(stage.$match) && extractNear(stage.$match).near)
      throw badValue('$geoNear, $near, and $nearSphere are not allowed in this context');
  if (first && '$geoNear' in first) {
    if (!isPlainObject(first.$geoNear)) throw badValue('$geoNear argument must be an object');
    input = geoNearStage(
      first.$geoNear,
      coll ? [...coll.indexes.values()] : [],
      coll?.ns ?? `${ctx.db}.?`,
      (filter) => findDocs(coll, { filter, variables, collation }),
      cloneValue,
    );
    rest = pipeline.slice(1);
  } else if (first && isPlainObject(first.$match)) {
    let sort: Doc | undefined = hintSort;
    let limit: number | undefined;
    const second = pipeline[1];
    if (second && isPlainObject(second.$sort)) {
      sort = second.$sort;
      const third = pipeline[2];
      if (third && typeof third.$limit === 'number') limit = third.$limit;
    }
    input = findDocs(coll, { filter: first.$match, sort, limit, variables, collation });
    rest = pipeline.slice(sort && sort !== hintSort ? (limit ? 3 : 2) : 1);
  } else input = coll ? (hintSort ? findDocs(coll, { filter: {}, sort: hintSort }) : coll.all()) : [];
  if (rest.length === 0) return input;
  // mingo computes on plain numbers; documents it passes through unchanged are the stored ones again.
  input = input.map(mingoView);
  if (collation) {
    const stage = rest
      .filter((s) => !collationSafeStages.has(Object.keys(s)[0] ?? '') && !isConstantGroup(s))
      .map((s) => Object.keys(s)[0])[0];
    if (stage) throw unsupported(`a collation with the ${stage} stage (after the first $match)`);
    return sortCollated(input.map(cloneValue), rest, collation, ctx, variables);
  }
  const safe = rest.every(isNonMutating);
  // Copies made here rather than by mingo keep a link to the stored document, whose BSON number types
  // expressions such as $type read.
  if (!safe) input = input.map(copyForPipeline);
  return runAggregate(input, rest, {
    ...mingoOptions(ctx, ProcessingMode.CLONE_OFF),
    ...(variables ? { variables } : {}),
  }).map(originalOf);
}

// ---------- write helpers ----------

function writeError(index: number, err: unknown): Doc {
  const e = toMongoError(err);
  return { index, code: e.code, errmsg: e.message, ...e.extra };
}

function prepareInsert(raw: unknown): Doc {
  if (!isPlainObject(raw)) throw badValue('document to insert must be an object');
  if (Array.isArray(raw._id)) throw badValue(`can't use an array for _id`);
  if (isPlainObject(raw._id)) {
    const dollar = Object.keys(raw._id).find((k) => k.startsWith('$'));
    if (dollar)
      throw new MongoError(
        ErrorCodes.DollarPrefixedFieldName,
        `_id fields may not contain '$'-prefixed fields: ${dollar} is not valid for storage.`,
      );
  }
  if (raw._id === undefined) return { _id: new ObjectId(), ...raw };
  return idFirst(raw);
}

function insertDoc(ctx: CommandContext, coll: Collection, doc: Doc, raw?: Uint8Array): void {
  checkInsertSize(doc, raw);
  coll.insert(doc);
  ctx.store.journal.push(raw ? { o: 'p', ns: coll.ns, d: doc, raw } : { o: 'p', ns: coll.ns, d: doc });
}

function replaceDoc(ctx: CommandContext, coll: Collection, next: Doc): void {
  checkUpdatedSize(next);
  coll.replace(idKey(next._id), next);
  ctx.store.journal.push({ o: 'p', ns: coll.ns, d: next });
}

function removeDoc(ctx: CommandContext, coll: Collection, doc: Doc): void {
  if (coll.remove(idKey(doc._id))) ctx.store.journal.push({ o: 'd', ns: coll.ns, id: doc._id });
}

function upsertDoc(
  ctx: CommandContext,
  coll: Collection,
  filter: Doc,
  u: Doc | Doc[],
  arrayFilters: Doc[] | undefined,
  variables?: Doc,
): Doc {
  let doc: Doc;
  if (!Array.isArray(u) && !isOperatorUpdate(u)) {
    const seed = upsertSeed(filter);
    doc = cloneValue(u);
    if (doc._id === undefined && seed._id !== undefined) doc._id = seed._id;
  } else {
    doc = applyUpdate(upsertSeed(filter), u, arrayFilters, true, undefined, variables) as Doc;
  }
  if (doc._id === undefined) doc = { _id: new ObjectId(), ...doc };
  doc = idFirst(doc);
  insertDoc(ctx, coll, doc);
  return doc;
}

// ---------- handlers ----------

function hello(_body: Doc, ctx: CommandContext): Doc {
  return {
    helloOk: true,
    ismaster: true,
    isWritablePrimary: true,
    topologyVersion: { processId: ctx.processId, counter: Long.fromNumber(0) },
    maxBsonObjectSize: MAX_BSON_SIZE,
    maxMessageSizeBytes: MAX_MESSAGE_SIZE,
    maxWriteBatchSize: MAX_WRITE_BATCH,
    localTime: new Date(),
    logicalSessionTimeoutMinutes: 30,
    connectionId: ctx.connectionId,
    minWireVersion: 0,
    maxWireVersion: 21,
    readOnly: false,
    ok: 1,
  };
}

/**
 * Runs each write of a batch; `count()` counts one document written (n). A failing write becomes a write error at its
 * index (what it wrote before failing still counts), and an ordered batch stops there.
 */
function runWrites<T>(
  items: readonly T[],
  ordered: boolean,
  write: (item: T, index: number, count: () => void) => void,
): Doc {
  const writeErrors: Doc[] = [];
  let n = 0;
  const count = () => {
    n++;
  };
  for (let i = 0; i < items.length; i++) {
    try {
      write(items[i] as T, i, count);
    } catch (err) {
      writeErrors.push(writeError(i, err));
      if (ordered) break;
    }
  }
  return writeErrors.length ? { n, writeErrors, ok: 1 } : { n, ok: 1 };
}

function insert(body: Doc, ctx: CommandContext): Doc {
  const name = collName(body, 'insert');
  const docs = body.documents;
  if (!Array.isArray(docs))
    throw failedToParse("BSON field 'insert.documents' is missing but a required field");
  if (docs.length > MAX_WRITE_BATCH)
    throw badValue(
      `Write batch sizes must be between 1 and ${MAX_WRITE_BATCH}. Got ${docs.length} operations.`,
    );
  const ordered = body.ordered !== false;
  const coll = ctx.store.ensureCollection(ctx.db, name);
  const raw = ctx.rawDocuments?.length === docs.length ? ctx.rawDocuments : undefined;
  return runWrites(docs, ordered, (input: unknown, i, count) => {
    const doc = prepareInsert(input);
    const rawInput = raw?.[i];
    const generated = isPlainObject(input) && input._id === undefined ? (doc._id as ObjectId) : null;
    insertDoc(ctx, coll, doc, rawInput ? rawWithIdFirst(rawInput, generated) : undefined);
    count();
  });
}

function update(body: Doc, ctx: CommandContext): Doc {
  const name = collName(body, 'update');
  const updates = optArrayOfDocs(body, 'updates');
  if (!updates) throw failedToParse("BSON field 'update.updates' is missing but a required field");
  checkCommandFields('update', body);
  // `sort` in an update statement came with MongoDB 8.0; mongod 7.0 refuses the command as an unknown field.
  if (updates.some((spec) => spec.sort !== undefined))
    throw new MongoError(40415, "BSON field 'update.updates.sort' is an unknown field.");
  const ordered = body.ordered !== false;
  const variables = evaluateLet(optDoc(body, 'let'));
  let coll = ctx.store.collection(ctx.db, name);
  const writeErrors: Doc[] = [];
  const upserted: Doc[] = [];
  let n = 0;
  let nModified = 0;
  for (let i = 0; i < updates.length; i++) {
    const spec = updates[i] as Doc;
    try {
      const q = (optDoc(spec, 'q') ?? {}) as Doc;
      const u = validateUpdate(spec.u);
      const multi = spec.multi === true;
      const arrayFilters = optArrayOfDocs(spec, 'arrayFilters');
      if (multi && !Array.isArray(u) && !isOperatorUpdate(u) && Object.keys(u).length > 0) {
        throw failedToParse('multi update is not supported for replacement-style update');
      }
      const collation = parseCollation(spec.collation);
      checkHint(coll, spec.hint);
      const matches = findDocs(coll, { filter: q, limit: multi ? undefined : 1, variables, collation });
      if (matches.length === 0 && spec.upsert === true) {
        coll ??= ctx.store.ensureCollection(ctx.db, name);
        const doc = upsertDoc(ctx, coll, q, u, arrayFilters, variables);
        upserted.push({ index: i, _id: doc._id });
        n++;
        continue;
      }
      for (const doc of matches) {
        const next = applyUpdate(doc, u, arrayFilters, false, collatedFilter(q, u, collation), variables);
        n++;
        if (next && coll) {
          replaceDoc(ctx, coll, next);
          nModified++;
        }
      }
    } catch (err) {
      writeErrors.push(writeError(i, err));
      if (ordered) break;
    }
  }
  const reply: Doc = { n, nModified };
  if (upserted.length) reply.upserted = upserted;
  if (writeErrors.length) reply.writeErrors = writeErrors;
  reply.ok = 1;
  return reply;
}

function del(body: Doc, ctx: CommandContext): Doc {
  const name = collName(body, 'delete');
  const deletes = optArrayOfDocs(body, 'deletes');
  if (!deletes) throw failedToParse("BSON field 'delete.deletes' is missing but a required field");
  const ordered = body.ordered !== false;
  const coll = ctx.store.collection(ctx.db, name);
  const variables = evaluateLet(optDoc(body, 'let'));
  return runWrites(deletes, ordered, (spec: Doc, _i, count) => {
    const limit = optNum(spec, 'limit') ?? 0;
    if (limit !== 0 && limit !== 1) throw failedToParse('The limit field in delete objects must be 0 or 1');
    const collation = parseCollation(spec.collation);
    checkHint(coll, spec.hint);
    const matches = findDocs(coll, {
      filter: optDoc(spec, 'q') ?? {},
      limit: limit === 1 ? 1 : undefined,
      variables,
      collation,
    });
    for (const doc of matches) {
      if (coll) removeDoc(ctx, coll, doc);
      count();
    }
  });
}

function findAndModify(body: Doc, ctx: CommandContext): Doc {
  const name =
    typeof body.findAndModify === 'string'
      ? collName(body, 'findAndModify')
      : collName(body, 'findandmodify');
  const query = optDoc(body, 'query') ?? {};
  const remove = body.remove === true;
  const returnNew = body.new === true;
  const arrayFilters = optArrayOfDocs(body, 'arrayFilters');
  const project = projector(optDoc(body, 'fields'), query);
  const out = (d: Doc | null): Doc | null => (d && project ? (project([d])[0] ?? null) : d);
  if (remove && body.update !== undefined)
    throw failedToParse('Cannot specify both an update and remove=true');
  if (!remove && body.update === undefined)
    throw failedToParse('Either an update or remove=true must be specified');
  if (remove && body.upsert === true) throw failedToParse('Cannot specify both upsert=true and remove=true');
  const variables = evaluateLet(optDoc(body, 'let'));
  let coll = ctx.store.collection(ctx.db, name);
  const collation = parseCollation(body.collation);
  checkHint(coll, body.hint);
  const [doc] = findDocs(coll, { filter: query, sort: optDoc(body, 'sort'), limit: 1, variables, collation });
  if (remove) {
    if (doc && coll) removeDoc(ctx, coll, doc);
    return { lastErrorObject: { n: doc ? 1 : 0 }, value: out(doc ?? null), ok: 1 };
  }
  const u = validateUpdate(body.update);
  if (!doc) {
    if (body.upsert !== true)
      return { lastErrorObject: { n: 0, updatedExisting: false }, value: null, ok: 1 };
    coll ??= ctx.store.ensureCollection(ctx.db, name);
    const inserted = upsertDoc(ctx, coll, query, u, arrayFilters, variables);
    return {
      lastErrorObject: { n: 1, updatedExisting: false, upserted: inserted._id },
      value: returnNew ? out(inserted) : null,
      ok: 1,
    };
  }
  const next = applyUpdate(doc, u, arrayFilters, false, collatedFilter(query, u, collation), variables);
  if (next && coll) replaceDoc(ctx, coll, next);
  return {
    lastErrorObject: { n: 1, updatedExisting: true },
    value: out(returnNew ? (next ?? doc) : doc),
    ok: 1,
  };
}

function find(body: Doc, ctx: CommandContext): Doc {
  const name = collName(body, 'find');
  checkCommandFields('find', body);
  const coll = ctx.store.collection(ctx.db, name);
  checkHint(coll, body.hint);
  let limit = optNum(body, 'limit');
  let singleBatch = body.singleBatch === true;
  if (limit !== undefined && limit < 0) {
    limit = -limit;
    singleBatch = true;
  }
  const skip = optNum(body, 'skip');
  if (skip !== undefined && skip < 0) throw badValue('skip value must be non-negative');
  const batchSize = optNum(body, 'batchSize');
  if (batchSize !== undefined && batchSize < 0) throw badValue('batchSize value must be non-negative');
  const docs = findDocs(coll, {
    filter: optDoc(body, 'filter') ?? {},
    sort: optDoc(body, 'sort') ?? hintOrder(coll, body.hint),
    skip,
    limit,
    variables: evaluateLet(optDoc(body, 'let')),
    collation: parseCollation(body.collation),
  });
  const project =
    body.returnKey === true
      ? indexKeysOf(coll, optDoc(body, 'filter') ?? {}, optDoc(body, 'sort'))
      : projector(optDoc(body, 'projection'), optDoc(body, 'filter'));
  return ctx.cursors.first(
    { ns: `${ctx.db}.${name}`, docs, ...(project ? { project } : {}) },
    batchSize,
    singleBatch,
  );
}

/**
 * `returnKey`: each document as the key of the index the query walks ({} when it scans the collection),
 * as mongod answers.
 */
function indexKeysOf(
  coll: Collection | undefined,
  filter: Doc,
  sort: Doc | undefined,
): (docs: Doc[]) => Doc[] {
  const plan = coll ? coll.plan(filter, sort && Object.keys(sort).length > 0 ? sort : undefined) : undefined;
  const index = plan?.indexName ? coll?.indexes.get(plan.indexName) : undefined;
  return (docs) =>
    docs.map((doc) => {
      const key: Doc = {};
      for (const field of index?.fields ?? []) key[field] = cloneValue(getPath(doc, field) ?? null);
      return key;
    });
}

function getMore(body: Doc, ctx: CommandContext): Doc {
  const raw = body.getMore;
  const id = typeof raw === 'number' ? BigInt(raw) : raw instanceof Long ? raw.toBigInt() : null;
  if (id === null)
    throw failedToParse("BSON field 'getMore.getMore' is the wrong type, expected type 'long'");
  const name = collName(body, 'collection');
  const ns = ctx.cursors.ns(id);
  if (ns !== undefined && ns !== `${ctx.db}.${name}`)
    throw new MongoError(
      13,
      `Requested getMore on namespace '${ctx.db}.${name}', but cursor belongs to a different namespace ${ns}`,
    );
  const res = ctx.cursors.more(id, optNum(body, 'batchSize') || undefined);
  if (!res) throw new MongoError(ErrorCodes.CursorNotFound, `cursor id ${id} not found`);
  return { cursor: { nextBatch: res.batch, id: Long.fromBigInt(res.id), ns: res.ns }, ok: 1 };
}

function killCursors(body: Doc, ctx: CommandContext): Doc {
  const ids = body.cursors;
  if (!Array.isArray(ids))
    throw failedToParse("BSON field 'killCursors.cursors' is missing but a required field");
  const killed: Long[] = [];
  const notFound: Long[] = [];
  for (const raw of ids) {
    const id = raw instanceof Long ? raw.toBigInt() : typeof raw === 'number' ? BigInt(raw) : 0n;
    (ctx.cursors.kill(id) ? killed : notFound).push(Long.fromBigInt(id));
  }
  return { cursorsKilled: killed, cursorsNotFound: notFound, cursorsAlive: [], cursorsUnknown: [], ok: 1 };
}

function aggregateCmd(body: Doc, ctx: CommandContext): Doc {
  const target = body.aggregate;
  const pipeline = optArrayOfDocs(body, 'pipeline');
  if (!pipeline) throw failedToParse("BSON field 'aggregate.pipeline' is missing but a required field");
  if (body.explain === true) return explainAggregate(body, ctx);
  const cursorOpts = optDoc(body, 'cursor');
  if (!cursorOpts)
    throw failedToParse("The 'cursor' option is required, except for aggregate with the explain argument");
  let coll: Collection | undefined;
  let nsName: string;
  if (typeof target === 'string') {
    coll = ctx.store.collection(ctx.db, target);
    nsName = target;
  } else if (target === 1) {
    const first = Object.keys(pipeline[0] ?? {})[0];
    if (first !== '$documents') throw unsupported('aggregate: 1 without $documents');
    nsName = '$cmd.aggregate';
  } else throw failedToParse("'aggregate' must be a collection name or 1");
  checkWriteStagePlacement(pipeline);
  const writeStage = isWriteStage(pipeline[pipeline.length - 1]) ? pipeline.pop() : undefined;
  let docs: Doc[];
  const letVars = evaluateLet(optDoc(body, 'let'));
  if (target === 1) {
    const [first, ...rest] = pipeline;
    const input = (first?.$documents as Doc[] | undefined) ?? [];
    if (!Array.isArray(input)) throw badValue('$documents must be an array');
    docs = rest.length
      ? (runAggregate(input, rest, {
          ...mingoOptions(ctx, ProcessingMode.CLONE_INPUT),
          ...(letVars ? { variables: letVars } : {}),
        }) as Doc[])
      : input;
  } else {
    checkHint(coll, body.hint);
    docs = runPipeline(
      ctx,
      coll,
      pipeline,
      evaluateLet(optDoc(body, 'let')),
      parseCollation(body.collation),
      hintOrder(coll, body.hint),
    );
  }
  if (writeStage) {
    runWriteStage(
      {
        store: ctx.store,
        db: ctx.db,
        insert: (c, d) => insertDoc(ctx, c, d),
        replace: (c, d) => replaceDoc(ctx, c, d),
        remove: (c, d) => removeDoc(ctx, c, d),
      },
      writeStage,
      docs,
    );
    docs = [];
  }
  return ctx.cursors.first({ ns: `${ctx.db}.${nsName}`, docs }, optNum(cursorOpts, 'batchSize'));
}

function count(body: Doc, ctx: CommandContext): Doc {
  const coll = ctx.store.collection(ctx.db, collName(body, 'count'));
  checkHint(coll, body.hint);
  const query = optDoc(body, 'query') ?? {};
  const skip = optNum(body, 'skip') ?? 0;
  const limit = Math.abs(optNum(body, 'limit') ?? 0);
  let n: number;
  if (Object.keys(query).length === 0) n = coll ? coll.docs.size : 0;
  else n = findDocs(coll, { filter: query, collation: parseCollation(body.collation) }).length;
  n = Math.max(0, n - skip);
  if (limit > 0) n = Math.min(n, limit);
  return { n, ok: 1 };
}

function distinct(body: Doc, ctx: CommandContext): Doc {
  const coll = ctx.store.collection(ctx.db, collName(body, 'distinct'));
  const key = body.key;
  if (typeof key !== 'string' || key.length === 0)
    throw failedToParse("BSON field 'distinct.key' is missing but a required field");
  const seen = new Map<string, unknown>();
  const collation = parseCollation(body.collation);
  for (const doc of findDocs(coll, { filter: optDoc(body, 'query') ?? {}, collation })) {
    const vals = pathValues(doc, key);
    for (let i = 0; i < vals.length; i++) {
      const v = vals[i];
      // pathValues appends whole arrays for index lookups; distinct only wants their elements.
      if (v === undefined || (Array.isArray(v) && i === vals.length - 1 && vals.length > 1)) continue;
      const k = keyString(collation ? collateStrings(v, collation) : v);
      if (!seen.has(k)) seen.set(k, v);
    }
  }
  return {
    values: sortDocs(
      [...seen.values()].map((v) => ({ v })),
      { v: 1 },
    ).map((d) => d.v),
    ok: 1,
  };
}

function collectionInfo(coll: Collection): Doc {
  return {
    name: coll.name,
    type: 'collection',
    options: coll.options,
    info: { readOnly: false, uuid: coll.uuid },
    idIndex: { v: 2, key: { _id: 1 }, name: '_id_' },
  };
}

function listCollections(body: Doc, ctx: CommandContext): Doc {
  const filter = optDoc(body, 'filter') ?? {};
  const nameOnly = body.nameOnly === true;
  const colls = [...(ctx.store.dbs.get(ctx.db)?.values() ?? [])];
  let infos = colls.map(collectionInfo);
  if (Object.keys(filter).length) {
    const q = compileQuery(filter);
    infos = infos.filter((i) => q.test(i));
  }
  if (nameOnly) infos = infos.map((i) => ({ name: i.name, type: i.type }));
  return ctx.cursors.first(
    { ns: `${ctx.db}.$cmd.listCollections`, docs: infos },
    optNum(optDoc(body, 'cursor') ?? {}, 'batchSize'),
  );
}

function listDatabases(body: Doc, ctx: CommandContext): Doc {
  let dbs: Doc[] = [...ctx.store.dbs.entries()].map(([name, colls]) => {
    let docs = 0;
    for (const c of colls.values()) docs += c.docs.size;
    return { name, sizeOnDisk: docs * 512, empty: docs === 0 };
  });
  const filter = optDoc(body, 'filter');
  if (filter && Object.keys(filter).length) {
    const q = compileQuery(filter);
    dbs = dbs.filter((d) => q.test(d));
  }
  if (body.nameOnly === true) return { databases: dbs.map((d) => ({ name: d.name })), ok: 1 };
  const totalSize = dbs.reduce((s, d) => s + (d.sizeOnDisk as number), 0);
  return { databases: dbs, totalSize, totalSizeMb: Math.round(totalSize / 1048576), ok: 1 };
}

function create(body: Doc, ctx: CommandContext): Doc {
  const name = collName(body, 'create');
  for (const k of ['viewOn', 'timeseries', 'clusteredIndex', 'encryptedFields'])
    if (body[k] !== undefined) throw unsupported(`create with ${k}`);
  // A default collation would have to reach every query of the collection; refused rather than ignored.
  if (parseCollation(body.collation)) throw unsupported('a collection default collation');
  // Validators would be stored and not enforced: refused rather than accepted and ignored.
  for (const k of ['validator', 'validationLevel', 'validationAction'])
    if (body[k] !== undefined) throw unsupported(`create with ${k} (document validation)`);
  // mongod reads `capped` as a bool that also takes numbers (mongoose passes `capped: 1024`).
  const capped = body.capped === true || (typeRank(body.capped) === 3 && toNumber(body.capped) !== 0);
  if (capped && body.size === undefined)
    throw new MongoError(72, "the 'size' field is required when 'capped' is true");
  // Capping (size/max eviction) is not implemented, so it is refused rather than ignored.
  if (capped) throw unsupported('a capped collection');
  const opts: Doc = {};
  for (const k of ['size', 'max']) if (body[k] !== undefined) opts[k] = body[k];
  ctx.store.createCollection(ctx.db, name, opts);
  return { ok: 1 };
}

function drop(body: Doc, ctx: CommandContext): Doc {
  const name = collName(body, 'drop');
  const coll = ctx.store.collection(ctx.db, name);
  const nIndexesWas = coll?.indexes.size ?? 0;
  ctx.store.dropCollection(ctx.db, name);
  // MongoDB 7 answers ok for a missing collection.
  return { nIndexesWas, ns: `${ctx.db}.${name}`, ok: 1 };
}

function dropDatabase(_body: Doc, ctx: CommandContext): Doc {
  ctx.store.dropDatabase(ctx.db);
  return { dropped: ctx.db, ok: 1 };
}

function indexName(key: Doc): string {
  return Object.entries(key)
    .map(([k, v]) => `${k}_${String(v)}`)
    .join('_');
}

function sameKey(a: Doc, b: Doc): boolean {
  return keyString(a) === keyString(b);
}

const indexOptionKeys = ['unique', 'sparse', 'partialFilterExpression', 'collation'];

/** A collation as mongod lists it on an index: every field, with ICU's defaults. */
function collationSpec(raw: Doc): Doc {
  return {
    locale: raw.locale,
    caseLevel: raw.caseLevel === true,
    caseFirst: typeof raw.caseFirst === 'string' ? raw.caseFirst : 'off',
    strength: raw.strength ?? 3,
    numericOrdering: raw.numericOrdering === true,
    alternate: typeof raw.alternate === 'string' ? raw.alternate : 'non-ignorable',
    maxVariable: typeof raw.maxVariable === 'string' ? raw.maxVariable : 'punct',
    normalization: raw.normalization === true,
    backwards: raw.backwards === true,
    version: '57.1',
  };
}

function createIndexes(body: Doc, ctx: CommandContext): Doc {
  const name = collName(body, 'createIndexes');
  const specs = optArrayOfDocs(body, 'indexes');
  if (!specs || specs.length === 0)
    throw failedToParse("BSON field 'createIndexes.indexes' is missing but a required field");
  const existed = ctx.store.collection(ctx.db, name) !== undefined;
  validateNames(ctx.db, name);
  const coll = ctx.store.ensureCollection(ctx.db, name);
  const before = coll.indexes.size;
  for (const raw of specs) {
    if (!isPlainObject(raw.key) || Object.keys(raw.key).length === 0)
      throw new MongoError(
        ErrorCodes.CannotCreateIndex,
        "The 'key' field is a required property of an index specification",
      );
    for (const k of ['expireAfterSeconds', 'weights', 'wildcardProjection'])
      if (raw[k] !== undefined && k !== 'expireAfterSeconds') throw unsupported(`index option ${k}`);
    const key = raw.key;
    for (const v of Object.values(key))
      if (typeof v === 'string' && v !== '2dsphere' && v !== '2d') throw unsupported(`"${v}" indexes`);
    const spec: IndexSpec = { v: 2, key, name: typeof raw.name === 'string' ? raw.name : indexName(key) };
    if (raw.unique === true) spec.unique = true;
    if (raw.sparse === true) spec.sparse = true;
    if (isPlainObject(raw.partialFilterExpression))
      spec.partialFilterExpression = raw.partialFilterExpression;
    if (raw.expireAfterSeconds !== undefined) spec.expireAfterSeconds = raw.expireAfterSeconds;
    if (Object.values(key).includes('2dsphere')) spec['2dsphereIndexVersion'] = 3;
    // A collated index: uniqueness by the collation (e.g. case-insensitive emails at strength 2).
    if (parseCollation(raw.collation)) spec.collation = collationSpec(raw.collation as Doc);
    const sameName = coll.indexes.get(spec.name);
    if (sameName) {
      if (!sameKey(sameName.spec.key, key)) {
        throw new MongoError(
          ErrorCodes.IndexKeySpecsConflict,
          `An existing index has the same name as the requested index. Requested index: ${JSON.stringify(spec)}, existing index: ${JSON.stringify(sameName.spec)}`,
        );
      }
      if (indexOptionKeys.some((k) => keyString(sameName.spec[k]) !== keyString(spec[k]))) {
        throw new MongoError(
          ErrorCodes.IndexOptionsConflict,
          `An equivalent index already exists with the same name but different options. Requested index: ${JSON.stringify(spec)}, existing index: ${JSON.stringify(sameName.spec)}`,
        );
      }
      continue;
    }
    const sameKeyIndex = [...coll.indexes.values()].find(
      (i) =>
        sameKey(i.spec.key, key) &&
        keyString(i.spec.partialFilterExpression) === keyString(spec.partialFilterExpression) &&
        keyString(i.spec.collation) === keyString(spec.collation),
    );
    if (sameKeyIndex) {
      throw new MongoError(
        ErrorCodes.IndexOptionsConflict,
        `Index already exists with a different name: ${sameKeyIndex.name}`,
      );
    }
    coll.createIndex(spec);
    ctx.store.journal.push({ o: 'ci', ns: coll.ns, spec });
  }
  return {
    numIndexesBefore: before,
    numIndexesAfter: coll.indexes.size,
    createdCollectionAutomatically: !existed,
    ok: 1,
  };
}

function listIndexes(body: Doc, ctx: CommandContext): Doc {
  const name = collName(body, 'listIndexes');
  const coll = ctx.store.collection(ctx.db, name);
  if (!coll) throw new MongoError(ErrorCodes.NamespaceNotFound, `ns does not exist: ${ctx.db}.${name}`);
  const docs = [...coll.indexes.values()].map((i) => ({ ...i.spec }));
  return ctx.cursors.first(
    { ns: `${ctx.db}.${name}`, docs },
    optNum(optDoc(body, 'cursor') ?? {}, 'batchSize'),
  );
}

function dropIndexes(body: Doc, ctx: CommandContext): Doc {
  const name = collName(body, 'dropIndexes');
  const coll = ctx.store.collection(ctx.db, name);
  if (!coll) throw new MongoError(ErrorCodes.NamespaceNotFound, `ns not found ${ctx.db}.${name}`);
  const nIndexesWas = coll.indexes.size;
  const target = body.index;
  let names: string[];
  if (target === '*') names = [...coll.indexes.keys()].filter((n) => n !== '_id_');
  else if (typeof target === 'string') names = [target];
  else if (Array.isArray(target)) names = target.map(String);
  else if (isPlainObject(target)) {
    const found = [...coll.indexes.values()].find((i) => sameKey(i.spec.key, target));
    if (!found)
      throw new MongoError(ErrorCodes.IndexNotFound, `can't find index with key: ${JSON.stringify(target)}`);
    names = [found.name];
  } else throw failedToParse("BSON field 'dropIndexes.index' is missing but a required field");
  for (const n of names) {
    if (n === '_id_') throw new MongoError(72, 'cannot drop _id index');
    if (!coll.indexes.has(n))
      throw new MongoError(ErrorCodes.IndexNotFound, `index not found with name [${n}]`);
  }
  for (const n of names) {
    coll.indexes.delete(n);
    ctx.store.journal.push({ o: 'di', ns: coll.ns, name: n });
  }
  return { nIndexesWas, ok: 1 };
}

function buildInfo(): Doc {
  return {
    version: '7.0.0',
    gitVersion: 'forge-mongo-embedded',
    versionArray: [7, 0, 0, 0],
    bits: 64,
    debug: false,
    maxBsonObjectSize: MAX_BSON_SIZE,
    storageEngines: ['forge-log'],
    javascriptEngine: 'none',
    ok: 1,
  };
}

function dbStats(_body: Doc, ctx: CommandContext): Doc {
  const colls = [...(ctx.store.dbs.get(ctx.db)?.values() ?? [])];
  const objects = colls.reduce((s, c) => s + c.docs.size, 0);
  const indexes = colls.reduce((s, c) => s + c.indexes.size, 0);
  return {
    db: ctx.db,
    collections: colls.length,
    views: 0,
    objects,
    dataSize: objects * 512,
    storageSize: objects * 512,
    indexes,
    ok: 1,
  };
}

function notInTransaction(): Doc {
  throw new MongoError(
    ErrorCodes.IllegalOperation,
    'Transaction numbers are only allowed on a replica set member or mongos',
  );
}

export const handlers: Record<string, Handler> = {
  hello,
  isMaster: hello,
  ismaster: hello,
  ping: () => ({ ok: 1 }),
  buildInfo,
  buildinfo: buildInfo,
  endSessions: () => ({ ok: 1 }),
  killAllSessions: () => ({ ok: 1 }),
  startSession: () => ({ id: { id: new ObjectId() }, timeoutMinutes: 30, ok: 1 }),
  refreshSessions: () => ({ ok: 1 }),
  whatsmyuri: () => ({ you: '127.0.0.1', ok: 1 }),
  getParameter: () => ({ featureCompatibilityVersion: { version: '7.0' }, ok: 1 }),
  connectionStatus: () => ({ authInfo: { authenticatedUsers: [], authenticatedUserRoles: [] }, ok: 1 }),
  serverStatus: (_b, ctx) => ({
    host: '127.0.0.1',
    version: '7.0.0',
    process: 'forge-mongo',
    uptime: (Date.now() - ctx.startedAt.getTime()) / 1000,
    localTime: new Date(),
    ok: 1,
  }),
  hostInfo: () => ({ system: { hostname: '127.0.0.1' }, os: { type: process.platform }, ok: 1 }),
  dbStats,
  listCollections,
  listDatabases,
  create,
  drop,
  dropDatabase,
  createIndexes,
  listIndexes,
  dropIndexes,
  insert,
  update,
  delete: del,
  findAndModify,
  findandmodify: findAndModify,
  find,
  getMore,
  killCursors,
  aggregate: aggregateCmd,
  count,
  distinct,
  explain: explainCmd,
  commitTransaction: notInTransaction,
  abortTransaction: notInTransaction,
};

/** Runs a command; never throws. */
export function runCommand(body: Doc, ctx: CommandContext): Doc {
  const name = Object.keys(body)[0];
  if (name === undefined) return new MongoError(ErrorCodes.FailedToParse, 'empty command document').toReply();
  const handler = Object.prototype.hasOwnProperty.call(handlers, name) ? handlers[name] : undefined;
  if (!handler) return new MongoError(ErrorCodes.CommandNotFound, `no such command: '${name}'`).toReply();
  try {
    if (body.startTransaction === true || body.autocommit === false) notInTransaction();
    checkApiStrict(name, body);
    checkReadConcern(body);
    return handler(body, ctx);
  } catch (err) {
    return toMongoError(err).toReply();
  }
}
