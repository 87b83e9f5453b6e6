// A rendered page kept with its compressed forms. Each form is computed when a client first asks for it, and kept: a
// cache hit writes a stored buffer instead of compressing ~200 KB of HTML again for every request. Only the form asked
// for is computed (brotli, for every current browser), on the main thread: ~3 ms, where handing it to libuv's thread
// pool made the clients that waited for a render wait 3–4 ms longer (measured on the 2-core machine, page after page).
import zlib from 'node:zlib';
import Negotiator from 'negotiator';

/** Brotli above 6 costs 3–50× the time for 1–10 % fewer bytes on these pages; gzip 9 costs ~1 ms more than 6. */
const BROTLI_QUALITY = 6;
const GZIP_LEVEL = 9;

/** The encodings a page is stored in, in order of preference. */
export const ENCODINGS = ['br', 'gzip', 'identity'];

const compressors = {
  br: (identity) =>
    zlib.brotliCompressSync(identity, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: identity.length,
      },
    }),
  gzip: (identity) => zlib.gzipSync(identity, { level: GZIP_LEVEL }),
  identity: (identity) => identity,
};

/** `html` with `encoded(encoding)`: its bytes in that encoding, compressed on first use and kept. */
export function encodeBody(html) {
  const identity = Buffer.from(html, 'utf8');
  const forms = new Map();
  return {
    encoded(encoding) {
      if (!forms.has(encoding)) forms.set(encoding, compressors[encoding](identity));
      return forms.get(encoding);
    },
  };
}

/**
 * The stored form a request takes: the client's best by q-value, brotli before gzip when it rates them alike (as the
 * `compression` middleware chooses); identity when it accepts neither.
 */
export function chooseEncoding(req) {
  return new Negotiator(req).encoding(ENCODINGS, ['br', 'gzip']) ?? 'identity';
}

/**
 * The ETag of one encoding. A strong ETag names one representation, so the compressed ones get their own
 * (`"<hash>-br"`, `"<hash>-gzip"`); they share the hash, as they hold the same page.
 */
export function etagFor(hash, encoding) {
  return encoding === 'identity' ? `"${hash}"` : `"${hash}-${encoding}"`;
}

/**
 * Whether an If-None-Match header names any stored form of the page (the client's copy, in whichever encoding it
 * got it, is the current page). Weak comparison, as RFC 9110 asks for If-None-Match.
 */
export function matchesAnyEtag(ifNoneMatch, hash) {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  const ours = new Set(ENCODINGS.map((encoding) => etagFor(hash, encoding)));
  return ifNoneMatch.split(',').some((tag) => ours.has(tag.trim().replace(/^W\//, '')));
}
