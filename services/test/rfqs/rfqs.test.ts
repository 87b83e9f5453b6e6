/** RFQs against the real stack: API, embedded store, identity provider, Redis and the BOM worker (for BOM lines). */
import { AnalyticsEventModel } from '../../src/domains/analytics/model.js';
import { processedBom, uploadFile } from '../bom/helpers.js';
import { THREE_LINE_BOM_CSV } from '../bom/fixtures.js';
import type { TestStack } from '../support/stack.js';
import { startStackWithWorker } from '../support/worker.js';
import { createUser } from '../support/suppliers.js';

const BOM_CSV = THREE_LINE_BOM_CSV;

/** A due date a month ahead (the API refuses past dates; no test asserts a time). */
const DUE = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);

let stack: TestStack;
let buyer: string;
let otherBuyer: string;
let admin: string;
let supplierUser: string;
let investor: string;
let uploadId: string;
let bomLines: any[];
let supplierIds: string[];

const create = (body: unknown, token = buyer) => stack.request('POST', '/api/rfqs', { token, body });
const patch = (id: string, body: unknown, token = buyer) => stack.request('PATCH', `/api/rfqs/${id}`, { token, body });
const typedLine = { partNumber: 'PLT-9', description: 'Waterjet cut base plate', quantity: 5, material: '6061-T6', process: 'waterjet-cutting' };
const contactEvents = (supplierId: string) => AnalyticsEventModel.countDocuments({ type: 'supplier_contact', 'props.supplierId': supplierId, 'props.contactMethod': 'rfq' });

beforeAll(async () => {
  stack = await startStackWithWorker({ SEED_SUPPLIERS: '60' });
  [buyer, admin, supplierUser, investor] = await Promise.all([stack.tokenFor('buyer'), stack.tokenFor('admin'), stack.tokenFor('supplier'), stack.tokenFor('investor')]);
  otherBuyer = await createUser(stack, 'second.buyer@forge.test', 'SecondBuyer42!', 'buyer');
  ({ id: uploadId, lines: bomLines } = await processedBom(stack, buyer, 'bracket-bom.csv', BOM_CSV, { partNumber: 0, description: 1, quantity: 2, material: 3 }));
  const listing = await stack.request('GET', '/api/suppliers/listing?pageSize=3');
  supplierIds = (listing.body.hits as { id: string }[]).map((h) => h.id);
  expect(supplierIds).toHaveLength(3);
});

afterAll(async () => {
  await stack?.stop();
});

describe('POST /api/rfqs from BOM lines', () => {
  it('copies the selected lines from the BOM on the server, keeps a changed quantity and records the source', async () => {
    const [bracket, screw, shaft] = ['BRK-100', 'SCR-M3-8', 'SHF-220'].map((pn) => bomLines.find((l) => l.partNumber === pn));
    const res = await create({
      title: 'Bracket and shaft',
      dueDate: DUE,
      delivery: { zip: '44114' },
      notes: 'Deburr all edges.',
      ndaRequired: true,
      lines: [{ source: { uploadId, lineId: shaft.id } }, { source: { uploadId, lineId: bracket.id }, quantity: 250 }, typedLine],
    });
    expect(res.status).toBe(201);
    const rfq = res.body.rfq;
    expect(rfq).toMatchObject({ title: 'Bracket and shaft', status: 'open', dueDate: DUE, ndaRequired: true, notes: 'Deburr all edges.', viewer: 'owner', suppliers: [] });
    expect(rfq.delivery).toEqual({ zip: '44114', city: expect.any(String), state: 'OH' });
    expect(rfq.allowedTransitions).toEqual(['closed', 'awarded']);
    expect(rfq.lines).toEqual([
      {
        id: expect.any(String),
        partNumber: 'SHF-220',
        description: shaft.description,
        quantity: 2,
        unit: 'ea',
        material: '4140 steel',
        process: shaft.process,
        source: { uploadId, lineId: shaft.id, lineNo: shaft.lineNo, fileName: 'bracket-bom.csv' },
      },
      expect.objectContaining({ partNumber: 'BRK-100', quantity: 250, material: 'Steel', process: bracket.process, source: expect.objectContaining({ lineId: bracket.id }) }),
      expect.objectContaining({ partNumber: 'PLT-9', quantity: 5, process: { slug: 'waterjet-cutting', name: 'Waterjet Cutting' }, source: null }),
    ]);
    expect(shaft.process?.slug).toBe('cnc-machining');
    expect(screw.kind).toBe('standard');

    const read = await stack.request('GET', `/api/rfqs/${rfq.id}`, { token: buyer });
    expect(read.status).toBe(200);
    expect(read.body.rfq.lines).toEqual(rfq.lines);
    // My Activity reads the same collection.
    const activity = await stack.request('GET', '/api/my-activity', { token: buyer });
    expect(activity.body.rfqs).toEqual(expect.arrayContaining([expect.objectContaining({ id: rfq.id, title: 'Bracket and shaft', status: 'open' })]));
  });

  it("refuses lines that are not the caller's, unknown or tampered lines, and unprocessed BOMs", async () => {
    const line = bomLines[0];
    const stranger = await create({ title: 'Not my BOM', dueDate: DUE, lines: [{ source: { uploadId, lineId: line.id } }] }, otherBuyer);
    expect(stranger.status).toBe(404);
    expect(stranger.body.error).toMatchObject({ status: 'not-found', message: expect.stringContaining(uploadId) });

    const unknown = await create({ title: 'Unknown line', dueDate: DUE, lines: [{ source: { uploadId, lineId: 'aaaaaaaaaaaaaaaaaaaaaaaa' } }] });
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.message).toMatch(/no processed line "aaaaaaaaaaaaaaaaaaaaaaaa"/);

    const tampered = await create({ title: 'Tampered', dueDate: DUE, lines: [{ source: { uploadId, lineId: line.id }, description: 'Gold plated' }] });
    expect(tampered.status).toBe(400);
    expect(tampered.body.error.message).toContain('lines.0.description: comes from the BOM line');

    const twice = await create({ title: 'Twice', dueDate: DUE, lines: [{ source: { uploadId, lineId: line.id } }, { source: { uploadId, lineId: line.id } }] });
    expect(twice.status).toBe(400);
    expect(twice.body.error.message).toMatch(/listed twice/);

    const pending = await uploadFile(stack, buyer, 'pending.csv', BOM_CSV, 'text/csv');
    const notProcessed = await create({ title: 'Too early', dueDate: DUE, lines: [{ source: { uploadId: pending.body.upload.id, lineId: line.id } }] });
    expect(notProcessed.status).toBe(409);
    expect(notProcessed.body.error.message).toMatch(/not processed yet/);

    // An admin may build an RFQ from any upload (support work).
    expect((await create({ title: 'Support copy', dueDate: DUE, status: 'draft', lines: [{ source: { uploadId, lineId: line.id } }] }, admin)).status).toBe(201);
  });
});

describe('POST /api/rfqs for a supplier', () => {
  it('invites an existing supplier (snapshot of its name and place) and counts one rfq contact when sent', async () => {
    const [first] = supplierIds;
    const before = await contactEvents(first!);
    const res = await create({ title: 'Quote for brackets', dueDate: DUE, lines: [typedLine], supplierIds: [first, first] });
    expect(res.status).toBe(201);
    const profile = (await stack.request('GET', `/api/suppliers/${first}`)).body;
    expect(res.body.rfq.suppliers).toEqual([{ id: first, name: profile.name, slug: profile.slug, city: profile.address.city, state: profile.address.state }]);
    expect(await contactEvents(first!)).toBe(before + 1);

    const missing = await create({ title: 'Ghost supplier', dueDate: DUE, lines: [typedLine], supplierIds: [first, 'no-such-supplier'] });
    expect(missing.status).toBe(404);
    expect(missing.body.error.message).toBe('supplierIds.1: no supplier has the id "no-such-supplier".');
  });
});

describe('validation and roles', () => {
  const valid = { title: 'Valid', dueDate: DUE, lines: [typedLine] };
  it.each([
    ['no body', undefined, /Invalid RFQ/],
    ['short title', { ...valid, title: 'ab' }, /title: must be at least 3 characters/],
    ['no lines', { ...valid, lines: [] }, /lines: add at least one line item/],
    ['malformed date', { ...valid, dueDate: '03/01/2030' }, /dueDate: must be a date as YYYY-MM-DD/],
    ['impossible date', { ...valid, dueDate: '2031-02-30' }, /dueDate: 2031-02-30 is not a calendar date/],
    ['past date', { ...valid, dueDate: '2020-01-01' }, /dueDate: 2020-01-01 is in the past/],
    ['far future', { ...valid, dueDate: '2099-01-01' }, /more than two years away/],
    ['typed line without quantity', { ...valid, lines: [{ description: 'Bracket' }] }, /lines\.0\.quantity: is required/],
    ['typed line without text', { ...valid, lines: [{ quantity: 2 }] }, /lines\.0\.description: give a part number or a description/],
    ['zero quantity', { ...valid, lines: [{ ...typedLine, quantity: 0 }] }, /lines\.0\.quantity: must be more than 0/],
    ['unknown process', { ...valid, lines: [{ ...typedLine, process: 'alchemy' }] }, /lines\.0\.process: "alchemy" is not a catalogue process/],
    ['bad ZIP', { ...valid, delivery: { zip: '4411' } }, /delivery\.zip: must be a 5-digit ZIP code/],
    ['unknown ZIP', { ...valid, delivery: { zip: '00000' } }, /delivery\.zip: 00000 is not a known US ZIP code/],
    ['ZIP in another state', { ...valid, delivery: { zip: '44114', state: 'TX' } }, /ZIP 44114 is in OH, not TX/],
    ['unknown state', { ...valid, delivery: { state: 'ZZ' } }, /delivery\.state: ZZ is not a US state code/],
    ['unknown field', { ...valid, budget: 5 }, /Unrecognized key/i],
    ['bad status', { ...valid, status: 'awarded' }, /status: must be "draft" or "open"/],
  ])('%s → 400 with a message naming the field', async (_name, body, message) => {
    const res = await create(body);
    expect(res.status).toBe(400);
    expect(res.body.error.status).toBe('invalid-argument');
    expect(res.body.error.message).toMatch(message);
  });

  it('needs a signed-in buyer or admin to create; suppliers and investors get 403', async () => {
    expect((await stack.request('POST', '/api/rfqs', { body: valid })).status).toBe(401);
    expect((await create(valid, supplierUser)).status).toBe(403);
    expect((await create(valid, investor)).status).toBe(403);
    expect((await stack.request('GET', '/api/rfqs')).status).toBe(401);
  });
});

describe('reading and listing', () => {
  it("hides another buyer's RFQ (404 on read and change, absent from the list); admins see every RFQ", async () => {
    const mine = (await create({ title: 'Private RFQ', dueDate: DUE, lines: [typedLine] })).body.rfq;
    expect((await stack.request('GET', `/api/rfqs/${mine.id}`, { token: otherBuyer })).status).toBe(404);
    expect((await patch(mine.id, { status: 'closed' }, otherBuyer)).status).toBe(404);
    expect((await stack.request('GET', `/api/rfqs/${mine.id}`, { token: investor })).status).toBe(404);
    const theirs = await stack.request('GET', '/api/rfqs', { token: otherBuyer });
    expect(theirs.body.items.map((r: any) => r.id)).not.toContain(mine.id);
    expect((await stack.request('GET', '/api/rfqs?scope=all', { token: otherBuyer })).status).toBe(403);

    const asAdmin = await stack.request('GET', `/api/rfqs/${mine.id}`, { token: admin });
    expect(asAdmin.body.rfq).toMatchObject({ id: mine.id, viewer: 'admin', owner: { email: 'buyer@forge.test' } });
    const all = await stack.request('GET', '/api/rfqs?pageSize=100', { token: admin });
    expect(all.body.scope).toBe('all');
    expect(all.body.items.map((r: any) => r.id)).toContain(mine.id);
    const adminsOwn = await stack.request('GET', '/api/rfqs?scope=mine&pageSize=100', { token: admin });
    expect(adminsOwn.body.items.map((r: any) => r.id)).not.toContain(mine.id);

    expect((await stack.request('GET', '/api/rfqs/not-an-id', { token: buyer })).status).toBe(404);
  });

  it('pages newest first, filters by status and counts each status', async () => {
    const titles = ['List A', 'List B', 'List C'];
    for (const title of titles) expect((await create({ title, dueDate: DUE, status: 'draft', lines: [typedLine] }, otherBuyer)).status).toBe(201);
    const page1 = await stack.request('GET', '/api/rfqs?pageSize=2', { token: otherBuyer });
    expect(page1.status).toBe(200);
    expect(page1.body).toMatchObject({ total: 3, page: 1, pageSize: 2, pages: 2, counts: { draft: 3, open: 0, closed: 0, awarded: 0 } });
    expect(page1.body.items.map((r: any) => r.title)).toEqual(['List C', 'List B']);
    expect(page1.body.items[0]).toMatchObject({ status: 'draft', dueDate: DUE, lineCount: 1, totalQuantity: 5, supplierCount: 0 });
    const page2 = await stack.request('GET', '/api/rfqs?pageSize=2&page=2', { token: otherBuyer });
    expect(page2.body.items.map((r: any) => r.title)).toEqual(['List A']);

    const first = page1.body.items[0].id;
    expect((await patch(first, { status: 'open' }, otherBuyer)).status).toBe(200);
    const open = await stack.request('GET', '/api/rfqs?status=open', { token: otherBuyer });
    expect(open.body).toMatchObject({ total: 1, counts: { draft: 2, open: 1 } });
    expect(open.body.items.map((r: any) => r.id)).toEqual([first]);

    const bad = await stack.request('GET', '/api/rfqs?status=pending', { token: otherBuyer });
    expect(bad.status).toBe(400);
    expect(bad.body.error.message).toMatch(/status: must be one of draft, open, closed, awarded/);
    expect((await stack.request('GET', '/api/rfqs?pageSize=500', { token: otherBuyer })).status).toBe(400);
  });
});

describe('PATCH /api/rfqs/:id status lifecycle', () => {
  it('draft → open, announced once; awarding is never a PATCH (POST …/award is the one path)', async () => {
    const [, second, third] = supplierIds;
    const draft = (await create({ title: 'Lifecycle', dueDate: DUE, status: 'draft', lines: [typedLine], supplierIds: [second] })).body.rfq;
    expect(draft.allowedTransitions).toEqual(['open', 'closed']);
    const before = await contactEvents(second!);

    const awardDraft = await patch(draft.id, { status: 'awarded', awardedSupplierId: second });
    expect(awardDraft.status).toBe(400);
    expect(awardDraft.body.error.message).toBe(`status: an RFQ is awarded with POST /api/rfqs/${draft.id}/award ({supplierId} or {lines}), not with PATCH.`);

    const opened = await patch(draft.id, { status: 'open' });
    expect(opened.status).toBe(200);
    expect(opened.body.rfq).toMatchObject({ status: 'open', openedAt: expect.any(String) });
    expect(await contactEvents(second!)).toBe(before + 1);
    expect((await patch(draft.id, { status: 'open' })).body.error.message).toBe('The RFQ is already open.');

    expect((await patch(draft.id, { status: 'awarded' })).status).toBe(400);
    expect((await patch(draft.id, { status: 'awarded', awardedSupplierId: third })).status).toBe(400);
    expect((await patch(draft.id, { status: 'closed', awardedSupplierId: second })).status).toBe(400);
    // nothing of those refused changes was written (the award itself: test/rfqs/loop-truth.test.ts)
    const read = await stack.request('GET', `/api/rfqs/${draft.id}`, { token: buyer });
    expect(read.body.rfq).toMatchObject({ status: 'open', awardedSupplierId: null, awards: [] });
    expect(read.body.rfq.history.map((h: any) => h.status)).toEqual(['draft', 'open']);
  });

  it('open → closed → reopened without announcing the invitations again; bad bodies are 400', async () => {
    const [first] = supplierIds;
    const rfq = (await create({ title: 'Close and reopen', dueDate: DUE, lines: [typedLine], supplierIds: [first] })).body.rfq;
    const before = await contactEvents(first!);
    expect((await patch(rfq.id, { status: 'closed', reason: 'Design change' })).body.rfq).toMatchObject({ status: 'closed', allowedTransitions: ['open'] });
    expect((await patch(rfq.id, { status: 'awarded', awardedSupplierId: first })).status).toBe(400);
    expect((await patch(rfq.id, { status: 'open' })).body.rfq.status).toBe('open');
    expect(await contactEvents(first!)).toBe(before);

    const bad = await patch(rfq.id, { status: 'cancelled' });
    expect(bad.status).toBe(400);
    expect(bad.body.error.message).toMatch(/status: must be one of draft, open, closed, awarded/);
    expect((await patch(rfq.id, { status: 'closed', title: 'Renamed' })).status).toBe(400);
  });
});

describe('invited suppliers', () => {
  it("lets the invited company's owner read a sent RFQ (only its own invitation), never a draft, and not change it", async () => {
    const [, , companyId] = supplierIds;
    const claim = await stack.request('POST', `/api/admin/suppliers/${companyId}/claim-tokens`, { token: admin });
    expect((await stack.request('POST', `/api/claims/${claim.body.token}`, { token: supplierUser })).status).toBe(200);

    const rfq = (await create({ title: 'For the supplier', dueDate: DUE, status: 'draft', lines: [typedLine], supplierIds: [supplierIds[0], companyId] })).body.rfq;
    expect((await stack.request('GET', `/api/rfqs/${rfq.id}`, { token: supplierUser })).status).toBe(404);
    expect((await stack.request('GET', '/api/rfqs?scope=invited', { token: supplierUser })).body.items).toEqual([]);

    await patch(rfq.id, { status: 'open' });
    const seen = await stack.request('GET', `/api/rfqs/${rfq.id}`, { token: supplierUser });
    expect(seen.status).toBe(200);
    expect(seen.body.rfq).toMatchObject({ viewer: 'supplier', owner: null, allowedTransitions: [], history: [] });
    expect(seen.body.rfq.suppliers.map((s: any) => s.id)).toEqual([companyId]);
    const invited = await stack.request('GET', '/api/rfqs?scope=invited', { token: supplierUser });
    expect(invited.body.items.map((r: any) => r.id)).toEqual([rfq.id]);

    const change = await patch(rfq.id, { status: 'closed' }, supplierUser);
    expect(change.status).toBe(403);
    expect(change.body.error.message).toMatch(/Only the buyer/);
  });
});
