// Public entry point: start an embedded single-node MongoDB-compatible server.
import { startServer } from './server.js';

export interface EmbeddedMongoOptions {
  port?: number /*0 = random*/;
  host?: string /*127.0.0.1*/;
  dataDir?: string;
  inMemory?: boolean;
  fsync?: 'always' | 'interval';
  fsyncIntervalMs?: number /*100*/;
  /** How often documents of TTL indexes are expired (mongod: 60 s). */
  ttlIntervalMs?: number;
  /** Turns authentication on: clients must sign in as one of these users (SCRAM-SHA-256, authSource admin). */
  users?: { user: string; password: string }[];
}

export interface EmbeddedMongo {
  port: number;
  uri: string /* mongodb://127.0.0.1:PORT */;
  stop(): Promise<void>;
}

export async function start(options: EmbeddedMongoOptions = {}): Promise<EmbeddedMongo> {
  const inMemory = options.inMemory ?? options.dataDir === undefined;
  const server = await startServer({
    port: options.port ?? 0,
    host: options.host ?? '127.0.0.1',
    dataDir: options.dataDir,
    inMemory,
    fsync: options.fsync ?? 'interval',
    fsyncIntervalMs: options.fsyncIntervalMs ?? 100,
    cursorTimeoutMs: 10 * 60_000,
    compactBytes: 256 * 1024 * 1024,
    users: options.users,
    ttlIntervalMs: options.ttlIntervalMs,
  });
  return { port: server.port, uri: server.uri, stop: () => server.stop() };
}
