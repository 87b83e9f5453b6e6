import { ORDER_STATUS_LABELS, ORDER_STEP_OWNER, type OrderStatus } from '@forge/contract';
import { notify } from '../../notifications/service.js';
import { supplierOwners } from '../notify.js';
import type { OrderDoc } from './model.js';

const usd = (n: number) => `$${n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

function text(doc: OrderDoc, status: OrderStatus): { title: string; body: string } {
  const po = `PO ${doc.number}`;
  switch (status) {
    case 'issued':
      return { title: `Purchase order ${doc.number} for "${doc.rfqTitle}"`, body: `${doc.lines.length} line${doc.lines.length === 1 ? '' : 's'}, ${usd(doc.total)}, due ${doc.dueDate.toISOString().slice(0, 10)}. Accept it to confirm.` };
    case 'accepted':
      return { title: `${doc.supplierName} accepted ${po}`, body: `"${doc.rfqTitle}" is confirmed.` };
    case 'in-production':
      return { title: `${po} is in production`, body: `${doc.supplierName} started making the parts.` };
    case 'shipped':
      return { title: `${po} shipped`, body: doc.shipment ? `${doc.shipment.carrier}, tracking ${doc.shipment.trackingNumber}.` : 'The parts are on their way.' };
    case 'delivered': {
      const rejected = doc.delivery?.lines.filter((l) => !l.accepted).length ?? 0;
      const when = doc.delivery?.onTime ? 'on time' : 'late';
      return { title: `${po} was received`, body: `Recorded ${when}; ${rejected ? `${rejected} line${rejected === 1 ? '' : 's'} rejected` : 'every line accepted'}.` };
    }
    case 'closed':
      return { title: `${po} was closed`, body: 'The buyer closed the order.' };
  }
}

/** Each step is told to the other side: the supplier's owner for the buyer's steps, the buyer for the supplier's. */
export async function notifyOrderStep(doc: OrderDoc, status: OrderStatus): Promise<void> {
  const { title, body } = text(doc, status);
  const link = `/orders/${String(doc._id)}`;
  const base = { kind: 'order' as const, title, body, link, subject: String(doc._id) };
  if (ORDER_STEP_OWNER[status] === 'supplier') {
    await notify([{ uid: doc.uid, ...base }]);
    return;
  }
  const owner = (await supplierOwners([doc.supplierId])).get(doc.supplierId);
  if (owner) await notify([{ uid: owner, ...base }]);
}

/** A file attached to a step is also told to the other side. */
export async function notifyOrderFile(doc: OrderDoc, side: 'buyer' | 'supplier', fileName: string, status: OrderStatus): Promise<void> {
  const link = `/orders/${String(doc._id)}`;
  const base = { kind: 'order' as const, title: `New file on PO ${doc.number}`, body: `"${fileName}" (${ORDER_STATUS_LABELS[status].toLowerCase()}).`, link, subject: String(doc._id) };
  if (side === 'supplier') {
    await notify([{ uid: doc.uid, ...base }]);
    return;
  }
  const owner = (await supplierOwners([doc.supplierId])).get(doc.supplierId);
  if (owner) await notify([{ uid: owner, ...base }]);
}
