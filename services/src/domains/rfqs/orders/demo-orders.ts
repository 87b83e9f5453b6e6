import type { Principal } from '../../../lib/auth.js';
import { issueOrder } from './issue.js';
import { takeStep } from './steps.js';

/** An awarded demo RFQ: its id, the awarded line and when the award was made. */
interface AwardedDemoRfq {
  id: string;
  line: { id: string; quantity: number };
  awardedAt: Date;
}

const DAY_MS = 86_400_000;
const SHIP_TO = { name: 'Receiving, Blake Buyer', street: '1300 W 9th St', city: 'Cleveland', state: 'OH', zip: '44114' };
const at = (from: Date, days: number) => new Date(from.getTime() + days * DAY_MS);
const day = (d: Date) => d.toISOString().slice(0, 10);

/**
 * The demo's purchase orders (issue 35), each through the orders domain at its own past time, so /orders is not empty
 * for buyer@forge.test and supplier@forge.test: last month's award delivered on time and closed, and the recent award
 * in production, waiting for the supplier to ship it. Returns how many orders it issued.
 */
export async function seedDemoOrders(buyer: Principal, supplier: Principal, delivered: AwardedDemoRfq, inProduction: AwardedDemoRfq): Promise<number> {
  const first = at(delivered.awardedAt, 1);
  const done = await issueOrder(buyer, { rfqId: delivered.id, lines: [{ lineId: delivered.line.id, quantity: delivered.line.quantity }], dueDate: day(at(first, 14)), shipTo: SHIP_TO, notes: 'Bag and tag by part number.' }, first);
  await takeStep(supplier, done.id, { to: 'accepted' }, at(first, 1));
  await takeStep(supplier, done.id, { to: 'in-production' }, at(first, 3));
  await takeStep(supplier, done.id, { to: 'shipped', carrier: 'UPS', trackingNumber: '1Z 4A7 3F2 03 1234 5678' }, at(first, 10));
  await takeStep(buyer, done.id, { to: 'delivered', receivedOn: day(at(first, 12)), lines: [{ lineId: delivered.line.id, accepted: true }] }, at(first, 12));
  await takeStep(buyer, done.id, { to: 'closed', note: 'Paid in full.' }, at(first, 13));

  const second = at(inProduction.awardedAt, 1);
  const open = await issueOrder(buyer, { rfqId: inProduction.id, lines: [{ lineId: inProduction.line.id, quantity: inProduction.line.quantity }], dueDate: day(at(second, 18)), shipTo: SHIP_TO }, second);
  await takeStep(supplier, open.id, { to: 'accepted', note: 'Material in stock.' }, at(second, 1));
  await takeStep(supplier, open.id, { to: 'in-production' }, at(second, 3));
  return 2;
}
