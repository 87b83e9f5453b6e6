/**
 * For command-line tools: connects mongoose to MONGODB_URI, or to the embedded store that `npm start` runs
 * (port 27018, user forge, password from .data/dev/secrets.json), runs the work, and disconnects.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import mongoose from 'mongoose';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

function databaseUri(): string {
  if (process.env.MONGODB_URI) return process.env.MONGODB_URI;
  const dataDir = process.env.FORGE_DATA_DIR ?? path.join(ROOT, '.data', 'dev');
  let password: string;
  try {
    password = (JSON.parse(readFileSync(path.join(dataDir, 'secrets.json'), 'utf8')) as { mongoPassword: string }).mongoPassword;
  } catch {
    throw new Error(`No MONGODB_URI and no ${dataDir}/secrets.json: start the product with \`npm start\` first, or set MONGODB_URI.`);
  }
  const port = process.env.FORGE_STORE_PORT ?? '27018';
  return `mongodb://forge:${encodeURIComponent(password)}@127.0.0.1:${port}/forge?authSource=admin`;
}

export async function withDatabase<T>(work: () => Promise<T>): Promise<T> {
  try {
    await mongoose.connect(databaseUri(), { serverSelectionTimeoutMS: 5000 });
  } catch (error) {
    throw new Error(`Cannot reach the database (${(error as Error).message}): is \`npm start\` running, or MONGODB_URI right?`, { cause: error });
  }
  try {
    return await work();
  } finally {
    await mongoose.disconnect();
  }
}
