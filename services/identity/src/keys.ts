import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { calculateJwkThumbprint, type JWK } from 'jose';
import type { Connection } from 'mongoose';

/** Long-lived secrets of the identity provider: the RS256 signing key and the cookie signing keys. */
export interface KeyMaterial {
  signingKey: JWK & { kid: string; alg: 'RS256'; use: 'sig' };
  cookieKeys: string[];
}

const KEY_FILE = 'identity-keys.json';
const KEY_DOCUMENT_ID = 'realm-forge';

async function generateKeyMaterial(): Promise<KeyMaterial> {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const jwk = privateKey.export({ format: 'jwk' }) as JWK;
  const kid = await calculateJwkThumbprint(jwk, 'sha256');
  return {
    signingKey: { ...jwk, kid, alg: 'RS256', use: 'sig' },
    cookieKeys: [randomBytes(32).toString('base64url')],
  };
}

function isKeyMaterial(value: unknown): value is KeyMaterial {
  const candidate = value as Partial<KeyMaterial> | null;
  return (
    typeof candidate?.signingKey?.kid === 'string' &&
    candidate.signingKey.kty === 'RSA' &&
    typeof candidate.signingKey.d === 'string' &&
    Array.isArray(candidate.cookieKeys) &&
    candidate.cookieKeys.length > 0
  );
}

async function loadFromFile(dataDir: string): Promise<KeyMaterial> {
  const file = join(dataDir, KEY_FILE);
  await mkdir(dataDir, { recursive: true });
  try {
    const stored: unknown = JSON.parse(await readFile(file, 'utf8'));
    if (!isKeyMaterial(stored)) throw new Error(`${file} does not hold identity key material`);
    return stored;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const material = await generateKeyMaterial();
  try {
    // 'wx' so two processes starting together cannot overwrite each other's key.
    await writeFile(file, JSON.stringify(material, null, 2), { flag: 'wx', mode: 0o600 });
    return material;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return loadFromFile(dataDir);
  }
}

async function loadFromDatabase(connection: Connection): Promise<KeyMaterial> {
  const collection = connection.db!.collection<{ _id: string; material: KeyMaterial }>('identity_keys');
  const existing = await collection.findOne({ _id: KEY_DOCUMENT_ID });
  if (existing && isKeyMaterial(existing.material)) return existing.material;
  const material = await generateKeyMaterial();
  try {
    await collection.insertOne({ _id: KEY_DOCUMENT_ID, material });
    return material;
  } catch {
    // Another instance won the insert race: use its key.
    const winner = await collection.findOne({ _id: KEY_DOCUMENT_ID });
    if (winner && isKeyMaterial(winner.material)) return winner.material;
    throw new Error('identity_keys holds no usable key material');
  }
}

/** Keys live in `<dataDir>/identity-keys.json` when a data dir is given, otherwise in the `identity_keys` collection. */
export function loadKeyMaterial(dataDir: string | undefined, connection: Connection): Promise<KeyMaterial> {
  return dataDir ? loadFromFile(dataDir) : loadFromDatabase(connection);
}

export function publicJwk(material: KeyMaterial): JWK {
  const { kty, n, e, kid, alg, use } = material.signingKey;
  return { kty, n, e, kid, alg, use };
}
