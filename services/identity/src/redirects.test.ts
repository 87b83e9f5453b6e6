import { describe, expect, it } from '@jest/globals';
import { redirectUriMatches } from './redirects.js';

describe('redirectUriMatches', () => {
  const allowed = ['http://localhost:8080/*', 'http://app.test/callback'];

  it('accepts anything under a wildcard entry', () => {
    expect(redirectUriMatches('http://localhost:8080/', allowed)).toBe(true);
    expect(redirectUriMatches('http://localhost:8080/rfq/42?tab=quotes', allowed)).toBe(true);
  });

  it('matches non-wildcard entries exactly', () => {
    expect(redirectUriMatches('http://app.test/callback', allowed)).toBe(true);
    expect(redirectUriMatches('http://app.test/callback/other', allowed)).toBe(false);
  });

  it('rejects look-alike hosts, fragments and credentials', () => {
    expect(redirectUriMatches('http://localhost:8081/', allowed)).toBe(false);
    expect(redirectUriMatches('http://localhost:8080.evil.test/', allowed)).toBe(false);
    expect(redirectUriMatches('http://localhost:8080/#x', allowed)).toBe(false);
    expect(redirectUriMatches('http://user:pw@localhost:8080/', allowed)).toBe(false);
    expect(redirectUriMatches('not a url', allowed)).toBe(false);
  });
});
