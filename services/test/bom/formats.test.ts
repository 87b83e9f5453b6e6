import type { TestStack } from '../support/stack.js';
import { startStackWithWorker } from '../support/worker.js';
import { FORMAT_CASES } from './export-formats.js';
import { uploadFile, waitForUpload } from './helpers.js';

describe('BOM export formats, skipped rows, restore and buy list (real API, worker, Redis and store)', () => {
  let stack: TestStack;
  let buyer: string;
  let other: string;

  beforeAll(async () => {
    stack = await startStackWithWorker();
    [buyer, other] = await Promise.all([stack.tokenFor('buyer'), stack.tokenFor('investor')]);
  });

  afterAll(async () => {
    await stack?.stop();
  });

  async function processDetected(upload: { id: string; mapping: Record<string, number> }) {
    const res = await stack.request('POST', `/api/bom/uploads/${upload.id}/process`, { token: buyer, body: { mapping: upload.mapping } });
    expect(res.status).toBe(202);
    return waitForUpload(stack, buyer, upload.id);
  }

  async function lines(id: string) {
    const res = await stack.request('GET', `/api/bom/uploads/${id}/lines`, { token: buyer });
    expect(res.status).toBe(200);
    return res.body as Record<string, unknown>[];
  }

  it.each(FORMAT_CASES.map((c) => [c.name, c] as const))('%s: detected and mapped without questions, every row accounted for', async (_name, c) => {
    const res = await uploadFile(stack, buyer, c.file, c.content, 'text/csv');
    expect(res.status).toBe(201);
    expect(res.body.upload.format).toBe(c.format);
    expect(res.body.upload.mapping).toEqual(c.mapping);
    const done = await processDetected(res.body.upload);
    expect(done.state).toBe('completed');
    const got = await lines(done.id);
    for (const expected of c.lines) expect(got.find((l) => l.lineNo === expected.lineNo)).toMatchObject(expected);
    expect((done.summary.skipped as { lineNo: number; reason: string }[]).map(({ lineNo, reason }) => ({ lineNo, reason }))).toEqual(c.skipped ?? []);
    // Every data row became a line or a skipped row.
    const dataRows = c.content.replace(/"[^"]*"/g, (q) => q.replace(/\n/g, ' ')).split(/\r?\n/).slice(1).filter((r) => r.replace(/[;,"\s]/g, '')).length;
    expect(got.length + done.summary.skipped.length).toBe(dataRows);
  });

  it('counts DNP lines apart from the lines to source and keeps unmapped columns as attributes', async () => {
    const kicad = FORMAT_CASES[0]!;
    const res = await uploadFile(stack, buyer, 'with-extra.csv', kicad.content.replace('"Notes"', '"Notes","Shelf"').replace('"",""\r\n"R1', '"","","B4"\r\n"R1'), 'text/csv');
    const done = await processDetected(res.body.upload);
    expect(done.summary).toMatchObject({ dnp: 1, toQuote: 0, toBuy: 4, toReview: 0, quantityWarnings: 1 });
    const got = await lines(done.id);
    expect(got.find((l) => l.lineNo === 2)!.attributes).toEqual({ Shelf: 'B4' });
  });

  it('lists skipped rows with their reason and restores one as a line', async () => {
    const csv = ['Part,Description,Qty,Supplier,Unit Price,Link', 'Mechanical,,,,,', 'P-1,Side plate 3mm aluminium,2,SendCutSend,14.00,', ',,,,,', 'Part,Description,Qty,Supplier,Unit Price,Link', 'P-2,M3x10 socket head screw,8,McMaster-Carr,0.12,https://www.mcmaster.com/91290A115/', 'Total,,10,,,'].join('\n');
    const res = await uploadFile(stack, buyer, 'sections.csv', csv, 'text/csv');
    expect(res.body.upload.lineCount).toBe(2);
    const done = await processDetected(res.body.upload);
    expect(done.summary.skipped).toEqual([
      { lineNo: 2, reason: 'section title', text: 'Mechanical' },
      { lineNo: 4, reason: 'blank', text: '' },
      { lineNo: 5, reason: 'repeated header', text: 'Part | Description | Qty | Supplier | Unit Price | Link' },
      { lineNo: 7, reason: 'subtotal', text: 'Total | 10' },
    ]);
    expect((await lines(done.id)).map((l) => l.lineNo)).toEqual([3, 6]);

    const blank = await stack.request('POST', `/api/bom/uploads/${done.id}/restore`, { token: buyer, body: { rows: [4] } });
    expect(blank.status).toBe(400);
    expect(blank.body.error.message).toMatch(/not in the "not a part" list/);
    const stranger = await stack.request('POST', `/api/bom/uploads/${done.id}/restore`, { token: other, body: { rows: [2] } });
    expect([403, 404]).toContain(stranger.status);
    const invalid = await stack.request('POST', `/api/bom/uploads/${done.id}/restore`, { token: buyer, body: { rows: [] } });
    expect(invalid.status).toBe(400);

    const restored = await stack.request('POST', `/api/bom/uploads/${done.id}/restore`, { token: buyer, body: { rows: [2] } });
    expect(restored.status).toBe(202);
    expect(restored.body.upload.restoredRows).toEqual([2]);
    const again = await waitForUpload(stack, buyer, done.id);
    expect(again.summary.skipped.map((s: { lineNo: number }) => s.lineNo)).toEqual([4, 5, 7]);
    expect((await lines(done.id)).map((l) => l.lineNo)).toEqual([2, 3, 6]);
  });

  it('builds the buy list of standard lines by supplier, with totals and links, as JSON and CSV', async () => {
    const openbom = FORMAT_CASES.find((c) => c.format === 'OpenBOM')!;
    const res = await uploadFile(stack, buyer, 'buy.csv', openbom.content, 'text/csv');
    const done = await processDetected(res.body.upload);
    expect(done.summary).toMatchObject({ toQuote: 2, toBuy: 2, toReview: 0 });
    const list = await stack.request('GET', `/api/bom/uploads/${done.id}/buy-list`, { token: buyer });
    expect(list.status).toBe(200);
    expect(list.body).toMatchObject({ lines: 2, total: 25.49 });
    expect(list.body.groups).toEqual([
      {
        supplier: 'Amazon',
        total: 25.49,
        items: [
          expect.objectContaining({ lineNo: 2, name: 'Arduino Uno R3', quantity: 1, unitPrice: 23, total: 23, link: 'https://www.amazon.com/dp/B008GRTSV6' }),
          expect.objectContaining({ lineNo: 6, name: 'Battery holder 2xAA', quantity: 1, unitPrice: 2.49, total: 2.49 }),
        ],
      },
    ]);
    const csv = await stack.request('GET', `/api/bom/uploads/${done.id}/buy-list?format=csv`, { token: buyer });
    expect(csv.status).toBe(200);
    const text = String(csv.body);
    expect(text.split('\r\n')[0]).toContain('Supplier,Line,Item,Part Number,MPN,Supplier PN,Quantity,Unit,Unit Price,Total,Link');
    expect(text).toContain('Amazon,2,Arduino Uno R3,OB-1,,,1,ea,23,23,https://www.amazon.com/dp/B008GRTSV6');
    const foreign = await stack.request('GET', `/api/bom/uploads/${done.id}/buy-list`, { token: other });
    expect([403, 404]).toContain(foreign.status);
  });
});
