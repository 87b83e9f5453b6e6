import { describe, expect, it } from '@jest/globals';
import { hashPassword, passwordPolicyViolations, verifyPassword } from './password.js';

describe('password hashing', () => {
  it('verifies the right password and rejects a wrong one', async () => {
    const hash = await hashPassword('Corr3ct horse');
    expect(hash.startsWith('scrypt$32768$8$1$')).toBe(true);
    await expect(verifyPassword('Corr3ct horse', hash)).resolves.toBe(true);
    await expect(verifyPassword('corr3ct horse', hash)).resolves.toBe(false);
    await expect(verifyPassword('anything', undefined)).resolves.toBe(false);
    await expect(verifyPassword('anything', 'garbage')).resolves.toBe(false);
  });

  it('salts every hash', async () => {
    expect(await hashPassword('Same1pass')).not.toBe(await hashPassword('Same1pass'));
  });
});

describe('password policy', () => {
  it('accepts a good password', () => {
    expect(passwordPolicyViolations('Forge2026!', 'a@forge.test')).toEqual([]);
  });

  it('explains each violation', () => {
    expect(passwordPolicyViolations('ab1')).toContain('Password must be at least 8 characters long.');
    expect(passwordPolicyViolations('12345678')).toContain('Password must contain at least one letter.');
    expect(passwordPolicyViolations('abcdefgh')).toContain('Password must contain at least one digit.');
    expect(passwordPolicyViolations('user1@forge.test', 'USER1@forge.test')).toContain(
      'Password must not be the same as your email address.',
    );
  });
});
