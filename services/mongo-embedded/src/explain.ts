// explain for find, count, distinct, aggregate, update, delete and findAndModify: the plan the store
// runs, in mongod's classic shape (queryPlanner.winningPlan with IDHACK, FETCH over IXSCAN, or COLLSCAN,
// and a SORT stage when the index does not give the order), plus executionStats. Nothing is written.
import type { Collection } from './collection.js';
import { parseCollation } from './collation.js';
import { findDocs, type CommandContext } from './commands.js';
import { ErrorCodes, MongoError, failedToParse } from './errors.js';
import { isPlainObject, type Doc } from './values.js';

const verbosities = new Set(['queryPlanner', 'executionStats', 'allPlansExecution']);

interface Target {
  collection: string;
  filter: Doc;
  sort?: Doc | undefined;
  collation?: unknown;
  /** Stages after the leading $match (and $sort), for aggregate. */
  rest?: Doc[];
}

function docOr(v: unknown): Doc {
  return isPlainObject(v) ? v : {};
}

function targetOf(cmd: Doc): Target {
  const name = Object.keys(cmd)[0] ?? '';
  const coll = cmd[name];
  if (typeof coll !== 'string') throw failedToParse(`explain: '${name}' must name a collection`);
  switch (name) {
    case 'find':
      return { collection: coll, filter: docOr(cmd.filter), sort: docOr(cmd.sort), collation: cmd.collation };
    case 'count':
    case 'distinct':
      return { collection: coll, filter: docOr(cmd.query), collation: cmd.collation };
    case 'findAndModify':
    case 'findandmodify':
      return { collection: coll, filter: docOr(cmd.query), sort: docOr(cmd.sort), collation: cmd.collation };
    case 'update':
    case 'delete': {
      const list = cmd[name === 'update' ? 'updates' : 'deletes'];
      const first = Array.isArray(list) && isPlainObject(list[0]) ? list[0] : {};
      return { collection: coll, filter: docOr(first.q), collation: first.collation };
    }
    case 'aggregate':
      return aggregateTarget(coll, Array.isArray(cmd.pipeline) ? (cmd.pipeline as Doc[]) : [], cmd.collation);
    default:
      throw new MongoError(ErrorCodes.CommandNotFound, `Explain failed due to unknown command: ${name}`);
  }
}

function aggregateTarget(collection: string, pipeline: Doc[], collation: unknown): Target {
  let i = 0;
  let filter: Doc = {};
  let sort: Doc | undefined;
  if (isPlainObject(pipeline[0]?.$match)) {
    filter = pipeline[0].$match;
    i = 1;
    if (isPlainObject(pipeline[1]?.$sort)) {
      sort = pipeline[1].$sort;
      i = 2;
    }
  }
  return { collection, filter, sort, collation, rest: pipeline.slice(i) };
}

function winningPlan(coll: Collection | undefined, t: Target): Doc {
  const sort = t.sort && Object.keys(t.sort).length > 0 ? t.sort : undefined;
  if (!coll) return { stage: 'EOF' };
  // A collated query compares collation keys, which the indexes do not hold: it scans.
  const plan = parseCollation(t.collation) ? null : coll.plan(t.filter, sort);
  let stage: Doc;
  if (!plan?.indexName) stage = { stage: 'COLLSCAN', filter: t.filter, direction: 'forward' };
  else if (plan.indexName === '_id_' && plan.sorted && !sort) stage = { stage: 'IDHACK' };
  else {
    const index = coll.indexes.get(plan.indexName);
    stage = {
      stage: 'FETCH',
      filter: t.filter,
      inputStage: {
        stage: 'IXSCAN',
        keyPattern: index?.spec.key ?? { _id: 1 },
        indexName: plan.indexName,
        isMultiKey: index?.multikey ?? false,
        isUnique: index?.spec.unique === true || plan.indexName === '_id_',
        isSparse: index?.spec.sparse === true,
        isPartial: index?.spec.partialFilterExpression !== undefined,
        direction: plan.reverse ? 'backward' : 'forward',
      },
    };
  }
  if (sort && plan?.sorted !== true) stage = { stage: 'SORT', sortPattern: sort, inputStage: stage };
  return stage;
}

function queryPlanner(ctx: CommandContext, coll: Collection | undefined, t: Target): Doc {
  return {
    namespace: `${ctx.db}.${t.collection}`,
    indexFilterSet: false,
    parsedQuery: t.filter,
    winningPlan: winningPlan(coll, t),
    rejectedPlans: [],
  };
}

function executionStats(coll: Collection | undefined, t: Target): Doc {
  const started = performance.now();
  const collation = parseCollation(t.collation);
  const docs = findDocs(coll, { filter: t.filter, sort: t.sort, collation });
  const examined = coll ? (coll.plan(t.filter, undefined).indexName ? docs.length : coll.docs.size) : 0;
  return {
    executionSuccess: true,
    nReturned: docs.length,
    executionTimeMillis: Math.round(performance.now() - started),
    totalDocsExamined: examined,
    totalKeysExamined: coll?.plan(t.filter, undefined).indexName ? docs.length : 0,
  };
}

function explainReply(ctx: CommandContext, t: Target, verbosity: string): Doc {
  const coll = ctx.store.collection(ctx.db, t.collection);
  const planner = queryPlanner(ctx, coll, t);
  const stats = verbosity === 'queryPlanner' ? undefined : executionStats(coll, t);
  const server = { host: '127.0.0.1', port: 0, version: '7.0.0', gitVersion: 'forge-mongo-embedded' };
  if (t.rest && t.rest.length > 0) {
    const cursor: Doc = { queryPlanner: planner, ...(stats ? { executionStats: stats } : {}) };
    return { explainVersion: '1', stages: [{ $cursor: cursor }, ...t.rest], serverInfo: server, ok: 1 };
  }
  return {
    explainVersion: '1',
    queryPlanner: planner,
    ...(stats ? { executionStats: stats } : {}),
    serverInfo: server,
    ok: 1,
  };
}

/** The explain command. */
export function explainCmd(body: Doc, ctx: CommandContext): Doc {
  const inner = body.explain;
  if (!isPlainObject(inner))
    throw failedToParse("BSON field 'explain.explain' is missing but a required field");
  const verbosity = typeof body.verbosity === 'string' ? body.verbosity : 'allPlansExecution';
  if (!verbosities.has(verbosity))
    throw failedToParse(`verbosity string must be one of ${[...verbosities].join(', ')}`);
  return explainReply(ctx, targetOf(inner), verbosity);
}

/** aggregate with explain: true (queryPlanner verbosity, as mongod). */
export function explainAggregate(body: Doc, ctx: CommandContext): Doc {
  const coll = body.aggregate;
  if (typeof coll !== 'string') throw failedToParse('explain of a database-level aggregate is not supported');
  const pipeline = Array.isArray(body.pipeline) ? (body.pipeline as Doc[]) : [];
  return explainReply(ctx, aggregateTarget(coll, pipeline, body.collation), 'queryPlanner');
}
