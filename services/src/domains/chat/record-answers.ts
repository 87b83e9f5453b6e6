import { md, mdLink } from './markdown.js';
import type { MessagesWaitingOutput, OrderDetail, OrderFact, PartDetail, PartFact } from './tool-results.js';

/** Answer templates over the buyer's purchase orders, part master and waiting messages: every value from a tool's output, escaped. */

const money = (n: number) => `$${n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
const plural = (n: number, one: string, many = `${one}s`) => `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;
const day = (iso: string) => iso.slice(0, 10);

const STEP_VERB: Record<string, string> = { accepted: 'accept it', 'in-production': 'start production', shipped: 'ship it', delivered: 'record the delivery', closed: 'close it' };
/** "waiting for the supplier to ship it": the next step and the side that takes it, from the orders domain. */
export const nextStep = (o: Pick<OrderFact, 'next'>) => (o.next ? `waiting for ${o.next.side === 'buyer' ? 'you' : 'the supplier'} to ${STEP_VERB[o.next.status] ?? o.next.status}` : 'complete');

export function orderRow(o: OrderFact, i: number): string {
  return `${i + 1}. ${mdLink(o.number, o.link)}: ${md(o.statusLabel.toLowerCase())}, ${mdLink(o.supplierName, o.supplierLink)}, ${money(o.total)}, due ${o.dueDate}, ${plural(o.lineCount, 'line')}; ${nextStep(o)} — from ${mdLink(o.rfq.title, o.rfq.link)}`;
}

export function ordersAnswer(orders: OrderFact[], status: string | null): string {
  if (!orders.length) {
    return status
      ? `None of your purchase orders is ${md(status.replace('-', ' '))}. See them all in [Purchase orders](/orders).`
      : 'You have no purchase orders yet. After you award an RFQ, issue one from the RFQ page; it then shows in [Purchase orders](/orders).';
  }
  const lead = `${plural(orders.length, 'purchase order')}${status ? ` ${orders.length === 1 ? 'is' : 'are'} ${md(status.replace('-', ' '))}` : ''}, newest first:`;
  const rows = orders.slice(0, 10).map(orderRow);
  if (orders.length > 10) rows.push(`…and ${orders.length - 10} more in [Purchase orders](/orders).`);
  return [lead, ...rows].join('\n');
}

export function orderDetailAnswer(o: OrderDetail): string {
  const lines = o.lines.map((l) => `- ${md([l.partNumber, l.description].filter(Boolean).join(' — ') || 'line')}${l.revision ? ` rev ${md(l.revision)}` : ''}: ${l.quantity.toLocaleString('en-US')} ${md(l.unit)} × ${money(l.unitPrice)} = ${money(l.extended)}`);
  const shipped = o.shipment ? `Shipped ${day(o.shipment.shippedAt)} by ${md(o.shipment.carrier)}, tracking ${md(o.shipment.trackingNumber)}.` : '';
  const delivered = o.delivery ? `Received ${o.delivery.receivedOn}, ${o.delivery.onTime ? 'on time' : 'late'}${o.delivery.rejectedLines ? `; ${plural(o.delivery.rejectedLines, 'line')} rejected` : '; every line accepted'}.` : '';
  return [
    `Purchase order ${mdLink(o.number, o.link)} to ${mdLink(o.supplierName, o.supplierLink)} (from ${mdLink(o.rfq.title, o.rfq.link)}): ${md(o.statusLabel.toLowerCase())}, ${money(o.total)}, due ${o.dueDate}; ${nextStep(o)}.`,
    ...lines,
    [shipped, delivered].filter(Boolean).join(' '),
    `Timeline: ${o.events.map((e) => `${md(e.status.replace('-', ' '))} ${day(e.at)}`).join(', ')}.`,
  ]
    .filter(Boolean)
    .join('\n');
}

const partWhat = (p: PartFact) => `${md(p.name) || 'no name'}; ${md(p.kind)}${p.process ? `, ${md(p.process)}` : ''}; rev ${md(p.revision)} (${md(p.state)})${p.isAssembly ? ', assembly' : ''}${p.needsReview ? ', needs review' : ''}`;

export function partRow(p: PartFact, i: number): string {
  return `${i + 1}. ${mdLink(p.partNumber, p.link)}: ${partWhat(p)}`;
}

export function partsAnswer(out: { total: number; items: PartFact[] }, asked: string | null): string {
  if (!out.total) return asked ? `No part in your part master matches ${md(asked)}. See all of them in the [Part master](/parts).` : 'Your part master is empty. Add parts or import an indented BOM in the [Part master](/parts).';
  const rows = out.items.slice(0, 10).map(partRow);
  if (out.total > rows.length) rows.push(`…and ${out.total - rows.length} more in the [Part master](/parts).`);
  return [`${plural(out.total, 'part')} in your part master${asked ? ` ${out.total === 1 ? 'matches' : 'match'} ${md(asked)}` : ''}:`, ...rows].join('\n');
}

export function partDetailAnswer(p: PartDetail, focus: 'where-used' | 'revisions' | 'all'): string {
  const head = `${mdLink(p.partNumber, p.link)}: ${partWhat(p)}${p.material ? `; material ${md(p.material)}` : ''}.`;
  const used = p.usedIn.length
    ? `Used in ${plural(p.usedIn.length, 'assembly', 'assemblies')}: ${p.usedIn.map((a) => `${mdLink(a.partNumber, a.link)} (${md(a.name)}, rev ${md(a.revision)}, level ${a.level}, qty ${a.quantity})`).join('; ')}.`
    : 'No assembly in your part master uses it.';
  const uploads = p.uploads.length ? `Added from ${p.uploads.map((u) => mdLink(u.fileName, u.link)).join(', ')}.` : '';
  const revisions = `Revisions: ${p.revisions.map((r) => `${md(r.label)} ${md(r.state)}${r.releasedAt ? ` ${day(r.releasedAt)}` : ''}${r.releaseNote ? ` ("${md(r.releaseNote)}")` : ''}`).join(', ')}.`;
  const children = p.children.length ? `Its rev ${md(p.revision)} has ${plural(p.children.length, 'child line')}: ${p.children.slice(0, 10).map((c) => `${mdLink(c.partNumber, c.link)} × ${c.quantity}`).join(', ')}${p.children.length > 10 ? ', …' : ''}.` : '';
  const parts = focus === 'where-used' ? [head, used, uploads] : focus === 'revisions' ? [head, revisions, children] : [head, revisions, children, used, uploads];
  return parts.filter(Boolean).join('\n');
}

export function messagesAnswer(out: MessagesWaitingOutput): string {
  if (!out.rfqsChecked) return 'You have no sent RFQs, so no supplier can have written to you yet.';
  if (!out.threads.length) return `No message is waiting: every supplier question on your ${plural(out.rfqsChecked, 'sent RFQ')} has an answer from you.`;
  const rows = out.threads.slice(0, 10).map((t, i) => `${i + 1}. ${mdLink(t.supplierName, t.supplierLink)} on ${mdLink(t.rfq.title, t.rfq.link)}: ${plural(t.waiting, 'message')} since ${day(t.since)}, the latest: "${md(t.last)}"`);
  if (out.threads.length > 10) rows.push(`…and ${out.threads.length - 10} more threads.`);
  return [`${plural(out.total, 'message')} from ${plural(out.threads.length, 'supplier')} ${out.total === 1 ? 'is' : 'are'} waiting for your answer (oldest first); answer them on the RFQ page:`, ...rows].join('\n');
}
