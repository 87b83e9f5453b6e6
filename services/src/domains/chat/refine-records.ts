import type { ExchangeInput } from './backend.js';
import { orderStep, partStep } from './embedded-records.js';
import { md, mdLink } from './markdown.js';
import { orderDetailAnswer, orderRow, partDetailAnswer } from './record-answers.js';
import type { AnswerSink } from './sink.js';
import { picked, type Refinement, type ResultSet } from './state.js';
import type { Turn } from './turn.js';

/** Follow-ups on a list of the buyer's orders, parts or waiting messages: pick one, or order the orders by total. */

type RecordSet = Extract<ResultSet, { kind: 'orders' | 'parts' | 'messages' }>;

const money = (n: number) => `$${n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
const NOUN: Record<RecordSet['kind'], [string, string]> = { orders: ['purchase order', 'purchase orders'], parts: ['part', 'parts'], messages: ['thread', 'threads'] };
const CAN: Record<RecordSet['kind'], string> = {
  orders: '"the second one", "sort by total", "which has the largest total"',
  parts: '"the second one"',
  messages: '"the second one"',
};

export function recordsUnsupported(set: RecordSet): string {
  return `I can't do that with this list of ${NOUN[set.kind][1]}. For it you can ask: ${CAN[set.kind]}.`;
}

export async function refineRecords(input: ExchangeInput, set: RecordSet, r: Refinement, sink: AnswerSink, turn: Turn): Promise<string> {
  if (r.op === 'pick') {
    const count = set.items.length;
    const missing = `The last list had ${count} ${NOUN[set.kind][count === 1 ? 0 : 1]}; there is no number ${r.index}.`;
    if (set.kind === 'orders') {
      const order = picked(set.items, r.index);
      if (!order) return missing;
      turn.result = { kind: 'orders', items: [order] };
      return orderDetailAnswer(await orderStep(input, sink, { id: order.id }));
    }
    if (set.kind === 'parts') {
      const part = picked(set.items, r.index);
      if (!part) return missing;
      const detail = await partStep(input, sink, { partNumber: part.partNumber });
      turn.result = { kind: 'parts', total: 1, items: [detail] };
      return partDetailAnswer(detail, 'all');
    }
    const thread = picked(set.items, r.index);
    if (!thread) return missing;
    turn.result = { kind: 'messages', items: [thread] };
    return `${mdLink(thread.supplierName, thread.supplierLink)} wrote ${thread.waiting} message${thread.waiting === 1 ? '' : 's'} on ${mdLink(thread.rfq.title, thread.rfq.link)} since ${thread.since.slice(0, 10)} that you have not answered; the latest: "${md(thread.last)}". Answer in its thread on ${mdLink('the RFQ page', thread.rfq.link)}.`;
  }
  if (set.kind === 'orders' && (r.op === 'sort' || r.op === 'extreme') && r.by === 'price') {
    const ordered = set.items.slice().sort((a, b) => a.total - b.total);
    if (r.op === 'sort') {
      turn.result = { kind: 'orders', items: ordered };
      return ['Your purchase orders by total, lowest first:', ...ordered.slice(0, 10).map(orderRow)].join('\n');
    }
    const one = r.largest ? ordered[ordered.length - 1]! : ordered[0]!;
    turn.result = { kind: 'orders', items: [one] };
    return `${mdLink(one.number, one.link)} has the ${r.largest ? 'largest' : 'smallest'} total of these ${set.items.length} purchase orders: ${money(one.total)} to ${mdLink(one.supplierName, one.supplierLink)}.`;
  }
  return recordsUnsupported(set);
}
