/* eslint-disable @typescript-eslint/no-explicit-any -- unified-format documents are untyped JSON */
// A runner for MongoDB's unified test format (schema 1.x), enough for the CRUD specification tests:
// runOnRequirements, client/database/collection/session entities, initialData, operations with
// expectResult/expectError/saveResultAsEntity, expectEvents (command monitoring) and outcome.
import { readFileSync } from 'node:fs';
import { EJSON } from 'bson';
import { MongoClient, MongoServerError, type Document } from 'mongodb';
import { matches, MatchError, show } from './match.js';
import { OPERATIONS, UnsupportedOperation, type Entities } from './operations.js';

/** What the store emulates: a MongoDB 7.0 standalone. */
export const EMULATED = { version: '7.0.0', topology: 'single' };

export interface UnifiedFile {
  description: string;
  runOnRequirements?: any[];
  createEntities?: any[];
  initialData?: any[];
  tests: UnifiedTest[];
}

export interface UnifiedTest {
  description: string;
  runOnRequirements?: any[];
  skipReason?: string;
  operations: any[];
  expectEvents?: any[];
  outcome?: any[];
}

export function loadFile(path: string): UnifiedFile {
  return EJSON.parse(readFileSync(path, 'utf8'), { relaxed: true }) as UnifiedFile;
}

function versionNumber(v: string): number {
  const [a = 0, b = 0, c = 0] = v.split('.').map(Number);
  return a * 1e6 + b * 1e3 + c;
}

/** Why mongod 7.0 standalone would not run this requirement set, or null when it would. */
function unmet(requirement: Record<string, any>): string | null {
  const version = versionNumber(EMULATED.version);
  if (requirement.minServerVersion && version < versionNumber(requirement.minServerVersion))
    return `needs server ≥ ${requirement.minServerVersion}`;
  if (requirement.maxServerVersion && version > versionNumber(requirement.maxServerVersion))
    return `needs server ≤ ${requirement.maxServerVersion}`;
  if (requirement.topologies && !requirement.topologies.includes(EMULATED.topology))
    return `needs topology ${requirement.topologies.join('/')}`;
  if (requirement.serverless === 'require') return 'needs serverless';
  if (requirement.auth === true) return 'needs auth';
  if (requirement.csfle) return 'needs CSFLE';
  if (requirement.serverParameters) return 'needs server parameters';
  return null;
}

/** Null when the test runs on a 7.0 standalone, else the reason it is skipped (as the spec requires). */
export function skipReason(file: UnifiedFile, test: UnifiedTest): string | null {
  for (const requirements of [file.runOnRequirements, test.runOnRequirements]) {
    if (!requirements?.length) continue;
    const reasons = requirements.map(unmet);
    if (reasons.every((r) => r !== null)) return reasons[0]!;
  }
  if (test.skipReason) return test.skipReason;
  if (test.operations.some((op) => op.object === 'testRunner' && /failPoint/i.test(op.name)))
    return 'needs fail points';
  return null;
}

interface ObservedEvent {
  kind: 'commandStartedEvent' | 'commandSucceededEvent' | 'commandFailedEvent';
  commandName: string;
  databaseName?: string;
  command?: Document;
  reply?: Document;
}

const SENSITIVE = new Set([
  'hello',
  'ismaster',
  'saslstart',
  'saslcontinue',
  'getnonce',
  'authenticate',
  'createuser',
  'updateuser',
  'copydbgetnonce',
  'copydbsaslstart',
  'copydb',
]);

interface ClientEntity {
  client: MongoClient;
  events: ObservedEvent[];
}

async function createEntities(
  uri: string,
  specs: any[],
  entities: Entities,
  clients: Map<string, ClientEntity>,
): Promise<void> {
  for (const spec of specs) {
    const [type, def] = Object.entries(spec)[0] as [string, any];
    if (type === 'client') {
      const client = new MongoClient(uri, { monitorCommands: true, ...(def.uriOptions ?? {}) });
      const observe = new Set<string>(def.observeEvents ?? []);
      const ignore = new Set<string>(def.ignoreCommandMonitoringEvents ?? []);
      const events: ObservedEvent[] = [];
      const record = (kind: ObservedEvent['kind']) => (event: any) => {
        if (!observe.has(kind) || ignore.has(event.commandName) || event.commandName === 'configureFailPoint')
          return;
        if (!def.observeSensitiveCommands && SENSITIVE.has(String(event.commandName).toLowerCase())) return;
        events.push({
          kind,
          commandName: event.commandName,
          databaseName: event.databaseName,
          command: event.command,
          reply: event.reply,
        });
      };
      client.on('commandStarted', record('commandStartedEvent'));
      client.on('commandSucceeded', record('commandSucceededEvent'));
      client.on('commandFailed', record('commandFailedEvent'));
      await client.connect();
      entities.set(def.id, client);
      clients.set(def.id, { client, events });
    } else if (type === 'database') {
      const client = entities.get(def.client) as MongoClient;
      entities.set(def.id, client.db(def.databaseName, def.databaseOptions));
    } else if (type === 'collection') {
      const db = entities.get(def.database) as ReturnType<MongoClient['db']>;
      entities.set(def.id, db.collection(def.collectionName, def.collectionOptions));
    } else if (type === 'session') {
      const client = entities.get(def.client) as MongoClient;
      entities.set(def.id, client.startSession(def.sessionOptions));
    } else {
      throw new UnsupportedOperation(`entity type ${type}`);
    }
  }
}

async function loadInitialData(admin: MongoClient, data: any[]): Promise<void> {
  for (const { databaseName, collectionName, documents, createOptions } of data) {
    const db = admin.db(databaseName);
    await db
      .collection(collectionName)
      .drop()
      .catch(() => undefined);
    await db.createCollection(collectionName, { ...(createOptions ?? {}), writeConcern: { w: 'majority' } });
    if (documents.length)
      await db.collection(collectionName).insertMany(documents, { writeConcern: { w: 'majority' } });
  }
}

function checkError(error: unknown, expected: Record<string, any>, entities: Entities): void {
  const err = error as {
    message?: string;
    code?: number;
    codeName?: string;
    errorLabels?: string[];
    hasErrorLabel?: (l: string) => boolean;
    result?: unknown;
    errorResponse?: unknown;
  };
  if (expected.isClientError === true && error instanceof MongoServerError)
    throw new MatchError(`expected a client error, got server error ${err.message}`);
  if (expected.isClientError === false && !(error instanceof MongoServerError))
    throw new MatchError(`expected a server error, got ${err.message}`);
  if (
    expected.errorContains &&
    !String(err.message).toLowerCase().includes(String(expected.errorContains).toLowerCase())
  ) {
    throw new MatchError(`error "${err.message}" does not contain "${expected.errorContains}"`);
  }
  if (expected.errorCode !== undefined && err.code !== expected.errorCode)
    throw new MatchError(`expected error code ${expected.errorCode}, got ${err.code} (${err.message})`);
  if (expected.errorCodeName !== undefined && err.codeName !== expected.errorCodeName)
    throw new MatchError(`expected ${expected.errorCodeName}, got ${err.codeName} (${err.message})`);
  for (const label of expected.errorLabelsContain ?? [])
    if (!err.hasErrorLabel?.(label)) throw new MatchError(`missing error label ${label}`);
  for (const label of expected.errorLabelsOmit ?? [])
    if (err.hasErrorLabel?.(label)) throw new MatchError(`unexpected error label ${label}`);
  if (expected.errorResponse)
    matches(err.errorResponse ?? error, expected.errorResponse, entities, 'errorResponse');
  if (expected.expectResult) matches(err.result, expected.expectResult, entities, 'error.result');
}

async function runOperation(op: any, entities: Entities, admin: MongoClient): Promise<void> {
  let result: unknown;
  let error: unknown = null;
  try {
    if (op.object === 'testRunner') result = await testRunnerOperation(op, admin);
    else {
      const fn = OPERATIONS[op.name];
      if (!fn) throw new UnsupportedOperation(`operation ${op.name}`);
      result = await fn(entities, op.object, op.arguments ?? {});
    }
  } catch (e) {
    if (e instanceof UnsupportedOperation || e instanceof MatchError) throw e;
    error = e;
  }
  if (op.ignoreResultAndError) return;
  if (op.expectError) {
    if (!error) throw new MatchError(`${op.name}: expected an error, got ${show(result)}`);
    return checkError(error, op.expectError, entities);
  }
  if (error) throw new MatchError(`${op.name}: unexpected error ${(error as Error).message}`);
  if (op.expectResult !== undefined) matches(result, op.expectResult, entities, op.name);
  if (op.saveResultAsEntity) entities.set(op.saveResultAsEntity, result);
}

async function testRunnerOperation(op: any, admin: MongoClient): Promise<unknown> {
  const { databaseName, collectionName, indexName } = op.arguments ?? {};
  const names = async () =>
    (await admin.db(databaseName).listCollections({}, { nameOnly: true }).toArray()).map((c) => c.name);
  const indexes = async () =>
    (await admin.db(databaseName).collection(collectionName).listIndexes().toArray()).map((i) => i.name);
  switch (op.name) {
    case 'assertCollectionExists':
      if (!(await names()).includes(collectionName))
        throw new MatchError(`collection ${collectionName} should exist`);
      return;
    case 'assertCollectionNotExists':
      if ((await names()).includes(collectionName))
        throw new MatchError(`collection ${collectionName} should not exist`);
      return;
    case 'assertIndexExists':
      if (!(await indexes()).includes(indexName)) throw new MatchError(`index ${indexName} should exist`);
      return;
    case 'assertIndexNotExists':
      if ((await indexes()).includes(indexName)) throw new MatchError(`index ${indexName} should not exist`);
      return;
    default:
      throw new UnsupportedOperation(`testRunner.${op.name}`);
  }
}

function checkEvents(expectations: any[], clients: Map<string, ClientEntity>, entities: Entities): void {
  for (const { client, events: expected, eventType, ignoreExtraEvents } of expectations) {
    if (eventType && eventType !== 'command') throw new UnsupportedOperation(`${eventType} events`);
    const actual = clients.get(client)?.events ?? [];
    if (ignoreExtraEvents ? actual.length < expected.length : actual.length !== expected.length) {
      throw new MatchError(
        `${client}: expected ${expected.length} events, got ${actual.length}: ${actual.map((a) => `${a.kind}:${a.commandName}`).join(', ')}`,
      );
    }
    expected.forEach((want: Record<string, any>, i: number) => {
      const [kind, fields] = Object.entries(want)[0] as [string, Record<string, any>];
      const got = actual[i]!;
      const where = `events[${i}]`;
      if (got.kind !== kind)
        throw new MatchError(`${where}: expected ${kind}, got ${got.kind}:${got.commandName}`);
      if (fields.commandName && fields.commandName !== got.commandName)
        throw new MatchError(`${where}: expected ${fields.commandName}, got ${got.commandName}`);
      if (fields.databaseName && fields.databaseName !== got.databaseName)
        throw new MatchError(`${where}: expected db ${fields.databaseName}, got ${got.databaseName}`);
      if (fields.command) matches(got.command, fields.command, entities, `${where}.command`);
      if (fields.reply) matches(got.reply, fields.reply, entities, `${where}.reply`);
    });
  }
}

async function checkOutcome(admin: MongoClient, outcome: any[], entities: Entities): Promise<void> {
  for (const { databaseName, collectionName, documents } of outcome) {
    const actual = await admin
      .db(databaseName)
      .collection(collectionName)
      .find({}, { sort: { _id: 1 }, readConcern: { level: 'local' } })
      .toArray();
    if (actual.length !== documents.length)
      throw new MatchError(`outcome ${collectionName}: expected ${show(documents)}, got ${show(actual)}`);
    documents.forEach((doc: Document, i: number) => {
      const got = actual[i]!;
      const extra = Object.keys(got).filter((k) => !(k in doc));
      if (extra.length)
        throw new MatchError(
          `outcome ${collectionName}[${i}]: unexpected fields ${extra.join(', ')} in ${show(got)}`,
        );
      matches(got, doc, entities, `outcome ${collectionName}[${i}]`);
    });
  }
}

/** Runs one test; throws MatchError (wrong answer) or UnsupportedOperation (runner limitation). */
export async function runTest(
  uri: string,
  admin: MongoClient,
  file: UnifiedFile,
  test: UnifiedTest,
): Promise<void> {
  const entities: Entities = new Map();
  const clients = new Map<string, ClientEntity>();
  try {
    if (file.initialData) await loadInitialData(admin, file.initialData);
    await createEntities(uri, file.createEntities ?? [], entities, clients);
    for (const op of test.operations) await runOperation(op, entities, admin);
    const snapshot = new Map([...clients].map(([id, c]) => [id, { ...c, events: [...c.events] }]));
    if (test.expectEvents) checkEvents(test.expectEvents, snapshot, entities);
    if (test.outcome) await checkOutcome(admin, test.outcome, entities);
  } finally {
    for (const value of entities.values()) {
      if (value && typeof value === 'object' && 'endSession' in value)
        await (value as { endSession(): Promise<void> }).endSession().catch(() => undefined);
    }
    for (const { client } of clients.values()) await client.close().catch(() => undefined);
  }
}
