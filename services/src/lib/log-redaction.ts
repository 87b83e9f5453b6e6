/** What never reaches a log: credentials in headers, and secret-bearing query or body values. */
const SECRET_NAMES = ['access_token', 'refresh_token', 'id_token', 'token', 'code', 'password', 'secret', 'client_secret'];

/** pino `redact` paths for the request/response objects pino-http logs, and for bodies logged by hand. */
export const REDACT_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["x-forge-proxy"]',
  'res.headers["set-cookie"]',
  'headers.authorization',
  'headers.cookie',
  ...SECRET_NAMES.flatMap((name) => [`req.query.${name}`, `req.body.${name}`, `body.${name}`, `query.${name}`]),
];

const MASK = '[Redacted]';
// Paths whose segment after the prefix is itself a secret (a claim link's token, an RFQ file download link's token).
const SECRET_PATH_SEGMENTS = [/^(\/api\/claims\/)[^/?#]+/, /^(\/claim\/)[^/?#]+/, /^(\/api\/rfq-files\/)[^/?#]+/];

/** A URL as it may be logged: secret query values and claim tokens in paths masked. */
export function maskUrl(url: string): string {
  const [pathPart = '', query] = url.split(/\?(.*)/s, 2);
  let path = pathPart;
  for (const pattern of SECRET_PATH_SEGMENTS) path = path.replace(pattern, `$1${MASK}`);
  if (query === undefined) return path;
  const masked = query
    .split('&')
    .map((pair) => {
      const [key = '', value] = pair.split(/=(.*)/s, 2);
      let name = key;
      try {
        name = decodeURIComponent(key.replace(/\+/g, ' '));
      } catch {
        /* a malformed key is logged as it came */
      }
      return value !== undefined && SECRET_NAMES.includes(name.toLowerCase()) ? `${key}=${MASK}` : pair;
    })
    .join('&');
  return `${path}?${masked}`;
}
