// The browser sign-in flow over fetch, without the provider itself: test stacks whose identity runs in another
// process import this file alone.
import { Browser, formAction, fragmentParams, pkcePair } from './http.js';

export const APP = 'http://localhost:8080';
export const CALLBACK = `${APP}/rfq/overview?tab=mine`;

/** `app`: the web client's origin (the launcher's shell origin when the stack runs on moved ports). */
export function authorizeUrl(issuer: string, params: Record<string, string> = {}, app = APP) {
  const pkce = pkcePair();
  const state = crypto.randomUUID();
  const nonce = crypto.randomUUID();
  const query = new URLSearchParams({
    client_id: 'forge-web',
    redirect_uri: app === APP ? CALLBACK : `${app}/rfq/overview?tab=mine`,
    response_type: 'code',
    response_mode: 'fragment',
    scope: 'openid',
    state,
    nonce,
    code_challenge: pkce.challenge,
    code_challenge_method: 'S256',
    ...params,
  });
  return { url: `${issuer}/protocol/openid-connect/auth?${query.toString()}`, pkce, state, nonce };
}

export async function exchangeCode(issuer: string, code: string, verifier: string, app = APP) {
  const response = await fetch(`${issuer}/protocol/openid-connect/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: app },
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      client_id: 'forge-web',
      code,
      redirect_uri: app === APP ? CALLBACK : `${app}/rfq/overview?tab=mine`,
      code_verifier: verifier,
    }).toString(),
  });
  return { response, body: (await response.json()) as Record<string, string> };
}

/** Full browser login: auth endpoint → login page → credentials → callback with code → tokens. */
export async function login(issuer: string, username: string, password: string, browser = new Browser(), app = APP) {
  const request = authorizeUrl(issuer, {}, app);
  const page = await browser.follow(request.url);
  if (!page.html.includes('name="password"'))
    throw new Error(`expected login page, got ${page.response.status}`);
  const callback = await browser.follow(formAction(page.html, issuer), { form: { username, password } });
  if (!callback.location.startsWith(app))
    throw new Error(`login did not reach the app: ${callback.html.slice(0, 500)}`);
  const params = fragmentParams(callback.location);
  const tokens = await exchangeCode(issuer, params.get('code')!, request.pkce.verifier, app);
  return { browser, request, params, tokens: tokens.body, tokenResponse: tokens.response };
}
