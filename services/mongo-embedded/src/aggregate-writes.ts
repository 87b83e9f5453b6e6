// $out and $merge: the final stage of an aggregate writes its results into a collection of the store.
import { ObjectId } from 'bson';
import type { Collection } from './collection.js';
import { MongoError, ErrorCodes, failedToParse } from './errors.js';
import type { Store } from './store.js';
import { applyUpdate, idFirst } from './update.js';
import { cloneValue, isPlainObject, keyString, pathValues, type Doc } from './values.js';

/** The store writes an aggregate may make; each one is journalled by the caller. */
export interface StageWriter {
  store: Store;
  db: string;
  insert(coll: Collection, doc: Doc): void;
  replace(coll: Collection, doc: Doc): void;
  remove(coll: Collection, doc: Doc): void;
}

export function isWriteStage(stage: Doc | undefined): boolean {
  return stage !== undefined && ('$out' in stage || '$merge' in stage);
}

/** mongod refuses $out/$merge anywhere but last (error 40601). */
export function checkWriteStagePlacement(pipeline: Doc[]): void {
  pipeline.forEach((stage, i) => {
    if (isWriteStage(stage) && i !== pipeline.length - 1) {
      const name = Object.keys(stage)[0];
      throw new MongoError(40601, `${name} can only be the final stage in the pipeline`);
    }
  });
}

function target(spec: unknown, defaultDb: string, stage: string): { db: string; coll: string } {
  if (typeof spec === 'string') return { db: defaultDb, coll: spec };
  if (isPlainObject(spec) && typeof spec.coll === 'string') {
    return { db: typeof spec.db === 'string' ? spec.db : defaultDb, coll: spec.coll };
  }
  throw failedToParse(`${stage} requires a collection name or {db, coll}`);
}

function withId(doc: Doc): Doc {
  return doc._id === undefined ? { _id: new ObjectId(), ...doc } : idFirst(doc);
}

/** $out: the target's documents become the results (its indexes stay); nothing changes on a duplicate _id. */
function out(w: StageWriter, spec: unknown, docs: Doc[]): void {
  const { db, coll: name } = target(spec, w.db, '$out');
  const results = docs.map((d) => withId(cloneValue(d)));
  const seen = new Set<string>();
  for (const doc of results) {
    const key = keyString(doc._id);
    if (seen.has(key)) {
      throw new MongoError(
        ErrorCodes.DuplicateKey,
        `E11000 duplicate key error collection: ${db}.${name} index: _id_`,
        {
          keyPattern: { _id: 1 },
          keyValue: { _id: doc._id },
        },
      );
    }
    seen.add(key);
  }
  const coll = w.store.ensureCollection(db, name);
  for (const doc of coll.all()) w.remove(coll, doc);
  for (const doc of results) w.insert(coll, doc);
}

function mergeOn(spec: Doc): string[] {
  const on = spec.on ?? '_id';
  if (typeof on === 'string') return [on];
  if (Array.isArray(on) && on.length > 0 && on.every((f) => typeof f === 'string')) return on as string[];
  throw failedToParse("$merge 'on' must be a field name or an array of field names");
}

function findMatch(coll: Collection, on: string[], doc: Doc): Doc | undefined {
  const wanted = on.map((f) => keyString(pathValues(doc, f)[0] ?? null));
  if (on.length === 1 && on[0] === '_id') return coll.getById(doc._id);
  return coll.all().find((d) => on.every((f, i) => keyString(pathValues(d, f)[0] ?? null) === wanted[i]));
}

/** $merge with whenMatched (merge | replace | keepExisting | fail | pipeline) and whenNotMatched (insert | discard | fail). */
function merge(w: StageWriter, raw: unknown, docs: Doc[]): void {
  const spec: Doc =
    typeof raw === 'string' || (isPlainObject(raw) && !('into' in raw)) ? { into: raw } : (raw as Doc);
  if (!isPlainObject(spec)) throw failedToParse('$merge requires a document');
  const { db, coll: name } = target(spec.into, w.db, '$merge');
  const on = mergeOn(spec);
  const whenMatched = spec.whenMatched ?? 'merge';
  const whenNotMatched = spec.whenNotMatched ?? 'insert';
  const coll = w.store.ensureCollection(db, name);
  for (const result of docs) {
    const doc = cloneValue(result);
    const existing = findMatch(coll, on, doc);
    if (!existing) {
      if (whenNotMatched === 'discard') continue;
      if (whenNotMatched === 'fail') {
        throw new MongoError(
          13113,
          '$merge could not find a matching document in the target collection for at least one document in the source collection',
        );
      }
      if (whenNotMatched !== 'insert')
        throw failedToParse(
          `Enumeration value '${String(whenNotMatched)}' for field 'whenNotMatched' is not a valid value.`,
        );
      w.insert(coll, withId(doc));
      continue;
    }
    let next: Doc | null;
    if (whenMatched === 'keepExisting') continue;
    if (whenMatched === 'fail') {
      throw new MongoError(
        ErrorCodes.DuplicateKey,
        `E11000 duplicate key error collection: ${db}.${name} index: _id_`,
        {
          keyPattern: { _id: 1 },
          keyValue: { _id: existing._id },
        },
      );
    }
    if (whenMatched === 'merge') next = { ...cloneValue(existing), ...doc, _id: existing._id };
    else if (whenMatched === 'replace') next = { ...doc, _id: existing._id };
    else if (Array.isArray(whenMatched)) {
      const variables = { ...(isPlainObject(spec.let) ? spec.let : {}), new: doc };
      next = applyUpdate(existing, whenMatched as Doc[], undefined, false, undefined, variables) ?? existing;
    } else
      throw failedToParse(
        `Enumeration value '${String(whenMatched)}' for field 'whenMatched' is not a valid value.`,
      );
    if (doc._id !== undefined && keyString(doc._id) !== keyString(existing._id)) {
      throw new MongoError(
        ErrorCodes.ImmutableField,
        '$merge failed to update the matching document, did you attempt to modify the _id or the shard key?',
      );
    }
    w.replace(coll, idFirst(next));
  }
}

/** Runs the final $out/$merge stage on the pipeline's results. */
export function runWriteStage(w: StageWriter, stage: Doc, docs: Doc[]): void {
  if ('$out' in stage) out(w, stage.$out, docs);
  else merge(w, stage.$merge, docs);
}
