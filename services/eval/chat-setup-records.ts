/**
 * The eval buyer's purchase orders, part master and RFQ messages, made through the domains' services as the people
 * who would make them: the two quoting suppliers quote a third RFQ, the buyer awards it split by line and issues one
 * order per supplier, one supplier accepts its order; one supplier asks a question the buyer answers, the other one
 * the buyer has not answered; the buyer keeps five parts with a two-level assembly. The questions
 * (chat-records-questions.ts) read the expected answers back from the same services.
 */
import type { Principal } from '../src/lib/auth.js';
import { createRfq, getRfq } from '../src/domains/rfqs/service.js';
import { submitQuote } from '../src/domains/rfqs/quotes.js';
import { awardRfq } from '../src/domains/rfqs/award.js';
import { issueOrder } from '../src/domains/rfqs/orders/issue.js';
import { takeStep } from '../src/domains/rfqs/orders/steps.js';
import { postMessage } from '../src/domains/rfqs/threads.js';
import { createItem, editRevision, releaseRevision } from '../src/domains/parts/items.js';

const BUYER_UID = 'eval-buyer';
const owner = (i: number): Principal => ({ uid: `eval-supplier-${i}`, email: `eval-supplier-${i}@forge.test`, name: `Eval Supplier ${i}`, roles: ['supplier'], admin: false, client: 'forge-web' });
const buyer = (): Principal => ({ uid: BUYER_UID, email: 'eval-buyer@forge.test', name: 'Eval Buyer', roles: ['buyer'], admin: false, client: 'forge-web' });
const day = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const SHIP_TO = { name: 'Eval Buyer receiving', street: '1 Harbor St', city: 'Cleveland', state: 'OH', zip: '44114' };

export interface SeededRecords {
  orderRfq: { id: string; title: string };
  orderIds: string[];
  partNumbers: string[];
}

export async function seedRecords(rfqs: { id: string; title: string }[]): Promise<SeededRecords> {
  const quiet = () => undefined;
  const [quoted, waiting] = rfqs;
  const invitees = (await getRfq(buyer(), quoted!.id)).suppliers.map((s) => s.id);
  const lines = [
    { partNumber: 'CLR-20', description: 'Shaft collar, two-piece', quantity: 200, material: '1018 steel', process: 'cnc-machining' },
    { partNumber: 'PLT-7', description: 'Adapter plate', quantity: 60, material: '6061-T6', process: 'cnc-machining' },
  ];
  const title = 'Shaft collars production';
  const rfq = await createRfq(buyer(), { title, status: 'open', dueDate: day(30), lines, supplierIds: invitees.slice(0, 2), delivery: { zip: '44114' } }, 'development', quiet);
  for (const i of [0, 1]) {
    await submitQuote(owner(i), rfq.id, { validUntil: day(30), shippingTerms: 'FOB origin', lines: rfq.lines.map((l, n) => ({ lineId: l.id, unitPrice: [6.4, 31.75][n]! * (i ? 1.1 : 1), leadTimeDays: 15 + n * 5 + i * 3, note: '' })) });
  }
  // split: the collar to the first supplier, the plate to the second; one purchase order each
  await awardRfq(buyer(), rfq.id, { lines: rfq.lines.map((l, n) => ({ lineId: l.id, supplierId: invitees[n]! })), reason: 'Split by line for capacity' });
  const orderIds: string[] = [];
  for (const [n, l] of rfq.lines.entries()) {
    const order = await issueOrder(buyer(), { rfqId: rfq.id, number: `PO-EVAL-${n + 1}`, lines: [{ lineId: l.id, quantity: l.quantity }], dueDate: day(45 + n * 10), shipTo: SHIP_TO });
    orderIds.push(order.id);
  }
  await takeStep(owner(0), orderIds[0]!, { to: 'accepted' });

  // messages: the second supplier's question on the quoted RFQ is answered; the first one's on the waiting RFQ is not
  await postMessage(owner(1), quoted!.id, { body: 'Is the bore of HSG-10 toleranced to H7?' });
  await postMessage(buyer(), quoted!.id, { supplierId: invitees[1]!, body: 'Yes, H7 per the drawing.' });
  await postMessage(owner(0), waiting!.id, { body: 'Can CVR-3 be supplied *anodized*? [see spec](//evil.example/x)' });

  // part master: BRK-100 sits in GBX-SUB-2, which sits in GBX-ASM-1 (released); SHF-220 and NUT-M6 are drafts
  const make = async (partNumber: string, name: string, kind: 'custom' | 'standard', process = '') =>
    (await createItem(buyer(), { partNumber, name, kind, process, unit: 'ea', material: '', description: '', attributes: {}, revision: 'A' })).id;
  const bracket = await make('BRK-100', 'Mounting bracket', 'custom', 'laser-cutting');
  const shaft = await make('SHF-220', 'Drive shaft', 'custom', 'cnc-machining');
  const nut = await make('NUT-M6', 'M6 hex nut', 'standard');
  const sub = await make('GBX-SUB-2', 'Bracket sub-assembly', 'custom');
  const top = await make('GBX-ASM-1', 'Gearbox assembly', 'custom');
  await editRevision(buyer(), sub, 'A', { children: [{ itemId: bracket, quantity: 2, findNumber: '1', referenceDesignators: [] }, { itemId: nut, quantity: 4, findNumber: '2', referenceDesignators: [] }] });
  await editRevision(buyer(), top, 'A', { children: [{ itemId: sub, quantity: 1, findNumber: '10', referenceDesignators: [] }, { itemId: shaft, quantity: 1, findNumber: '20', referenceDesignators: [] }] });
  for (const id of [bracket, sub, top]) await releaseRevision(buyer(), id, 'A', 'First article approved');
  return { orderRfq: { id: rfq.id, title }, orderIds, partNumbers: ['BRK-100', 'SHF-220', 'NUT-M6', 'GBX-SUB-2', 'GBX-ASM-1'] };
}
