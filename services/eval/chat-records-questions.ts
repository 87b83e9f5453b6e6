/**
 * Questions over the eval buyer's purchase orders, part master and the messages waiting on its RFQs (issue 40), and
 * follow-ups on them. Expected facts are read back through the domains' own services (orders listOrders and
 * readableOrder, parts listItems and whereUsed, RFQ threads listMessages), never typed in.
 */
import { listOrders } from '../src/domains/rfqs/orders/queries.js';
import { orderView, readableOrder } from '../src/domains/rfqs/orders/access.js';
import { listMessages } from '../src/domains/rfqs/threads.js';
import { listItems } from '../src/domains/parts/list.js';
import { whereUsed } from '../src/domains/parts/where-used.js';
import { BUYER, type ChatData } from './chat-setup.js';
import type { EvalQuestion } from './chat-questions.js';
import { nextStep } from '../src/domains/chat/record-answers.js';

const money = (n: number) => `$${n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
const plural = (n: number, one: string) => `${n.toLocaleString('en-US')} ${n === 1 ? one : `${one}s`}`;

async function orderQuestions(): Promise<EvalQuestion[]> {
  const { items } = await listOrders(BUYER, { role: 'buyer' });
  const allowedMoney: string[] = [];
  for (const o of items) {
    const { doc, viewer } = await readableOrder(BUYER, o.id);
    allowedMoney.push(money(o.total), ...orderView(doc, viewer).lines.flatMap((l) => [money(l.unitPrice), money(l.extended)]));
  }
  const out: EvalQuestion[] = [];
  out.push({ family: 'my-records', turns: ['list my purchase orders'], uploadId: null, facts: [`${plural(items.length, 'purchase order')}`, ...items.flatMap((o) => [o.number, `/orders/${o.id}`, money(o.total)])], allowedMoney });
  const accepted = items.filter((o) => o.status === 'accepted');
  const notAccepted = items.filter((o) => o.status !== 'accepted');
  out.push({ family: 'my-records', turns: ['which of my orders are accepted?'], uploadId: null, facts: accepted.map((o) => o.number), mustNotContain: notAccepted.map((o) => `/orders/${o.id}`), allowedMoney });
  const first = items[items.length - 1]!;
  const detail = orderView((await readableOrder(BUYER, first.id)).doc, 'buyer');
  out.push({ family: 'my-records', turns: [`what is the status of ${first.number}?`], uploadId: null, facts: [detail.status.replace('-', ' '), money(detail.total), detail.supplier.name, ...detail.lines.map((l) => l.partNumber), nextStep(first)], allowedMoney });
  const second = items[1]!;
  const secondDetail = orderView((await readableOrder(BUYER, second.id)).doc, 'buyer');
  out.push({ family: 'my-records-follow-up', turns: ['list my purchase orders', 'the second one'], uploadId: null, facts: [second.number, secondDetail.supplier.name, ...secondDetail.lines.map((l) => l.partNumber)], allowedMoney });
  const largest = items.slice().sort((a, b) => b.total - a.total)[0]!;
  out.push({ family: 'my-records-follow-up', turns: ['show my purchase orders', 'which has the largest total?'], uploadId: null, facts: [largest.number, money(largest.total)], allowedMoney });
  // another buyer's assistant knows none of them
  out.push({ family: 'my-records', turns: ['list my purchase orders'], uploadId: null, asOther: true, facts: ['no purchase orders yet'], mustNotContain: items.map((o) => o.number), allowedMoney: [] });
  return out;
}

async function partQuestions(): Promise<EvalQuestion[]> {
  const query = { sort: 'partNumber', order: 'asc', page: 1, pageSize: 100, format: 'json' } as const;
  const { items, total } = await listItems(BUYER, query);
  const out: EvalQuestion[] = [];
  out.push({ family: 'my-records', turns: ['show my part master'], uploadId: null, facts: [`${plural(total, 'part')} in your part master`, ...items.slice(0, 10).flatMap((p) => [p.partNumber, `/parts/items/${p.id}`])] });
  const drafts = (await listItems(BUYER, { ...query, state: 'draft' })).items;
  out.push({ family: 'my-records', turns: ['which parts in my part master are still drafts?'], uploadId: null, facts: drafts.map((p) => p.partNumber), mustNotContain: items.filter((p) => p.state !== 'draft').map((p) => `/parts/items/${p.id}`) });
  for (const p of items.filter((x) => !x.isAssembly && x.state === 'released')) {
    const used = await whereUsed(BUYER, p.id);
    out.push({ family: 'my-records', turns: [`where is ${p.partNumber} used?`], uploadId: null, facts: used.assemblies.length ? used.assemblies.flatMap((a) => [a.partNumber, `level ${a.level}`]) : ['No assembly in your part master uses it'] });
  }
  const assembly = items.find((p) => p.isAssembly && p.state === 'released')!;
  out.push({ family: 'my-records', turns: [`what revision is ${assembly.partNumber} at?`], uploadId: null, facts: [`rev ${assembly.revision} (${assembly.state})`, 'First article approved'] });
  out.push({ family: 'my-records-follow-up', turns: ['show my part master', 'the second one'], uploadId: null, facts: [items[1]!.partNumber, `Revisions: ${items[1]!.revision}`] });
  out.push({ family: 'my-records', turns: ['where is XYZ-404 used?'], uploadId: null, facts: ['no part numbered XYZ-404'] });
  return out;
}

async function messageQuestions(data: ChatData): Promise<EvalQuestion[]> {
  const waiting: { supplier: string; rfq: string; body: string }[] = [];
  const answered: string[] = [];
  for (const rfq of data.rfqs) {
    const { threads } = await listMessages(BUYER, rfq.id);
    for (const t of threads.filter((x) => x.messages > 0)) {
      const { messages } = await listMessages(BUYER, rfq.id, t.supplierId);
      if (messages.at(-1)!.from === 'supplier') waiting.push({ supplier: t.name, rfq: rfq.title, body: messages.at(-1)!.body });
      else answered.push(`${t.name}](/company/${t.supplierId}) on [${rfq.title}`);
    }
  }
  const facts = [`${plural(waiting.length, 'message')} from`, ...waiting.flatMap((w) => [w.supplier, w.rfq, w.body.slice(0, 20)])];
  return [
    { family: 'my-records', turns: ['any messages waiting on my RFQs?'], uploadId: null, facts, mustNotContain: answered },
    { family: 'my-records', turns: ['which suppliers asked questions I have not answered?'], uploadId: null, facts },
    { family: 'my-records-follow-up', turns: ['any messages waiting on my RFQs?', 'the first one'], uploadId: null, facts: [waiting[0]!.supplier, 'that you have not answered'] },
  ];
}

export async function recordQuestions(data: ChatData): Promise<EvalQuestion[]> {
  return [...(await orderQuestions()), ...(await partQuestions()), ...(await messageQuestions(data))];
}
