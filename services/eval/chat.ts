/**
 * `npm run eval:chat`: ≥ 120 questions (eval/chat-questions.ts: suppliers, catalogue, certifications, BOMs,
 * follow-ups, comparisons, must-decline) asked of the embedded backend, and of the OpenAI-compatible server too when
 * LLM_BASE_URL is set (LLM_MODEL, LLM_API_KEY). Reports the share of answers containing every expected fact
 * (target ≥ 90%), suppliers named that don't exist or don't match the question's filters (target 0) and the share of
 * correct refusals. Options: --suppliers 24000 (seeded demo suppliers), --verbose. Exit 1 when a target is missed.
 */
import mongoose from 'mongoose';
import type { ChatBackend } from '../src/domains/chat/backend.js';
import { embeddedBackend } from '../src/domains/chat/embedded.js';
import { openAiCompatibleBackend } from '../src/domains/chat/openai-backend.js';
import type { Slots } from '../src/domains/chat/intent.js';
import { plainText, SAME_ORIGIN_PATH } from '../src/domains/chat/markdown.js';
import type { ResultSet } from '../src/domains/chat/state.js';
import { collect, type Collected } from './chat-collect.js';
import { buildQuestions, type EvalQuestion, type SupplierFilter } from './chat-questions.js';
import { OTHER, startChatData } from './chat-setup.js';

const args = process.argv.slice(2);
const count = Number(args[args.indexOf('--suppliers') + 1] ?? NaN) || 24_000;
const verbose = args.includes('--verbose');
const REFUSAL = /no data to answer|won't guess|I found no supplier named|no prices/i;

interface Outcome {
  question: EvalQuestion;
  answer: Collected;
  allFacts: boolean;
  missing: string[];
  badSuppliers: string[];
  /** BOM lines linked that don't exist or aren't an answer to the question, and amounts no quote holds */
  badLines: string[];
  badNumbers: string[];
  /** text the question forbids, and link targets that leave the site */
  badContent: string[];
  refused: boolean;
}

async function badSuppliers(answer: Collected, filter: SupplierFilter | undefined): Promise<string[]> {
  const ids = new Set([...answer.cards.map((c) => c.id), ...[...answer.text.matchAll(/\]\(\/company\/([^)\s]+)\)/g)].map((m) => m[1]!)]);
  const bad: string[] = [];
  for (const id of ids) {
    const doc = (await mongoose.connection.db!.collection('suppliers').findOne({ _id: id } as never)) as { name: string; capabilities: string[]; address: { state: string }; certifications: { slug: string }[] } | null;
    if (!doc) bad.push(`${id} (does not exist)`);
    else if (filter?.slugs && !filter.slugs.some((s) => doc.capabilities.includes(s))) bad.push(`${doc.name} (no ${filter.slugs[0]})`);
    else if (filter?.state && doc.address.state !== filter.state) bad.push(`${doc.name} (in ${doc.address.state}, not ${filter.state})`);
    else if (filter?.cert && !doc.certifications.some((c) => c.slug === filter.cert)) bad.push(`${doc.name} (no ${filter.cert})`);
    else if (filter?.verified && !(doc as { verified?: boolean }).verified) bad.push(`${doc.name} (not verified)`);
  }
  return bad;
}

async function run(backend: ChatBackend, questions: EvalQuestion[], ctx: Parameters<typeof collect>[1]): Promise<Outcome[]> {
  const outcomes: Outcome[] = [];
  for (const question of questions) {
    let previous: Slots | null = null;
    let lastResult: ResultSet | null = null;
    const history: { role: 'user' | 'assistant'; text: string }[] = [];
    let answer!: Collected;
    for (const turn of question.turns) {
      answer = await collect(backend, question.asOther ? { ...ctx, principal: OTHER } : ctx, turn, { uploadId: question.uploadId, previous, lastResult, history });
      previous = answer.slots ?? previous;
      if (answer.result !== undefined) lastResult = answer.result;
      history.push({ role: 'user', text: turn }, { role: 'assistant', text: answer.text });
    }
    // a fact is in the markdown or in the text a reader sees (values from the data are escaped in markdown)
    const lower = answer.text.toLowerCase();
    const plain = plainText(answer.text).toLowerCase();
    const missing = question.facts.filter((f) => !lower.includes(f.toLowerCase()) && !plain.includes(f.toLowerCase()));
    const lines = [...answer.text.matchAll(/#line-(\d+)\)/g)].map((m) => Number(m[1]));
    const badLines = question.allowedLines ? lines.filter((n) => !question.allowedLines!.includes(n)).map((n) => `line ${n}`) : [];
    const amounts = [...plain.matchAll(/\$[\d,]+\.\d{2}/g)].map((m) => m[0]);
    const badNumbers = question.allowedMoney ? amounts.filter((a) => !question.allowedMoney!.includes(a)) : [];
    const offSite = [...answer.text.matchAll(/(?<!\\)\[(?:\\.|[^\]\\])*\]\(([^)\s]+)\)/g)].map((m) => m[1]!).filter((href) => !SAME_ORIGIN_PATH.test(href));
    const badContent = [...(question.mustNotContain ?? []).filter((t) => answer.text.includes(t)).map((t) => `holds "${t}"`), ...offSite.map((h) => `links ${h}`)];
    outcomes.push({ question, answer, allFacts: missing.length === 0, missing, badSuppliers: await badSuppliers(answer, question.filter), badLines, badNumbers, badContent, refused: REFUSAL.test(answer.text) && answer.cards.length === 0 });
  }
  return outcomes;
}

const pct = (x: number) => `${(100 * x).toFixed(1)}%`;

function report(name: string, outcomes: Outcome[]): boolean {
  const answerable = outcomes.filter((o) => !o.question.mustDecline);
  const declines = outcomes.filter((o) => o.question.mustDecline);
  const withFacts = outcomes.filter((o) => o.question.facts.length > 0);
  const factShare = withFacts.filter((o) => o.allFacts).length / withFacts.length;
  const bad = outcomes.flatMap((o) => o.badSuppliers);
  const refusalShare = declines.filter((o) => o.refused).length / (declines.length || 1);
  const falseRefusals = answerable.filter((o) => o.refused && !o.answer.text.includes('No supplier on Forge')).length;
  console.log(`\n== ${name}: ${outcomes.length} questions`);
  for (const family of [...new Set(outcomes.map((o) => o.question.family))]) {
    const of = outcomes.filter((o) => o.question.family === family && o.question.facts.length > 0);
    console.log(`  ${family.padEnd(15)} ${String(of.length).padStart(4)} with facts   all facts ${pct(of.filter((o) => o.allFacts).length / (of.length || 1))}`);
  }
  console.log(`  answers with every expected fact     ${pct(factShare)}  (target ≥ 90%)`);
  console.log(`  suppliers named that don't exist or don't match the filters: ${bad.length}  (target 0)`);
  const badLines = outcomes.flatMap((o) => o.badLines);
  const badNumbers = outcomes.flatMap((o) => o.badNumbers);
  const badContent = outcomes.flatMap((o) => o.badContent);
  console.log(`  BOM lines named that are not the answer: ${badLines.length}; amounts no quote or order holds: ${badNumbers.length}; other records or off-site links: ${badContent.length}  (target 0)`);
  console.log(`  correct refusals                     ${pct(refusalShare)}  (${declines.filter((o) => o.refused).length}/${declines.length}); refusals of answerable questions: ${falseRefusals}`);
  const quantile = (xs: number[], q: number) => xs.slice().sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * q))] ?? 0;
  const times = outcomes.map((o) => o.answer.totalMs);
  console.log(`  answer time (the scored turn): median ${quantile(times, 0.5).toFixed(1)} ms, p95 ${quantile(times, 0.95).toFixed(1)} ms, max ${quantile(times, 1).toFixed(1)} ms  (target p95 ≤ 3,000 ms)`);
  for (const o of outcomes.filter((x) => !x.allFacts || x.badSuppliers.length || x.badLines.length || x.badNumbers.length || x.badContent.length || (x.question.mustDecline && !x.refused))) {
    if (!verbose && o.badSuppliers.length + o.badLines.length + o.badNumbers.length + o.badContent.length === 0) continue;
    console.log(`  ✕ [${o.question.family}] ${o.question.turns.join(' → ')}\n      missing: ${o.missing.join(' | ') || '-'}  bad: ${[...o.badSuppliers, ...o.badLines, ...o.badNumbers, ...o.badContent].join(', ') || '-'}\n      answer: ${o.answer.text.slice(0, 300).replace(/\n/g, ' / ')}`);
  }
  return factShare >= 0.9 && bad.length === 0 && badLines.length === 0 && badNumbers.length === 0 && badContent.length === 0 && quantile(times, 0.95) <= 3000;
}

const started = Date.now();
const data = await startChatData(count);
const questions = await buildQuestions(data);
console.log(`${questions.length} questions; ${data.suppliers.toLocaleString('en-US')} seeded suppliers, ${data.uploads.length} public BOMs processed (${((Date.now() - started) / 1000).toFixed(1)} s to set up)`);
let ok = report('embedded', await run(embeddedBackend, questions, data.ctx));
const baseUrl = process.env.LLM_BASE_URL;
if (baseUrl) {
  const backend = openAiCompatibleBackend({ baseUrl, model: process.env.LLM_MODEL ?? 'qwen2.5:1.5b-instruct', apiKey: process.env.LLM_API_KEY, timeoutMs: 120_000 });
  ok = report(backend.name, await run(backend, questions, data.ctx)) && ok;
}
await data.stop();
process.exit(ok ? 0 : 1);
