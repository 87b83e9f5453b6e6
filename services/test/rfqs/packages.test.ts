/**
 * Packages by process and the supplier's formal quote PDF (issue 14) against the real stack: API, embedded store
 * (GridFS), identity provider, Redis and the BOM worker that classifies the lines and matches suppliers.
 */
import mongoose from 'mongoose';
import { processedBom, uploadFile } from '../bom/helpers.js';
import type { TestStack } from '../support/stack.js';
import { createUser } from '../support/suppliers.js';
import { startStackWithWorker } from '../support/worker.js';

const BOM_CSV = [
  'Part Number,Rev,Description,Qty,Material',
  'HSG-10,C,CNC machined aluminum housing,4,6061-T6 aluminum',
  'SHF-220,A,CNC turned drive shaft,2,4140 steel',
  'ENC-30,B,Sheet metal enclosure bent and formed,6,16ga cold rolled steel',
  'PCB-MAIN,2,Printed circuit board 4-layer FR4 fabrication,10,FR4',
  'SCR-M3-8,,M3x8 socket head cap screw,16,Stainless steel',
  'BRK-7,,CNC milled bracket,,6061 aluminum',
].join('\n');
const STANDARD_ONLY_CSV = ['Part Number,Description,Qty', 'SCR-M3-8,M3x8 socket head cap screw,16', 'NUT-M3,M3 hex nut,16'].join('\n');
const DUE = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
const PDF = Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]), Buffer.from('IHDR'), Buffer.alloc(64, 1)]);

let stack: TestStack;
let buyer: string;
let otherBuyer: string;
let admin: string;
let supplierUser: string;
let secondSupplierUser: string;
let uploadId: string;
let lines: any[];

async function postFile(path: string, fileName: string, content: Buffer, token: string) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(content)]), fileName);
  const response = await fetch(`${stack.api.url}${path}`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
  return { status: response.status, body: (await response.json()) as any };
}

async function download(path: string, token: string) {
  const response = await fetch(`${stack.api.url}${path}`, { headers: { authorization: `Bearer ${token}` } });
  return { status: response.status, headers: response.headers, bytes: Buffer.from(await response.arrayBuffer()) };
}

beforeAll(async () => {
  stack = await startStackWithWorker({ SEED_SUPPLIERS: '60' });
  [buyer, admin, supplierUser] = await Promise.all([stack.tokenFor('buyer'), stack.tokenFor('admin'), stack.tokenFor('supplier')]);
  otherBuyer = await createUser(stack, 'packages.buyer@forge.test', 'PackagesBuyer42!', 'buyer');
  secondSupplierUser = await createUser(stack, 'packages.supplier@forge.test', 'PackagesSupplier42!', 'supplier');
  ({ id: uploadId, lines } = await processedBom(stack, buyer, 'gearbox-bom.csv', BOM_CSV, { partNumber: 0, revision: 1, description: 2, quantity: 3, material: 4 }));
});

afterAll(async () => {
  await stack?.stop();
});

describe('packages by process', () => {
  it('previews one package per process of the custom lines, with the suppliers matched for that process', async () => {
    const custom = lines.filter((l) => l.kind === 'custom' && !l.dnp);
    const processes = new Set(custom.map((l) => l.process?.slug ?? ''));
    // the fixture's custom lines span at least two processes (CNC, sheet metal, PCB)
    expect(processes.size).toBeGreaterThanOrEqual(2);
    expect(lines.find((l) => l.partNumber === 'SCR-M3-8').kind).toBe('standard');

    const res = await stack.request('GET', `/api/rfq-packages?uploadId=${uploadId}`, { token: buyer });
    expect(res.status).toBe(200);
    const preview = res.body;
    expect(preview).toMatchObject({ uploadId, fileName: 'gearbox-bom.csv', customLines: custom.length, created: [] });
    expect(preview.packages).toHaveLength(processes.size);
    for (const pkg of preview.packages) {
      const mine = custom.filter((l) => (l.process?.slug ?? '') === (pkg.process?.slug ?? ''));
      expect(pkg.lineCount).toBe(mine.length);
      // the suppliers are the BOM pipeline's matches over all the package's lines, best summed score first
      const totals = new Map<string, number>();
      for (const line of mine) for (const s of line.suppliers as { id: string; score: number }[]) totals.set(s.id, (totals.get(s.id) ?? 0) + s.score);
      const ids = pkg.suppliers.map((s: { id: string }) => s.id);
      expect(ids.every((id: string) => totals.has(id))).toBe(true);
      expect(ids.length).toBe(Math.min(totals.size, 20));
      const scores: number[] = ids.map((id: string) => totals.get(id)!);
      expect(scores).toEqual([...scores].sort((a, b) => b - a));
      const left = [...totals].filter(([id]) => !ids.includes(id)).map(([, total]) => total);
      if (left.length > 0) expect(Math.max(...left)).toBeLessThanOrEqual(Math.min(...scores));
      expect(pkg.title).toContain('gearbox-bom.csv');
    }
    const cnc = preview.packages.find((p: any) => p.process?.slug === 'cnc-machining');
    expect(cnc).toBeDefined();
    expect(cnc.suppliers.length).toBeGreaterThan(0);
    expect(cnc.revisions).toEqual(expect.arrayContaining([{ partNumber: 'HSG-10', revision: 'C' }, { partNumber: 'SHF-220', revision: 'A' }]));
    expect(cnc.linesWithoutQuantity).toBe(custom.filter((l) => l.process?.slug === 'cnc-machining' && l.quantity == null).length);
  });

  it('creates one draft RFQ per process, prefilled with its lines (revisions kept) and matched suppliers', async () => {
    const preview = (await stack.request('GET', `/api/rfq-packages?uploadId=${uploadId}`, { token: buyer })).body;
    const res = await stack.request('POST', '/api/rfq-packages', { token: buyer, body: { uploadId, dueDate: DUE } });
    expect(res.status).toBe(201);
    expect(res.body.created).toHaveLength(preview.packages.length);
    for (const [i, made] of (res.body.created as any[]).entries()) {
      const pkg = preview.packages[i];
      expect(made).toMatchObject({ status: 'draft', dueDate: DUE, title: pkg.title, lineCount: pkg.lineCount, supplierCount: pkg.suppliers.length, process: pkg.process });
      const rfq = (await stack.request('GET', `/api/rfqs/${made.id}`, { token: buyer })).body.rfq;
      expect(rfq.status).toBe('draft');
      expect(rfq.suppliers.map((s: { id: string }) => s.id)).toEqual(pkg.suppliers.map((s: { id: string }) => s.id));
      expect(new Set(rfq.lines.map((l: any) => l.process?.slug ?? ''))).toEqual(new Set([pkg.process?.slug ?? '']));
      for (const line of rfq.lines) expect(line.source).toMatchObject({ uploadId, fileName: 'gearbox-bom.csv' });
    }
    const cnc = (res.body.created as any[]).find((c) => c.process?.slug === 'cnc-machining');
    const cncRfq = (await stack.request('GET', `/api/rfqs/${cnc.id}`, { token: buyer })).body.rfq;
    // a line made from a part keeps the part's revision
    expect(cncRfq.lines.find((l: any) => l.partNumber === 'HSG-10')).toMatchObject({ revision: 'C', quantity: 4 });
    expect(cncRfq.lines.find((l: any) => l.partNumber === 'SHF-220')).toMatchObject({ revision: 'A', quantity: 2 });
    // BRK-7 has no quantity in the BOM: the draft asks for 1 and says so
    expect(cncRfq.lines.find((l: any) => l.partNumber === 'BRK-7')).toMatchObject({ quantity: 1 });
    expect(cncRfq.lines.find((l: any) => l.partNumber === 'BRK-7').revision).toBeUndefined();
    expect(cncRfq.notes).toMatch(/had no quantity; 1 is asked for/);
    // a duplicate keeps the revisions too
    const copy = await stack.request('POST', `/api/rfqs/${cnc.id}/duplicate`, { token: buyer });
    expect(copy.body.rfq.lines.find((l: any) => l.partNumber === 'HSG-10')).toMatchObject({ revision: 'C' });
    await stack.request('PATCH', `/api/rfqs/${copy.body.rfq.id}`, { token: buyer, body: { status: 'closed', reason: 'test copy' } });
    // the drafts are listed on the BOM's packages page afterwards
    const after = (await stack.request('GET', `/api/rfq-packages?uploadId=${uploadId}`, { token: buyer })).body;
    expect(after.created.map((c: any) => c.id)).toEqual(expect.arrayContaining((res.body.created as any[]).map((c) => c.id)));
    expect(after.created).toHaveLength(res.body.created.length + 1);
    // drafts are not sent: no invited supplier sees them
    const inbox = await stack.request('GET', '/api/rfqs/inbox', { token: supplierUser });
    expect(inbox.body.items.map((i: any) => i.id)).not.toEqual(expect.arrayContaining([cnc.id]));
  });

  it("answers 404 for someone else's upload, 409 for an unprocessed BOM or one without custom lines, 400 for bad input", async () => {
    const stranger = await stack.request('POST', '/api/rfq-packages', { token: otherBuyer, body: { uploadId } });
    expect(stranger.status).toBe(404);
    expect(stranger.body.error.message).toContain(uploadId);
    expect((await stack.request('GET', `/api/rfq-packages?uploadId=${uploadId}`, { token: otherBuyer })).status).toBe(404);
    // suppliers do not request quotes
    expect((await stack.request('POST', '/api/rfq-packages', { token: supplierUser, body: { uploadId } })).status).toBe(403);

    const uploaded = await uploadFile(stack, buyer, 'unprocessed.csv', BOM_CSV, 'text/csv');
    const unprocessed = await stack.request('POST', '/api/rfq-packages', { token: buyer, body: { uploadId: uploaded.body.upload.id } });
    expect(unprocessed.status).toBe(409);
    expect(unprocessed.body.error.message).toMatch(/"unprocessed.csv" is not processed yet/);

    const standard = await processedBom(stack, buyer, 'fasteners.csv', STANDARD_ONLY_CSV, { partNumber: 0, description: 1, quantity: 2 });
    expect(standard.lines.every((l) => l.kind !== 'custom')).toBe(true);
    const none = await stack.request('POST', '/api/rfq-packages', { token: buyer, body: { uploadId: standard.id } });
    expect(none.status).toBe(409);
    expect(none.body.error.message).toMatch(/has no custom lines to quote/);
    expect((await stack.request('GET', `/api/rfq-packages?uploadId=${standard.id}`, { token: buyer })).body.packages).toEqual([]);

    const badDate = await stack.request('POST', '/api/rfq-packages', { token: buyer, body: { uploadId, dueDate: '2020-01-01' } });
    expect(badDate.status).toBe(400);
    expect(badDate.body.error.message).toMatch(/in the past/);
    expect((await stack.request('POST', '/api/rfq-packages', { token: buyer, body: {} })).status).toBe(400);
    expect((await stack.request('GET', '/api/rfq-packages', { token: buyer })).status).toBe(400);
  });
});

describe("the supplier's formal quote PDF", () => {
  let rfq: { id: string; lines: { id: string }[] };
  let quotingCo: string;
  let otherCo: string;

  beforeAll(async () => {
    // two suppliers the BOM pipeline matched (any two real companies would do)
    const matched = new Set(lines.flatMap((l) => (l.suppliers as { id: string }[]).map((s) => s.id)));
    [quotingCo, otherCo] = [...matched] as [string, string];
    expect(otherCo).toBeDefined();
    for (const [companyId, token] of [[quotingCo, supplierUser], [otherCo, secondSupplierUser]] as const) {
      const issued = await stack.request('POST', `/api/admin/suppliers/${companyId}/claim-tokens`, { token: admin });
      // plain fetch: this suite checks quote PDFs, not the supplier profile the claim answers with
      const claimed = await fetch(`${stack.api.url}/api/claims/${issued.body.token}`, { method: 'POST', headers: { authorization: `Bearer ${token}` } });
      expect(claimed.status).toBe(200);
    }
    const res = await stack.request('POST', '/api/rfqs', {
      token: buyer,
      body: { title: 'Housing quote', dueDate: DUE, lines: [{ partNumber: 'HSG-10', quantity: 4, process: 'cnc-machining' }], supplierIds: [quotingCo, otherCo] },
    });
    expect(res.status).toBe(201);
    rfq = res.body.rfq;
  });

  const attachPath = () => `/api/rfqs/${rfq.id}/quote-attachments`;

  it('refuses a file that is not a PDF, by name or by content, and leaves nothing behind', async () => {
    const chunks = () => mongoose.connection.db!.collection('rfq_quote_files.chunks').countDocuments({});
    const before = await chunks();
    const byName = await postFile(attachPath(), 'quote.png', PNG, supplierUser);
    expect(byName.status).toBe(400);
    expect(byName.body.error.message).toMatch(/"quote.png" is not a PDF/);
    const byContent = await postFile(attachPath(), 'quote.pdf', PNG, supplierUser);
    expect(byContent.status).toBe(400);
    expect(byContent.body.error.message).toMatch(/quote\.pdf/);
    expect(await chunks()).toBe(before);
  });

  it('refuses a PDF over 50 MB while it streams, and keeps none of it', async () => {
    const MB = 1024 * 1024;
    const boundary = `----forge${Date.now().toString(16)}`;
    const head = Buffer.concat([Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="huge.pdf"\r\nContent-Type: application/pdf\r\n\r\n`), PDF]);
    const total = 51 * MB;
    const filler = Buffer.alloc(256 * 1024, 0x20);
    let sent = 0;
    let state: 'head' | 'body' | 'tail' | 'done' = 'head';
    // generated as it is sent: neither side holds the 51 MB
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (state === 'head') {
          state = 'body';
          return controller.enqueue(new Uint8Array(head));
        }
        if (state === 'body' && sent < total) {
          const n = Math.min(filler.length, total - sent);
          sent += n;
          return controller.enqueue(new Uint8Array(filler.subarray(0, n)));
        }
        if (state !== 'done') {
          state = 'done';
          return controller.enqueue(new Uint8Array(Buffer.from(`\r\n--${boundary}--\r\n`)));
        }
        controller.close();
      },
    });
    const response = await fetch(`${stack.api.url}${attachPath()}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${supplierUser}`, 'content-type': `multipart/form-data; boundary=${boundary}` },
      body,
      duplex: 'half',
    } as RequestInit);
    expect(response.status).toBe(400);
    expect(((await response.json()) as any).error.message).toBe('"huge.pdf" is larger than 50 MB, the limit for a quote PDF.');
    const db = mongoose.connection.db!;
    expect(await db.collection('rfq_quote_files.files').countDocuments({ filename: 'huge.pdf' })).toBe(0);
    expect(await db.collection('rfq_quote_files.chunks').countDocuments({})).toBe(0);
  });

  it('only an invited supplier attaches one; the buyer may not', async () => {
    expect((await postFile(attachPath(), 'quote.pdf', PDF, buyer)).status).toBe(403);
    const outsider = await createUser(stack, 'packages.outsider@forge.test', 'PackagesOutsider42!', 'supplier');
    expect((await postFile(attachPath(), 'quote.pdf', PDF, outsider)).status).toBe(404);
  });

  it('keeps the PDF with the revision it was sent with; the buyer downloads it (logged), another supplier gets 404', async () => {
    const uploaded = await postFile(attachPath(), 'ACME quote Q-1001.pdf', PDF, supplierUser);
    expect(uploaded.status).toBe(201);
    const attachment = uploaded.body.attachment;
    expect(attachment).toMatchObject({ name: 'ACME quote Q-1001.pdf', size: PDF.length });

    // another supplier cannot send someone else's attachment id with its own quote
    const stolen = await stack.request('POST', `/api/rfqs/${rfq.id}/quotes`, {
      token: secondSupplierUser,
      body: { lines: [{ lineId: rfq.lines[0]!.id, unitPrice: 10, leadTimeDays: 5 }], attachmentId: attachment.id },
    });
    expect(stolen.status).toBe(400);
    expect(stolen.body.error.message).toMatch(/attachmentId/);

    // before it is sent with a revision the buyer cannot read it
    const contentPath = `${attachPath()}/${attachment.id}/content`;
    expect((await download(contentPath, buyer)).status).toBe(404);

    const quote = await stack.request('POST', `/api/rfqs/${rfq.id}/quotes`, {
      token: supplierUser,
      body: { lines: [{ lineId: rfq.lines[0]!.id, unitPrice: 42.5, leadTimeDays: 10 }], attachmentId: attachment.id },
    });
    expect(quote.status).toBe(201);
    expect(quote.body.quote).toMatchObject({ revision: 1, attachment: { id: attachment.id, name: 'ACME quote Q-1001.pdf', size: PDF.length } });

    // a PDF uploaded and then left out (replaced or removed in the form) is deleted when the next revision goes out
    const unsent = (await postFile(attachPath(), 'draft.pdf', PDF, supplierUser)).body.attachment;
    expect((await download(`${attachPath()}/${unsent.id}/content`, supplierUser)).status).toBe(200);
    // revision 2 without the PDF: revision 1 still carries it
    const second = await stack.request('POST', `/api/rfqs/${rfq.id}/quotes`, { token: supplierUser, body: { lines: [{ lineId: rfq.lines[0]!.id, unitPrice: 40, leadTimeDays: 10 }] } });
    expect(second.body.quote).toMatchObject({ revision: 2, attachment: null });
    expect((await download(`${attachPath()}/${unsent.id}/content`, supplierUser)).status).toBe(404);
    expect((await download(`${attachPath()}/${attachment.id}/content`, supplierUser)).status).toBe(200);
    const listed = (await stack.request('GET', `/api/rfqs/${rfq.id}/quotes`, { token: buyer })).body.quotes;
    expect(listed.find((q: any) => q.revision === 1).attachment.id).toBe(attachment.id);
    // the other supplier sees neither the quote nor its PDF
    const theirs = (await stack.request('GET', `/api/rfqs/${rfq.id}/quotes`, { token: secondSupplierUser })).body.quotes;
    expect(theirs).toEqual([]);

    const got = await download(contentPath, buyer);
    expect(got.status).toBe(200);
    expect(got.headers.get('content-type')).toBe('application/pdf');
    expect(got.headers.get('content-disposition')).toContain('ACME quote Q-1001.pdf');
    expect(got.bytes.equals(PDF)).toBe(true);
    expect((await download(contentPath, admin)).status).toBe(200);
    expect((await download(contentPath, supplierUser)).status).toBe(200);
    const forbidden = await download(contentPath, secondSupplierUser);
    expect(forbidden.status).toBe(404);
    expect(forbidden.bytes.toString()).not.toContain('%PDF');
    // the quote PDF never appears among the RFQ's drawings
    const files = (await stack.request('GET', `/api/rfqs/${rfq.id}/files`, { token: secondSupplierUser })).body.files;
    expect(files).toEqual([]);
    expect((await download(`/api/rfqs/${rfq.id}/files/${attachment.id}/content`, secondSupplierUser)).status).toBe(404);

    const log = (await stack.request('GET', `/api/rfqs/${rfq.id}/files/downloads`, { token: buyer })).body.downloads;
    expect(log.filter((d: any) => d.fileId === attachment.id).map((d: any) => d.role).sort()).toEqual(['admin', 'buyer', 'supplier', 'supplier']);
  });

  it('takes no PDF once quoting is over', async () => {
    expect((await stack.request('POST', `/api/rfqs/${rfq.id}/award`, { token: buyer, body: { supplierId: quotingCo } })).status).toBe(200);
    const late = await postFile(attachPath(), 'late.pdf', PDF, supplierUser);
    expect(late.status).toBe(403);
    expect(late.body.error.message).toMatch(/no longer takes quotes/);
  });
});
