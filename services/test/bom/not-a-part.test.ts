import ExcelJS from 'exceljs';
import { startStackWithWorker, type StackWithWorker } from '../support/worker.js';
import { uploadFile, waitForUpload } from './helpers.js';

/** Three sheets as people keep them: a section title, totals, a note after the total, two quantity columns. */
async function threeSheetWorkbook(): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  book.addWorksheet('Printed parts').addRows([
    ['Name', 'Qty', 'Material'],
    ['Tube holder with holes', 2, 'PETG'],
    ['Box corner stand', 4, 'PLA'],
    ['Total', 6, ''],
    ['Prices as of May', '', ''],
  ]);
  book.addWorksheet('Machined').addRows([
    ['Part', 'Description', 'Qty'],
    ['MACHINED PARTS', 'MACHINED PARTS', 'MACHINED PARTS'],
    ['MP-1', 'Top plate, 6061', 1],
    ['MP-2', 'Motor mounting plate', 2],
  ]);
  book.addWorksheet('Hardware').addRows([
    ['Description', 'Qty needed', 'Sold quantity', 'Supplier'],
    ['M3x10 socket head screw', 20, 100, 'McMaster-Carr'],
    ['Shipping estimate', 1, 1, 'McMaster-Carr'],
    ['Subtotal', '', '', ''],
  ]);
  return Buffer.from(await book.xlsx.writeBuffer());
}

describe('a whole workbook and its "not a part" list (real API, worker, Redis and store)', () => {
  let stack: StackWithWorker;
  let buyer: string;

  beforeAll(async () => {
    stack = await startStackWithWorker();
    buyer = await stack.tokenFor('buyer');
  });
  afterAll(async () => {
    await stack?.stop();
  });

  const lines = async (id: string) => (await stack.request('GET', `/api/bom/uploads/${id}/lines`, { token: buyer })).body as { lineNo: number; sheet: string; displayName: string; quantity: number }[];
  const completed = async (id: string) => {
    const done = await waitForUpload(stack, buyer, id);
    expect(done.state).toBe('completed');
    return done;
  };

  it('reads every sheet in one upload, lists the rows that are not parts, and lets the user move rows both ways', async () => {
    const uploaded = await uploadFile(stack, buyer, 'robot.xlsx', await threeSheetWorkbook());
    expect(uploaded.status).toBe(201);
    const up = uploaded.body.upload;
    expect(up.sheets).toEqual(['Printed parts', 'Machined', 'Hardware']);
    const queued = await stack.request('POST', `/api/bom/uploads/${up.id}/process`, { token: buyer, body: { mapping: up.mapping } });
    expect(queued.status).toBe(202);
    const done = await completed(up.id);
    expect((await lines(up.id)).map((l) => [l.sheet, l.lineNo])).toEqual([
      ['Printed parts', 2],
      ['Printed parts', 3],
      ['Machined', 3],
      ['Machined', 4],
      ['Hardware', 2],
      ['Hardware', 3],
    ]);
    expect(done.summary.skipped.map((r: { sheet: string; lineNo: number; reason: string }) => [r.sheet, r.lineNo, r.reason])).toEqual([
      ['Printed parts', 4, 'subtotal'],
      ['Printed parts', 5, 'note after the total'],
      ['Machined', 2, 'section title'],
      ['Hardware', 4, 'subtotal'],
    ]);

    // A line out: "Shipping estimate" is not a part.
    const notALine = await stack.request('POST', `/api/bom/uploads/${up.id}/exclude`, { token: buyer, body: { rows: [9], sheet: 'Hardware' } });
    expect(notALine.status).toBe(400);
    expect(notALine.body.error.message).toMatch(/Row 9 is not a line of this BOM on sheet "Hardware"/);
    const out = await stack.request('POST', `/api/bom/uploads/${up.id}/exclude`, { token: buyer, body: { rows: [3], sheet: 'Hardware' } });
    expect(out.status).toBe(202);
    const afterOut = await completed(up.id);
    expect((await lines(up.id)).some((l) => l.sheet === 'Hardware' && l.lineNo === 3)).toBe(false);
    expect(afterOut.summary.skipped).toContainEqual(expect.objectContaining({ sheet: 'Hardware', lineNo: 3, reason: 'marked not a part' }));

    // A whole sheet cannot be moved out this way.
    const all = await stack.request('POST', `/api/bom/uploads/${up.id}/exclude`, { token: buyer, body: { rows: [2], sheet: 'Hardware' } });
    expect(all.status).toBe(400);
    expect(all.body.error.message).toMatch(/Sheets to read/);

    // And back: the row returns as a line.
    const back = await stack.request('POST', `/api/bom/uploads/${up.id}/restore`, { token: buyer, body: { rows: [3], sheet: 'Hardware' } });
    expect(back.status).toBe(202);
    await completed(up.id);
    // Without a sheet, a row number is the mapped sheet's.
    const noteBack = await stack.request('POST', `/api/bom/uploads/${up.id}/restore`, { token: buyer, body: { rows: [5] } });
    expect(noteBack.status).toBe(202);
    await completed(up.id);
    const final = await lines(up.id);
    expect(final.filter((l) => l.sheet === 'Hardware').map((l) => l.lineNo)).toEqual([2, 3]);
    expect(final.filter((l) => l.sheet === 'Printed parts').map((l) => l.lineNo)).toEqual([2, 3, 5]);
    const unknown = await stack.request('POST', `/api/bom/uploads/${up.id}/restore`, { token: buyer, body: { rows: [4], sheet: 'Machined' } });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error.message).toMatch(/not in the "not a part" list on sheet "Machined"/);
  });
});
