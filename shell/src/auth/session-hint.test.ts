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
