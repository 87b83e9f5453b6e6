/**
 * Purchase orders after an award (issue 35 §3) on the real stack: issue from awarded lines, the PDF, each step by the
 * side that owns it (notified to the other), tracking, files on a step, the delivery record, and every refusal
 * (second PO, unawarded lines, out-of-order step, 10 KB tracking number, non-party) leaving nothing half-written.
 */
import mongoose from 'mongoose';
import { OrderModel } from '../../src/domains/rfqs/orders/model.js';
import { recountOrderScorecards } from '../../src/domains/rfqs/orders/start.js';
import { useTestStack, type TestStack } from '../support/stack.js';
import { DUE } from '../support/rfqs.js';
import { claimCompany, createCompanyOwner, createUser } from '../support/suppliers.js';

let stack: TestStack;
let buyer: string;
let admin: string;
let supplierUser: string;
let otherSupplierUser: string;
let otherBuyer: string;
let mine: string;
let theirs: string;

const PDF = Buffer.concat([Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n'), Buffer.alloc(5000, 0x20), Buffer.from('\n%%EOF\n')]);
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]), Buffer.alloc(200, 1)]);
const SHIP_TO = { name: 'Receiving, Lakeside Robotics', street: '1300 W 9th St', city: 'Cleveland', state: 'oh', zip: '44113' };
const LINES = [
  { partNumber: 'BRK-1', description: 'Milled bracket', quantity: 10, material: '6061-T6', process: 'cnc-machining' },
  { partNumber: 'SHF-2', description: 'Turned shaft', quantity: 20, material: '4140', process: 'cnc-machining' },
  { partNumber: 'PLT-3', description: 'Cut plate', quantity: 4, material: 'A36', process: 'waterjet-cutting' },
];

const ordersCount = () => mongoose.connection.db!.collection('purchase_orders').countDocuments({});
const step = (id: string, token: string, body: unknown) => stack.request('POST', `/api/orders/${id}/steps`, { token, body });
const issue = (token: string, body: unknown) => stack.request('POST', '/api/orders', { token, body });
const notificationsOf = async (token: string) => (await stack.request('GET', '/api/notifications', { token })).body.items as { kind: string; title: string; body: string; link: string }[];

async function attach(orderId: string, fileName: string, content: Buffer, token: string, query = '') {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(content)]), fileName);
  const response = await fetch(`${stack.api.url}/api/orders/${orderId}/files${query}`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
  return { status: response.status, body: (await response.json()) as any };
}

async function download(path: string, token: string) {
  const response = await fetch(`${stack.api.url}${path}`, { headers: { authorization: `Bearer ${token}` } });
  return { status: response.status, headers: response.headers, bytes: Buffer.from(await response.arrayBuffer()) };
}

/** An RFQ with three lines inviting both companies; `mine` quotes all three at 12.5, `theirs` the second at 30. */
async function quotedRfq(title: string) {
  const created = await stack.request('POST', '/api/rfqs', { token: buyer, body: { title, status: 'open', dueDate: DUE, lines: LINES, supplierIds: [mine, theirs] } });
  expect(created.status).toBe(201);
  const rfq = created.body.rfq as { id: string; lines: { id: string }[] };
  const ids = rfq.lines.map((l) => l.id);
  expect((await stack.request('POST', `/api/rfqs/${rfq.id}/quotes`, { token: supplierUser, body: { lines: ids.map((lineId) => ({ lineId, unitPrice: 12.5, leadTimeDays: 10 })) } })).status).toBe(201);
  expect((await stack.request('POST', `/api/rfqs/${rfq.id}/quotes`, { token: otherSupplierUser, body: { lines: [{ lineId: ids[1], unitPrice: 30, leadTimeDays: 5 }] } })).status).toBe(201);
  return { id: rfq.id, lines: ids as [string, string, string] };
}

useTestStack({ redis: true, env: { SEED_SUPPLIERS: '60' } }, async (started) => {
  stack = started;
  [buyer, admin, supplierUser] = await Promise.all([stack.tokenFor('buyer'), stack.tokenFor('admin'), stack.tokenFor('supplier')]);
  const listing = await stack.request('GET', '/api/suppliers/listing?pageSize=2');
  [mine, theirs] = (listing.body.hits as { id: string }[]).map((h) => h.id) as [string, string];
  await claimCompany(stack, admin, mine, supplierUser);
  otherSupplierUser = await createCompanyOwner(stack, admin, theirs, 'orders.other@forge.test', 'OrdersOther42!');
  otherBuyer = await createUser(stack, 'orders.buyer2@forge.test', 'OrdersBuyer42!', 'buyer');
});

describe('issuing a purchase order', () => {
  let rfq: { id: string; lines: [string, string, string] };
  let orderId: string;

  it('is refused before the award (409) and for lines not awarded, or awarded to two suppliers; nothing is written', async () => {
    rfq = await quotedRfq('Brackets and shafts');
    const body = { rfqId: rfq.id, lines: [{ lineId: rfq.lines[0], quantity: 10 }], dueDate: DUE, shipTo: SHIP_TO };
    const early = await issue(buyer, body);
    expect(early.status).toBe(409);
    expect(early.body.error.message).toMatch(/only after an award/);

    // line 1 to mine, line 2 to theirs, line 3 to nobody
    const award = await stack.request('POST', `/api/rfqs/${rfq.id}/award`, { token: buyer, body: { lines: [{ lineId: rfq.lines[0], supplierId: mine }, { lineId: rfq.lines[1], supplierId: theirs }] } });
    expect(award.status).toBe(200);

    const unawarded = await issue(buyer, { ...body, lines: [{ lineId: rfq.lines[2], quantity: 4 }] });
    expect(unawarded.status).toBe(409);
    expect(unawarded.body.error.message).toMatch(/PLT-3" was not awarded/);
    const twoSuppliers = await issue(buyer, { ...body, lines: [{ lineId: rfq.lines[0], quantity: 10 }, { lineId: rfq.lines[1], quantity: 20 }] });
    expect(twoSuppliers.status).toBe(400);
    expect(twoSuppliers.body.error.message).toMatch(/one purchase order per supplier/);
    const unknownLine = await issue(buyer, { ...body, lines: [{ lineId: 'nope', quantity: 1 }] });
    expect(unknownLine.status).toBe(400);
    const badZip = await issue(buyer, { ...body, shipTo: { ...SHIP_TO, zip: 'ABCDE' } });
    expect(badZip.status).toBe(400);
    expect(badZip.body.error.details.fields[0].field).toBe('shipTo.zip');
    const past = await issue(buyer, { ...body, dueDate: '2020-01-01' });
    expect(past.status).toBe(400);
    // the supplier cannot issue one, another buyer does not see the RFQ
    expect((await issue(supplierUser, body)).status).toBe(403);
    expect((await issue(otherBuyer, body)).status).toBe(404);
    expect(await ordersCount()).toBe(0);
  });

  it('stores the awarded lines at the awarded price, tells the supplier, and a second PO for the same lines is 409', async () => {
    const created = await issue(buyer, { rfqId: rfq.id, number: 'PO-7781', lines: [{ lineId: rfq.lines[0], quantity: 12 }], dueDate: DUE, shipTo: SHIP_TO, notes: 'Deliver to dock 2' });
    expect(created.status).toBe(201);
    const order = created.body.order;
    orderId = order.id;
    expect(order).toMatchObject({ number: 'PO-7781', status: 'issued', supplier: { id: mine }, total: 150, dueDate: DUE, viewer: 'buyer', next: { status: 'accepted', side: 'supplier' } });
    expect(order.lines).toEqual([expect.objectContaining({ lineId: rfq.lines[0], partNumber: 'BRK-1', quantity: 12, unitPrice: 12.5, extended: 150 })]);
    expect(order.shipTo.state).toBe('OH');
    expect(order.events.map((e: { status: string }) => e.status)).toEqual(['issued']);

    const told = (await notificationsOf(supplierUser)).find((n) => n.link === `/orders/${orderId}`);
    expect(told).toMatchObject({ kind: 'order', title: expect.stringContaining('PO-7781') });

    const again = await issue(buyer, { rfqId: rfq.id, lines: [{ lineId: rfq.lines[0], quantity: 12 }], dueDate: DUE, shipTo: SHIP_TO });
    expect(again.status).toBe(409);
    expect(again.body.error.message).toMatch(/PO-7781 already covers/);
    const sameNumber = await issue(buyer, { rfqId: rfq.id, number: 'PO-7781', lines: [{ lineId: rfq.lines[1], quantity: 20 }], dueDate: DUE, shipTo: SHIP_TO });
    expect(sameNumber.status).toBe(409);
    expect(await ordersCount()).toBe(1);
    // the other supplier's line gets its own order
    const theirsOrder = await issue(buyer, { rfqId: rfq.id, lines: [{ lineId: rfq.lines[1], quantity: 20 }], dueDate: DUE, shipTo: SHIP_TO });
    expect(theirsOrder.status).toBe(201);
    expect(theirsOrder.body.order).toMatchObject({ supplier: { id: theirs }, total: 600, number: expect.stringMatching(/^PO-\d{8}-[0-9A-F]{6}$/) });
  });

  it('serves the PDF to both parties; lists orders per side; a non-party gets 404 everywhere', async () => {
    const pdf = await download(`/api/orders/${orderId}/pdf`, supplierUser);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(pdf.bytes.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.bytes.length).toBeGreaterThan(1000);

    const buyerList = (await stack.request('GET', `/api/orders?rfqId=${rfq.id}`, { token: buyer })).body.items;
    expect(buyerList).toHaveLength(2);
    expect(buyerList.flatMap((o: { lineIds: string[] }) => o.lineIds).sort()).toEqual([rfq.lines[0], rfq.lines[1]].sort());
    const supplierList = (await stack.request('GET', '/api/orders', { token: supplierUser })).body.items;
    expect(supplierList.map((o: { id: string }) => o.id)).toEqual([orderId]);
    expect(supplierList[0]).toMatchObject({ viewer: 'supplier', next: { status: 'accepted', side: 'supplier' } });

    for (const token of [otherBuyer, otherSupplierUser]) {
      expect((await stack.request('GET', `/api/orders/${orderId}`, { token })).status).toBe(404);
      expect((await download(`/api/orders/${orderId}/pdf`, token)).status).toBe(404);
      expect((await step(orderId, token, { to: 'accepted' })).status).toBe(404);
      expect((await attach(orderId, 'cert.pdf', PDF, token)).status).toBe(404);
    }
    expect((await stack.request('GET', '/api/orders/not-an-id', { token: buyer })).status).toBe(404);
    expect((await stack.request('GET', `/api/orders/${orderId}`, { token: admin })).body.order.viewer).toBe('admin');
  });
});

describe('the order steps', () => {
  let orderId: string;

  beforeAll(async () => {
    orderId = (await stack.request('GET', '/api/orders?role=supplier', { token: supplierUser })).body.items[0].id;
  });

  it('refuses a step out of order (409 naming the next step) and a step by the wrong side (403)', async () => {
    const early = await step(orderId, supplierUser, { to: 'shipped', carrier: 'UPS', trackingNumber: '1Z999' });
    expect(early.status).toBe(409);
    expect(early.body.error.message).toMatch(/the next step is "accepted" \(by the supplier\)/);
    expect(early.body.error.details).toEqual({ status: 'issued', allowed: ['accepted'] });
    expect(await OrderModel.findById(orderId).lean()).toMatchObject({ status: 'issued', shipment: null, events: [expect.objectContaining({ status: 'issued' })] });
    expect((await step(orderId, buyer, { to: 'accepted' })).status).toBe(403);
    expect((await step(orderId, supplierUser, { to: 'paid' })).status).toBe(400);
  });

  it('goes issued → accepted → in production → shipped with tracking, each step told to the buyer', async () => {
    const accepted = await step(orderId, supplierUser, { to: 'accepted', note: 'Confirmed for week 12' });
    expect(accepted.status).toBe(200);
    expect(accepted.body.order).toMatchObject({ status: 'accepted', viewer: 'supplier', next: { status: 'in-production', side: 'supplier' } });
    expect((await step(orderId, supplierUser, { to: 'in-production' })).status).toBe(200);

    const huge = await step(orderId, supplierUser, { to: 'shipped', carrier: 'UPS', trackingNumber: 'X'.repeat(10 * 1024) });
    expect(huge.status).toBe(400);
    expect(huge.body.error.message).toMatch(/trackingNumber: must be at most 64 characters/);
    const stored = await OrderModel.findById(orderId).lean();
    expect(stored?.status).toBe('in-production');
    expect(stored?.shipment).toBeNull();

    const shipped = await step(orderId, supplierUser, { to: 'shipped', carrier: 'UPS', trackingNumber: '1Z 999 AA1 0123456784' });
    expect(shipped.status).toBe(200);
    expect(shipped.body.order.shipment).toMatchObject({ carrier: 'UPS', trackingNumber: '1Z 999 AA1 0123456784' });
    expect(shipped.body.order.events.map((e: { status: string; side: string }) => `${e.status}:${e.side}`)).toEqual(['issued:buyer', 'accepted:supplier', 'in-production:supplier', 'shipped:supplier']);
    const buyerNotes = (await notificationsOf(buyer)).filter((n) => n.link === `/orders/${orderId}`).map((n) => n.title);
    expect(buyerNotes).toEqual(expect.arrayContaining([expect.stringMatching(/accepted PO PO-7781/), 'PO PO-7781 is in production', 'PO PO-7781 shipped']));
  });

  it('attaches a certificate to a step (PDF or image, content checked) that both parties can download', async () => {
    const cert = await attach(orderId, 'C-of-C.pdf', PDF, supplierUser);
    expect(cert.status).toBe(201);
    expect(cert.body.order.files).toEqual([expect.objectContaining({ name: 'C-of-C.pdf', status: 'shipped', side: 'supplier', contentType: 'application/pdf', size: PDF.length })]);
    const photo = await attach(orderId, 'packed.png', PNG, supplierUser, '?status=in-production');
    expect(photo.status).toBe(201);
    expect(photo.body.order.files[1]).toMatchObject({ status: 'in-production' });

    expect((await attach(orderId, 'model.step', Buffer.from('ISO-10303-21;\nHEADER;'), supplierUser)).status).toBe(400);
    const renamed = await attach(orderId, 'report.pdf', PNG, supplierUser);
    expect(renamed.status).toBe(400);
    expect(renamed.body.error.message).toMatch(/report\.pdf/);
    expect((await attach(orderId, 'later.pdf', PDF, supplierUser, '?status=delivered')).status).toBe(409);
    const bucketFiles = await mongoose.connection.db!.collection('order_files.files').countDocuments({});
    expect(bucketFiles).toBe(2); // refused uploads leave nothing behind

    const got = await download(`/api/orders/${orderId}/files/${cert.body.order.files[0].id}/content`, buyer);
    expect(got.status).toBe(200);
    expect(got.bytes.equals(PDF)).toBe(true);
    expect((await download(`/api/orders/${orderId}/files/${cert.body.order.files[0].id}/content`, otherSupplierUser)).status).toBe(404);
  });

  it('records the delivery: every line accepted or rejected with a reason, on time against the PO due date', async () => {
    const order = (await stack.request('GET', `/api/orders/${orderId}`, { token: buyer })).body.order;
    const lineId = order.lines[0].lineId;
    const today = new Date().toISOString().slice(0, 10);
    expect((await step(orderId, supplierUser, { to: 'delivered', receivedOn: today, lines: [{ lineId, accepted: true }] })).status).toBe(403);
    const noReason = await step(orderId, buyer, { to: 'delivered', receivedOn: today, lines: [{ lineId, accepted: false }] });
    expect(noReason.status).toBe(400);
    expect(noReason.body.error.message).toMatch(/say why the line was rejected/);
    const future = await step(orderId, buyer, { to: 'delivered', receivedOn: '2999-01-01', lines: [{ lineId, accepted: true }] });
    expect(future.status).toBe(400);
    expect((await step(orderId, buyer, { to: 'delivered', receivedOn: today, lines: [] })).status).toBe(400);
    expect((await OrderModel.findById(orderId).lean())?.delivery).toBeNull();

    const delivered = await step(orderId, buyer, { to: 'delivered', receivedOn: today, lines: [{ lineId, accepted: true }] });
    expect(delivered.status).toBe(200);
    expect(delivered.body.order).toMatchObject({ status: 'delivered', delivery: { receivedOn: today, onTime: true, lines: [{ lineId, accepted: true, reason: '' }] }, next: { status: 'closed', side: 'buyer' } });
    expect((await notificationsOf(supplierUser)).some((n) => n.title === 'PO PO-7781 was received' && n.body.includes('on time'))).toBe(true);

    expect((await step(orderId, buyer, { to: 'closed' })).status).toBe(200);
    const after = await step(orderId, buyer, { to: 'closed' });
    expect(after.status).toBe(409);
    expect(after.body.error.details.allowed).toEqual([]);
  });
});

describe('the supplier scorecard', () => {
  /** Awards a new RFQ's first line to `mine`, issues the PO, runs it to delivery; `late` moves the PO due date back. */
  async function deliveredOrder(title: string, options: { late?: boolean; reject?: boolean } = {}) {
    const rfq = await quotedRfq(title);
    expect((await stack.request('POST', `/api/rfqs/${rfq.id}/award`, { token: buyer, body: { lines: [{ lineId: rfq.lines[0], supplierId: mine }] } })).status).toBe(200);
    const id = (await issue(buyer, { rfqId: rfq.id, lines: [{ lineId: rfq.lines[0], quantity: 10 }], dueDate: DUE, shipTo: SHIP_TO })).body.order.id as string;
    for (const to of ['accepted', 'in-production'] as const) expect((await step(id, supplierUser, { to })).status).toBe(200);
    expect((await step(id, supplierUser, { to: 'shipped', carrier: 'FedEx', trackingNumber: '7777 1234' })).status).toBe(200);
    if (options.late) await OrderModel.updateOne({ _id: id }, { $set: { dueDate: new Date(Date.now() - 3 * 86_400_000) } });
    const line = options.reject ? { lineId: rfq.lines[0], accepted: false, reason: 'Bore out of tolerance' } : { lineId: rfq.lines[0], accepted: true };
    const delivered = await step(id, buyer, { to: 'delivered', receivedOn: new Date().toISOString().slice(0, 10), lines: [line] });
    expect(delivered.status).toBe(200);
    return delivered.body.order;
  }
  const profile = async () => (await stack.request('GET', `/api/suppliers/${mine}`)).body;

  it('shows nothing below 3 delivered orders, then on-time %, acceptance % and orders completed', async () => {
    // one order was delivered on time above
    expect((await profile()).orderStats).toBeNull();
    const late = await deliveredOrder('Late one', { late: true });
    expect(late.delivery.onTime).toBe(false);
    const stored = (await mongoose.connection.db!.collection('suppliers').findOne({ _id: mine } as never)) as { orderStats?: { completed: number } } | null;
    expect(stored?.orderStats).toMatchObject({ completed: 2, onTime: 1, linesInspected: 2, linesAccepted: 2 });
    expect((await profile()).orderStats).toBeNull();

    await deliveredOrder('Rejected one', { reject: true });
    const stats = (await profile()).orderStats;
    expect(stats).toMatchObject({ completed: 3, onTime: 2, linesInspected: 3, linesAccepted: 2 });
    expect(stats.onTimeRate).toBeCloseTo(2 / 3);
    expect(stats.acceptanceRate).toBeCloseTo(2 / 3);
    // the other supplier has an issued order but no delivery: no figure
    expect((await stack.request('GET', `/api/suppliers/${theirs}`)).body.orderStats).toBeNull();
  });

  it('recounts at start a delivery whose scorecard write was lost', async () => {
    await mongoose.connection.db!.collection('suppliers').updateOne({ _id: mine } as never, { $set: { orderStats: null } });
    expect(await recountOrderScorecards()).toBe(1);
    expect((await profile()).orderStats).toMatchObject({ completed: 3, onTime: 2, linesAccepted: 2 });
    expect(await recountOrderScorecards()).toBe(0); // unchanged figures are not written again
  });
});

describe('racing purchase orders', () => {
  it('two requests for the same awarded line store one order; the other gets 409', async () => {
    const rfq = await quotedRfq('Raced');
    expect((await stack.request('POST', `/api/rfqs/${rfq.id}/award`, { token: buyer, body: { lines: [{ lineId: rfq.lines[0], supplierId: mine }] } })).status).toBe(200);
    const body = (number: string) => ({ rfqId: rfq.id, number, lines: [{ lineId: rfq.lines[0], quantity: 10 }], dueDate: DUE, shipTo: SHIP_TO });
    const before = await ordersCount();
    const answers = await Promise.all([issue(buyer, body('RACE-1')), issue(buyer, body('RACE-2'))]);
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409]);
    expect(await ordersCount()).toBe(before + 1);
    // the unique index itself refuses a second document holding the line, whatever the checks before it saw
    const stored = (await OrderModel.findOne({ number: { $in: ['RACE-1', 'RACE-2'] } }).lean())!;
    const { _id, ...copy } = stored;
    await expect(OrderModel.create({ ...copy, number: 'RACE-3' })).rejects.toMatchObject({ code: 11000 });
  });
});
