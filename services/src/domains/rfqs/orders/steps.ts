import { ORDER_STATUS_LABELS, ORDER_STEP_OWNER, type OrderStep } from '@forge/contract';
import { AppError } from '../../../lib/app-error.js';
import type { Principal } from '../../../lib/auth.js';
import { refreshSupplierOrderStats } from '../../suppliers/order-stats.js';
import { quietly } from '../notify.js';
import { nextStep, orderView, readableOrder } from './access.js';
import { OrderModel, type OrderDoc } from './model.js';
import { notifyOrderStep } from './notify.js';

const today = (now: Date) => now.toISOString().slice(0, 10);

/** What a delivery record stores: every order line accepted or rejected (with a reason), on time against the PO due date. */
function deliveryRecord(doc: OrderDoc, step: Extract<OrderStep, { to: 'delivered' }>, now: Date) {
  const receivedOn = new Date(`${step.receivedOn}T00:00:00Z`);
  if (Number.isNaN(receivedOn.getTime())) throw AppError.badRequest('receivedOn: not a real date.', { fields: [{ field: 'receivedOn', message: 'not a real date' }] });
  if (step.receivedOn > today(now)) throw AppError.badRequest('receivedOn: the parts cannot have arrived after today.', { fields: [{ field: 'receivedOn', message: 'in the future' }] });
  const given = new Map<string, { accepted: boolean; reason: string }>();
  step.lines.forEach((l, index) => {
    if (!doc.lines.some((o) => o.lineId === l.lineId)) throw AppError.badRequest(`lines.${index}.lineId: this order has no line "${l.lineId}".`);
    if (given.has(l.lineId)) throw AppError.badRequest(`lines.${index}.lineId: line "${l.lineId}" is recorded twice.`);
    if (!l.accepted && !l.reason) throw AppError.badRequest(`lines.${index}.reason: say why the line was rejected.`, { fields: [{ field: `lines.${index}.reason`, message: 'required for a rejected line' }] });
    given.set(l.lineId, { accepted: l.accepted, reason: l.accepted ? '' : (l.reason ?? '') });
  });
  const missing = doc.lines.filter((l) => !given.has(l.lineId));
  if (missing.length) throw AppError.badRequest(`lines: record every line as accepted or rejected; missing ${missing.map((l) => l.partNumber || l.lineId).join(', ')}.`);
  return { receivedOn, onTime: receivedOn.getTime() <= doc.dueDate.getTime(), lines: doc.lines.map((l) => ({ lineId: l.lineId, ...given.get(l.lineId)! })) };
}

/**
 * Moves an order one step forward. Only the next status is allowed (409 naming it), only by the side that owns it
 * (403; admins act for either), and the write is conditional on the status read, so a racing step gets 409.
 */
export async function takeStep(principal: Principal, orderId: string, step: OrderStep, now = new Date()) {
  const { doc, viewer } = await readableOrder(principal, orderId);
  const next = nextStep(doc);
  if (!next || next.status !== step.to) {
    const allowed = next ? [next.status] : [];
    const message = next
      ? `This order is ${ORDER_STATUS_LABELS[doc.status].toLowerCase()}; the next step is "${next.status}" (by the ${next.side}), not "${step.to}".`
      : `This order is closed; no step follows it.`;
    throw AppError.conflict(message, { status: doc.status, allowed });
  }
  const owner = ORDER_STEP_OWNER[step.to];
  if (viewer !== 'admin' && viewer !== owner) throw AppError.forbidden(`Only the ${owner} marks an order "${ORDER_STATUS_LABELS[step.to].toLowerCase()}".`);

  const set: Record<string, unknown> = { status: step.to, updatedAt: now };
  if (step.to === 'shipped') set.shipment = { carrier: step.carrier, trackingNumber: step.trackingNumber, shippedAt: now };
  if (step.to === 'delivered') set.delivery = deliveryRecord(doc, step, now);
  const event = { status: step.to, at: now, by: principal.uid, side: viewer, note: step.note ?? '' };
  const updated = await OrderModel.findOneAndUpdate({ _id: doc._id, status: doc.status }, { $set: set, $push: { events: event } }, { returnDocument: 'after' }).lean<OrderDoc>();
  if (!updated) throw AppError.conflict('This order changed meanwhile; reload it and try again.');
  if (step.to === 'delivered') await quietly('supplier order scorecard', async () => void (await refreshSupplierOrderStats([updated.supplierId], now)));
  await quietly(`purchase order ${step.to}`, () => notifyOrderStep(updated, step.to));
  return orderView(updated, viewer);
}
