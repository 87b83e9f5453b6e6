import { ORDER_STATUSES, ORDER_STATUS_LABELS, type OrderStatus, type OrderSummary } from '@forge/contract';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.js';
import { orderView, readableOrder } from '../rfqs/orders/access.js';
import { listOrders } from '../rfqs/orders/queries.js';
import { listRfqs } from '../rfqs/service.js';
import { listMessages } from '../rfqs/threads.js';
import type { ChatTool, ToolContext } from './tools.js';
import { companyLink } from './tools.js';
import type { MessagesWaitingOutput, OrderDetail, OrderFact, WaitingThread } from './tool-results.js';

/**
 * Tools over the buyer's purchase orders and the clarification messages waiting on the buyer's RFQs, through the
 * rfqs domain's own reads (orders/queries.ts listOrders with role "buyer", orders/access.ts readableOrder, threads.ts
 * listMessages): an order or RFQ of someone else is a 404 from those, never read here.
 */

export const orderLink = (id: string) => `/orders/${id}`;
const rfqLink = (id: string) => `/rfq/${id}`;
const MAX_THREAD_RFQS = 50;

function orderFact(o: OrderSummary): OrderFact {
  return {
    id: o.id,
    number: o.number,
    link: orderLink(o.id),
    rfq: { id: o.rfqId, title: o.rfqTitle, link: rfqLink(o.rfqId) },
    supplierId: o.supplier.id,
    supplierName: o.supplier.name,
    supplierLink: companyLink(o.supplier.id),
    status: o.status,
    statusLabel: ORDER_STATUS_LABELS[o.status],
    total: o.total,
    dueDate: o.dueDate,
    next: o.next,
    lineCount: o.lineIds.length,
  };
}

export async function myOrders(ctx: ToolContext, input: { status?: OrderStatus | undefined; rfqId?: string | undefined } = {}): Promise<OrderFact[]> {
  const { items } = await listOrders(ctx.principal, { role: 'buyer', rfqId: input.rfqId });
  return items.filter((o) => !input.status || o.status === input.status).map(orderFact);
}

/** One order by id, or by its PO number among the buyer's orders (the number is the buyer's own, unique per buyer). */
export async function myOrder(ctx: ToolContext, input: { id?: string | undefined; number?: string | undefined }): Promise<OrderDetail> {
  let id = input.id;
  if (!id && input.number) {
    const wanted = input.number.trim().toLowerCase();
    id = (await myOrders(ctx)).find((o) => o.number.toLowerCase() === wanted)?.id;
    if (!id) throw AppError.notFound(`You have no purchase order numbered "${input.number}".`);
  }
  if (!id) throw AppError.badRequest('Name the purchase order by its id or its PO number.');
  const { doc, viewer } = await readableOrder(ctx.principal, id);
  const order = orderView(doc, viewer);
  return {
    ...orderFact({ ...order, lineIds: order.lines.map((l) => l.lineId) }),
    lines: order.lines.map((l) => ({ partNumber: l.partNumber, description: l.description, revision: l.revision, quantity: l.quantity, unit: l.unit, unitPrice: l.unitPrice, extended: l.extended })),
    shipment: order.shipment,
    delivery: order.delivery ? { receivedOn: order.delivery.receivedOn, onTime: order.delivery.onTime, rejectedLines: order.delivery.lines.filter((l) => !l.accepted).length } : null,
    events: order.events.map((e) => ({ status: e.status, at: e.at, side: e.side })),
  };
}

const excerpt = (text: string) => (text.length > 200 ? `${text.slice(0, 197)}…` : text);

/**
 * Supplier messages the buyer has not answered: per thread of each sent RFQ (newest first), the supplier's messages
 * after the buyer's last word in that thread or to every invitee.
 */
export async function messagesWaiting(ctx: ToolContext): Promise<MessagesWaitingOutput> {
  const page = await listRfqs(ctx.principal, { scope: 'mine', page: 1, pageSize: MAX_THREAD_RFQS });
  const sent = page.items.filter((r) => r.status !== 'draft');
  const threads: WaitingThread[] = [];
  for (const rfq of sent) {
    const overview = await listMessages(ctx.principal, rfq.id);
    const lastBroadcast = overview.messages.filter((m) => m.broadcast).at(-1)?.createdAt ?? '';
    for (const t of overview.threads) {
      if (t.lastFrom !== 'supplier' || !t.lastAt || t.lastAt <= lastBroadcast) continue;
      const { messages } = await listMessages(ctx.principal, rfq.id, t.supplierId);
      const answeredAt = messages.filter((m) => m.from === 'buyer').at(-1)?.createdAt ?? '';
      const unanswered = messages.filter((m) => m.from === 'supplier' && !m.broadcast && m.createdAt > answeredAt && m.createdAt > lastBroadcast);
      if (!unanswered.length) continue;
      threads.push({
        rfq: { id: rfq.id, title: rfq.title, link: rfqLink(rfq.id) },
        supplierId: t.supplierId,
        supplierName: t.name,
        supplierLink: companyLink(t.supplierId),
        waiting: unanswered.length,
        since: unanswered[0]!.createdAt,
        last: excerpt(unanswered.at(-1)!.body),
      });
    }
  }
  threads.sort((a, b) => a.since.localeCompare(b.since));
  return { rfqsChecked: sent.length, threads, total: threads.reduce((n, t) => n + t.waiting, 0) };
}

export const ORDER_TOOLS = {
  listMyOrders: {
    name: 'list_my_orders',
    description: "The signed-in buyer's purchase orders, newest first: PO number, RFQ, supplier, status (issued, accepted, in-production, shipped, delivered, closed), total, due date and the next step with the side that takes it. Filter by status or RFQ id.",
    input: z.object({ status: z.enum(ORDER_STATUSES).optional(), rfqId: z.string().min(1).max(100).optional() }),
    step: (i: { status?: string | undefined }) => `Listing your purchase orders${i.status ? `: ${i.status}` : ''}`,
    run: async (ctx: ToolContext, i: { status?: OrderStatus | undefined; rfqId?: string | undefined }) => myOrders(ctx, i),
  },
  getMyOrder: {
    name: 'get_my_order',
    description: "One of the buyer's purchase orders by id or PO number: lines with quantities and awarded unit prices, shipment tracking, delivery record and the timeline.",
    input: z.object({ id: z.string().min(1).max(100).optional(), number: z.string().min(1).max(60).optional() }),
    step: (i: { id?: string | undefined; number?: string | undefined }) => `Reading purchase order ${i.number ?? i.id ?? ''}`.trim(),
    run: async (ctx: ToolContext, i: { id?: string | undefined; number?: string | undefined }) => myOrder(ctx, i),
  },
  messagesWaiting: {
    name: 'messages_waiting',
    description: "Clarification messages from suppliers on the buyer's sent RFQs that the buyer has not answered yet: per RFQ and supplier, how many, since when, and the newest message.",
    input: z.object({}),
    step: () => 'Checking messages waiting on your RFQs',
    run: async (ctx: ToolContext) => messagesWaiting(ctx),
  },
} satisfies Record<string, ChatTool>;
