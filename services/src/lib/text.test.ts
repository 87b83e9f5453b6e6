import fc from 'fast-check';
import { AppError } from './app-error.js';
import { cleanJson, cleanText } from './text.js';

describe('cleanText', () => {
  it('normalises to NFC and removes bidi controls', () => {
    expect(cleanText('Cafe\u0301')).toBe('Café');
    expect(cleanText('invoice\u202Efdp.exe')).toBe('invoicefdp.exe');
    expect(cleanText('\u2066$1,000\u2069')).toBe('$1,000');
  });

  it('refuses NUL and lone surrogates with a 400 that names the field', () => {
    expect(() => cleanText('a\u0000b', 'title')).toThrow(/title contains a NUL/);
    expect(() => cleanText('a\uD800b')).toThrow(AppError);
    expect(() => cleanText('\uDC00')).toThrow(/lone surrogate/);
    expect(cleanText('emoji \uD83D\uDE00 ok')).toBe('emoji 😀 ok');
  });

  it('never returns a string with bidi controls, and is idempotent', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (s) => {
        const once = cleanText(s.split('\u0000').join(''));
        expect(/[\u202A-\u202E\u2066-\u2069]/.test(once)).toBe(false);
        expect(cleanText(once)).toBe(once);
      }),
      { seed: 20, numRuns: 500 },
    );
  });
});

describe('cleanJson', () => {
  it('cleans nested strings and keys, and keeps __proto__ an own property', () => {
    const body = JSON.parse('{"a":{"b":["x\\u202e"]},"__proto__":{"admin":true}}') as Record<string, unknown>;
    const cleaned = cleanJson(body) as Record<string, unknown>;
    expect(cleaned.a).toEqual({ b: ['x'] });
    expect(Object.getPrototypeOf(cleaned)).toBe(Object.prototype);
    expect(Object.keys(cleaned)).toContain('__proto__');
    expect(({} as Record<string, unknown>).admin).toBeUndefined();
  });

  it('names the field at fault', () => {
    expect(() => cleanJson({ lines: [{ note: 'x\u0000' }] })).toThrow(/lines\[0\]\.note/);
  });
});

describe('cleanJson on values that are not plain data', () => {
  it('leaves Dates and Buffers as they are', () => {
    const at = new Date(0);
    const bytes = Buffer.from('x');
    const out = cleanJson({ at, bytes, nested: [{ at }] }) as { at: Date; bytes: Buffer; nested: { at: Date }[] };
    expect(out.at).toBe(at);
    expect(out.bytes).toBe(bytes);
    expect(out.nested[0]!.at).toBe(at);
  });
});
