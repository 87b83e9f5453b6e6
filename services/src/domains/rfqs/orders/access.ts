import { ORDER_NEXT, ORDER_STEP_OWNER, type Order, type OrderSummary } from '@forge/contract';
import { isValidObjectId } from 'mongoose';
import { AppError } from '../../../lib/app-error.js';
import type { Principal } from '../../../lib/auth.js';
import { ownedCompanyIdFor } from '../service.js';
import { OrderModel, type OrderDoc } from './model.js';

export type OrderViewer = 'buyer' | 'supplier' | 'admin';

const day = (d: Date) => d.toISOString().slice(0, 10);

/** The two parties (the buyer, the owner of the supplier) and admins; anyone else 404 so ids do not leak. */
export async function readableOrder(principal: Principal, id: string): Promise<{ doc: OrderDoc; viewer: OrderViewer }> {
  const doc = isValidObjectId(id) ? await OrderModel.findById(id).lean<OrderDoc>() : null;
  if (doc) {
    if (doc.uid === principal.uid) return { doc, viewer: 'buyer' };
    if ((await ownedCompanyIdFor(principal)) === doc.supplierId) return { doc, viewer: 'supplier' };
    if (principal.admin) return { doc, viewer: 'admin' };
  }
  throw AppError.notFound(`No purchase order with id "${id}".`);
}

/** The next step and its side; admins act for either side. */
export function nextStep(doc: Pick<OrderDoc, 'status'>) {
  const status = ORDER_NEXT[doc.status];
  return status ? { status, side: ORDER_STEP_OWNER[status] } : null;
}

export function orderSummary(doc: OrderDoc, viewer: OrderViewer): OrderSummary {
  return {
    id: String(doc._id),
    number: doc.number,
    rfqId: doc.rfqId,
    rfqTitle: doc.rfqTitle,
    supplier: { id: doc.supplierId, name: doc.supplierName, slug: doc.supplierSlug },
    status: doc.status,
    total: doc.total,
    dueDate: day(doc.dueDate),
    viewer,
    next: nextStep(doc),
    updatedAt: doc.updatedAt.toISOString(),
    lineIds: doc.lines.map((l) => l.lineId),
  };
}

export function orderView(doc: OrderDoc, viewer: OrderViewer): Order {
  const { lineIds: _lineIds, ...summary } = orderSummary(doc, viewer);
  return {
    ...summary,
    buyer: { email: doc.buyerEmail },
    lines: doc.lines.map((l) => ({ ...l, revision: l.revision ?? '', extended: Math.round(l.unitPrice * l.quantity * 100) / 100 })),
    shipTo: doc.shipTo,
    notes: doc.notes,
    shipment: doc.shipment ? { carrier: doc.shipment.carrier, trackingNumber: doc.shipment.trackingNumber, shippedAt: doc.shipment.shippedAt.toISOString() } : null,
    delivery: doc.delivery ? { receivedOn: day(doc.delivery.receivedOn), onTime: doc.delivery.onTime, lines: doc.delivery.lines.map((l) => ({ lineId: l.lineId, accepted: l.accepted, reason: l.reason ?? '' })) } : null,
    events: doc.events.map((e) => ({ status: e.status, at: e.at.toISOString(), side: e.side, note: e.note })),
    files: doc.files.map((f) => ({ id: f.id, name: f.name, size: f.size, contentType: f.contentType, status: f.status, side: f.side, uploadedAt: f.uploadedAt.toISOString() })),
    createdAt: doc.createdAt.toISOString(),
  };
}
