import { describe, expect, it } from '@jest/globals';
import express from 'express';
import type { AddressInfo } from 'node:net';
import { AdminListQuerySchema, arrayListSource, CSV_EXPORT_BATCH, sendAdminList } from './admin-list.js';
import { csvColumns } from './csv.js';

interface Row {
  n: number;
  name: string;
}

describe('sendAdminList CSV export', () => {
  it('streams every row of a list longer than 20,000, in order, with one header', async () => {
    const rows: Row[] = Array.from({ length: 24_001 }, (_, i) => ({ n: i + 1, name: `=row ${i + 1}` }));
    const app = express();
    app.get('/list', (req, res, next) => {
      const query = AdminListQuerySchema.parse(req.query);
      const source = arrayListSource(rows, query, { searchText: (r) => r.name, sortValues: { n: (r) => r.n }, defaultSort: 'n' });
      sendAdminList(res, query, source, { fileName: 'rows.csv', columns: csvColumns<Row>({ N: 'n', Name: 'name' }) }).catch(next);
    });
    const server = app.listen(0);
    try {
      const response = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/list?format=csv&dir=asc`);
      expect(response.headers.get('x-total-count')).toBe('24001');
      const lines = (await response.text()).replace(/^\uFEFF/, '').trimEnd().split('\r\n');
      expect(lines).toHaveLength(24_002);
      expect(lines[0]).toBe('N,Name');
      expect(lines[1]).toBe("1,'=row 1");
      expect(lines[CSV_EXPORT_BATCH + 1]).toBe(`${CSV_EXPORT_BATCH + 1},'=row ${CSV_EXPORT_BATCH + 1}`);
      expect(lines.at(-1)).toBe("24001,'=row 24001");
    } finally {
      server.close();
    }
  });
});
