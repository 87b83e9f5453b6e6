/**
 * `npm run bench:chat`: the embedded assistant's time to the first streamed token and to the whole answer (p50,
 * p95) over supplier questions, against the supplier search request behind each answer, measured in the same run on
 * the same seeded data (--suppliers, default the 24,000 demo suppliers). In-process: no HTTP or network time.
 * Reports ratios; no target is asserted. On a shared machine, say the figures were taken under load.
 */
import { embeddedBackend } from '../src/domains/chat/embedded.js';
import { runSupplierSearch } from '../src/domains/chat/tools.js';
import { collect } from '../eval/chat-collect.js';
import { startChatData } from '../eval/chat-setup.js';
import { slugsFor } from '../eval/chat-questions.js';

const args = process.argv.slice(2);
const count = Number(args[args.indexOf('--suppliers') + 1] ?? NaN) || 24_000;
const rounds = Number(args[args.indexOf('--rounds') + 1] ?? NaN) || 3;

const CAPS = ['CNC machining', 'anodizing', 'sheet metal', 'injection molding', 'laser cutting', 'die casting', 'welding', 'powder coating'];
const PLACES = ['in Ohio', 'in Michigan', 'within 50 miles of Dayton, OH', 'in Texas', 'near 48201', 'in California'];
const QUESTIONS = CAPS.flatMap((cap, i) => PLACES.map((place, j) => `${(i + j) % 3 === 0 ? 'ISO 9001 ' : ''}${cap} suppliers ${place}`));

const quantile = (xs: number[], q: number) => {
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
};
const ms = (x: number) => `${x.toFixed(1)} ms`;

const data = await startChatData(count);
slugsFor('CNC machining'); // the catalogue is loaded before timing
const first: number[] = [];
const whole: number[] = [];
const search: number[] = [];
for (const q of QUESTIONS.slice(0, 4)) await collect(embeddedBackend, data.ctx, q, { uploadId: null, previous: null }); // warm-up
for (let round = 0; round < rounds; round++) {
  for (const question of QUESTIONS) {
    const answer = await collect(embeddedBackend, data.ctx, question, { uploadId: null, previous: null });
    first.push(answer.firstTokenMs ?? answer.totalMs);
    whole.push(answer.totalMs);
    const query = String(answer.tools.find((t) => t.name === 'search_suppliers')?.input.query ?? question);
    const started = performance.now();
    runSupplierSearch(data.ctx, query, 5);
    search.push(performance.now() - started);
  }
}
await data.stop();
console.log(`${whole.length} answers (${QUESTIONS.length} supplier questions × ${rounds}) over ${data.suppliers.toLocaleString('en-US')} seeded suppliers; in-process, embedded backend`);
console.log(`                    p50          p95`);
console.log(`first token    ${ms(quantile(first, 0.5)).padStart(10)}   ${ms(quantile(first, 0.95)).padStart(10)}   (target p95 ≤ 300 ms)`);
console.log(`whole answer   ${ms(quantile(whole, 0.5)).padStart(10)}   ${ms(quantile(whole, 0.95)).padStart(10)}   (target p95 ≤ 1000 ms)`);
console.log(`supplier search${ms(quantile(search, 0.5)).padStart(10)}   ${ms(quantile(search, 0.95)).padStart(10)}   (the request behind each answer)`);
console.log(`whole answer / search at p95: ${(quantile(whole, 0.95) / Math.max(quantile(search, 0.95), 0.001)).toFixed(2)}×   (target ≤ 3×)`);
process.exit(0);
