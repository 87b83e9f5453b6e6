/**
 * "Add to part master" from a BOM upload (issue 37) on the real stack with the BOM worker: one line, then all lines;
 * rows of one upload that are the same part become one item, rows without a number get a generated one flagged for
 * review and are never merged with each other, existing numbers are reused, and old part links find their item.
 */
import mongoose from 'mongoose';
import { processedBom } from '../bom/helpers.js';
import { startStackWithWorker, type StackWithWorker } from '../support/worker.js';

const BOM_CSV = [
  'Part Number,Description,Qty,Material',
  'BRK-100,Laser cut mounting bracket,4,Steel',
  'brk 100,Laser cut mounting bracket,2,Steel',
  'SHF-220,CNC turned drive shaft,2,4140 steel',
  ',12V Power Supply,1,',
  ',Barrel/Screw assembly,1,',
  ',12V Power Supply,1,',
].join('\n');

let stack: StackWithWorker;
let buyer: string;
let upload: { id: string; lines: { id: string; partNumber: string; description: string }[] };
const items = () => mongoose.connection.db!.collection('part_items');
const addFromBom = (body: unknown, token = buyer) => stack.request('POST', '/api/parts/from-bom', { token, body });

beforeAll(async () => {
  stack = await startStackWithWorker();
  buyer = await stack.tokenFor('buyer');
  const processed = await processedBom(stack, buyer, 'frame.csv', BOM_CSV, { partNumber: 0, description: 1, quantity: 2, material: 3 });
  const lines = Array.isArray(processed.lines) ? processed.lines : (processed.lines as { lines: any[] }).lines;
  upload = { id: processed.id, lines };
  expect(upload.lines).toHaveLength(6);
  // the stack, the worker and one BOM processed: slow on a shared machine
}, 180_000);
afterAll(async () => stack?.stop());

const lineOf = (description: string, nth = 0) => upload.lines.filter((l) => l.description === description)[nth]!;

describe('add to part master from a BOM upload', () => {
  let shaftId: string;

  it('adds one line as a draft item, and its old part link finds the item', async () => {
    const shaft = lineOf('CNC turned drive shaft');
    const before = await stack.request('GET', `/api/parts/items/by-source?uploadId=${upload.id}&lineId=${shaft.id}`, { token: buyer });
    expect(before.body).toEqual({ item: null });
    expect(before.status).toBe(200);
    expect(before.body.item).toBeNull();

    const res = await addFromBom({ uploadId: upload.id, lineIds: [shaft.id] });
    expect(res.status).toBe(201);
    expect(res.body.items).toEqual([expect.objectContaining({ partNumber: 'SHF-220', created: true, needsReview: false, lineIds: [shaft.id] })]);
    shaftId = res.body.items[0].itemId;
    const item = (await stack.request('GET', `/api/parts/items/${shaftId}`, { token: buyer })).body.item;
    expect(item).toMatchObject({ name: 'CNC turned drive shaft', state: 'draft', revision: 'A', sources: [{ uploadId: upload.id, lineId: shaft.id }] });
    expect(item.revisions[0].material).toBe('4140 steel');

    const after = await stack.request('GET', `/api/parts/items/by-source?uploadId=${upload.id}&lineId=${shaft.id}`, { token: buyer });
    expect(after.body.item).toMatchObject({ id: shaftId, partNumber: 'SHF-220' });
    // where-used names the upload
    const used = await stack.request('GET', `/api/parts/items/${shaftId}/where-used`, { token: buyer });
    expect(used.body.uploads).toEqual([{ uploadId: upload.id, lineId: shaft.id, fileName: 'frame.csv' }]);
  });

  it('adds every line: same part once, numberless parts generated and flagged but never merged, existing reused', async () => {
    const before = await items().countDocuments({});
    const res = await addFromBom({ uploadId: upload.id });
    expect(res.status).toBe(201);
    const result = res.body.items as { itemId: string; partNumber: string; lineIds: string[]; created: boolean; needsReview: boolean }[];
    // BRK-100 twice (written two ways), SHF-220 (existing), two 12V supplies (one part), the barrel/screw
    expect(result).toHaveLength(4);
    const bracket = result.find((r) => r.partNumber === 'BRK-100')!;
    expect(bracket.lineIds).toHaveLength(2);
    expect(result.find((r) => r.partNumber === 'SHF-220')).toMatchObject({ itemId: shaftId, created: false });
    const generated = result.filter((r) => r.needsReview);
    expect(generated).toHaveLength(2);
    for (const g of generated) expect(g.partNumber).toMatch(/^NEW-[0-9A-F]{6}-000[12]$/);
    expect(new Set(generated.map((g) => g.itemId)).size).toBe(2);
    expect(generated.find((g) => g.lineIds.length === 2)!.lineIds).toEqual([lineOf('12V Power Supply').id, lineOf('12V Power Supply', 1).id]);
    expect(await items().countDocuments({})).toBe(before + 3);

    const list = await stack.request('GET', '/api/parts/items?q=power', { token: buyer });
    expect(list.body.items).toEqual([expect.objectContaining({ name: '12V Power Supply', needsReview: true })]);
    // adding the same lines again creates nothing new and answers the same items
    const again = await addFromBom({ uploadId: upload.id });
    expect(again.status).toBe(201);
    expect(again.body.items.every((r: { created: boolean }) => !r.created)).toBe(true);
    expect(again.body.items.map((r: { itemId: string }) => r.itemId).sort()).toEqual(result.map((r) => r.itemId).sort());
    expect(await items().countDocuments({})).toBe(before + 3);
  });

  it('refuses unknown lines and other users\' uploads, writing nothing', async () => {
    const before = await items().countDocuments({});
    const unknown = await addFromBom({ uploadId: upload.id, lineIds: [upload.lines[0]!.id, 'ffffffffffffffffffffffff'] });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error.message).toContain('ffffffffffffffffffffffff');
    const stranger = await stack.tokenFor('supplier');
    expect((await addFromBom({ uploadId: upload.id }, stranger)).status).toBe(404);
    expect((await addFromBom({ uploadId: upload.id, lineIds: 'all' })).status).toBe(400);
    expect(await items().countDocuments({})).toBe(before);
  });
});
