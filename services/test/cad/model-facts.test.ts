/**
 * Models read on upload (issue 43) against the real stack: RFQ files stored in GridFS, a real BullMQ queue on Redis,
 * the real cad worker reading in its child process, and the facts served through the API.
 */
import { readFileSync } from 'node:fs';
import { createLogger } from '../../src/lib/logger.js';
import { CadModel } from '../../src/domains/cad/model.js';
import { runModelJob, startCadWorker } from '../../src/domains/cad/worker.js';
import { startTestStack, type TestStack } from '../support/stack.js';
import { createRfq } from '../support/rfqs.js';
import { until } from '../support/until.js';
import { zipOf } from './zip-writer.js';

let stack: TestStack;
let buyer: string;
let supplier: string;
let worker: Awaited<ReturnType<typeof startCadWorker>> | null = null;

const fixture = (name: string) => readFileSync(new URL(`./fixtures/${name}`, import.meta.url));
const logger = createLogger('cad-test', 'silent');

beforeAll(async () => {
  stack = await startTestStack({ redis: true });
  [buyer, supplier] = await Promise.all([stack.tokenFor('buyer'), stack.tokenFor('supplier')]);
  worker = await startCadWorker(stack.redisUrl!, logger, { timeoutMs: 60_000 });
});

// the worker first: closing it needs Redis, which the stack's stop takes away
afterAll(async () => {
  await worker?.close();
  await stack?.stop();
});

async function upload(rfqId: string, fileName: string, content: Buffer, lineId?: string) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(content)]), fileName);
  const query = lineId ? `?lineId=${lineId}` : '';
  const response = await fetch(`${stack.api.url}/api/rfqs/${rfqId}/files${query}`, { method: 'POST', headers: { authorization: `Bearer ${buyer}` }, body: form });
  const body = (await response.json()) as { file: { id: string } };
  expect(response.status).toBe(201);
  return body.file.id;
}

const modelOf = (rfqId: string, fileId: string, token = buyer) => stack.request('GET', `/api/rfqs/${rfqId}/files/${fileId}/model`, { token });

/** Waits for the worker to finish a file (ready or failed), through the API as the UI would. */
async function settled(rfqId: string, fileId: string) {
  const res = await until(() => modelOf(rfqId, fileId), (r) => r.status === 200 && ['ready', 'failed'].includes(r.body.status), `the model ${fileId} to be read`, 60_000);
  return res.body;
}

const rfqWithLines = () =>
  createRfq(stack, buyer, {
    title: 'Model facts',
    lines: [
      { partNumber: 'CUBE-1', quantity: 10, material: 'Aluminum 6061-T6', process: 'cnc-machining' },
      { partNumber: 'PLATE-2', quantity: 5, material: '5052-H32', process: 'waterjet-cutting' },
    ],
  });

describe('models read on upload', () => {
  it('reads a STEP on a line into facts with the line material’s mass, and a DXF flat pattern', async () => {
    const rfq = await rfqWithLines();
    const stepId = await upload(rfq.id, 'cube.stp', fixture('cube-10mm.stp'), rfq.lines[0]!.id);
    const dxfId = await upload(rfq.id, 'front-plate.dxf', fixture('prusa-mk3-front-plate.dxf'), rfq.lines[1]!.id);

    const step = await settled(rfq.id, stepId);
    expect(step).toMatchObject({ status: 'ready', error: null, progress: 100 });
    expect(step.facts.solid.volumeMm3).toBeCloseTo(1000, 0);
    expect(step.facts.solid.faces).toBe(6);
    // 1 cm³ of 6061 at 2.70 g/cm³
    expect(step.mass).toMatchObject({ material: 'Aluminum 6061-T6', matched: 'Aluminum 6061-T6', densityGPerCm3: 2.7, partKg: 0.0027 });
    expect(step.mass.source).toMatch(/MA6061T6/);
    const fit = Object.fromEntries(step.processFit.map((f: { process: string; fit: string }) => [f.process, f.fit]));
    expect(fit).toMatchObject({ 'cnc-milling': 'good', 'selective-laser-sintering-sls': 'no' });

    const dxf = await settled(rfq.id, dxfId);
    expect(dxf.status).toBe('ready');
    expect(dxf.facts.flat).toMatchObject({ pierces: 19, openContours: 0 });
    expect(dxf.facts.flat.outerSize[0]).toBeCloseTo(205, 1);
    expect(dxf.mass).toBeNull();
    expect(dxf.massNote).toMatch(/sheet thickness/);
    expect(dxf.processFit.find((f: { process: string }) => f.process === 'laser-cutting').fit).toBe('good');
    expect(dxf.facts.warnings.map((w: { code: string }) => w.code)).toContain('units-unknown');

    // the job is idempotent: running it again for a file already read does nothing
    const stored = await CadModel.findById(stepId).lean();
    expect(await runModelJob({ data: { fileId: stepId }, updateProgress: async () => undefined }, worker!.pool)).toBe('skipped');
    expect((await CadModel.findById(stepId).lean())!.finishedAt).toEqual(stored!.finishedAt);
    expect(stored!.peakRssMb).toBeGreaterThan(0);
  });

  it('keeps a bad model attached and says why it was not read', async () => {
    const rfq = await rfqWithLines();
    const full = fixture('cube-10mm.stp');
    const cutId = await upload(rfq.id, 'cut.stp', full.subarray(0, Math.floor(full.length / 2)));
    const cut = await settled(rfq.id, cutId);
    expect(cut.status).toBe('failed');
    expect(cut.error).toBe('"cut.stp" does not end with "END-ISO-10303-21;": the file was cut short (an interrupted export or upload). Export it again.');
    expect(cut.facts).toBeNull();
    const list = await stack.request('GET', `/api/rfqs/${rfq.id}/files`, { token: buyer });
    expect(list.body.files.map((f: { id: string }) => f.id)).toContain(cutId);

    const pdfId = await upload(rfq.id, 'drawing.pdf', Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n'));
    const pdf = await modelOf(rfq.id, pdfId);
    expect(pdf.body).toMatchObject({ status: 'not-a-model', facts: null });
  });

  it('reads the model inside a ZIP and refuses a zip bomb without inflating it', async () => {
    const rfq = await rfqWithLines();
    const zipId = await upload(rfq.id, 'parts.zip', zipOf([{ name: 'notes.txt', data: Buffer.from('see model') }, { name: 'cube.stl', data: fixture('cube-10mm.stl') }]), rfq.lines[0]!.id);
    const zip = await settled(rfq.id, zipId);
    expect(zip.status).toBe('ready');
    expect(zip.facts.solid.volumeMm3).toBeCloseTo(1000, 0);
    expect(zip.facts.warnings[0]).toEqual({ code: 'archive', message: 'Read "cube.stl" from the archive.' });
    expect(zip.mass.partKg).toBe(0.0027);

    const bombId = await upload(rfq.id, 'bomb.zip', zipOf([{ name: 'huge.stl', data: Buffer.alloc(40 * 1024 * 1024) }]));
    const bomb = await settled(rfq.id, bombId);
    expect(bomb.status).toBe('failed');
    expect(bomb.error).toMatch(/^"bomb.zip" looks like a zip bomb: "huge.stl" would inflate \d+ times/);
  });

  it('answers 404 to a supplier the RFQ does not invite, as for the file itself', async () => {
    const rfq = await rfqWithLines();
    const id = await upload(rfq.id, 'cube.stl', fixture('cube-10mm.stl'));
    expect((await modelOf(rfq.id, id, supplier)).status).toBe(404);
    expect((await modelOf(rfq.id, 'nope')).status).toBe(404);
  });

  it('stops a read at the time limit, refuses a file past the size limit, and the worker goes on', async () => {
    await worker!.close();
    worker = await startCadWorker(stack.redisUrl!, logger, { timeoutMs: 300, maxBytes: 100_000 });
    const rfq = await rfqWithLines();
    const bigId = await upload(rfq.id, 'idler.stl', fixture('prusa-y-belt-idler.stl'));
    const slowId = await upload(rfq.id, 'assembly.stp', Buffer.concat([fixture('cube-10mm.stp')]));
    const big = await settled(rfq.id, bigId);
    expect(big.error).toBe('"idler.stl" is 0.12 MB; models are read up to 0.095 MB, so this one was not read. It stays attached.');
    const slow = await settled(rfq.id, slowId);
    expect(slow.error).toMatch(/^Reading "assembly.stp" took longer than 300 ms, the limit per model, so it was stopped\./);

    // a worker with room reads the next file: nothing was left hanging
    await worker.close();
    worker = await startCadWorker(stack.redisUrl!, logger, { timeoutMs: 60_000 });
    const nextId = await upload(rfq.id, 'cube.stl', fixture('cube-10mm.stl'));
    const next = await settled(rfq.id, nextId);
    expect(next.status).toBe('ready');
    expect(next.facts.solid.volumeMm3).toBeCloseTo(1000, 0);
  });
});
