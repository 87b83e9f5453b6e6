// What mongod 7.0 refuses before running a command: unknown fields (its IDL parser), hints that name no
// index, unknown pipeline stages, and documents over the 16 MiB BSON limit.
import { calculateObjectSize } from 'bson';
import * as pipelineOps from 'mingo/operators/pipeline';
import type { Collection } from './collection.js';
import { MongoError, badValue } from './errors.js';
import { isPlainObject, keyString, type Doc } from './values.js';

export const MAX_USER_DOCUMENT_SIZE = 16 * 1024 * 1024;

// Arguments every command may carry (mongod's generic_argument.idl, the ones drivers send).
const genericFields = [
  '$db',
  'lsid',
  'txnNumber',
  'autocommit',
  'startTransaction',
  '$clusterTime',
  '$readPreference',
  'readConcern',
  'writeConcern',
  'comment',
  'maxTimeMS',
  'apiVersion',
  'apiStrict',
  'apiDeprecationErrors',
  '$audit',
  '$client',
  'mayBypassWriteBlocking',
];

const commandFields: Record<string, string[]> = {
  find: [
    'find',
    'filter',
    'projection',
    'sort',
    'hint',
    'skip',
    'limit',
    'batchSize',
    'singleBatch',
    'max',
    'min',
    'returnKey',
    'showRecordId',
    'tailable',
    'oplogReplay',
    'noCursorTimeout',
    'awaitData',
    'allowPartialResults',
    'collation',
    'allowDiskUse',
    'let',
    'readOnce',
    'term',
  ],
  update: [
    'update',
    'updates',
    'ordered',
    'bypassDocumentValidation',
    'let',
    'stmtId',
    'stmtIds',
    'encryptionInformation',
  ],
};

// Fields of one update statement (update.updates.*); `sort` is refused separately (MongoDB 8.0).
const updateStatementFields = new Set([
  'q',
  'u',
  'c',
  'upsert',
  'multi',
  'arrayFilters',
  'hint',
  'collation',
  'upsertSupplied',
  'sampleId',
  'sort',
]);

const allowed = Object.fromEntries(
  Object.entries(commandFields).map(([cmd, fields]) => [cmd, new Set([...fields, ...genericFields])]),
);

function unknownField(path: string): MongoError {
  return new MongoError(40415, `BSON field '${path}' is an unknown field.`);
}

/** Refuses fields mongod's parser does not know, for the commands listed above. */
export function checkCommandFields(cmd: string, body: Doc): void {
  const known = allowed[cmd];
  if (!known) return;
  for (const k of Object.keys(body)) if (!known.has(k)) throw unknownField(`${cmd}.${k}`);
  if (cmd === 'update' && Array.isArray(body.updates)) {
    for (const statement of body.updates) {
      if (!isPlainObject(statement)) continue;
      for (const k of Object.keys(statement))
        if (!updateStatementFields.has(k)) throw unknownField(`update.updates.${k}`);
    }
  }
}

/** A hint must name an existing index, by name or key pattern ($natural always exists). */
export function checkHint(coll: Collection | undefined, hint: unknown): void {
  if (hint === undefined || hint === null || !coll) return;
  if (typeof hint === 'string') {
    if (hint.length === 0 || coll.indexes.has(hint)) return;
  } else if (isPlainObject(hint)) {
    const keys = Object.keys(hint);
    if (keys.length === 0 || keys[0] === '$natural') return;
    const wanted = keyString(hint);
    if ([...coll.indexes.values()].some((i) => keyString(i.spec.key) === wanted)) return;
  } else throw badValue('hint must be a string or an object');
  throw badValue(
    `error processing query: ns=${coll.ns} planner returned error :: caused by :: hint provided does not correspond to an existing index`,
  );
}

/**
 * The order a hinted index scan returns documents in, as a sort on its key pattern (mongod walks the
 * hinted index, so a hinted query without a sort comes back in index order). Undefined for no hint,
 * `$natural`, or an index that is not a plain ascending/descending one.
 */
export function hintOrder(coll: Collection | undefined, hint: unknown): Doc | undefined {
  if (!coll || hint === undefined || hint === null) return undefined;
  let key: Doc | undefined;
  if (typeof hint === 'string') key = coll.indexes.get(hint)?.spec.key;
  else if (isPlainObject(hint) && Object.keys(hint)[0] !== '$natural') key = hint;
  if (!key || Object.keys(key).length === 0) return undefined;
  return Object.values(key).every((v) => v === 1 || v === -1) ? key : undefined;
}

const ownStages = new Set(['$out', '$merge', '$documents', '$changeStream', '$geoNear']);

/** mongod's message for a stage it does not know (mingo says "unregistered pipeline operator"). */
export function checkStageNames(pipeline: Doc[]): void {
  for (const stage of pipeline) {
    const name = Object.keys(stage)[0] ?? '';
    if (!ownStages.has(name) && !(name in pipelineOps))
      throw new MongoError(40324, `Unrecognized pipeline stage name: '${name}'`);
  }
}

/** Size of a document as stored; `raw` is its BSON when the client sent it. */
export function checkInsertSize(doc: Doc, raw?: Uint8Array): void {
  const size = raw ? raw.byteLength : calculateObjectSize(doc);
  if (size > MAX_USER_DOCUMENT_SIZE)
    throw new MongoError(
      10334,
      `object to insert too large. size in bytes: ${size}, max size: ${MAX_USER_DOCUMENT_SIZE}`,
    );
}

export function checkUpdatedSize(doc: Doc): void {
  if (calculateObjectSize(doc) > MAX_USER_DOCUMENT_SIZE)
    throw new MongoError(17419, `Resulting document after update is larger than ${MAX_USER_DOCUMENT_SIZE}`);
}

// Commands of the Stable API version 1 (mongod refuses the others under apiStrict: true).
const apiVersionOneCommands = new Set([
  'abortTransaction',
  'aggregate',
  'authenticate',
  'collMod',
  'commitTransaction',
  'count',
  'create',
  'createIndexes',
  'delete',
  'drop',
  'dropDatabase',
  'dropIndexes',
  'endSessions',
  'find',
  'findAndModify',
  'getMore',
  'hello',
  'insert',
  'killCursors',
  'listCollections',
  'listIndexes',
  'ping',
  'refreshSessions',
  'update',
]);

export function checkApiStrict(name: string, body: Doc): void {
  if (body.apiStrict !== true || apiVersionOneCommands.has(name)) return;
  throw new MongoError(
    323,
    `Provided apiStrict:true, but the command ${name} is not in API Version 1. Information on supported commands and migrations in API Version 1 can be found at https://dochub.mongodb.org/core/manual-versioned-api`,
  );
}

/** A snapshot read needs a replica set, as on a standalone mongod. */
export function checkReadConcern(body: Doc): void {
  const level = isPlainObject(body.readConcern) ? body.readConcern.level : undefined;
  if (level === 'snapshot')
    throw new MongoError(123, 'node needs to be a replica set member to use readConcern: snapshot');
}
