/** RFQ drawings against the real stack: GridFS in the embedded store, multipart streaming, access, the log, ITAR. */
import mongoose from 'mongoose';
import { FileLinkModel } from '../../src/domains/rfqs/model/file-store.js';
import { useTestStack, type TestStack } from '../support/stack.js';
import { DUE, createRfq as createRfqAs } from '../support/rfqs.js';
import { claimCompany, createCompanyOwner } from '../support/suppliers.js';

const MB = 1024 * 1024;

let stack: TestStack;
let buyer: string;
let admin: string;
let supplierUser: string;
let secondSupplierUser: string;
/** Claimed by supplier@forge.test; declares ITAR registration. */
let itarCo: string;
/** Claimed by the second supplier user; declares no ITAR registration. */
let plainCo: string;

const PDF = Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]), Buffer.from('IHDR'), Buffer.alloc(64, 1)]);
const STEP = Buffer.from("ISO-10303-21;\nHEADER;\nFILE_DESCRIPTION(('bracket'),'2;1');\nENDSEC;\nDATA;\nENDSEC;\nEND-ISO-10303-21;\n");

type Profile = { certifications: { slug: string; status: string; expiresAt: string | null }[] };
const itarDeclared = (profile: Profile) => profile.certifications.some((c) => c.slug === 'itar' && (!c.expiresAt || new Date(c.expiresAt) > new Date()));
// ITAR drawings go without the buyer's confirmation only to registrations an admin verified (issue 41)
const itarVerified = (profile: Profile) => itarDeclared(profile) && profile.certifications.some((c) => c.slug === 'itar' && ['document-on-file', 'registry-checked'].includes(c.status));

async function pickSuppliers(): Promise<{ itar: string; plain: string }> {
  const withItar = await stack.request('GET', '/api/suppliers/listing?certification=itar&pageSize=20');
  const all = await stack.request('GET', '/api/suppliers/listing?pageSize=40');
  let itar: string | undefined;
  let plain: string | undefined;
  for (const hit of [...withItar.body.hits, ...all.body.hits] as { id: string }[]) {
    const profile = (await stack.request('GET', `/api/suppliers/${hit.id}`)).body;
    if (!itar && itarVerified(profile)) itar = hit.id;
    if (!plain && !itarDeclared(profile)) plain = hit.id;
    if (itar && plain) return { itar, plain };
  }
  throw new Error('the seeded suppliers hold no verified-ITAR and unregistered pair');
}

const createRfq = (body: Record<string, unknown>) =>
  createRfqAs(stack, buyer, { title: 'Bracket drawings', lines: [{ partNumber: 'BRK-1', quantity: 10, process: 'cnc-machining' }], ...body });

/** A multipart body generated as it is sent, so neither side of the test holds the file whole. */
function multipart(fileName: string, head: Buffer, totalBytes: number, midway?: () => Promise<void>): { body: ReadableStream<Uint8Array>; contentType: string } {
  const boundary = `----forge${Date.now().toString(16)}`;
  const parts = [Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: application/octet-stream\r\n\r\n`), head];
  let sent = head.length;
  let done = false;
  const filler = Buffer.alloc(256 * 1024, 0x20);
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (midway && sent >= totalBytes / 2) {
        const check = midway;
        midway = undefined;
        await check();
      }
      const part = parts.shift();
      if (part) return controller.enqueue(new Uint8Array(part));
      if (sent < totalBytes) {
        const n = Math.min(filler.length, totalBytes - sent);
        sent += n;
        return controller.enqueue(new Uint8Array(filler.subarray(0, n)));
      }
      if (!done) {
        done = true;
        return controller.enqueue(new Uint8Array(Buffer.from(`\r\n--${boundary}--\r\n`)));
      }
      controller.close();
    },
  });
  return { body, contentType: `multipart/form-data; boundary=${boundary}` };
}

async function upload(rfqId: string, fileName: string, content: Buffer, token = buyer, query = '') {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(content)]), fileName);
  const response = await fetch(`${stack.api.url}/api/rfqs/${rfqId}/files${query}`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
  return { status: response.status, body: (await response.json()) as any };
}

async function download(path: string, token?: string) {
  const response = await fetch(`${stack.api.url}${path}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  return { status: response.status, headers: response.headers, bytes: Buffer.from(await response.arrayBuffer()) };
}

const chunkCount = () => mongoose.connection.db!.collection('rfq_files.chunks').countDocuments({});

useTestStack({ redis: true, env: { SEED_SUPPLIERS: '60' } }, async (started) => {
  stack = started;
  [buyer, admin, supplierUser] = await Promise.all([stack.tokenFor('buyer'), stack.tokenFor('admin'), stack.tokenFor('supplier')]);
  ({ itar: itarCo, plain: plainCo } = await pickSuppliers());
  await claimCompany(stack, admin, itarCo, supplierUser);
  secondSupplierUser = await createCompanyOwner(stack, admin, plainCo, 'files.supplier@forge.test', 'FilesSupplier42!');
});

describe('uploading RFQ files', () => {
  it('stores a drawing in GridFS for the buyer of a draft, per RFQ or per line, and lists it with the limits', async () => {
    const rfq = await createRfq({ status: 'draft', supplierIds: [plainCo] });
    const pdf = await upload(rfq.id, 'bracket.pdf', PDF);
    expect(pdf.status).toBe(201);
    expect(pdf.body.file).toMatchObject({ name: 'bracket.pdf', size: PDF.length, kind: 'PDF', contentType: 'application/pdf', lineId: null, itar: false });
    const step = await upload(rfq.id, 'bracket.STEP', STEP, buyer, `?lineId=${rfq.lines[0]!.id}`);
    expect(step.status).toBe(201);
    expect(step.body.file).toMatchObject({ kind: 'STEP', lineId: rfq.lines[0]!.id });
    expect((await upload(rfq.id, 'x.pdf', PDF, buyer, '?lineId=nope')).status).toBe(400);

    const list = await stack.request('GET', `/api/rfqs/${rfq.id}/files`, { token: buyer });
    expect(list.status).toBe(200);
    expect(list.body.files.map((f: { name: string }) => f.name)).toEqual(['bracket.pdf', 'bracket.STEP']);
    expect(list.body).toMatchObject({ itar: false, banner: null, canUpload: true, limits: { maxFileBytes: 50 * MB, maxRfqBytes: 200 * MB, usedBytes: PDF.length + STEP.length } });
    const back = await download(`/api/rfqs/${rfq.id}/files/${pdf.body.file.id}/content`, buyer);
    expect(back.status).toBe(200);
    expect(back.bytes.equals(PDF)).toBe(true);
    expect(back.headers.get('content-disposition')).toContain('bracket.pdf');

    // a draft is not sent: even an invited supplier sees no file yet
    expect((await stack.request('GET', `/api/rfqs/${rfq.id}/files`, { token: secondSupplierUser })).status).toBe(404);
  });

  it('refuses a file whose content is not what its extension says, and unknown extensions, leaving nothing stored', async () => {
    const rfq = await createRfq({ status: 'draft' });
    const before = await chunkCount();
    const disguised = await upload(rfq.id, 'drawing.pdf', PNG);
    expect(disguised.status).toBe(400);
    expect(disguised.body.error.message).toBe('"drawing.pdf" is named .pdf but its content is PNG, so it is not accepted as PDF. Only files whose content matches their extension are accepted.');
    const fakeStep = await upload(rfq.id, 'part.step', Buffer.from('MZ\x90\x00 this is a program'));
    expect(fakeStep.status).toBe(400);
    expect(fakeStep.body.error.message).toContain('so it is not accepted as STEP');
    const exe = await upload(rfq.id, 'setup.exe', Buffer.from('MZ'));
    expect(exe.status).toBe(400);
    expect(exe.body.error.message).toContain('".exe" files cannot be attached to an RFQ');
    expect(await chunkCount()).toBe(before);
    expect((await stack.request('GET', `/api/rfqs/${rfq.id}/files`, { token: buyer })).body.files).toEqual([]);
  });

  it('refuses a 60 MB file, streamed into GridFS as it arrives (never held whole), and a file past the RFQ total', async () => {
    const rfq = await createRfq({ status: 'draft' });
    const before = await chunkCount();
    // Halfway through sending (30 MB), the store already holds most of what arrived: the server streams the file
    // into GridFS chunk by chunk instead of holding it until the body ends (memory storage would show 0 here).
    let storedMidway = 0;
    const { body, contentType } = multipart('huge.pdf', PDF, 60 * MB, async () => {
      for (let i = 0; i < 50 && storedMidway < 20 * MB; i++) {
        storedMidway = (await chunkCount()) * 261_120 - before * 261_120;
        await new Promise((r) => setTimeout(r, 100));
      }
    });
    const response = await fetch(`${stack.api.url}/api/rfqs/${rfq.id}/files`, { method: 'POST', headers: { authorization: `Bearer ${buyer}`, 'content-type': contentType }, body, duplex: 'half' } as RequestInit);
    expect(response.status).toBe(400);
    expect(((await response.json()) as any).error.message).toBe('"huge.pdf" is larger than 50 MB, the limit per file.');
    expect(storedMidway).toBeGreaterThanOrEqual(20 * MB);
    // and the cut file left nothing behind
    expect(await chunkCount()).toBe(before);

    // 195 MB already on the RFQ (a stored file's record): a 6 MB drawing does not fit in the 200 MB
    await mongoose.connection.db!.collection('rfq_files.files').insertOne({ length: 195 * MB, chunkSize: 261_120, uploadDate: new Date(), filename: 'assembly.zip', metadata: { rfqId: rfq.id, lineId: null, uploadedBy: 'x', ext: 'zip', kind: 'ZIP archive', contentType: 'application/zip' } });
    const big = multipart('plate.pdf', PDF, 6 * MB);
    const refused = await fetch(`${stack.api.url}/api/rfqs/${rfq.id}/files`, { method: 'POST', headers: { authorization: `Bearer ${buyer}`, 'content-type': big.contentType }, body: big.body, duplex: 'half' } as RequestInit);
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as any).error.message).toBe('"plate.pdf" does not fit: this RFQ already holds 195 MB of its 200 MB, leaving 5.0 MB.');
    expect(await chunkCount()).toBe(before);
  });

  it('lets only the buyer or an admin attach or remove files, and only while the RFQ is a draft or open', async () => {
    const rfq = await createRfq({ supplierIds: [plainCo] });
    expect((await upload(rfq.id, 'mine.pdf', PDF, secondSupplierUser)).status).toBe(403);
    expect((await upload(rfq.id, 'mine.pdf', PDF, supplierUser)).status).toBe(404);
    const byAdmin = await upload(rfq.id, 'admin.pdf', PDF, admin);
    expect(byAdmin.status).toBe(201);
    expect((await stack.request('DELETE', `/api/rfqs/${rfq.id}/files/${byAdmin.body.file.id}`, { token: secondSupplierUser })).status).toBe(403);
    expect((await stack.request('DELETE', `/api/rfqs/${rfq.id}/files/${byAdmin.body.file.id}`, { token: buyer })).status).toBe(204);
    expect((await stack.request('GET', `/api/rfqs/${rfq.id}/files`, { token: buyer })).body.files).toEqual([]);
    expect((await stack.request('PATCH', `/api/rfqs/${rfq.id}`, { token: buyer, body: { status: 'closed', reason: 'Budget cut' } })).status).toBe(200);
    const late = await upload(rfq.id, 'late.pdf', PDF);
    expect(late.status).toBe(409);
    expect(late.body.error.message).toBe('Files can be attached only to a draft or open RFQ; this one is closed.');
  });
});

describe('downloading RFQ files', () => {
  it('serves the invited supplier (directly or by link), hides the file from others, and logs every download for the buyer', async () => {
    const rfq = await createRfq({ supplierIds: [plainCo] });
    const file = (await upload(rfq.id, 'plate.png', PNG)).body.file;

    // supplier@forge.test owns a company that is not invited
    expect((await stack.request('GET', `/api/rfqs/${rfq.id}/files`, { token: supplierUser })).status).toBe(404);
    expect((await download(`/api/rfqs/${rfq.id}/files/${file.id}/content`, supplierUser)).status).toBe(404);
    expect((await stack.request('POST', `/api/rfqs/${rfq.id}/files/${file.id}/link`, { token: supplierUser })).status).toBe(404);
    expect((await download(`/api/rfqs/${rfq.id}/files/${file.id}/content`)).status).toBe(401);

    const list = await stack.request('GET', `/api/rfqs/${rfq.id}/files`, { token: secondSupplierUser });
    expect(list.status).toBe(200);
    expect(list.body).toMatchObject({ canUpload: false, files: [{ id: file.id, name: 'plate.png', kind: 'PNG image' }] });
    const direct = await download(`/api/rfqs/${rfq.id}/files/${file.id}/content`, secondSupplierUser);
    expect(direct.status).toBe(200);
    expect(direct.bytes.equals(PNG)).toBe(true);
    const link = await stack.request('POST', `/api/rfqs/${rfq.id}/files/${file.id}/link`, { token: secondSupplierUser });
    expect(link.status).toBe(200);
    const minutes = (new Date(link.body.expiresAt).getTime() - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(14);
    expect(minutes).toBeLessThanOrEqual(15);
    const viaLink = await download(link.body.url);
    expect(viaLink.status).toBe(200);
    expect(viaLink.bytes.equals(PNG)).toBe(true);
    expect((await download('/api/rfq-files/not-a-real-token')).status).toBe(404);

    expect((await stack.request('GET', `/api/rfqs/${rfq.id}/files/downloads`, { token: secondSupplierUser })).status).toBe(403);
    const log = await stack.request('GET', `/api/rfqs/${rfq.id}/files/downloads`, { token: buyer });
    expect(log.status).toBe(200);
    expect(log.body.downloads).toHaveLength(2);
    expect(log.body.downloads.map((d: any) => d.via).sort()).toEqual(['direct', 'link']);
    for (const entry of log.body.downloads) {
      expect(entry).toMatchObject({ fileId: file.id, fileName: 'plate.png', role: 'supplier', supplierId: plainCo, email: 'files.supplier@forge.test' });
      expect(Date.now() - new Date(entry.at).getTime()).toBeLessThan(60_000);
    }
  });
});

describe('ITAR / export-controlled RFQs', () => {
  it('invites only suppliers with an ITAR registration, also when a draft becomes ITAR', async () => {
    const refused = await stack.request('POST', '/api/rfqs', { token: buyer, body: { title: 'Export-controlled housing', dueDate: DUE, itar: true, lines: [{ partNumber: 'H-1', quantity: 2 }], supplierIds: [itarCo, plainCo] } });
    expect(refused.status).toBe(400);
    expect(refused.body.error.message).toMatch(/^supplierIds\.1: .+ does not declare ITAR registration on its profile; an ITAR \/ export-controlled RFQ may invite only ITAR-registered suppliers\.$/);
    const draft = await createRfq({ status: 'draft', supplierIds: [plainCo] });
    const edit = await stack.request('PUT', `/api/rfqs/${draft.id}`, { token: buyer, body: { title: 'Now controlled', dueDate: DUE, itar: true, lines: [{ keepLineId: draft.lines[0]!.id, quantity: 10 }] } });
    expect(edit.status).toBe(400);
    const ok = await createRfq({ itar: true, supplierIds: [itarCo] });
    expect(ok.itar).toBe(true);
    // the evidence of the (verified) registration is kept with the invitation
    expect(['document-on-file', 'registry-checked']).toContain((ok as any).suppliers[0].itarRegistration);
    // a draft made ITAR keeps only registered invitees, re-read at the edit
    const itarDraft = await createRfq({ status: 'draft', supplierIds: [itarCo] });
    const made = await stack.request('PUT', `/api/rfqs/${itarDraft.id}`, { token: buyer, body: { title: 'Now controlled', dueDate: DUE, itar: true, lines: [{ keepLineId: itarDraft.lines[0]!.id, quantity: 10 }] } });
    expect(made.status).toBe(200);
    expect(made.body.rfq.suppliers[0].itarRegistration).toBe((ok as any).suppliers[0].itarRegistration);
  });

  it('bans direct downloads, puts a banner on the files, and serves them through links that expire', async () => {
    const rfq = await createRfq({ itar: true, supplierIds: [itarCo] });
    const file = (await upload(rfq.id, 'housing.pdf', PDF)).body.file;
    expect(file.itar).toBe(true);
    const list = await stack.request('GET', `/api/rfqs/${rfq.id}/files`, { token: supplierUser });
    expect(list.status).toBe(200);
    expect(list.body.itar).toBe(true);
    expect(list.body.banner).toContain('ITAR / export-controlled technical data');
    expect(list.body.banner).not.toMatch(/certified/i);

    const direct = await download(`/api/rfqs/${rfq.id}/files/${file.id}/content`, supplierUser);
    expect(direct.status).toBe(403);
    const link = await stack.request('POST', `/api/rfqs/${rfq.id}/files/${file.id}/link`, { token: supplierUser });
    const minutes = (new Date(link.body.expiresAt).getTime() - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(4);
    expect(minutes).toBeLessThanOrEqual(5);
    const fresh = await download(link.body.url);
    expect(fresh.status).toBe(200);
    expect(fresh.headers.get('x-export-control')).toBe('ITAR');
    expect(fresh.bytes.equals(PDF)).toBe(true);

    // five minutes later (the link's expiry moved to the past): refused, and not logged
    const token = link.body.url.split('/').pop();
    const { createHash } = await import('node:crypto');
    await FileLinkModel.updateOne({ tokenHash: createHash('sha256').update(token).digest('hex') }, { $set: { expiresAt: new Date(Date.now() - 1000) } });
    const expired = await download(link.body.url);
    expect(expired.status).toBe(403);
    expect(JSON.parse(expired.bytes.toString()).error.message).toMatch(/^This download link expired at .+\. Open the RFQ and download the file again for a new link\.$/);
    const log = await stack.request('GET', `/api/rfqs/${rfq.id}/files/downloads`, { token: buyer });
    expect(log.body.downloads).toHaveLength(1);
    expect(log.body.downloads[0]).toMatchObject({ via: 'link', supplierId: itarCo, role: 'supplier' });
  });
});
