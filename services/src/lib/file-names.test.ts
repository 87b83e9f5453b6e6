import { describe, expect, it } from '@jest/globals';
import { cleanFileName } from './file-names.js';

describe('cleanFileName', () => {
  it('removes a right-to-left override and other bidi and control characters', () => {
    expect(cleanFileName('invoice\u202Efdp.png')).toBe('invoicefdp.png');
    expect(cleanFileName('a\r\nb\u0000c\u2066d\u200Be.pdf')).toBe('abcde.pdf');
  });

  it('keeps UTF-8 and decodes RFC 5987 values', () => {
    expect(cleanFileName('Zeichnung-Gehäuse €.pdf')).toBe('Zeichnung-Gehäuse €.pdf');
    expect(cleanFileName("UTF-8''na%C3%AFve%20%E2%82%AC.pdf")).toBe('naïve €.pdf');
    expect(cleanFileName('cafe\u0301.csv')).toBe('café.csv');
  });

  it('replaces path separators, never answers empty and keeps the extension of a long name', () => {
    expect(cleanFileName('../../etc/passwd')).toBe('_.._etc_passwd');
    expect(cleanFileName('\u202E\r\n')).toBe('file');
    const long = cleanFileName(`${'x'.repeat(300)}.step`);
    expect(long).toHaveLength(200);
    expect(long.endsWith('.step')).toBe(true);
  });
});
