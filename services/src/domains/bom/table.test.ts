import { readTable } from './table.js';

describe('readTable cleans the cells other users will see', () => {
  it('normalises to NFC and removes bidi controls', async () => {
    const csv = 'Part Number,Description,Qty\nBRK-1,Bracket cafe\u0301 \u202Eexe.fdp,4\n';
    const table = await readTable(Buffer.from(csv), 'b.csv', 'csv');
    expect(table.rows[1]).toEqual(['BRK-1', 'Bracket café exe.fdp', '4']);
  });

  it('refuses a NUL with a clear 400', async () => {
    const csv = 'Part Number,Description\nBRK-1,Bra\u0000cket\n';
    await expect(readTable(Buffer.from(csv), 'b.csv', 'csv')).rejects.toMatchObject({ code: 'invalid-argument', message: expect.stringMatching(/NUL/) });
  });
});
