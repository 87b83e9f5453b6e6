import { afterAll, beforeAll } from '@jest/globals';
import { randomBytes } from 'node:crypto';
import { MongoClient, type Db } from 'mongodb';
import { start, type EmbeddedMongo } from '../src/index.js';
import { externalMongoUri } from './config.js';

export interface Target {
  uri: string;
  /** Unique database name so runs against a shared real MongoDB do not collide. */
  dbName: string;
  embedded: boolean;
  stop(): Promise<void>;
}

/** The embedded server in memory, or the real MongoDB named by MONGODB_URI. */
export async function startTarget(): Promise<Target> {
  const dbName = `forge_compat_${randomBytes(4).toString('hex')}`;
  if (externalMongoUri) return { uri: externalMongoUri, dbName, embedded: false, stop: async () => {} };
  const server: EmbeddedMongo = await start({ inMemory: true });
  return { uri: server.uri, dbName, embedded: true, stop: () => server.stop() };
}

export interface Session {
  target: Target;
  client: MongoClient;
  /** The run's own database. */
  db: Db;
  /** Drops the database, closes the client, stops the target. */
  close(): Promise<void>;
}

/** startTarget() plus a connected client and the run's database. */
export async function openSession(): Promise<Session> {
  const target = await startTarget();
  const client = new MongoClient(target.uri, { serverSelectionTimeoutMS: 5000 });
  await client.connect();
  const db = client.db(target.dbName);
  return {
    target,
    client,
    db,
    close: async () => {
      await db.dropDatabase();
      await client.close();
      await target.stop();
    },
  };
}

/**
 * One session for a whole test file: opened before its tests, closed after them. `ready` receives it (to keep
 * `db` at hand); the returned function gives the session to tests that need its client or target.
 */
export function sessionPerSuite(ready: (session: Session) => void = () => {}): () => Session {
  let session: Session | undefined;
  beforeAll(async () => {
    session = await openSession();
    ready(session);
  });
  afterAll(async () => {
    await session?.close();
  });
  return () => {
    if (!session) throw new Error('the suite session is not open yet');
    return session;
  };
}
