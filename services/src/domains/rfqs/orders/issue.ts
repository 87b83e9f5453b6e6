import type { OrderCreateSchema } from '@forge/contract';
import { randomBytes } from 'node:crypto';
import type { z } from 'zod';
import { AppError } from '../../../lib/app-error.js';
import type { Principal } from '../../../lib/auth.js';
import { quietly } from '../notify.js';
import { readable } from '../service.js';
import { orderView } from './access.js';
import { OrderModel, type OrderDoc } from './model.js';
import { notifyOrderStep } from './notify.js';

type OrderInput = z.output<typeof OrderCreateSchema>;

const isDuplicateKey = (error: unknown) => (error as { code?: number }).code === 11000;
const cents = (n: number) => Math.round(n * 100) / 100;

/** "PO-20261129-3F9A2C": the date issued and a random part, when the buyer gives no number of its own. */
const generatedNumber = (now: Date) => `PO-${now.toISOString().slice(0, 10).replaceAll('-', '')}-${randomBytes(3).toString('hex').toUpperCase()}`;

/**
 * The buyer issues a purchase order from lines awarded to one supplier, at the awarded unit prices. A line already on
 * an order, a line not awarded, or lines of two suppliers are refused before anything is written; two racing requests
 * for the same line store one order (unique `lineKeys`), the other gets 409.
 */
export async function issueOrder(principal: Principal, input: OrderInput, now = new Date()) {
  const { doc: rfq, viewer } = await readable(principal, input.rfqId);
  if (viewer === 'supplier') throw AppError.forbidden('Only the buyer who awarded this RFQ (or an admin) can issue a purchase order for it.');
  if (rfq.status !== 'awarded' || !rfq.awards?.length) throw AppError.conflict(`This RFQ is ${rfq.status}; a purchase order is issued only after an award (POST /api/rfqs/${input.rfqId}/award).`);
  const dueDate = new Date(`${input.dueDate}T00:00:00Z`);
  if (Number.isNaN(dueDate.getTime())) throw AppError.badRequest('dueDate: not a real date.', { fields: [{ field: 'dueDate', message: 'not a real date' }] });
  if (input.dueDate < now.toISOString().slice(0, 10)) throw AppError.badRequest('dueDate: the delivery date cannot be in the past.', { fields: [{ field: 'dueDate', message: 'in the past' }] });

  const rfqId = String(rfq._id);
  const seen = new Set<string>();
  const lines = input.lines.map(({ lineId, quantity }, index) => {
    if (seen.has(lineId)) throw AppError.badRequest(`lines.${index}.lineId: line "${lineId}" is on this order twice.`);
    seen.add(lineId);
    const line = rfq.lines.find((l) => String(l._id) === lineId);
    if (!line) throw AppError.badRequest(`lines.${index}.lineId: this RFQ has no line "${lineId}".`);
    const award = rfq.awards!.find((a) => a.lineId === lineId);
    if (!award) throw AppError.conflict(`lines.${index}: line "${line.partNumber || line.description}" was not awarded; only awarded lines go on a purchase order.`);
    return { award, line: { lineId, partNumber: line.partNumber, description: line.description, revision: line.revision ?? '', unit: line.unit, quantity, unitPrice: award.unitPrice } };
  });
  const suppliers = [...new Set(lines.map((l) => l.award.supplierId))];
  if (suppliers.length > 1) throw AppError.badRequest('lines: these lines were awarded to different suppliers; issue one purchase order per supplier.');
  const supplierId = suppliers[0]!;
  const lineKeys = lines.map((l) => `${rfqId}:${l.line.lineId}`);
  const taken = await OrderModel.findOne({ lineKeys: { $in: lineKeys } }, { number: 1 }).lean<{ number: string }>();
  if (taken) throw AppError.conflict(`Purchase order ${taken.number} already covers some of these lines; a line goes on one purchase order only.`);
  const supplier = rfq.suppliers.find((s) => s.id === supplierId);
  const number = input.number ?? generatedNumber(now);
  if (await OrderModel.exists({ uid: rfq.uid, number })) throw AppError.conflict(`You already have a purchase order numbered "${number}"; choose another number.`);

  let created: OrderDoc;
  try {
    const [doc] = await OrderModel.create([
      {
        number,
        rfqId,
        rfqTitle: rfq.title,
        uid: rfq.uid,
        buyerEmail: rfq.email,
        supplierId,
        supplierName: supplier?.name ?? supplierId,
        supplierSlug: supplier?.slug ?? '',
        lineKeys,
        lines: lines.map((l) => l.line),
        total: cents(lines.reduce((sum, l) => sum + l.line.unitPrice * l.line.quantity, 0)),
        dueDate,
        shipTo: input.shipTo,
        notes: input.notes ?? '',
        status: 'issued',
        events: [{ status: 'issued', at: now, by: principal.uid, side: viewer === 'admin' ? 'admin' : 'buyer', note: '' }],
        createdAt: now,
        updatedAt: now,
      },
    ]);
    created = doc!.toObject() as unknown as OrderDoc;
  } catch (error) {
    if (isDuplicateKey(error)) throw AppError.conflict('Another purchase order for these lines (or with this number) was just issued; reload the RFQ.');
    throw error;
  }
  await quietly('purchase order issued', () => notifyOrderStep(created, 'issued'));
  return orderView(created, viewer === 'admin' ? 'admin' : 'buyer');
}
