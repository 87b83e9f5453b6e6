import { APP, SERVICES_CLIENT_SECRET } from './stack.js';

const servicesAuth = () => `Basic ${Buffer.from(`forge-services:${SERVICES_CLIENT_SECRET}`).toString('base64')}`;

async function post(url: string, form: Record<string, string>, headers: Record<string, string> = {}) {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: APP, ...headers },
    body: new URLSearchParams(form).toString(),
  });
  const text = await response.text();
  return { status: response.status, headers: response.headers, body: (text ? JSON.parse(text) : {}) as Record<string, unknown> };
}

/** A refresh-token grant as the web client sends it (from the app's origin). */
export const refresh = (issuer: string, refreshToken: string) =>
  post(`${issuer}/protocol/openid-connect/token`, {
    grant_type: 'refresh_token',
    client_id: 'forge-web',
    refresh_token: refreshToken,
  });

/** RFC 7662 introspection as the confidential forge-services client. */
export const introspect = (issuer: string, token: string) =>
  post(`${issuer}/protocol/openid-connect/token/introspect`, { token }, { authorization: servicesAuth() });

/** RFC 7009 revocation as the public web client (keycloak-js sign-out). */
export const revoke = (issuer: string, token: string, hint?: string) =>
  post(`${issuer}/protocol/openid-connect/revoke`, {
    token,
    client_id: 'forge-web',
    ...(hint ? { token_type_hint: hint } : {}),
  });

export const postForm = post;
