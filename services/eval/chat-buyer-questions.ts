/**
 * Questions over the eval buyer's own data (issue 40) and follow-up chains. Expected facts are computed from the
 * seed through the domains' services (BOM lines with their matches, the RFQ quote comparison, the supplier search's
 * result set and the suppliers collection), never typed in.
 */
import mongoose from 'mongoose';
import { listLines } from '../src/domains/bom/service.js';
import { compareQuotes } from '../src/domains/rfqs/comparison.js';
import { listRfqs } from '../src/domains/rfqs/service.js';
import { runSupplierSearch } from '../src/domains/chat/tools.js';
import { BUYER, type ChatData } from './chat-setup.js';
import { slugsFor, type EvalQuestion } from './chat-questions.js';
import { recordQuestions } from './chat-records-questions.js';

const plural = (n: number, one: string) => `${n.toLocaleString('en-US')} ${n === 1 ? one : `${one}s`}`;
const money = (n: number) => `$${n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
const lineFact = (n: number) => `#line-${n})`;

async function bomQuestions(data: ChatData): Promise<EvalQuestion[]> {
  const out: EvalQuestion[] = [];
  for (const upload of data.uploads) {
    const lines = await listLines(BUYER, upload.id, {});
    const unmatched = lines.filter((l) => l.suppliers.length === 0);
    const facts = unmatched.length ? [`${plural(unmatched.length, 'line')} of ${lines.length}`, ...unmatched.slice(0, 15).map((l) => lineFact(l.lineNo))] : [`None of the ${plural(lines.length, 'line')}`];
    const allowedLines = unmatched.map((l) => l.lineNo);
    out.push({ family: 'my-data', turns: ['which lines have no supplier?'], uploadId: upload.id, facts, allowedLines });
    // outside the BOM's conversation, named by its file
    out.push({ family: 'my-data', turns: [`which lines in ${upload.fileName} have no supplier?`], uploadId: null, facts, allowedLines });
    const withQty = unmatched.filter((l) => l.quantity !== null);
    if (withQty.length) {
      const most = Math.max(...withQty.map((l) => l.quantity!));
      const top = withQty.filter((l) => l.quantity === most).map((l) => l.lineNo);
      out.push({ family: 'my-follow-up', turns: ['which lines have no supplier?', 'which has the largest quantity?'], uploadId: upload.id, facts: [`qty ${most}`, ...top.map(lineFact)], allowedLines: top });
    }
    const custom = lines.filter((l) => l.kind === 'custom');
    if (custom.length >= 2) {
      out.push({ family: 'my-follow-up', turns: ['which lines are custom?', 'the second one'], uploadId: upload.id, facts: [lineFact(custom[1]!.lineNo), `${plural(custom[1]!.suppliers.length, 'matched supplier')}`], allowedLines: [custom[1]!.lineNo] });
    }
  }
  return out;
}

/** The amounts the quotes on one RFQ hold: unit and extended prices, totals, spreads per line and between totals. */
async function quoteAmounts(rfqId: string) {
  const c = await compareQuotes(BUYER, rfqId);
  const allowed = new Set<string>();
  for (const line of c.lines) {
    for (const o of line.offers) [o.unitPrice, o.extendedPrice].forEach((n) => allowed.add(money(n)));
    if (line.offers.length > 1) allowed.add(money(line.offers[line.offers.length - 1]!.unitPrice - line.offers[0]!.unitPrice));
  }
  const complete = c.suppliers.filter((s) => s.quotedLines === c.lines.length).sort((a, b) => a.total - b.total);
  for (const s of c.suppliers) allowed.add(money(s.total));
  for (const a of complete) for (const b of complete) if (b.total > a.total) allowed.add(money(Math.round((b.total - a.total) * 100) / 100));
  return { c, complete, allowedMoney: [...allowed] };
}

async function rfqQuestions(data: ChatData): Promise<EvalQuestion[]> {
  const out: EvalQuestion[] = [];
  const [quoted, waiting] = data.rfqs;
  const { c, complete, allowedMoney } = await quoteAmounts(quoted!.id);
  const lowest = complete[0]!;
  const ask = `who quoted lowest on my RFQ ${quoted!.title}?`;
  out.push({ family: 'my-data', turns: [ask], uploadId: null, facts: [`lowest total for all ${c.lines.length} lines`, lowest.supplierName, money(lowest.total), `${c.suppliers.filter((s) => s.answered).length} of ${c.suppliers.length} invited`], allowedMoney });
  out.push({ family: 'my-data', turns: [`compare the quotes on ${quoted!.title}`], uploadId: null, facts: [lowest.supplierName, money(lowest.total)], allowedMoney });
  out.push({ family: 'my-data', turns: ['list my RFQs'], uploadId: null, facts: [quoted!.title, waiting!.title, 'open, due'] });
  out.push({ family: 'my-data', turns: [`who quoted lowest on my RFQ ${waiting!.title}?`], uploadId: null, facts: ['no supplier has quoted a price on it yet'], allowedMoney: [] });
  // follow-ups on the quotes: by lead time (a supplier's longest line), then the second supplier of the comparison
  const longest = (id: string) => Math.max(...c.lines.flatMap((l) => l.offers.filter((o) => o.supplierId === id).map((o) => o.leadTimeDays)));
  const fastest = c.suppliers.filter((s) => s.quotedLines > 0).sort((a, b) => longest(a.supplierId) - longest(b.supplierId))[0]!;
  out.push({ family: 'my-follow-up', turns: [ask, 'sort by lead time'], uploadId: null, facts: [`1. [${fastest.supplierName}](`], allowedMoney });
  const second = c.suppliers[1]!;
  out.push({ family: 'my-follow-up', turns: [ask, 'the second one'], uploadId: null, facts: [second.supplierName, second.quotedLines ? money(second.total) : 'no price quoted'], allowedMoney });
  // the first RFQ listed is the newest (the one the orders were issued from)
  const newest = (await listRfqs(BUYER, { scope: 'mine', page: 1, pageSize: 1 })).items[0]!;
  out.push({ family: 'my-follow-up', turns: ['list my RFQs', 'the first one'], uploadId: null, facts: [newest.title], allowedMoney: (await quoteAmounts(newest.id)).allowedMoney });
  return out;
}

async function supplierChains(data: ChatData): Promise<EvalQuestion[]> {
  const out: EvalQuestion[] = [];
  const verifiedOf = async (ids: string[]) => {
    const docs = (await mongoose.connection.db!.collection('suppliers').find({ _id: { $in: ids } } as never, { projection: { verified: 1 } }).toArray()) as unknown as { _id: string; verified: boolean }[];
    const verified = new Set(docs.filter((d) => d.verified).map((d) => d._id));
    return ids.filter((id) => verified.has(id));
  };
  for (const [cap, state, code] of [['CNC machining', 'Ohio', 'OH'], ['Sheet metal', 'Michigan', 'MI'], ['Anodizing', 'California', 'CA'], ['Welding', 'Texas', 'TX']] as const) {
    const first = `who does ${cap.toLowerCase()} in ${state}?`;
    // the result set the first answer keeps: the supplier search's best 50 (as the tool returns them)
    const set = runSupplierSearch(data.ctx, `${cap} in ${state}`, 5, 50);
    const verified = await verifiedOf(set.cards.map((c) => c.id));
    const filter = { slugs: slugsFor(cap), state: code, verified: true };
    out.push({ family: 'my-follow-up', turns: [first, 'only the verified ones'], uploadId: null, facts: [verified.length ? `${plural(verified.length, 'supplier')} of` : 'is verified'], filter });
    if (verified.length >= 2) {
      const name = set.cards.find((c) => c.id === verified[1])!.name;
      out.push({ family: 'my-follow-up', turns: [first, 'only the verified ones', 'the second one'], uploadId: null, facts: [name], filter });
      out.push({ family: 'my-follow-up', turns: [first, 'only the verified ones', 'sort by lead time'], uploadId: null, facts: ['shortest listed lead time first'], filter });
    }
  }
  return out;
}

async function companyQuestions(): Promise<EvalQuestion[]> {
  const docs = (await mongoose.connection.db!.collection('suppliers').find({}, { projection: { name: 1, address: 1 } }).sort({ _id: 1 }).limit(300).toArray()) as unknown as { _id: string; name: string; address: { city: string } }[];
  return [0, 51, 102, 153, 204].map((i) => ({ family: 'my-data' as const, turns: [`Tell me about ${docs[i]!.name}`], uploadId: null, facts: [docs[i]!.name, docs[i]!.address.city, `/company/${docs[i]!._id}`] }));
}

export async function buyerDataQuestions(data: ChatData): Promise<EvalQuestion[]> {
  return [...(await bomQuestions(data)), ...(await rfqQuestions(data)), ...(await supplierChains(data)), ...(await companyQuestions()), ...(await recordQuestions(data))];
}
