import { classifyLine } from './classify.js';
import { detectColumns, findHeaderRow, headerSignature } from './columns.js';
import { parseDelimited, sniffDelimiter } from './csv.js';
import { decodeText } from './decode.js';
import { expandRefDes, normalizeRow, parsePrice, parseQuantity } from './normalize.js';
import { neutraliseFormula } from '../../lib/csv.js';
import { readZipDirectory } from './xlsx.js';

describe('BOM parsing helpers', () => {
  it('parses quoted cells with delimiters, doubled quotes and line breaks', () => {
    expect(parseDelimited('a,"b, c","say ""hi"""\r\n1,"two\r\nlines",3', ',')).toEqual([
      ['a', 'b, c', 'say "hi"'],
      ['1', 'two\nlines', '3'],
    ]);
    expect(() => parseDelimited('a,"unclosed', ',')).toThrow(/closing double quote/);
  });

  it('sniffs tab, semicolon and comma delimiters', () => {
    expect(sniffDelimiter('a\tb\tc\n1\t2\t3')).toBe('\t');
    expect(sniffDelimiter('a;b;c\n1;2;3')).toBe(';');
    expect(sniffDelimiter('"x;y",b,c\n1,2,3')).toBe(',');
  });

  it('decodes UTF-8 with BOM and Windows-1252, refuses binary', () => {
    expect(decodeText(Buffer.from([0xef, 0xbb, 0xbf, 0x41, 0xc3, 0x98]), 'x.csv')).toBe('AØ');
    expect(decodeText(Buffer.from([0x41, 0xd8, 0x20, 0x96]), 'x.csv')).toBe('AØ –');
    expect(() => decodeText(Buffer.from([0x41, 0x00, 0x42]), 'x.csv')).toThrow(/binary/);
    expect(() => decodeText(Buffer.from('%PDF-1.4'), 'x.csv')).toThrow(/PDF/);
  });

  it('expands reference designator lists and ranges', () => {
    expect(expandRefDes('R1 R2 R5')).toEqual(['R1', 'R2', 'R5']);
    expect(expandRefDes('C1-C4, C7')).toEqual(['C1', 'C2', 'C3', 'C4', 'C7']);
    expect(expandRefDes('r10-12')).toEqual(['R10', 'R11', 'R12']);
  });

  it('normalises quantities, units and prices', () => {
    expect(parseQuantity('1,000 pcs')).toEqual({ quantity: 1000, unit: 'ea' });
    expect(parseQuantity('2.5 m')).toEqual({ quantity: 2.5, unit: 'm' });
    expect(parseQuantity('x4')).toEqual({ quantity: 4, unit: null });
    expect(parseQuantity('n/a')).toEqual({ quantity: null, unit: null });
    expect(parsePrice('$1,234.50')).toBe(1234.5);
    expect(parsePrice('USD 3.20')).toBe(3.2);
    expect(parsePrice('call')).toBeNull();
    const line = normalizeRow(7, ['BR-77 Rev B', '', 'R1-R3'], { partNumber: 0, quantity: 1, refDes: 2 });
    expect(line).toMatchObject({ partNumber: 'BR-77', revision: 'B', quantity: 3, refDes: ['R1', 'R2', 'R3'] });
  });

  it('finds a header below title rows and detects columns', () => {
    const rows = [['ACME BOM'], ['Rev C', ''], ['Qty', 'P/N', 'Desc.', 'Mfr', 'Mfr P/N'], ['2', 'A-1', 'Bracket', '', '']];
    expect(findHeaderRow(rows)).toBe(2);
    const columns = detectColumns(rows[2]!, [rows[3]!]);
    expect(columns.map((c) => c.detected)).toEqual(['quantity', 'partNumber', 'description', 'manufacturer', 'mpn']);
    expect(headerSignature([' Qty ', 'P/N'])).toBe(headerSignature(['qty', 'p/n']));
  });

  it('classifies with evidence', () => {
    const base = normalizeRow(1, [], {});
    const screw = classifyLine({ ...base, description: 'Socket head cap screw M4 x 12' });
    expect(screw).toMatchObject({ kind: 'standard', standardCategory: 'fasteners' });
    expect(screw.evidence.join(' ')).toMatch(/socket head cap screw/);
    const bracket = classifyLine({ ...base, description: 'Motor mount, machined', material: '6061-T6' });
    expect(bracket).toMatchObject({ kind: 'custom', process: { slug: 'cnc-machining' } });
    expect(classifyLine({ ...base, description: 'Widget' }).kind).toBe('unknown');
    expect(classifyLine({ ...base, description: 'DNP' }).kind).toBe('unknown');
  });

  it('neutralises spreadsheet formulas', () => {
    expect(['=1+1', '+A1', '-2', '@SUM(A1)', '\tx', 'ok'].map(neutraliseFormula)).toEqual(["'=1+1", "'+A1", "'-2", "'@SUM(A1)", "'\tx", 'ok']);
  });

  it('reads a zip central directory without inflating', () => {
    expect(() => readZipDirectory(Buffer.from('not a zip'))).toThrow(/too short|end-of-central-directory/);
  });
});
