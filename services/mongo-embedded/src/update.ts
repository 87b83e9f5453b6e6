// Update semantics on top of mingo: operator updates, replacements, pipelines, $setOnInsert and upsert seeds.
import { isEqual as mingoEqual } from 'mingo/util';
import { update as mingoUpdate } from 'mingo/updater';
import { MongoError, ErrorCodes, badValue, failedToParse } from './errors.js';
import { copyForPipeline, mingoView, plainNumbers, restoreDoubles } from './doubles.js';
import { queryOptions, runAggregate } from './mingo.js';
import {
  checkInheritedNames,
  checkModifier,
  placeInheritedNames,
  removePlaceholders,
} from './update-checks.js';
import { applyDocumentPulls, resolvePositionalPaths } from './update-paths.js';
import { numericKind, widerKind, withKind } from './numeric-kinds.js';
import { cloneValue, getPath, isPlainObject, keyString, toNumber, type Doc } from './values.js';

const supportedOps = new Set([
  '$set',
  '$unset',
  '$inc',
  '$mul',
  '$min',
  '$max',
  '$rename',
  '$push',
  '$pull',
  '$pullAll',
  '$pop',
  '$addToSet',
  '$currentDate',
  '$bit',
  '$setOnInsert',
]);

export type UpdateSpec = Doc | Doc[];

export function isOperatorUpdate(u: UpdateSpec): boolean {
  if (Array.isArray(u)) return false;
  const keys = Object.keys(u);
  return keys.length > 0 && keys[0]?.startsWith('$') === true;
}

export function validateUpdate(u: unknown): UpdateSpec {
  if (Array.isArray(u)) {
    if (!u.every(isPlainObject)) throw failedToParse('update pipeline stages must be documents');
    return u as Doc[];
  }
  if (!isPlainObject(u)) throw failedToParse('update must be a document or a pipeline');
  const keys = Object.keys(u);
  const ops = keys.filter((k) => k.startsWith('$'));
  if (ops.length > 0 && ops.length !== keys.length)
    throw failedToParse('update document mixes operators and fields');
  for (const op of ops) {
    if (!supportedOps.has(op))
      throw badValue(
        `Unknown modifier: ${op}. Expected a valid update modifier or pipeline-style update specified as an array`,
      );
    if (!isPlainObject(u[op]))
      throw failedToParse(
        `Modifiers operate on fields but we found type ${typeof u[op]} instead. For example: {$mod: {<field>: ...}} not {${op}: ${JSON.stringify(u[op])}}`,
      );
  }
  // Replacements may hold dotted field names since MongoDB 5.0 (a $-prefixed top-level name reads as an operator).
  return u;
}

/** _id first, as MongoDB stores it. */
export function idFirst(doc: Doc): Doc {
  const keys = Object.keys(doc);
  if (keys[0] === '_id' || !('_id' in doc)) return doc;
  const out: Doc = { _id: doc._id };
  for (const k of keys) if (k !== '_id') out[k] = doc[k];
  return out;
}

/**
 * Applies an update to a copy of `doc` and returns the new document (or null when nothing changed).
 * `inserting` applies $setOnInsert.
 */
export function applyUpdate(
  doc: Doc,
  u: UpdateSpec,
  arrayFilters: Doc[] | undefined,
  inserting: boolean,
  filter?: Doc,
  variables?: Doc,
): Doc | null {
  const before = keyString(doc);
  let next: Doc;
  if (Array.isArray(u)) {
    const out = runAggregate([copyForPipeline(mingoView(doc))], u, variables ? { variables } : {});
    const first = out[0];
    if (!isPlainObject(first)) throw badValue('update pipeline must produce a document');
    // mongod keeps the original _id when a pipeline ($replaceRoot, $unset, $project) drops it.
    next = first._id === undefined && doc._id !== undefined ? { _id: doc._id, ...first } : first;
    restoreDoubles(doc, next, []);
  } else if (!isOperatorUpdate(u)) {
    next = { _id: doc._id, ...cloneValue(u) };
    if (u._id !== undefined) next._id = cloneValue(u._id);
  } else {
    next = cloneValue(mingoView(doc));
    let modifier: Doc = {};
    for (const [op, v] of Object.entries(u)) {
      if (op === '$setOnInsert') {
        if (inserting) modifier.$set = { ...((modifier.$set as Doc | undefined) ?? {}), ...(v as Doc) };
      } else if (op === '$set')
        modifier.$set = { ...((modifier.$set as Doc | undefined) ?? {}), ...(v as Doc) };
      else modifier[op] = v;
    }
    // Setting _id is allowed on insert, and as a no-op when the value is unchanged.
    const set = modifier.$set as Doc | undefined;
    if (set && '_id' in set) {
      const { _id: newId, ...others } = set;
      if (inserting) next._id = cloneValue(newId);
      else if (keyString(newId) !== keyString(doc._id)) {
        throw new MongoError(
          ErrorCodes.ImmutableField,
          "Performing an update on the path '_id' would modify the immutable field '_id'",
        );
      }
      if (Object.keys(others).length > 0) modifier.$set = others;
      else delete modifier.$set;
    }
    if (!inserting) modifier = resolvePositionalPaths(next, modifier, arrayFilters, filter);
    checkModifier(next, modifier);
    const placed = placeInheritedNames(next, modifier);
    checkInheritedNames(next, modifier);
    modifier = applyDocumentPulls(next, modifier);
    if (isPlainObject(modifier.$set)) clearChangedTargets(next, modifier.$set);
    const dollarFields = takeDollarFields(modifier);
    if (Object.keys(modifier).length > 0) {
      if (!inserting) assertIdUntouched(modifier);
      try {
        // The values are cloned here rather than by mingo (cloneMode 'deep'), whose copy turns an
        // own "__proto__" field of a $set value into a prototype, so the field was silently dropped.
        mingoUpdate(
          next,
          cloneValue(plainArithmetic(modifier)) as never,
          arrayFilters?.map(plainNumbers),
          inserting || !filter ? undefined : (plainNumbers(filter) as never),
          { cloneMode: 'none', queryOptions },
        );
      } catch (err) {
        if (err instanceof MongoError) throw err;
        const message = err instanceof Error ? err.message : String(err);
        if (message.includes('immutable field')) throw new MongoError(ErrorCodes.ImmutableField, message);
        throw badValue(message);
      }
      removePlaceholders(placed);
      restoreDoubles(doc, next, assignedPaths(modifier));
      retypeArithmetic(doc, next, modifier);
    } else removePlaceholders(placed);
    for (const [path, value] of dollarFields) setDollarField(next, path, value);
  }
  if (!inserting && keyString(next._id) !== keyString(doc._id)) {
    throw new MongoError(
      ErrorCodes.ImmutableField,
      "Performing an update on the path '_id' would modify the immutable field '_id'",
    );
  }
  next = idFirst(next);
  if (!inserting && keyString(next) === before) return null;
  return next;
}

/**
 * mingo's $set skips a value it deems equal to the current one, and it compares BSON classes by
 * toString(): a Binary whose subtype alone changes (mongoose's `buf.subtype(0)`) was never written.
 * A target mingo deems equal but MongoDB's equality does not is cleared first, so mingo assigns it.
 */
function clearChangedTargets(doc: Doc, set: Doc): void {
  for (const [path, value] of Object.entries(set)) {
    const parts = path.split('.');
    let parent: unknown = doc;
    for (const part of parts.slice(0, -1)) {
      parent = Array.isArray(parent) || isPlainObject(parent) ? (parent as Doc)[part] : undefined;
    }
    const last = parts[parts.length - 1] as string;
    if (!(Array.isArray(parent) || isPlainObject(parent)) || last.startsWith('$')) continue;
    const holder = parent as Doc;
    const old = holder[last];
    if (old !== undefined && mingoEqual(old, value) && keyString(old) !== keyString(value))
      holder[last] = null;
  }
}

/**
 * `$set: {$name: v}` stores a top-level `$`-prefixed field, as mongod does since 5.0 (mongoose sends it
 * for a schema path such as `$myKey`); mingo refuses such paths, so they are taken out and set here.
 */
function takeDollarFields(modifier: Doc): [string, unknown][] {
  const set = modifier.$set;
  if (!isPlainObject(set)) return [];
  const taken: [string, unknown][] = [];
  for (const path of Object.keys(set)) {
    const first = path.split('.')[0] as string;
    if (!first.startsWith('$') || first === '$' || first.startsWith('$[')) continue;
    if (path.split('.').some((part) => part === '$' || part.startsWith('$[')))
      throw badValue(`positional operator in the $-prefixed path '${path}'`);
    taken.push([path, cloneValue(set[path])]);
    delete set[path];
  }
  if (Object.keys(set).length === 0) delete modifier.$set;
  return taken;
}

/** Sets a taken `$`-prefixed path through documents only; a scalar or an array on the way is mongod's error 28. */
function setDollarField(doc: Doc, path: string, value: unknown): void {
  const parts = path.split('.');
  if (parts.includes('__proto__')) throw badValue(`Accessing __proto__ is not allowed in '${path}'`);
  let cur = doc;
  for (let i = 0; i < parts.length - 1; i++) {
    const part = parts[i] as string;
    const step = Object.hasOwn(cur, part) ? cur[part] : undefined;
    if (step === undefined) cur[part] = {};
    else if (!isPlainObject(step))
      throw new MongoError(28, `Cannot create field '${parts[i + 1]}' in element {${part}: ${String(step)}}`);
    cur = cur[part] as Doc;
  }
  cur[parts[parts.length - 1] as string] = value;
}

const arithmeticOps = new Set(['$inc', '$mul', '$min', '$max', '$bit']);

/** mingo computes with plain numbers; values that are only stored ($set, $push) keep their Double type. */
function plainArithmetic(modifier: Doc): Doc {
  const out: Doc = {};
  for (const [op, fields] of Object.entries(modifier))
    out[op] = arithmeticOps.has(op) ? plainNumbers(fields) : fields;
  return out;
}

/**
 * $inc and $mul give the wider of the two BSON number types (int < long < double), as mongod does: an int
 * field incremented by a Long becomes a Long, a Long multiplied by a double a double; an int32 that
 * overflows becomes a Long.
 */
function retypeArithmetic(before: Doc, after: Doc, modifier: Doc): void {
  for (const op of ['$inc', '$mul']) {
    const fields = modifier[op];
    if (!isPlainObject(fields)) continue;
    for (const [path, operand] of Object.entries(fields)) {
      if (path.includes('$')) continue;
      const value = getPath(after, path);
      const result = numericKind(value) === undefined ? Number.NaN : toNumber(value);
      if (!Number.isInteger(result)) continue;
      const old = getPath(before, path);
      const kind = widerKind(old === undefined ? 'int' : numericKind(old), numericKind(operand));
      if (kind === undefined) continue;
      const typed = withKind(result, kind);
      const parts = path.split('.');
      const holder = parts.length === 1 ? after : getPath(after, parts.slice(0, -1).join('.'));
      if (typeof holder === 'object' && holder !== null)
        (holder as Doc)[parts[parts.length - 1] as string] = typed;
    }
  }
}

/** Paths an update assigns a new value to ($inc and $mul keep a double a double). */
function assignedPaths(modifier: Doc): string[] {
  const out: string[] = [];
  for (const [op, fields] of Object.entries(modifier)) {
    if (op === '$inc' || op === '$mul' || !isPlainObject(fields)) continue;
    out.push(...Object.keys(fields));
    if (op === '$rename') out.push(...Object.values(fields).map(String));
  }
  return out;
}

function assertIdUntouched(modifier: Doc): void {
  for (const fields of Object.values(modifier)) {
    if (!isPlainObject(fields)) continue;
    for (const path of Object.keys(fields)) {
      if (path === '_id' || path.startsWith('_id.')) {
        throw new MongoError(
          ErrorCodes.ImmutableField,
          "Performing an update on the path '_id' would modify the immutable field '_id'",
        );
      }
    }
  }
}

/** The document an upsert starts from: equality fields of the filter (including inside $and). */
export function upsertSeed(filter: Doc): Doc {
  const seed: Doc = {};
  const visit = (f: Doc): void => {
    for (const [k, v] of Object.entries(f)) {
      if (k === '$and' && Array.isArray(v)) {
        for (const sub of v) if (isPlainObject(sub)) visit(sub);
        continue;
      }
      if (k.startsWith('$')) continue;
      let value: unknown = v;
      if (isPlainObject(v) && Object.keys(v).some((x) => x.startsWith('$'))) {
        const ops = Object.keys(v);
        if (ops.length === 1 && ops[0] === '$eq') value = v.$eq;
        else if (ops.length === 1 && ops[0] === '$in' && Array.isArray(v.$in) && v.$in.length === 1)
          value = v.$in[0];
        else continue;
      }
      if (value instanceof RegExp) continue;
      setPath(seed, k, cloneValue(value));
    }
  };
  visit(filter);
  return seed;
}

function setPath(doc: Doc, path: string, value: unknown): void {
  const parts = path.split('.');
  let cur: Doc = doc;
  for (let i = 0; i < parts.length - 1; i++) {
    const p = parts[i] as string;
    const next = cur[p];
    if (!isPlainObject(next)) cur[p] = {};
    cur = cur[p] as Doc;
  }
  cur[parts[parts.length - 1] as string] = value;
}
