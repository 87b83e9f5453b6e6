/**
 * The chat evaluation's questions, written here; their expected facts are COMPUTED from the seeded data by queries
 * (supplier counts from the suppliers collection, catalogue and certification text, BOM lines through the BOM
 * service), never typed in. A fact is a substring the answer must contain. `filter` says which suppliers may be
 * named (any supplier an answer links must exist and match it).
 */
import mongoose from 'mongoose';
import { CERTIFICATIONS } from '../src/domains/catalogue/certifications.js';
import { PROCESSES } from '../src/domains/catalogue/processes.js';
import { PROCESS_FAMILIES } from '../src/domains/catalogue/synonyms.js';
import { listLines } from '../src/domains/bom/service.js';
import { BUYER, type ChatData } from './chat-setup.js';
import { buyerDataQuestions } from './chat-buyer-questions.js';

export interface SupplierFilter {
  slugs?: string[];
  state?: string;
  cert?: string;
  verified?: boolean;
}

export interface EvalQuestion {
  family: 'suppliers' | 'catalogue' | 'certifications' | 'bom' | 'follow-up' | 'compare' | 'decline' | 'my-data' | 'my-follow-up' | 'my-records' | 'my-records-follow-up';
  /** earlier turns of the same conversation, then the scored question */
  turns: string[];
  uploadId: string | null;
  facts: string[];
  filter?: SupplierFilter;
  mustDecline?: boolean;
  /** the only BOM line numbers the answer may link (any other is an invented or wrong line) */
  allowedLines?: number[];
  /** the only amounts ("$1,234.50") the answer may state: those the buyer's quotes hold */
  allowedMoney?: string[];
  /** text the answer must not hold (another record than the one asked for, another user's data) */
  mustNotContain?: string[];
  /** asked by another buyer, who must learn nothing of the eval buyer's data */
  asOther?: boolean;
}

const CAPABILITIES = ['CNC machining', 'Anodizing', 'Sheet metal', 'Injection Molding', 'Laser Cutting', 'Die Casting', 'Welding', 'Powder Coating', 'Waterjet Cutting', 'Investment Casting'];
const STATES: [string, string][] = [['Ohio', 'OH'], ['Michigan', 'MI'], ['Texas', 'TX'], ['California', 'CA']];
const CERT_QUERIES: [string, string][] = [['ISO 9001', 'iso-9001'], ['AS9100', 'as9100'], ['ISO 13485', 'iso-13485'], ['IATF 16949', 'iatf-16949'], ['ITAR', 'itar']];

/** The catalogue's own "any of" set for a name: its process family, else the process of that name. */
export function slugsFor(name: string): string[] {
  const family = PROCESS_FAMILIES.find((f) => f.label.toLowerCase() === name.toLowerCase() || f.phrases.includes(name.toLowerCase()));
  if (family) return family.capabilities;
  const process = PROCESSES.find((p) => p.name.toLowerCase() === name.toLowerCase());
  if (!process) throw new Error(`no catalogue entry for ${name}`);
  return [process.slug];
}

const suppliers = () => mongoose.connection.db!.collection('suppliers');
const plural = (n: number, one: string) => `${n.toLocaleString('en-US')} ${n === 1 ? one : `${one}s`}`;

async function countFact(filter: SupplierFilter): Promise<string> {
  const query: Record<string, unknown> = {};
  if (filter.slugs) query.capabilities = { $in: filter.slugs };
  if (filter.state) query['address.state'] = filter.state;
  if (filter.cert) query['certifications.slug'] = filter.cert;
  const n = await suppliers().countDocuments(query);
  return n === 0 ? 'No supplier on Forge matches' : `${plural(n, 'supplier')} ${n === 1 ? 'matches' : 'match'}`;
}

async function supplierQuestions(): Promise<EvalQuestion[]> {
  const out: EvalQuestion[] = [];
  for (const cap of CAPABILITIES) {
    for (const [state, code] of STATES) {
      const filter = { slugs: slugsFor(cap), state: code };
      out.push({ family: 'suppliers', turns: [`who does ${cap.toLowerCase()} in ${state}?`], uploadId: null, facts: [await countFact(filter)], filter });
    }
  }
  for (const cap of CAPABILITIES.slice(0, 6)) {
    const filter = { slugs: slugsFor(cap), state: 'PA' };
    out.push({ family: 'suppliers', turns: [`find ${cap.toLowerCase()} companies in Pennsylvania`], uploadId: null, facts: [await countFact(filter)], filter });
  }
  for (const [i, [cert, slug]] of CERT_QUERIES.entries()) {
    for (const cap of [CAPABILITIES[i]!, CAPABILITIES[i + 5]!]) {
      const [state, code] = STATES[i % STATES.length]!;
      const filter = { slugs: slugsFor(cap), state: code, cert: slug };
      out.push({ family: 'suppliers', turns: [`${cert} certified ${cap.toLowerCase()} suppliers in ${state}`], uploadId: null, facts: [await countFact(filter)], filter });
    }
  }
  return out;
}

async function followUps(): Promise<EvalQuestion[]> {
  const out: EvalQuestion[] = [];
  for (let i = 0; i < 8; i++) {
    const cap = CAPABILITIES[i]!;
    const [first] = STATES[i % 4]!;
    const [second, code] = STATES[(i + 1) % 4]!;
    const filter = { slugs: slugsFor(cap), state: code };
    out.push({ family: 'follow-up', turns: [`${cap.toLowerCase()} suppliers in ${first}`, `only the ones in ${second}`], uploadId: null, facts: [await countFact(filter)], filter });
  }
  for (let i = 0; i < 7; i++) {
    const [state, code] = STATES[i % 4]!;
    const other = CAPABILITIES[(i + 3) % CAPABILITIES.length]!;
    const filter = { slugs: slugsFor(other), state: code };
    out.push({ family: 'follow-up', turns: [`who does ${CAPABILITIES[i]!.toLowerCase()} in ${state}`, `what about ${other.toLowerCase()}?`], uploadId: null, facts: [await countFact(filter)], filter });
  }
  return out;
}

function catalogueQuestions(): EvalQuestion[] {
  const out: EvalQuestion[] = [];
  const pairs: [string, string][] = [['Waterjet Cutting', 'Laser Cutting'], ['Die Casting', 'Investment Casting'], ['CNC Turning', 'CNC Milling'], ['Injection Molding', 'Thermoforming'], ['Anodizing', 'Powder Coating']];
  const entry = (name: string) => PROCESSES.find((p) => p.name.toLowerCase() === name.toLowerCase())!;
  for (const [a, b] of pairs) {
    out.push({ family: 'catalogue', turns: [`when should I use ${a.toLowerCase()} instead of ${b.toLowerCase()}?`], uploadId: null, facts: [entry(a).whenToUse.slice(0, 40), entry(b).whenToUse.slice(0, 40)] });
  }
  for (const name of ['Selective Laser Sintering (SLS)', 'Electropolishing', 'Metal Stamping', 'Thermoforming', 'Powder Coating']) {
    const p = entry(name);
    out.push({ family: 'catalogue', turns: [`what is ${name.replace(/\s*\(.*\)$/, '').toLowerCase()}?`], uploadId: null, facts: [p.description.slice(0, 40), `/manufacturing/${p.slug}`] });
  }
  return out;
}

function certificationQuestions(): EvalQuestion[] {
  const out: EvalQuestion[] = CERTIFICATIONS.slice(0, 10).map((c) => ({ family: 'certifications' as const, turns: [`what does ${c.name} mean?`], uploadId: null, facts: [c.name, c.meaning.slice(0, 40), `/certifications/${c.slug}`] }));
  for (const [a, b] of [['as9100', 'iso-9001'], ['iso-13485', 'iso-9001']] as const) {
    const ca = CERTIFICATIONS.find((c) => c.slug === a)!;
    const cb = CERTIFICATIONS.find((c) => c.slug === b)!;
    out.push({ family: 'certifications', turns: [`what is the difference between ${ca.name} and ${cb.name}?`], uploadId: null, facts: [ca.meaning.slice(0, 40), cb.meaning.slice(0, 40)] });
  }
  return out;
}

async function bomQuestions(data: ChatData): Promise<EvalQuestion[]> {
  const out: EvalQuestion[] = [];
  const money = (n: number) => `$${n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
  for (const upload of data.uploads) {
    const lines = await listLines(BUYER, upload.id, {});
    const count = (kind: string) => lines.filter((l) => l.kind === kind).length;
    const q = (question: string, facts: string[]) => out.push({ family: 'bom', turns: [question], uploadId: upload.id, facts });
    q('how many lines are still unknown?', [count('unknown') ? `${plural(count('unknown'), 'line')} of ${lines.length}` : `None of the ${plural(lines.length, 'line')}`]);
    q('what can I buy off the shelf?', [count('standard') ? `${plural(count('standard'), 'line')} of ${lines.length}` : `None of the ${plural(lines.length, 'line')}`]);
    q('give me a summary of this BOM', [`${plural(lines.length, 'line')}`, `${count('custom')} custom`, `${count('standard')} standard`]);
    const priced = lines.filter((l) => l.kind === 'standard' && l.unitPrice !== null && l.quantity !== null);
    const total = priced.reduce((s, l) => s + l.unitPrice! * l.quantity!, 0);
    q('what is the total of the standard parts?', [priced.length ? money(Math.round(total * 100) / 100) : "can't total them"]);
    const byProcess = new Map<string, { name: string; lines: number[] }>();
    for (const l of lines) if (l.process) byProcess.set(l.process.slug, { name: l.process.name, lines: [...(byProcess.get(l.process.slug)?.lines ?? []), l.lineNo] });
    const top = [...byProcess.values()].sort((a, b) => b.lines.length - a.lines.length)[0];
    if (top) q(`which lines need ${top.name.toLowerCase()}?`, top.lines.slice(0, 5).map((n) => `Line ${n}]`));
  }
  return out;
}

async function compareQuestions(): Promise<EvalQuestion[]> {
  const docs = (await suppliers().find({}, { projection: { name: 1, address: 1 } }).sort({ _id: 1 }).limit(400).toArray()) as unknown as { name: string; address: { city: string } }[];
  const out: EvalQuestion[] = [];
  for (let i = 0; i < 5; i++) {
    const a = docs[i * 37]!;
    const b = docs[i * 37 + 11]!;
    out.push({ family: 'compare', turns: [`compare ${a.name} and ${b.name}`], uploadId: null, facts: [a.name, a.address.city, b.name, b.address.city] });
  }
  return out;
}

function declineQuestions(): EvalQuestion[] {
  const asks = [
    'how much does CNC machining cost per part?',
    'what is the cheapest anodizing shop in Ohio?',
    'what lead time should I expect for injection molds?',
    'what will laser cutting 100 brackets cost?',
    "what's the weather in Dayton?",
    'write me a poem about welding',
    'who won the Super Bowl?',
    'what is the price of aluminum today?',
    'how much would the RFQ for my BOM cost?',
    'tell me a joke',
    'how long does shipping to Texas take?',
    'what discount can I get on sheet metal work?',
    'who is the president of the United States?',
    'translate bracket into German',
  ];
  const out: EvalQuestion[] = asks.map((q) => ({ family: 'decline' as const, turns: [q], uploadId: null, facts: [], mustDecline: true }));
  for (const [a, b] of [['Zyxwv Quantum Widgets', 'Qwxyz Hyperfab'], ['Nonesuch Gizmo Works', 'Imaginary Parts Collective']]) {
    out.push({ family: 'decline', turns: [`compare ${a} and ${b}`], uploadId: null, facts: [`I found no supplier named "${a}"`, `I found no supplier named "${b}"`], mustDecline: true });
  }
  return out;
}

export async function buildQuestions(data: ChatData): Promise<EvalQuestion[]> {
  return [...(await supplierQuestions()), ...(await followUps()), ...catalogueQuestions(), ...certificationQuestions(), ...(await bomQuestions(data)), ...(await compareQuestions()), ...declineQuestions(), ...(await buyerDataQuestions(data))];
}
