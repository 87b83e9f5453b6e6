import { AppError } from './app-error.js';

// Bidirectional overrides and isolates can disguise a file name or a price in another user's view.
const BIDI_CONTROLS = /[\u202A-\u202E\u2066-\u2069]/g;
// A high surrogate not followed by a low one, or a low one not preceded by a high one.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Free text as it is stored and shown: NFC, without bidi controls. NUL and lone surrogates are refused. */
export function cleanText(value: string, field = 'text'): string {
  if (value.includes('\u0000')) throw AppError.badRequest(`The ${field} contains a NUL character, which is not allowed.`);
  if (LONE_SURROGATE.test(value)) {
    throw AppError.badRequest(`The ${field} contains an invalid Unicode character (a lone surrogate).`);
  }
  return value.replace(BIDI_CONTROLS, '').normalize('NFC');
}

function isPlainObject(value: object): boolean {
  const proto = Object.getPrototypeOf(value) as unknown;
  return proto === Object.prototype || proto === null;
}

/**
 * Applies cleanText to every string inside parsed input (plain objects and arrays; Dates, Buffers and other class
 * instances pass untouched), keys included; names the field at fault.
 */
export function cleanJson(value: unknown, path = 'request body'): unknown {
  if (typeof value === 'string') return cleanText(value, `field "${path}"`);
  if (Array.isArray(value)) return value.map((item, i) => cleanJson(item, `${path}[${i}]`));
  if (value && typeof value === 'object' && isPlainObject(value)) {
    const out: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value)) {
      const name = cleanText(key, 'field name');
      // defineProperty keeps a "__proto__" key an own property, as JSON.parse made it, instead of a prototype.
      Object.defineProperty(out, name, {
        value: cleanJson(item, path === 'request body' ? name : `${path}.${name}`),
        enumerable: true,
        writable: true,
        configurable: true,
      });
    }
    return out;
  }
  return value;
}
