import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sessionHint } from './session-hint';

describe('sessionHint', () => {
  beforeEach(() => window.localStorage.clear());

  it('is absent for a browser that never signed in', () => {
    expect(sessionHint.mayExist(new URL('http://localhost/companies/acme'))).toBe(false);
  });

  it('is remembered after a session is found and forgotten on sign-out', () => {
    sessionHint.remember();
    expect(sessionHint.mayExist(new URL('http://localhost/'))).toBe(true);
    sessionHint.forget();
    expect(sessionHint.mayExist(new URL('http://localhost/'))).toBe(false);
  });

  it('always checks when the identity provider returns with its answer', () => {
    expect(sessionHint.mayExist(new URL('http://localhost/rfqs#state=abc&session_state=x&code=123'))).toBe(true);
    expect(sessionHint.mayExist(new URL('http://localhost/rfqs?state=abc&code=123'))).toBe(true);
    expect(sessionHint.mayExist(new URL('http://localhost/login#state=abc&error=login_required'))).toBe(true);
    // A page's own query with one of the names is not a callback.
    expect(sessionHint.mayExist(new URL('http://localhost/search?state=oh'))).toBe(false);
  });
});

describe("index.html's marker of a browser that may hold a session", () => {
  // The inline script that marks <html data-session-hint> before the first paint, run as the page runs it.
  const html = readFileSync(path.join(__dirname, '../../public/index.html'), 'utf8');
  const script = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1]!).find((body) => body.includes('forge.session-hint'))!;

  function marked(url: string): boolean {
    window.history.replaceState(null, '', url);
    document.documentElement.removeAttribute('data-session-hint');
    new Function(script)();
    return document.documentElement.hasAttribute('data-session-hint');
  }

  beforeEach(() => window.localStorage.clear());

  it.each([
    '/companies/acme',
    '/rfqs#state=abc&session_state=x&code=123',
    '/rfqs?state=abc&code=123',
    '/login#state=abc&error=login_required',
    '/search?state=oh',
    '/search?q=cnc&state=oh&code=1',
  ])('agrees with sessionHint.mayExist at %s, with and without the hint', (url) => {
    expect(marked(url)).toBe(sessionHint.mayExist(new URL(url, window.location.origin)));
    sessionHint.remember();
    expect(marked(url)).toBe(true);
    expect(sessionHint.mayExist(new URL(url, window.location.origin))).toBe(true);
  });
});
