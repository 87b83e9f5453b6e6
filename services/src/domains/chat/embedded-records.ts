import type { ExchangeInput } from './backend.js';
import type { Slots } from './intent.js';
import { md } from './markdown.js';
import { ORDER_TOOLS } from './order-tools.js';
import { PART_TOOLS } from './part-tools.js';
import { messagesAnswer, orderDetailAnswer, ordersAnswer, partDetailAnswer, partsAnswer } from './record-answers.js';
import { orderStatusOf, partFiltersOf, partFocus, partNumberIn } from './record-intent.js';
import type { AnswerSink } from './sink.js';
import { RESULT_SET_MAX } from './state.js';
import type { MessagesWaitingOutput, OrderDetail, OrderFact, PartDetail, PartFact } from './tool-results.js';
import type { Turn } from './turn.js';

/**
 * The embedded backend's answers over the buyer's purchase orders, part master and the messages waiting on the
 * buyer's RFQs. Each goes through the same tools a model backend calls (order-tools.ts, part-tools.ts) and leaves its
 * result set for follow-ups ("the second one", "which has the largest total").
 */

export const orderStep = (input: ExchangeInput, sink: AnswerSink, query: { id?: string; number?: string }) =>
  sink.step(ORDER_TOOLS.getMyOrder.name, query, ORDER_TOOLS.getMyOrder.step(query), () => ORDER_TOOLS.getMyOrder.run(input.ctx, query)) as Promise<OrderDetail>;

export const partStep = (input: ExchangeInput, sink: AnswerSink, query: { id?: string; partNumber?: string }) =>
  sink.step(PART_TOOLS.getMyPart.name, query, PART_TOOLS.getMyPart.step(query), () => PART_TOOLS.getMyPart.run(input.ctx, query)) as Promise<PartDetail>;

const words = (s: string) => s.toLowerCase().split(/[^a-z0-9]+/).filter(Boolean);

/** The order a message names by its PO number (the buyer's own numbers may be any letters and digits). */
function orderNamed(text: string, orders: OrderFact[]): OrderFact | null {
  const said = ` ${words(text).join(' ')} `;
  return orders.filter((o) => said.includes(` ${words(o.number).join(' ')} `)).sort((a, b) => b.number.length - a.number.length)[0] ?? null;
}

export async function ordersRunner(input: ExchangeInput, _slots: Slots, sink: AnswerSink, turn: Turn): Promise<string> {
  const status = orderStatusOf(input.message);
  const all = (await sink.step(ORDER_TOOLS.listMyOrders.name, {}, ORDER_TOOLS.listMyOrders.step({}), () => ORDER_TOOLS.listMyOrders.run(input.ctx, {}))) as OrderFact[];
  const named = orderNamed(input.message, all);
  if (named) {
    turn.result = { kind: 'orders', items: [named] };
    return orderDetailAnswer(await orderStep(input, sink, { id: named.id }));
  }
  const orders = status ? all.filter((o) => o.status === status) : all;
  turn.result = { kind: 'orders', items: orders.slice(0, RESULT_SET_MAX) };
  return ordersAnswer(orders, status);
}

export async function partsRunner(input: ExchangeInput, _slots: Slots, sink: AnswerSink, turn: Turn): Promise<string> {
  const filters = partFiltersOf(input.message);
  const out = (await sink.step(PART_TOOLS.searchMyParts.name, filters, PART_TOOLS.searchMyParts.step(filters), () => PART_TOOLS.searchMyParts.run(input.ctx, filters))) as { total: number; items: PartFact[] };
  turn.result = { kind: 'parts', total: out.total, items: out.items };
  const asked = [filters.state, filters.kind].filter(Boolean).join(', ');
  return partsAnswer(out, asked ? `"${asked}"` : null);
}

export async function partRunner(input: ExchangeInput, _slots: Slots, sink: AnswerSink, turn: Turn): Promise<string> {
  const partNumber = partNumberIn(input.message)!;
  try {
    const part = await partStep(input, sink, { partNumber });
    turn.result = { kind: 'parts', total: 1, items: [part] };
    return partDetailAnswer(part, partFocus(input.message));
  } catch (error) {
    if ((error as { httpStatus?: number }).httpStatus === 404) return `Your part master has no part numbered ${md(partNumber)}. See your parts in the [Part master](/parts).`;
    throw error;
  }
}

export async function messagesRunner(input: ExchangeInput, _slots: Slots, sink: AnswerSink, turn: Turn): Promise<string> {
  const out = (await sink.step(ORDER_TOOLS.messagesWaiting.name, {}, ORDER_TOOLS.messagesWaiting.step(), () => ORDER_TOOLS.messagesWaiting.run(input.ctx))) as MessagesWaitingOutput;
  turn.result = { kind: 'messages', items: out.threads.slice(0, RESULT_SET_MAX) };
  return messagesAnswer(out);
}
