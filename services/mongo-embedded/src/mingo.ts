// Shared mingo options: no server-side JavaScript, a $type operator that knows BSON aliases.
import { Context } from 'mingo';
import { Aggregator } from 'mingo/aggregator';
import * as accumulatorOps from 'mingo/operators/accumulator';
import * as expressionOps from 'mingo/operators/expression';
import * as pipelineOps from 'mingo/operators/pipeline';
import * as projectionOps from 'mingo/operators/projection';
import * as queryOps from 'mingo/operators/query';
import * as windowOps from 'mingo/operators/window';
import type { Iterator } from 'mingo/lazy';
import { Query } from 'mingo/query';
import type { Options } from 'mingo/types';
import { ErrorCodes, MongoError } from './errors.js';
import {
  mingoView,
  originalOf,
  plainNumbers,
  plainPipeline,
  restoreDoubles,
  storedSourceOf,
} from './doubles.js';
import { datePartOps } from './date-parts.js';
import { $sumAccumulator, arithmeticExpressionOps } from './expressions-arith.js';
import { mongodExpressionOps, typedArgumentOps, typedResultOps } from './expressions.js';
import { $geoWithin, nearNotTopLevel } from './geo.js';
import { addFieldsLikeMongod, nestAddFields, projectionShaper } from './projection-shape.js';
import { numericKind } from './numeric-kinds.js';
import { mongodQueryOps } from './query-ops.js';
import { cloneValue, isPlainObject, typeRank, type Doc } from './values.js';

type Predicate = (v: unknown) => boolean;

interface Tagged {
  _bsontype?: string;
}

const typeChecks: Record<string, Predicate> = {
  double: (v) =>
    (typeof v === 'number' && (!Number.isInteger(v) || v > 2147483647 || v < -2147483648)) ||
    (v as Tagged)?._bsontype === 'Double',
  string: (v) => typeof v === 'string',
  object: (v) => typeRank(v) === 5,
  array: (v) => Array.isArray(v),
  binData: (v) => (v as Tagged)?._bsontype === 'Binary',
  undefined: (v) => v === undefined,
  objectId: (v) => (v as Tagged)?._bsontype === 'ObjectId',
  bool: (v) => typeof v === 'boolean',
  date: (v) => v instanceof Date,
  null: (v) => v === null,
  regex: (v) => v instanceof RegExp || (v as Tagged)?._bsontype === 'BSONRegExp',
  int: (v) => typeof v === 'number' && Number.isInteger(v) && v <= 2147483647 && v >= -2147483648,
  timestamp: (v) => (v as Tagged)?._bsontype === 'Timestamp',
  long: (v) => (v as Tagged)?._bsontype === 'Long' || typeof v === 'bigint',
  decimal: (v) => (v as Tagged)?._bsontype === 'Decimal128',
  minKey: (v) => (v as Tagged)?._bsontype === 'MinKey',
  maxKey: (v) => (v as Tagged)?._bsontype === 'MaxKey',
  number: (v) => typeRank(v) === 3,
};
const numericAliases: Record<number, string> = {
  1: 'double',
  2: 'string',
  3: 'object',
  4: 'array',
  5: 'binData',
  6: 'undefined',
  7: 'objectId',
  8: 'bool',
  9: 'date',
  10: 'null',
  11: 'regex',
  16: 'int',
  17: 'timestamp',
  18: 'long',
  19: 'decimal',
  [-1]: 'minKey',
  127: 'maxKey',
};

function typeMatches(value: unknown, spec: unknown): boolean {
  const specs = Array.isArray(spec) ? spec : [spec];
  return specs.some((s) => {
    // A numeric code may arrive as any BSON number (the legacy shell sends doubles).
    const code = numericKind(s) === undefined ? undefined : Number(String(s));
    const alias = code !== undefined ? numericAliases[code] : String(s);
    const check = alias === undefined ? undefined : typeChecks[alias];
    if (!check) throw new MongoError(ErrorCodes.BadValue, `Unknown type name alias: ${String(s)}`);
    return check(value);
  });
}

// $type matches when the field or (for non-array types) one of its array elements has the type.
function $type(selector: string, value: unknown): (obj: Record<string, unknown>) => boolean {
  // Validate the alias when the query is compiled.
  typeMatches(undefined, value);
  return (obj) => {
    // The stored document, not mingo's view of it: a Double there is still a double.
    let cur: unknown = originalOf(obj);
    for (const part of selector.split('.')) {
      if (Array.isArray(cur)) cur = cur.map((e) => (e as Record<string, unknown>)?.[part]).flat();
      else if (typeof cur === 'object' && cur !== null) cur = (cur as Record<string, unknown>)[part];
      else return false;
    }
    if (cur === undefined) return false;
    if (typeMatches(cur, value)) return true;
    return Array.isArray(cur) && cur.some((e) => typeMatches(e, value));
  };
}

// $project, $addFields and $set reshaped as mongod's (see projection-shape.ts). mingo's iterators are
// lazy and pull one document at a time through every stage, so `input` is the document being shaped.
// A projected document and the stored one it was shaped from, with the fields the stage computed: once the
// pipeline is done, the fields it copied get their stored BSON number type back (a Long stays a Long).
const projectedFrom = new WeakMap<object, { source: Doc; computed: string[] }>();

function noteSource(out: Doc, input: Doc, computed: string[]): Doc {
  const source = out === input ? undefined : storedSourceOf(input);
  if (source) projectedFrom.set(out, { source, computed });
  return out;
}

const isInclusionFlag = (v: unknown): boolean => typeof v === 'boolean' || v === 0 || v === 1;

function $project(coll: Iterator, expr: Doc, options: Options): Iterator {
  const shaper = projectionShaper(expr);
  const computed = Object.keys(expr)
    .filter((k) => !isInclusionFlag(expr[k]))
    .map((k) => k.split('.')[0] as string);
  let input: Doc = {};
  const tapped = coll.map((d) => (input = d as Doc));
  return pipelineOps
    .$project(tapped, shaper.rest, options)
    .map((o) => noteSource(shaper.shape(o as Doc, input), input, computed));
}

function $addFields(coll: Iterator, expr: Doc, options: Options): Iterator {
  const nested = nestAddFields(expr);
  let input: Doc = {};
  const tapped = coll.map((d) => (input = d as Doc));
  const computed = Object.keys(expr).map((k) => k.split('.')[0] as string);
  return pipelineOps
    .$addFields(tapped, nested, options)
    .map((o) => noteSource(addFieldsLikeMongod(o as Doc, input, nested), input, computed));
}

// mingo's top-level helpers merge their default operators over any custom ones, so the full context
// is assembled here and used with the base Query/Aggregator classes.
export const queryContext = Context.init({
  accumulator: { ...accumulatorOps, $sum: $sumAccumulator } as never,
  expression: {
    ...expressionOps,
    ...mongodExpressionOps,
    ...arithmeticExpressionOps,
    ...datePartOps,
  } as never,
  pipeline: { ...pipelineOps, $project, $addFields, $set: $addFields } as never,
  projection: projectionOps as never,
  query: {
    ...(queryOps as Record<string, unknown>),
    ...mongodQueryOps,
    $type,
    $geoWithin,
    $within: $geoWithin,
    $near: nearNotTopLevel,
    $nearSphere: nearNotTopLevel,
  } as never,
  window: windowOps as never,
});

export const queryOptions: Partial<Options> = { scriptEnabled: false, context: queryContext };

/** `variables` are the command's `let` constants, reachable as `$$name` inside `$expr`. */
export function compileQuery(filter: Record<string, unknown>, variables?: Record<string, unknown>): Query {
  try {
    const plain = plainNumbers(filter);
    return new Query(
      plain,
      variables ? { ...queryOptions, variables: plainNumbers(variables) } : queryOptions,
    );
  } catch (err) {
    // mongod's wording, which clients match on.
    const message = err instanceof Error ? err.message : String(err);
    const unknown = /^unknown query operator (\$\w+)/.exec(message);
    if (unknown) throw new MongoError(ErrorCodes.BadValue, `unknown operator: ${unknown[1]}`);
    throw err;
  }
}

/** A command's `let` document: each value is an expression evaluated once, as mongod does. */
export function evaluateLet(
  letDoc: Record<string, unknown> | undefined,
): Record<string, unknown> | undefined {
  if (!letDoc || Object.keys(letDoc).length === 0) return undefined;
  return new Aggregator([{ $replaceWith: letDoc }], queryOptions).run([{}])[0] as Record<string, unknown>;
}

const projectionStages = new Set(['$project', '$addFields', '$set']);

/**
 * A projection stage whose fields compute $mod, $ceil, $floor or $abs directly, with the typed variant
 * of each (its result keeps int64/double), or undefined when the stage has none.
 */
function withTypedResults(stage: Doc): Doc | undefined {
  const name = Object.keys(stage)[0] as string;
  const spec = stage[name];
  if (!projectionStages.has(name) || !isPlainObject(spec)) return undefined;
  let changed = false;
  const out: Doc = {};
  for (const [field, value] of Object.entries(spec)) {
    const op = isPlainObject(value) ? Object.keys(value) : [];
    const typed = op.length === 1 ? typedResultOps[op[0] as string] : undefined;
    if (typed) {
      out[field] = { [typed]: (value as Doc)[op[0] as string] };
      changed = true;
    } else out[field] = value;
  }
  return changed ? { [name]: out } : undefined;
}

export function runAggregate(
  docs: Record<string, unknown>[],
  pipeline: Record<string, unknown>[],
  options: Partial<Options>,
): Record<string, unknown>[] {
  // Typed results (Long, Double wrappers) are for the client; a later stage computes on plain numbers,
  // so the pipeline runs in segments that end after each stage producing them.
  let segment: Doc[] = [];
  let input = docs;
  let split = false;
  const plain = plainPipeline(pipeline, typedArgumentOps);
  for (let i = 0; i < plain.length; i++) {
    const stage = plain[i] as Doc;
    const typed = withTypedResults(stage);
    segment.push(typed ?? stage);
    if (typed && i < plain.length - 1) {
      input = new Aggregator(segment, { ...queryOptions, ...options })
        .run(input)
        .map((d) => mingoView(d as Doc));
      segment = [];
      split = true;
    }
  }
  const out = new Aggregator(segment, { ...queryOptions, ...options }).run(input) as Doc[];
  for (const d of out) {
    const projected = projectedFrom.get(d);
    if (projected) restoreDoubles(projected.source, d, projected.computed, true);
  }
  return split ? out.map(originalOf) : out;
}

export function projectWithMingo(
  docs: Record<string, unknown>[],
  projection: Record<string, unknown>,
  condition: Record<string, unknown> = {},
): Record<string, unknown>[] {
  const shaper = projectionShaper(projection);
  // mingo removes a nested exclusion ('b.c': 0) from the input's own sub-document: the stored one.
  const input = shaper.excludesNested ? docs.map(cloneValue) : docs;
  const out = new Query(condition, queryOptions).find(input, shaper.rest).all() as Doc[];
  // The condition selected `docs` (it only matters for "a.$"), so the results align with them.
  if (out.length !== docs.length) return out;
  return out.map((o, i) => shaper.shape(o, docs[i] as Doc));
}
