import mongoose from 'mongoose';
import { waitForUpload } from '../bom/helpers.js';
import { THREE_LINE_BOM_CSV } from '../bom/fixtures.js';
import { viaShellFrom, type TestStack } from '../support/stack.js';
import { startStackWithWorker } from '../support/worker.js';

const BOM_CSV = THREE_LINE_BOM_CSV;

/** An admin sends a waitlist signup's stored BOM through the real BOM pipeline (API, Redis, worker, store). */
describe('waitlist BOM → BOM pipeline', () => {
  let stack: TestStack;
  let admin: string;
  let buyer: string;
  let ipCounter = 0;

  beforeAll(async () => {
    stack = await startStackWithWorker();
    [admin, buyer] = await Promise.all([stack.tokenFor('admin'), stack.tokenFor('buyer')]);
  });
  afterAll(async () => {
    await stack?.stop();
  });

  /** Signs up through the public form (each signup from its own IP, so rate limits stay out of the way). */
  async function signUp(email: string, role: 'buyer' | 'supplier', file?: { name: string; content: string }) {
    const form = new FormData();
    for (const [key, value] of Object.entries({ email, company: 'Acme Robotics', role, source: 'Trade show', description: 'Small-batch robot arms.' })) {
      form.append(key, value);
    }
    if (file) form.append('file', new Blob([file.content], { type: 'text/csv' }), file.name);
    const res = await fetch(`${stack.api.url}/api/waitlist`, { method: 'POST', body: form, headers: viaShellFrom(`203.0.113.${++ipCounter}`) });
    expect([200, 201]).toContain(res.status);
    return ((await res.json()) as { entry: { id: string } }).entry.id;
  }

  const processBom = (id: string, token = admin) => stack.request('POST', `/api/admin/waitlist/${id}/bom`, { token });
  const listed = async (id: string) => {
    const res = await stack.request('GET', '/api/admin/waitlist?pageSize=200', { token: admin });
    expect(res.status).toBe(200);
    return (res.body.items as any[]).find((e) => e.id === id);
  };
  const uploadsFrom = (entryId: string) =>
    mongoose.connection.db!.collection('bom_uploads').countDocuments({ 'source.waitlistEntryId': new mongoose.Types.ObjectId(entryId) });

  it('processes a stored CSV BOM as the admin’s upload, records the link both ways and classifies its lines', async () => {
    const entryId = await signUp('ops@acme-robotics.example', 'buyer', { name: 'acme-bom.csv', content: BOM_CSV });
    expect(await listed(entryId)).toMatchObject({ role: 'buyer', file: { name: 'acme-bom.csv' }, bomUploadId: null });

    const res = await processBom(entryId);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ status: 'created', queued: true, upload: { fileName: 'acme-bom.csv', lineCount: 3, source: { kind: 'waitlist', waitlistEntryId: entryId } } });
    expect(res.body.message).toMatch(/queued/);
    const uploadId: string = res.body.upload.id;
    expect((await listed(entryId)).bomUploadId).toBe(uploadId);

    const done = await waitForUpload(stack, admin, uploadId);
    expect(done.state).toBe('completed');
    const lines = await stack.request('GET', `/api/bom/uploads/${uploadId}/lines`, { token: admin });
    expect(lines.status).toBe(200);
    expect((lines.body as any[]).map((l) => l.partNumber)).toEqual(['BRK-100', 'SCR-M3-8', 'SHF-220']);
    expect((lines.body as any[]).find((l) => l.partNumber === 'SCR-M3-8').kind).toBe('standard');

    // The admin who pressed the button owns it; a buyer cannot see it.
    const own = await stack.request('GET', '/api/bom/uploads', { token: admin });
    expect((own.body as any[]).map((u) => u.id)).toContain(uploadId);
    expect((await stack.request('GET', `/api/bom/uploads/${uploadId}`, { token: buyer })).status).toBe(404);
  });

  it('answers a repeat call with the same upload (200) and never duplicates, even when calls race', async () => {
    const entryId = await signUp('buyer@twin-rotor.example', 'supplier', { name: 'rotor.csv', content: BOM_CSV });
    const first = await processBom(entryId);
    expect(first.status).toBe(201);
    const again = await processBom(entryId);
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ status: 'existing', queued: false, upload: { id: first.body.upload.id } });
    expect(again.body.message).toMatch(/already sent/);

    const racer = await signUp('racer@twin-rotor.example', 'buyer', { name: 'race.csv', content: BOM_CSV });
    const answers = await Promise.all([processBom(racer), processBom(racer), processBom(racer)]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 200, 201]);
    expect(new Set(answers.map((a) => a.body.upload.id)).size).toBe(1);

    expect(await uploadsFrom(entryId)).toBe(1);
    expect(await uploadsFrom(racer)).toBe(1);
    await waitForUpload(stack, admin, first.body.upload.id);
    await waitForUpload(stack, admin, answers[0]!.body.upload.id);
  });

  it('processes the new file after a repeat signup replaces it', async () => {
    const entryId = await signUp('swap@acme-robotics.example', 'buyer', { name: 'v1.csv', content: BOM_CSV });
    const first = await processBom(entryId);
    expect(first.status).toBe(201);
    await signUp('swap@acme-robotics.example', 'buyer', { name: 'v2.csv', content: `${BOM_CSV}\nNUT-M3,M3 hex nut,16,Steel` });
    expect((await listed(entryId)).bomUploadId).toBeNull();

    const second = await processBom(entryId);
    expect(second.status).toBe(201);
    expect(second.body.upload).toMatchObject({ fileName: 'v2.csv', lineCount: 4 });
    expect(second.body.upload.id).not.toBe(first.body.upload.id);
    await waitForUpload(stack, admin, first.body.upload.id);
    await waitForUpload(stack, admin, second.body.upload.id);
  });

  it('is for admins only', async () => {
    const entryId = await signUp('guarded@acme-robotics.example', 'buyer', { name: 'bom.csv', content: BOM_CSV });
    const asBuyer = await processBom(entryId, buyer);
    expect(asBuyer.status).toBe(403);
    expect(asBuyer.body.error.status).toBe('permission-denied');
    expect((await processBom(entryId, '')).status).toBe(401);
    expect((await stack.request('GET', '/api/admin/waitlist', { token: buyer })).status).toBe(403);
    expect(await uploadsFrom(entryId)).toBe(0);
  });

  it('says clearly when there is nothing to process', async () => {
    const noFile = await signUp('nofile@acme-robotics.example', 'supplier');
    const res = await processBom(noFile);
    expect(res.status).toBe(409);
    expect(res.body.error).toMatchObject({ status: 'aborted', message: 'This waitlist entry has no BOM file to process.' });

    const unknown = await processBom(new mongoose.Types.ObjectId().toHexString());
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.status).toBe('not-found');
    expect((await processBom('not-an-id')).status).toBe(404);
  });

  it('passes the BOM pipeline’s own 400 for a file it refuses, and stores nothing', async () => {
    // The waitlist form accepts any text CSV; the BOM pipeline needs at least one line under the header.
    const entryId = await signUp('header-only@acme-robotics.example', 'buyer', { name: 'empty-bom.csv', content: 'Part Number,Description,Qty\n' });
    const res = await processBom(entryId);
    expect(res.status).toBe(400);
    expect(res.body.error.status).toBe('invalid-argument');
    expect(res.body.error.message).toMatch(/no BOM lines/i);
    expect(await uploadsFrom(entryId)).toBe(0);
    expect((await listed(entryId)).bomUploadId).toBeNull();
  });

  it('lists entries by role with pagination, file names and the upload link', async () => {
    const suppliers = await stack.request('GET', '/api/admin/waitlist?role=supplier&page=1&pageSize=2', { token: admin });
    expect(suppliers.status).toBe(200);
    expect(suppliers.body).toMatchObject({ page: 1, pageSize: 2 });
    expect(suppliers.body.items).toHaveLength(2);
    expect(suppliers.body.total).toBeGreaterThanOrEqual(2);
    expect((suppliers.body.items as any[]).every((e) => e.role === 'supplier' && 'bomUploadId' in e)).toBe(true);
    const bad = await stack.request('GET', '/api/admin/waitlist?role=investor', { token: admin });
    expect(bad.status).toBe(400);
  });
});
