/**
 * RFQ comparison benchmark: `npm run bench:rfq`. One RFQ with 200 lines, 20 invited suppliers, 3 revisions each
 * (60 quote documents of 200 lines) on the real stack (embedded MongoDB, API on port 0). Measured in one run:
 *  - server time: the domain calls the routes make (compareQuotes vs getRfq, a plain read of the RFQ), in process;
 *  - HTTP: GET /api/rfqs/:id/comparison vs GET /api/rfqs/:id with a real token, end to end on localhost.
 * Prints p50/p95 for each and the p95 ratio. Options: --runs 200 --warmup 20
 */
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { readArgs } from '../scripts/cli-args.js';
import type { Principal } from '../src/lib/auth.js';
import { compareQuotes } from '../src/domains/rfqs/comparison.js';
import { recordLatest } from '../src/domains/rfqs/latest-quotes.js';
import { RfqModel } from '../src/domains/rfqs/model.js';
import { QuoteModel } from '../src/domains/rfqs/quote-model.js';
import { getRfq } from '../src/domains/rfqs/service.js';
import { startTestStack } from '../test/support/stack.js';

const { flags } = readArgs(process.argv.slice(2));
const RUNS = Number(flags.get('runs') ?? 200);
const WARMUP = Number(flags.get('warmup') ?? 20);
const LINES = 200;
const SUPPLIERS = 20;
const REVISIONS = 3;

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
};

async function measure(fn: () => Promise<unknown>): Promise<number[]> {
  for (let i = 0; i < WARMUP; i++) await fn();
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now();
    await fn();
    times.push(performance.now() - started);
  }
  return times;
}

const stack = await startTestStack();
try {
  const token = await stack.tokenFor('buyer');
  const me = (await stack.request('POST', '/api/me/sign-in', { token })).body as { uid: string; email: string };
  const buyer: Principal = { uid: me.uid, email: me.email, name: 'Bench Buyer', roles: ['buyer'], admin: false, client: 'bench' };
  const now = new Date();
  const suppliers = Array.from({ length: SUPPLIERS }, (_, i) => ({ id: `bench-sup-${i + 1}`, name: `Bench Supplier ${i + 1}`, slug: `bench-supplier-${i + 1}`, city: 'Dayton', state: 'OH' }));
  const rfq = await RfqModel.create({
    uid: buyer.uid,
    email: buyer.email,
    title: 'Bench: 200 lines × 20 suppliers × 3 revisions',
    status: 'open',
    dueDate: new Date(now.getTime() + 30 * 86_400_000),
    lines: Array.from({ length: LINES }, (_, i) => ({ partNumber: `BN-${i + 1}`, description: `Machined part ${i + 1}`, quantity: 10 + (i % 50) * 10, unit: 'ea', material: '6061-T6', process: { slug: 'cnc-machining', name: 'CNC Machining' } })),
    suppliers,
    history: [{ status: 'open', at: now, by: buyer.uid, reason: '' }],
    openedAt: now,
    createdAt: now,
    updatedAt: now,
  });
  const rfqId = String(rfq._id);
  const lineIds = rfq.lines.map((l) => String(l._id));
  const quotes = suppliers.flatMap((s, si) =>
    Array.from({ length: REVISIONS }, (_, r) => ({
      rfqId,
      supplierId: s.id,
      revision: r + 1,
      lines: lineIds.map((lineId, li) =>
        (li + si) % 17 === 0
          ? { lineId, unitPrice: null, breaks: [], leadTimeDays: null, note: '', decline: { reason: 'capacity', text: 'Full' } }
          : { lineId, unitPrice: 5 + ((li * 31 + si * 7 + r) % 400) / 10, breaks: [{ minQuantity: 100, unitPrice: 4 + ((li + si) % 30) / 10 }, { minQuantity: 1000, unitPrice: 3 }], leadTimeDays: 5 + ((li + si * 3) % 40), note: `rev ${r + 1}`, decline: null },
      ),
      decline: null,
      validUntil: null,
      shippingTerms: 'FOB origin',
      total: 0,
      fingerprint: `${s.id}-${r}`,
      submittedBy: `bench-${s.id}`,
      createdAt: new Date(now.getTime() + r * 1000),
    })),
  );
  // stored as submitQuote stores them: each revision, and the latest per supplier in the comparison's read model
  const quantities = new Map(rfq.lines.map((l) => [String(l._id), l.quantity]));
  await QuoteModel.insertMany(quotes);
  for (const q of quotes) await recordLatest(q as never, quantities);
  const check = await compareQuotes(buyer, rfqId);
  if (check.lines.length !== LINES || check.suppliers.filter((s) => s.answered).length !== SUPPLIERS) throw new Error('bench data not as intended');

  const serverCompare = await measure(() => compareQuotes(buyer, rfqId));
  const serverRead = await measure(() => getRfq(buyer, rfqId));
  const httpCompare = await measure(async () => {
    const r = await fetch(`${stack.api.url}/api/rfqs/${rfqId}/comparison`, { headers: { authorization: `Bearer ${token}` } });
    await r.arrayBuffer();
  });
  const httpRead = await measure(async () => {
    const r = await fetch(`${stack.api.url}/api/rfqs/${rfqId}`, { headers: { authorization: `Bearer ${token}` } });
    await r.arrayBuffer();
  });
  const row = (name: string, t: number[]) => `${name.padEnd(34)} p50 ${percentile(t, 50).toFixed(2).padStart(8)} ms   p95 ${percentile(t, 95).toFixed(2).padStart(8)} ms`;
  const load = loadavg()[0]!;
  console.log(`RFQ comparison: ${LINES} lines × ${SUPPLIERS} suppliers × ${REVISIONS} revisions (${quotes.length} quote documents), ${RUNS} runs after ${WARMUP} warm-up`);
  console.log(`load average (1 min) at the end: ${load.toFixed(2)} on this machine${load > 1 ? ' — figures taken UNDER LOAD (other processes were running)' : ''}`);
  console.log(row('server: comparison (compareQuotes)', serverCompare));
  console.log(row('server: plain read (getRfq)', serverRead));
  console.log(row('HTTP: GET …/comparison', httpCompare));
  console.log(row('HTTP: GET /api/rfqs/:id', httpRead));
  const ratio = percentile(serverCompare, 95) / percentile(serverRead, 95);
  const httpRatio = percentile(httpCompare, 95) / percentile(httpRead, 95);
  console.log(`p95 ratio comparison / plain read: server ${ratio.toFixed(2)}×, HTTP ${httpRatio.toFixed(2)}× (target ≤ 3× and ≤ 150 ms p95)`);
} finally {
  // A stop that hangs (a queue client still reconnecting) must not keep the benchmark from exiting.
  await Promise.race([stack.stop(), new Promise((resolve) => setTimeout(resolve, 20_000).unref())]);
}
process.exit(0);
