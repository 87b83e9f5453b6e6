/**
 * Issue 35 against the real stack: one award path, what suppliers write reaching the comparison and its exports,
 * drawings added after sending told to the invitees, download links bound to their requester, and suppliers never
 * handed a link to the buyer's BOM upload.
 */
import ExcelJS from 'exceljs';
import mongoose from 'mongoose';
import { RfqModel } from '../../src/domains/rfqs/model.js';
import { useTestStack, type TestStack } from '../support/stack.js';
import { DUE, createRfq as createRfqAs } from '../support/rfqs.js';
import { claimCompany, createCompanyOwner } from '../support/suppliers.js';

let stack: TestStack;
let buyer: string;
let admin: string;
let supplierUser: string;
let secondSupplierUser: string;
/** Claimed by supplier@forge.test. */
let mine: string;
/** Claimed by the second supplier user. */
let theirs: string;

const PDF = Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

const createRfq = (suppliers: string[], body: Record<string, unknown> = {}) => createRfqAs(stack, buyer, { title: 'Truthful loop', supplierIds: suppliers, ...body });
const quote = (rfqId: string, body: unknown, token = supplierUser) => stack.request('POST', `/api/rfqs/${rfqId}/quotes`, { token, body });
const inboxBucket = async (token: string, rfqId: string) => ((await stack.request('GET', '/api/rfqs/inbox', { token })).body.items as { id: string; bucket: string }[]).find((i) => i.id === rfqId)?.bucket;

async function upload(rfqId: string, fileName: string, content: Buffer, query = '') {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(content)]), fileName);
  const response = await fetch(`${stack.api.url}/api/rfqs/${rfqId}/files${query}`, { method: 'POST', headers: { authorization: `Bearer ${buyer}` }, body: form });
  return { status: response.status, body: (await response.json()) as any };
}

async function follow(path: string, token?: string) {
  const response = await fetch(`${stack.api.url}${path}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  return { status: response.status, bytes: Buffer.from(await response.arrayBuffer()) };
}

const notificationsOf = async (token: string) => (await stack.request('GET', '/api/notifications', { token })).body.items as { kind: string; title: string; body: string; link: string }[];

useTestStack({ redis: true, env: { SEED_SUPPLIERS: '60' } }, async (started) => {
  stack = started;
  [buyer, admin, supplierUser] = await Promise.all([stack.tokenFor('buyer'), stack.tokenFor('admin'), stack.tokenFor('supplier')]);
  const listing = await stack.request('GET', '/api/suppliers/listing?pageSize=2');
  [mine, theirs] = (listing.body.hits as { id: string }[]).map((h) => h.id) as [string, string];
  await claimCompany(stack, admin, mine, supplierUser);
  secondSupplierUser = await createCompanyOwner(stack, admin, theirs, 'truth.supplier@forge.test', 'TruthSupplier42!');
});

describe('one award path', () => {
  it('refuses PATCH to awarded with a 400 naming POST …/award, and POST refuses a supplier with no priced quote', async () => {
    const rfq = await createRfq([mine, theirs]);
    const patched = await stack.request('PATCH', `/api/rfqs/${rfq.id}`, { token: buyer, body: { status: 'awarded', awardedSupplierId: theirs } });
    expect(patched.status).toBe(400);
    expect(patched.body.error.message).toBe(`status: an RFQ is awarded with POST /api/rfqs/${rfq.id}/award ({supplierId} or {lines}), not with PATCH.`);
    // nothing was written
    expect((await stack.request('GET', `/api/rfqs/${rfq.id}`, { token: buyer })).body.rfq).toMatchObject({ status: 'open', awardedSupplierId: null, awards: [] });

    // theirs never quoted; mine declined the whole RFQ: neither can be awarded it
    expect((await quote(rfq.id, { decline: { reason: 'capacity', text: 'Booked until spring' } })).status).toBe(201);
    const toSilent = await stack.request('POST', `/api/rfqs/${rfq.id}/award`, { token: buyer, body: { supplierId: theirs } });
    expect(toSilent.status).toBe(409);
    expect(toSilent.body.error.message).toBe(`Supplier "${theirs}" has not quoted any line of this RFQ.`);
    expect((await stack.request('POST', `/api/rfqs/${rfq.id}/award`, { token: buyer, body: { supplierId: mine } })).status).toBe(409);
    const split = await stack.request('POST', `/api/rfqs/${rfq.id}/award`, { token: buyer, body: { lines: [{ lineId: rfq.lines[0]!.id, supplierId: theirs }] } });
    expect(split.status).toBe(409);
    expect(await inboxBucket(secondSupplierUser, rfq.id)).toBe('new');

    // once theirs prices a line, the award goes through and both inboxes tell the truth
    expect((await quote(rfq.id, { lines: [{ lineId: rfq.lines[0]!.id, unitPrice: 40, leadTimeDays: 12 }] }, secondSupplierUser)).status).toBe(201);
    const awarded = await stack.request('POST', `/api/rfqs/${rfq.id}/award`, { token: buyer, body: { supplierId: theirs, reason: 'Only price' } });
    expect(awarded.status).toBe(200);
    expect(awarded.body.awards).toEqual([{ lineId: rfq.lines[0]!.id, supplierId: theirs, revision: 1, unitPrice: 40, leadTimeDays: 12 }]);
    expect(await inboxBucket(secondSupplierUser, rfq.id)).toBe('won');
    expect(await inboxBucket(supplierUser, rfq.id)).toBe('lost');
    // a second award is refused with a sentence and changes nothing
    const again = await stack.request('POST', `/api/rfqs/${rfq.id}/award`, { token: buyer, body: { supplierId: theirs, reason: 'Again' } });
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe('This RFQ is already awarded, and an award is final; issue purchase orders for the awarded lines instead.');
    expect((await stack.request('GET', `/api/rfqs/${rfq.id}`, { token: buyer })).body.rfq).toMatchObject({ awardReason: 'Only price', awards: awarded.body.awards });
    // final
    const reopen = await stack.request('PATCH', `/api/rfqs/${rfq.id}`, { token: buyer, body: { status: 'open' } });
    expect(reopen.status).toBe(409);
    expect(reopen.body.error.message).toBe('An awarded RFQ cannot become open: it is final.');
  });

  it('does not show "Won" to a supplier that an old PATCH award named without any quote', async () => {
    const rfq = await createRfq([mine, theirs]);
    // as PATCH used to store it: awarded, a named supplier, no awarded lines
    await RfqModel.updateOne({ _id: rfq.id }, { $set: { status: 'awarded', awardedSupplierId: mine, awards: [] } });
    expect(await inboxBucket(supplierUser, rfq.id)).toBe('lost');

    const quoted = await createRfq([mine, theirs]);
    expect((await quote(quoted.id, { lines: [{ lineId: quoted.lines[0]!.id, unitPrice: 10, leadTimeDays: 5 }] })).status).toBe(201);
    await RfqModel.updateOne({ _id: quoted.id }, { $set: { status: 'awarded', awardedSupplierId: mine, awards: [] } });
    expect(await inboxBucket(supplierUser, quoted.id)).toBe('won');
  });
});

describe('what suppliers write, in the comparison and its exports', () => {
  it('carries each offer\'s note and quantity breaks into the comparison, the CSV and the XLSX', async () => {
    const rfq = await createRfq([mine, theirs]);
    const [plate, shaft] = [rfq.lines[0]!.id, rfq.lines[1]!.id];
    const breaks = [{ minQuantity: 100, unitPrice: 9 }, { minQuantity: 1000, unitPrice: 7.25 }];
    expect((await quote(rfq.id, { lines: [{ lineId: plate, unitPrice: 12, leadTimeDays: 10, breaks, note: 'Deburred, bagged per part' }, { lineId: shaft, decline: { reason: 'capability', text: 'No lathe' } }] })).status).toBe(201);
    expect((await quote(rfq.id, { lines: [{ lineId: plate, unitPrice: 14, leadTimeDays: 4 }] }, secondSupplierUser)).status).toBe(201);

    const res = await stack.request('GET', `/api/rfqs/${rfq.id}/comparison`, { token: buyer });
    expect(res.status).toBe(200);
    const offers = res.body.comparison.lines[0].offers;
    expect(offers).toEqual([
      expect.objectContaining({ supplierId: mine, unitPrice: 12, note: 'Deburred, bagged per part', breaks }),
      expect.objectContaining({ supplierId: theirs, unitPrice: 14, note: '', breaks: [] }),
    ]);

    const csv = String((await stack.request('GET', `/api/rfqs/${rfq.id}/comparison.csv`, { token: buyer })).body).split('\r\n');
    expect(csv[0]).toBe('Part number,Description,Quantity,Supplier,Unit price (USD),Extended price (USD),Lead time (days),Lowest price,Fastest lead time,No quote reason,Supplier note,Quantity breaks (USD per unit)');
    const mineRow = csv.find((row) => row.includes('Deburred'));
    expect(mineRow).toMatch(/,"Deburred, bagged per part","?100\+ @ 9\.00; 1000\+ @ 7\.25"?$/);

    const xlsx = await fetch(`${stack.api.url}/api/rfqs/${rfq.id}/comparison.xlsx`, { headers: { authorization: `Bearer ${buyer}` } });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(Buffer.from(await xlsx.arrayBuffer()) as never);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.getRow(1).getCell(11).value).toBe('Supplier note');
    expect(sheet.getRow(1).getCell(12).value).toBe('Quantity breaks (USD per unit)');
    const rows = [2, 3, 4].map((n) => sheet.getRow(n));
    const mineXlsx = rows.find((row) => row.getCell(11).value === 'Deburred, bagged per part');
    expect(mineXlsx?.getCell(12).value).toBe('100+ @ 9.00; 1000+ @ 7.25');
  });

  it('reads the breaks of a revision recorded before breaks were packed (the read model is packed again)', async () => {
    const rfq = await createRfq([mine]);
    expect((await quote(rfq.id, { lines: [{ lineId: rfq.lines[0]!.id, unitPrice: 20, leadTimeDays: 9, breaks: [{ minQuantity: 50, unitPrice: 18 }] }] })).status).toBe(201);
    // the entry as it was packed before: six items a line, no breaks
    const latest = mongoose.connection.db!.collection('rfq_quote_latest');
    await latest.updateOne({ rfqId: rfq.id, supplierId: mine }, { $set: { packed: JSON.stringify([[rfq.lines[0]!.id, 20, 9, '', null, '']]) } });
    const res = await stack.request('GET', `/api/rfqs/${rfq.id}/comparison`, { token: buyer });
    expect(res.body.comparison.lines[0].offers[0].breaks).toEqual([{ minQuantity: 50, unitPrice: 18 }]);
    expect(JSON.parse(((await latest.findOne({ rfqId: rfq.id, supplierId: mine })) as any).packed)[0]).toHaveLength(7);
  });
});

describe('drawings added after sending', () => {
  it('tells every invited supplier of a drawing added to a sent RFQ, and nobody of a draft\'s', async () => {
    const draft = await createRfq([mine], { status: 'draft' });
    const before = (await notificationsOf(supplierUser)).filter((n) => n.kind === 'drawing-added').length;
    expect((await upload(draft.id, 'draft.pdf', PDF)).status).toBe(201);
    expect((await notificationsOf(supplierUser)).filter((n) => n.kind === 'drawing-added')).toHaveLength(before);

    const sent = await createRfq([mine, theirs]);
    expect((await upload(sent.id, 'plate-rev-b.pdf', PDF, `?lineId=${sent.lines[0]!.id}`)).status).toBe(201);
    for (const token of [supplierUser, secondSupplierUser]) {
      const told = (await notificationsOf(token)).find((n) => n.kind === 'drawing-added' && n.link === `/rfq/${sent.id}`);
      expect(told).toMatchObject({ title: 'New drawing on "Truthful loop"', body: `The buyer attached "plate-rev-b.pdf" to line PLT-9; quotes are due by ${DUE}.` });
    }
    // the buyer who attached it is not told
    expect((await notificationsOf(buyer)).some((n) => n.kind === 'drawing-added')).toBe(false);
  });
});

describe('download links bound to their requester', () => {
  it('serves a link once, to its requester (with or without the bearer), refuses another account, and credits the requester', async () => {
    const rfq = await createRfq([theirs]);
    const file = (await upload(rfq.id, 'bracket.pdf', PDF)).body.file;
    const ask = async () => (await stack.request('POST', `/api/rfqs/${rfq.id}/files/${file.id}/link`, { token: secondSupplierUser })).body.url as string;

    // someone else signed in (the buyer, another supplier) cannot use it; the link stays usable for its requester
    const url = await ask();
    const byOther = await follow(url, supplierUser);
    expect(byOther.status).toBe(403);
    expect(JSON.parse(byOther.bytes.toString()).error.message).toBe('This download link was made for another account. Open the RFQ and download the file from there.');
    expect((await follow(url, buyer)).status).toBe(403);
    const byRequester = await follow(url, secondSupplierUser);
    expect(byRequester.status).toBe(200);
    expect(byRequester.bytes.equals(PDF)).toBe(true);
    // one download per link
    const again = await follow(url);
    expect(again.status).toBe(403);
    expect(JSON.parse(again.bytes.toString()).error.message).toBe('This download link was already used. Open the RFQ and download the file again for a new link.');

    // the browser's navigation (no bearer) works once too
    const browserUrl = await ask();
    expect((await follow(browserUrl)).status).toBe(200);
    expect((await follow(browserUrl)).status).toBe(403);

    const log = await stack.request('GET', `/api/rfqs/${rfq.id}/files/downloads`, { token: buyer });
    expect(log.body.downloads).toHaveLength(2);
    for (const entry of log.body.downloads) expect(entry).toMatchObject({ via: 'link', role: 'supplier', supplierId: theirs, email: 'truth.supplier@forge.test' });
  });
});

describe('lines made from the buyer\'s BOM', () => {
  it('gives an invited supplier the line\'s data but not the buyer\'s upload behind it', async () => {
    const rfq = await createRfq([mine]);
    // a line as the server stores one copied from a BOM line
    await RfqModel.updateOne({ _id: rfq.id }, { $set: { 'lines.0.source': { uploadId: '0123456789abcdef01234567', lineId: 'l-1', lineNo: 4, fileName: 'acme-internal-bom.csv' } } });
    const asBuyer = (await stack.request('GET', `/api/rfqs/${rfq.id}`, { token: buyer })).body.rfq;
    expect(asBuyer.lines[0].source).toEqual({ uploadId: '0123456789abcdef01234567', lineId: 'l-1', lineNo: 4, fileName: 'acme-internal-bom.csv' });
    const asSupplier = (await stack.request('GET', `/api/rfqs/${rfq.id}`, { token: supplierUser })).body.rfq;
    expect(asSupplier.lines[0]).toMatchObject({ partNumber: 'PLT-9', description: 'Waterjet cut base plate', quantity: 5, material: '6061-T6', source: null });
  });
});
