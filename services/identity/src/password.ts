import { randomBytes, scrypt as scryptCallback, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { weakPasswordReason } from './password-strength.js';

// scrypt with N=2^15, r=8, p=1 (OWASP minimum is N=2^17 with r=8 for p=1 at 128 MiB;
// 2^15 keeps a login under ~100 ms on small dev machines while staying memory-hard).
const COST = 2 ** 15;
const BLOCK_SIZE = 8;
const PARALLELISM = 1;
const KEY_LENGTH = 64;
const SALT_LENGTH = 16;
const MAX_MEMORY = 256 * 1024 * 1024;

function scrypt(password: string, salt: Buffer, keyLength: number, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scryptCallback(password.normalize('NFKC'), salt, keyLength, options, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

/** Hash format: scrypt$N$r$p$<salt base64url>$<key base64url> (parameters travel with the hash). */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_LENGTH);
  const key = await scrypt(password, salt, KEY_LENGTH, {
    N: COST,
    r: BLOCK_SIZE,
    p: PARALLELISM,
    maxmem: MAX_MEMORY,
  });
  return [
    'scrypt',
    COST,
    BLOCK_SIZE,
    PARALLELISM,
    salt.toString('base64url'),
    key.toString('base64url'),
  ].join('$');
}

export async function verifyPassword(password: string, stored: string | undefined | null): Promise<boolean> {
  if (!stored) return false;
  const [scheme, n, r, p, saltText, keyText] = stored.split('$');
  if (scheme !== 'scrypt' || !n || !r || !p || !saltText || !keyText) return false;
  const expected = Buffer.from(keyText, 'base64url');
  const actual = await scrypt(password, Buffer.from(saltText, 'base64url'), expected.length, {
    N: Number(n),
    r: Number(r),
    p: Number(p),
    maxmem: MAX_MEMORY,
  });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** Returns human-readable violations of the Forge password policy; empty when the password is acceptable. */
export function passwordPolicyViolations(password: string, email?: string, username?: string): string[] {
  const problems: string[] = [];
  if (password.length < 8) problems.push('Password must be at least 8 characters long.');
  if (!/\p{L}/u.test(password)) problems.push('Password must contain at least one letter.');
  if (!/\p{Nd}/u.test(password)) problems.push('Password must contain at least one digit.');
  const lowered = password.toLowerCase();
  if (email && lowered === email.toLowerCase())
    problems.push('Password must not be the same as your email address.');
  if (username && lowered === username.toLowerCase() && username.toLowerCase() !== email?.toLowerCase()) {
    problems.push('Password must not be the same as your username.');
  }
  if (!problems.length) {
    const weakness = weakPasswordReason(password, [email, username].filter((input): input is string => Boolean(input)));
    if (weakness) problems.push(weakness);
  }
  return problems;
}
