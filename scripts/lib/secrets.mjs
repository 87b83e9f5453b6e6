// The local stack's secrets: generated on first start (crypto-random, 32 bytes each), kept in one file under the
// data directory readable by its owner only, and handed to each process. Deleting the file rotates them all.
// With real servers configured (KEYCLOAK_URL, REDIS_URL, MONGODB_URI) their secrets come from the environment.
import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export const SECRETS_FILE = 'secrets.json';

/** Every secret the embedded stack needs; adding one here makes the next start generate it. */
const SECRET_NAMES = ['servicesClientSecret', 'proxySecret', 'redisPassword', 'mongoPassword'];

const generate = () => randomBytes(32).toString('base64url');

/** @returns {{ servicesClientSecret: string, proxySecret: string, redisPassword: string, mongoPassword: string, file: string }} */
export function loadStackSecrets(dataDir) {
  mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, SECRETS_FILE);
  let stored = {};
  if (existsSync(file)) {
    try {
      stored = JSON.parse(readFileSync(file, 'utf8'));
    } catch {
      throw new Error(`${file} is not valid JSON: delete it to generate new secrets.`);
    }
  }
  const missing = SECRET_NAMES.filter((name) => typeof stored[name] !== 'string' || stored[name].length < 32);
  if (missing.length > 0) {
    for (const name of missing) stored[name] = generate();
    writeFileSync(file, JSON.stringify(stored, null, 2) + '\n', { mode: 0o600 });
  }
  chmodSync(file, 0o600); // also tightens a file created by hand
  return { ...stored, file };
}

/**
 * Secrets that must come from the environment when a real server replaces an embedded one.
 * Throws at once, naming every missing variable.
 */
export function requireExternalSecrets(env) {
  const problems = [];
  if (env.KEYCLOAK_URL && !env.KEYCLOAK_ADMIN_CLIENT_SECRET) {
    problems.push('KEYCLOAK_URL is set, so KEYCLOAK_ADMIN_CLIENT_SECRET (the secret of the forge-services client) must be set too.');
  }
  if (problems.length > 0) throw new Error(problems.join('\n'));
}
