/* eslint-disable @typescript-eslint/no-explicit-any -- unified-format arguments are untyped JSON */
// The unified format's CRUD operations, mapped onto the official `mongodb` driver's API the way the
// driver's own unified runner (test/tools/unified-spec-runner/operations.ts) maps them.
import { type ClientSession, Collection, Db, type MongoClient } from 'mongodb';

export class UnsupportedOperation extends Error {}

export type Entities = Map<string, unknown>;

function collection(entities: Entities, id: string): Collection {
  const entity = entities.get(id);
  if (!(entity instanceof Collection)) throw new Error(`${id} is not a collection entity`);
  return entity;
}

function database(entities: Entities, id: string): Db {
  const entity = entities.get(id);
  if (!(entity instanceof Db)) throw new Error(`${id} is not a database entity`);
  return entity;
}

/** `returnDocument: "After"` in the spec is `'after'` in the Node driver. */
function options(args: Record<string, any>, entities: Entities): Record<string, any> {
  const out: Record<string, any> = { ...args };
  if (typeof out.returnDocument === 'string') out.returnDocument = out.returnDocument.toLowerCase();
  if (typeof out.session === 'string') out.session = entities.get(out.session) as ClientSession;
  return out;
}

type Operation = (entities: Entities, object: string, args: Record<string, any>) => Promise<unknown>;

export const OPERATIONS: Record<string, Operation> = {
  aggregate: async (e, object, { pipeline, ...o }) => {
    const target = e.get(object);
    if (target instanceof Db || target instanceof Collection)
      return target.aggregate(pipeline, options(o, e)).toArray();
    throw new Error(`${object} cannot aggregate`);
  },
  bulkWrite: (e, object, { requests, ...o }) => collection(e, object).bulkWrite(requests, options(o, e)),
  clientBulkWrite: (e, object, { models, ...o }) => {
    const client = e.get(object) as MongoClient;
    const flat = (models as Record<string, any>[]).map((m) => {
      const name = Object.keys(m)[0]!;
      return { name, ...m[name] };
    });
    return client.bulkWrite(flat, options(o, e));
  },
  count: (e, object, { filter, ...o }) => collection(e, object).count(filter, options(o, e)),
  countDocuments: (e, object, { filter, ...o }) =>
    collection(e, object).countDocuments(filter, options(o, e)),
  estimatedDocumentCount: (e, object, o) => collection(e, object).estimatedDocumentCount(options(o, e)),
  distinct: (e, object, { fieldName, filter, ...o }) =>
    collection(e, object).distinct(fieldName, filter, options(o, e)),
  find: (e, object, { filter, ...o }) => collection(e, object).find(filter, options(o, e)).toArray(),
  findOne: (e, object, { filter, ...o }) => collection(e, object).findOne(filter, options(o, e)),
  findOneAndDelete: (e, object, { filter, ...o }) =>
    collection(e, object).findOneAndDelete(filter, options(o, e)),
  findOneAndReplace: (e, object, { filter, replacement, ...o }) =>
    collection(e, object).findOneAndReplace(filter, replacement, options(o, e)),
  findOneAndUpdate: (e, object, { filter, update, ...o }) =>
    collection(e, object).findOneAndUpdate(filter, update, options(o, e)),
  insertOne: (e, object, { document, ...o }) =>
    collection(e, object).insertOne({ ...document }, options(o, e)),
  insertMany: (e, object, { documents, ...o }) =>
    collection(e, object).insertMany(
      (documents as object[]).map((d) => ({ ...d })),
      options(o, e),
    ),
  deleteOne: (e, object, { filter, ...o }) => collection(e, object).deleteOne(filter, options(o, e)),
  deleteMany: (e, object, { filter, ...o }) => collection(e, object).deleteMany(filter, options(o, e)),
  replaceOne: (e, object, { filter, replacement, ...o }) =>
    collection(e, object).replaceOne(filter, replacement, options(o, e)),
  updateOne: (e, object, { filter, update, ...o }) =>
    collection(e, object).updateOne(filter, update, options(o, e)),
  updateMany: (e, object, { filter, update, ...o }) =>
    collection(e, object).updateMany(filter, update, options(o, e)),
  createIndex: async (e, object, { keys, ...o }) => {
    await collection(e, object).createIndex(keys, options(o, e));
  },
  dropIndex: async (e, object, { name, ...o }) => {
    await collection(e, object).dropIndex(name, options(o, e));
  },
  listIndexes: (e, object, o) => collection(e, object).listIndexes(options(o, e)).toArray(),
  createCollection: async (e, object, { collection: name, ...o }) => {
    await database(e, object).createCollection(name, options(o, e));
  },
  dropCollection: async (e, object, { collection: name, ...o }) => {
    await database(e, object).dropCollection(name, options(o, e));
  },
  modifyCollection: (e, object, { collection: name, validator }) =>
    database(e, object).command({ collMod: name, validator }),
  runCommand: (e, object, { command, commandName: _name, ...o }) =>
    database(e, object).command(command, options(o, e)),
};
