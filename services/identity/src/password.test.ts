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

describe('common and breached passwords (zxcvbn-ts lists)', () => {
  it('refuses Password1 and its kin, saying why', () => {
    expect(passwordPolicyViolations('Password1', 'dana@forge.test')).toEqual([
      'Password is too easy to guess: This is a commonly used password found in breach lists. Add more words or characters.',
    ]);
    for (const weak of ['Qwerty123', 'P@ssw0rd1', 'Summer2024', 'iloveyou1'])
      expect(passwordPolicyViolations(weak).join(' ')).toMatch(/too easy to guess/);
  });

  it('refuses a password built from the account name', () => {
    expect(passwordPolicyViolations('jordan1990', 'jordan@example.com').join(' ')).toMatch(/too easy to guess/);
  });

  it('accepts the demo passwords for their own accounts', () => {
    for (const [password, email] of [
      ['ForgeAdmin1!', 'admin@forge.test'],
      ['ForgeBuyer1!', 'buyer@forge.test'],
      ['ForgeSupplier1!', 'supplier@forge.test'],
      ['ForgeInvestor1!', 'investor@forge.test'],
    ] as const)
      expect(passwordPolicyViolations(password, email, email)).toEqual([]);
  });
});

