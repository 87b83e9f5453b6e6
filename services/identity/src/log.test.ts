import { afterEach, expect, it, jest } from '@jest/globals';
import { logEvent, redact, redactText } from './log.js';

const JWT = 'eyJhbGciOiJSUzI1NiJ9.eyJzdWIiOiIxMjMifQ.c2lnbmF0dXJlLXZhbHVlLWhlcmU';
const REFRESH = 'eyJhbGciOiJub25lIiwidHlwIjoiSldUIn0.eyJ0eXAiOiJSZWZyZXNoIn0.';

afterEach(() => {
  jest.restoreAllMocks();
});

it('masks tokens, codes, passwords and claim tokens in free text', () => {
  const text = `failed for /realms/forge/protocol/openid-connect/auth?code=abc123&state=s1&password=Hunter2x Bearer ${JWT} refresh ${REFRESH} /api/claims/Zq9fKx2LmN8pQr4sTv6wXy0AbCdEfGh and key=Zq9fKx2L`;
  const masked = redactText(text);
  for (const secret of ['abc123', 'Hunter2x', JWT, REFRESH, 'Zq9fKx2LmN8pQr4sTv6wXy0AbCdEfGh', 'key=Zq9fKx2L']) {
    expect(masked).not.toContain(secret);
  }
  expect(masked).toContain('state=s1');
});

it('masks secret-named fields at any depth and keeps the rest', () => {
  expect(
    redact({ user: 'a@forge.test', password: 'x', nested: { refresh_token: 'y', client_secret: 'z', code: 'c', count: 2 } }),
  ).toEqual({
    user: 'a@forge.test',
    password: '[Redacted]',
    nested: { refresh_token: '[Redacted]', client_secret: '[Redacted]', code: '[Redacted]', count: 2 },
  });
});

it('writes one redacted JSON line', () => {
  const lines: string[] = [];
  jest.spyOn(console, 'error').mockImplementation((line: unknown) => void lines.push(String(line)));
  logEvent('error', 'identity-error', { message: `Unexpected token in ${JWT}`, authorization: `Bearer ${JWT}` });
  expect(lines).toHaveLength(1);
  expect(lines[0]).not.toContain(JWT);
  expect(JSON.parse(lines[0]!)).toMatchObject({ level: 'error', event: 'identity-error', authorization: '[Redacted]' });
});
