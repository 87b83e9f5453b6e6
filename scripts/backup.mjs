#!/usr/bin/env node
// `npm run backup`: a checksummed backup of the running embedded store (it keeps running) into .data/backups/.
// `npm run restore <file>`: restores one into the stopped store's data directory (stop `npm start` first).
// With MONGODB_URI set, use MongoDB's own tools instead (mongodump / mongorestore, or the replica set's backups).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from './lib/setup.mjs';

const [mode, ...args] = process.argv.slice(2);
if (process.env.MONGODB_URI) {
  console.error('MONGODB_URI is set: back up that MongoDB with mongodump/mongorestore or its replica set tools (see README).');
  process.exit(2);
}
const cli = path.join(ROOT, 'services/mongo-embedded/dist/backup-cli.js');
if (!existsSync(cli)) {
  console.error('The store is not built yet: run `npm start` (or `npm run build`) once first.');
  process.exit(2);
}
const dataDir = process.env.FORGE_DATA_DIR ?? path.join(ROOT, '.data', 'dev', 'mongo');
let cliArgs;
if (mode === 'backup') {
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  cliArgs = ['backup', dataDir, args[0] ?? path.join(ROOT, '.data', 'backups', `store-${stamp}.fmbak`)];
} else if (mode === 'restore' && args[0]) {
  cliArgs = ['restore', path.resolve(args[0]), dataDir, ...args.slice(1)];
} else {
  console.error('usage: npm run backup [-- <out-file>] | npm run restore -- <file> [--force]');
  process.exit(2);
}
const result = spawnSync(process.execPath, [cli, ...cliArgs], { stdio: 'inherit' });
process.exit(result.status ?? 1);
