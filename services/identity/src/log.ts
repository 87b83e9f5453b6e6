const MASK = '[Redacted]';
/** Field names whose values never reach a log. */
const SECRET_KEY = /token|password|secret|^code$|authorization|cookie|^key$|credential/i;
/** Secret-bearing query or form values inside free text (URLs, error messages). */
const SECRET_PARAM =
  /\b(access_token|refresh_token|id_token|token|code|password|password-new|password-confirm|secret|client_secret|key|id_token_hint|code_verifier)=([^&\s"']+)/gi;
/** JWT-shaped strings (signed tokens, and the unsigned JWT-looking refresh tokens). */
const JWT = /\beyJ[\w-]*\.[\w-]*\.[\w-]*/g;
/** Claim links' tokens in paths. */
const CLAIM_PATH = /(\/(?:api\/)?claims?\/)[^/?#\s"']+/g;
/** Long opaque random values (action-token keys, session ids, secrets): 32+ base64url characters. */
const OPAQUE = /\b[A-Za-z0-9_-]{32,}\b/g;
/** User, session and role ids are UUIDs: not secret, and needed to follow an incident. */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function redactText(text: string): string {
  return text
    .replace(JWT, MASK)
    .replace(SECRET_PARAM, (_match, name: string) => `${name}=${MASK}`)
    .replace(CLAIM_PATH, `$1${MASK}`)
    .replace(OPAQUE, (value) => (UUID.test(value) ? value : MASK));
}

export function redact(value: unknown, key = ''): unknown {
  if (key && SECRET_KEY.test(key)) return MASK;
  if (typeof value === 'string') return redactText(value);
  if (Array.isArray(value)) return value.map((item) => redact(item));
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([name, item]) => [name, redact(item, name)]));
  }
  return value;
}

/**
 * The provider's only way to log: one JSON line per event, with tokens, passwords, codes, keys and claim
 * tokens masked, whatever field or message they hide in.
 */
export function logEvent(level: 'info' | 'error', event: string, fields: Record<string, unknown> = {}): void {
  const line = JSON.stringify({ level, time: new Date().toISOString(), event, ...(redact(fields) as object) });
  if (level === 'error') console.error(line);
  else console.log(line);
}
