import { csvColumns, neutraliseFormula, rowsToSafeCsv, toSafeCsv } from './csv.js';

describe('toSafeCsv', () => {
  it('prefixes cells that would run as formulas and quotes delimiters, quotes and newlines', () => {
    const csv = toSafeCsv(
      [
        { header: 'Name', value: (r: { name: string; n: number }) => r.name },
        { header: 'Count', value: (r) => r.n },
      ],
      [
        { name: '=HYPERLINK("http://evil.example","x")', n: -3 },
        { name: 'Acme, Inc.\nLine 2', n: 4 },
        { name: '@SUM(A1)', n: 0 },
      ],
    );
    expect(csv.startsWith('\uFEFFName,Count\r\n')).toBe(true);
    expect(csv).toContain(`"'=HYPERLINK(""http://evil.example"",""x"")",-3\r\n`);
    expect(csv).toContain('"Acme, Inc.\nLine 2",4\r\n');
    expect(csv).toContain("'@SUM(A1),0");
  });

  it('leaves ordinary text alone and neutralises every formula start', () => {
    expect(neutraliseFormula('Acme')).toBe('Acme');
    for (const start of ['=', '+', '-', '@', '\t', '\r']) expect(neutraliseFormula(`${start}1`)).toBe(`'${start}1`);
  });

  it('writes laid-out rows the same way, quoting a lone line feed or carriage return', () => {
    expect(rowsToSafeCsv([['Part', 'Qty'], ['=cmd', 2], ['two\nlines', null], ['cr\ronly', 1.5]])).toBe(
      '\uFEFFPart,Qty\r\n\'=cmd,2\r\n"two\nlines",\r\n"cr\ronly",1.5\r\n',
    );
  });
});

describe('csvColumns', () => {
  it('reads each header from its field, or computes it, in the order of the table', () => {
    const columns = csvColumns<{ name: string; joined: Date; file: { name: string } | null }>({
      Name: 'name',
      Joined: 'joined',
      File: (row) => row.file?.name ?? '',
    });
    const csv = toSafeCsv(columns, [{ name: '=cmd', joined: new Date('2026-01-02T03:04:05Z'), file: null }]);
    expect(csv).toBe("\uFEFFName,Joined,File\r\n'=cmd,2026-01-02T03:04:05.000Z,\r\n");
  });
});
