// What the shared stack process (server.ts) and the test files (client.ts) say to each other.

export const WEB_ORIGINS = ['http://localhost:8080'];

/** Written by server.ts to its ready file once it serves. */
export interface SharedStackInfo {
  controlUrl: string;
  pid: number;
  /** The jest worker that started it; the server exits when this process is gone. */
  ownerPid: number;
}

/** One test file's share: its own identity provider and databases on the worker's store and redis. */
export interface SharedFileStack {
  id: string;
  /** mongodb://127.0.0.1:PORT (no database) */
  mongoUri: string;
  identityDb: string;
  apiDb: string;
  issuer: string;
  identityPort: number;
  identityDataDir: string;
  redisUrl: string;
  servicesSecret: string;
}
