/**
 * Side-by-side engine benchmark, Forge's supplier index against FlexSearch 0.8 (part of `npm run bench:search`).
 * Run with `--engine forge|flexsearch` it is ONE engine in ONE process: it synthesises the suppliers from the seed
 * distribution (generator.ts), builds the index, runs the same seeded query mix and prints one JSON line.
 * `compareEngines()` starts one such process per engine, one after the other, and prints the ratios.
 *
 * Query kinds (a quarter of the mix each, page 1, 20 per page):
 * - text: words only. Forge answers with the exact total and all facet counts; FlexSearch with the top 20.
 * - text+state: words and a state. FlexSearch: a state tag.
 * - facets: words, a state and one more facet, with counts per state, capability, certification, employees and
 *   industry. FlexSearch: tags for both filters, every match (all words) fetched and counted from column arrays.
 * - geo: words within 150 miles of a ZIP, nearest first. FlexSearch: one tagged search per 1° grid cell that the
 *   radius box touches, then the great-circle distance of each match (FlexSearch has no geo).
 */
import { spawn } from 'node:child_process';
import { loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { Charset, Document } from 'flexsearch';
import { zipPlaces } from '../src/domains/geo/zips.js';
import { haversineMiles } from '../src/domains/geo/zip-points.js';
import { generateSuppliers } from '../src/domains/suppliers/generator.js';
import { Random } from '../src/domains/suppliers/prng.js';
import { SupplierSearchIndex, type SearchParams } from '../src/domains/suppliers/search-index/index.js';
import type { SupplierData } from '../src/domains/suppliers/types.js';
import { effectiveCertificationStatus } from '@forge/contract';
import { slugify } from '../src/domains/catalogue/slug.js';

export const KINDS = ['text', 'text+state', 'facets', 'geo'] as const;
type Kind = (typeof KINDS)[number];

const TEXTS = ['cnc', 'cnc machining', 'machinng', 'precison', 'welding', 'weld', 'anodizing', 'anodizng', 'injection molding', 'molding', 'pcb assembly', 'sheet metal', 'laser cutting', 'laser', 'die casting', '3d printing', 'aerospace machining', 'powder coating', 'heat treat', 'plastics', 'fabrication', 'fabricaton', 'tool die', 'stamping', 'swiss', 'harness', 'composites', 'automation', 'cleveland', 'houston', 'detroit', 'grand rapids', 'kowalski', 'apex', 'summit precision', 'casting', 'titanium', 'medical', 'prototype', 'electronics'];
const STATES = ['OH', 'MI', 'IN', 'IL', 'WI', 'PA', 'TX', 'CA', 'NC', 'NY', 'GA', 'TN', 'MN', 'WA', 'FL'];
const NEAR: Record<string, string> = { OH: '44114', MI: '48226', IN: '46204', IL: '60601', WI: '53202', PA: '19103', TX: '77002', CA: '90012', NC: '28202', NY: '10001', GA: '30303', TN: '37203', MN: '55401', WA: '98101', FL: '33130' };
const SECOND: [keyof Facet, string][] = [
  ['capability', 'cnc-machining'], ['capability', 'welding-fabrication'], ['capability', 'sheet-metal-fabrication'], ['capability', 'injection-molding'],
  ['certification', 'iso-9001'], ['certification', 'as9100'], ['certification', 'itar'],
  ['employees', '11-50'], ['employees', '51-200'], ['industry', 'automotive'], ['industry', 'aerospace'], ['industry', 'medical-devices'],
];
const RADIUS = 150;

interface Facet { capability: string; certification: string; employees: string; industry: string }
interface Query { kind: Kind; q: string; state?: string; second?: [keyof Facet, string]; near?: { lat: number; lng: number } }

export function queryMix(count: number): Query[] {
  const random = new Random(7);
  return Array.from({ length: count }, (_, i) => {
    const kind = KINDS[i % KINDS.length]!;
    const q = random.pick(TEXTS);
    const state = random.pick(STATES);
    const second = random.pick(SECOND);
    if (kind === 'text') return { kind, q };
    if (kind === 'text+state') return { kind, q, state };
    if (kind === 'facets') return { kind, q, state, second };
    const zip = zipPlaces().byZip.get(NEAR[state]!)!;
    return { kind, q, near: { lat: zip.lat, lng: zip.lng } };
  });
}

interface Engine {
  build(docs: SupplierData[]): void;
  run(query: Query): number;
}

function forgeEngine(): Engine {
  let index: SupplierSearchIndex;
  return {
    build(docs) {
      index = SupplierSearchIndex.build(docs);
    },
    run(query) {
      const params: SearchParams = { q: query.q, sort: 'relevance', page: 1, pageSize: 20 };
      if (query.state) params.state = query.state;
      if (query.second) {
        const [facet, value] = query.second;
        if (facet === 'capability') params.capabilities = [value];
        else if (facet === 'certification') params.certifications = [value];
        else if (facet === 'employees') params.employees = value;
        else params.industry = value;
      }
      if (query.near) {
        params.near = { ...query.near, label: 'ZIP' };
        params.radiusMiles = RADIUS;
        params.sort = 'distance';
      }
      const result = index.search(params);
      // the totals and counts are part of the answer: read them as a page would
      return result.total + result.hits.length + Object.keys(result.facets.capability).length;
    },
  };
}

const cellOf = (lat: number, lng: number) => `${Math.floor(lat)}:${Math.floor(lng)}`;

function flexEngine(): Engine {
  type Doc = { id: number; name: string; capabilities: string; city: string; description: string; state: string; cap: string[]; cert: string[]; emp: string; ind: string[]; cell: string };
  let index: Document<Doc>;
  // what counting needs, one column per facet (FlexSearch keeps no columns of its own)
  const state: string[] = [];
  const caps: string[][] = [];
  const certs: string[][] = [];
  const emp: string[] = [];
  const ind: string[][] = [];
  let lat: Float64Array;
  let lng: Float64Array;
  const count = (into: Map<string, number>, key: string) => into.set(key, (into.get(key) ?? 0) + 1);
  const toRows = (result: unknown): number[] => {
    const out: number[] = [];
    for (const r of result as { id: number }[]) out.push(r.id);
    return out;
  };
  return {
    build(docs) {
      index = new Document<Doc>({
        encoder: Charset.LatinBalance,
        document: {
          id: 'id',
          index: [
            { field: 'name', tokenize: 'forward' },
            { field: 'capabilities', tokenize: 'forward' },
            { field: 'city', tokenize: 'forward' },
            { field: 'description', tokenize: 'strict' },
          ],
          tag: ['state', 'cap', 'cert', 'emp', 'ind', 'cell'],
        },
      });
      lat = new Float64Array(docs.length);
      lng = new Float64Array(docs.length);
      docs.forEach((d, id) => {
        const held = d.certifications.filter((c) => effectiveCertificationStatus(c) !== 'expired').map((c) => c.slug);
        const industries = d.industries.map((s) => slugify(s));
        index.add({
          id,
          name: d.name,
          capabilities: d.capabilities.join(' ').replace(/-/g, ' '),
          city: d.address.city,
          description: d.description,
          state: d.address.state,
          cap: d.capabilities,
          cert: held,
          emp: d.employeeRange,
          ind: industries,
          cell: cellOf(d.lat, d.lng),
        });
        state[id] = d.address.state;
        caps[id] = d.capabilities;
        certs[id] = held;
        emp[id] = d.employeeRange;
        ind[id] = industries;
        lat[id] = d.lat;
        lng[id] = d.lng;
      });
    },
    run(query) {
      if (query.kind === 'text') return toRows(index.search({ query: query.q, limit: 20, suggest: true, merge: true })).length;
      if (query.kind === 'text+state') return toRows(index.search({ query: query.q, limit: 20, suggest: true, merge: true, tag: { state: query.state! } })).length;
      if (query.kind === 'facets') {
        const [facet, value] = query.second!;
        const tagName = facet === 'capability' ? 'cap' : facet === 'certification' ? 'cert' : facet === 'employees' ? 'emp' : 'ind';
        const rows = toRows(index.search({ query: query.q, limit: 250_000, merge: true, tag: { state: query.state!, [tagName]: value } }));
        const byState = new Map<string, number>();
        const byCap = new Map<string, number>();
        const byCert = new Map<string, number>();
        const byEmp = new Map<string, number>();
        const byInd = new Map<string, number>();
        for (const row of rows) {
          count(byState, state[row]!);
          for (const c of caps[row]!) count(byCap, c);
          for (const c of certs[row]!) count(byCert, c);
          count(byEmp, emp[row]!);
          for (const c of ind[row]!) count(byInd, c);
        }
        return rows.slice(0, 20).length + byCap.size + byState.size + byCert.size + byEmp.size + byInd.size;
      }
      const { lat: la, lng: ln } = query.near!;
      const latSpan = RADIUS / 69;
      const lngSpan = RADIUS / (69 * Math.cos((la * Math.PI) / 180));
      const within: { row: number; d: number }[] = [];
      for (let y = Math.floor(la - latSpan); y <= Math.floor(la + latSpan); y++) {
        for (let x = Math.floor(ln - lngSpan); x <= Math.floor(ln + lngSpan); x++) {
          for (const row of toRows(index.search({ query: query.q, limit: 250_000, merge: true, tag: { cell: `${y}:${x}` } }))) {
            const d = haversineMiles(la, ln, lat[row]!, lng[row]!);
            if (d <= RADIUS) within.push({ row, d });
          }
        }
      }
      within.sort((a, b) => a.d - b.d || a.row - b.row);
      return within.slice(0, 20).length;
    },
  };
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

export interface EngineFigures {
  engine: string;
  suppliers: number;
  buildMs: number;
  heapMb: number;
  kinds: Record<Kind, { p50: number; p95: number }>;
}

/** Builds from freshly synthesised documents; returns the build's wall time (the documents die with this frame). */
function buildFromSeed(engine: Engine, suppliers: number): number {
  const docs = generateSuppliers(suppliers);
  const t = performance.now();
  engine.build(docs);
  return performance.now() - t;
}

/** One engine, this process: build, warm up, measure. */
async function runEngine(name: 'forge' | 'flexsearch', suppliers: number, queries: number): Promise<EngineFigures> {
  const engine = name === 'forge' ? forgeEngine() : flexEngine();
  const mix = queryMix(queries);
  // the heap held by the index: after the build, with the source documents released
  global.gc?.();
  const heapBefore = process.memoryUsage().heapUsed;
  const buildMs = buildFromSeed(engine, suppliers);
  global.gc?.();
  const heapMb = (process.memoryUsage().heapUsed - heapBefore) / 1e6;
  for (const q of mix.slice(0, 200)) engine.run(q);
  const times: Record<Kind, number[]> = { text: [], 'text+state': [], facets: [], geo: [] };
  for (const q of mix) {
    const t = performance.now();
    engine.run(q);
    times[q.kind].push(performance.now() - t);
  }
  const kinds = Object.fromEntries(KINDS.map((k) => [k, { p50: percentile(times[k], 50), p95: percentile(times[k], 95) }])) as EngineFigures['kinds'];
  return { engine: name, suppliers, buildMs, heapMb, kinds };
}

function runChild(engine: string, suppliers: number, queries: number): Promise<EngineFigures> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--expose-gc', '--max-old-space-size=8192', '--import', 'tsx', fileURLToPath(import.meta.url), '--engine', engine, '--suppliers', String(suppliers), '--queries', String(queries)], { stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve(JSON.parse(out.trim().split('\n').pop()!) as EngineFigures) : reject(new Error(`${engine} bench exited with ${code}`))));
  });
}

/** Both engines, one process each, and the ratios Forge / FlexSearch (below 1 = Forge ahead). */
export async function compareEngines(suppliers: number, queries: number): Promise<void> {
  const load = loadavg().map((l) => l.toFixed(1)).join(' ');
  console.error(`engines: ${suppliers} suppliers, ${queries} queries, forge ...`);
  const forge = await runChild('forge', suppliers, queries);
  console.error(JSON.stringify(forge));
  console.error('engines: flexsearch ...');
  const flex = await runChild('flexsearch', suppliers, queries);
  console.error(JSON.stringify(flex));
  const f = (n: number, d = 2) => n.toFixed(d);
  const ratio = (a: number, b: number) => f(a / b, 2);
  console.log(`\nEngines side by side: ${suppliers.toLocaleString('en-US')} suppliers, ${queries} queries (${KINDS.join(', ')}: a quarter each), one process per engine.`);
  console.log(`Load average at start ${load}, at end ${loadavg().map((l) => l.toFixed(1)).join(' ')} (2 shared cores: compare the ratios, not the absolute times)\n`);
  console.log('| metric | Forge | FlexSearch 0.8 | Forge / FlexSearch |');
  console.log('|---|---|---|---|');
  console.log(`| build (s) | ${f(forge.buildMs / 1000)} | ${f(flex.buildMs / 1000)} | ${ratio(forge.buildMs, flex.buildMs)} |`);
  console.log(`| heap (MB) | ${f(forge.heapMb, 0)} | ${f(flex.heapMb, 0)} | ${ratio(forge.heapMb, flex.heapMb)} |`);
  for (const k of KINDS) {
    console.log(`| ${k} p50 (ms) | ${f(forge.kinds[k].p50, 3)} | ${f(flex.kinds[k].p50, 3)} | ${ratio(forge.kinds[k].p50, flex.kinds[k].p50)} |`);
    console.log(`| ${k} p95 (ms) | ${f(forge.kinds[k].p95, 3)} | ${f(flex.kinds[k].p95, 3)} | ${ratio(forge.kinds[k].p95, flex.kinds[k].p95)} |`);
  }
  console.log('\nForge answers every kind with the exact total and all facet counts; FlexSearch counts only in "facets" (every match fetched).');
  console.log('Target: every ratio ≤ 1.00.');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const arg = (name: string) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
  const engine = arg('--engine');
  const suppliers = Number(arg('--suppliers') ?? 200_000);
  const queries = Number(arg('--queries') ?? 2_000);
  if (engine === 'forge' || engine === 'flexsearch') console.log(JSON.stringify(await runEngine(engine, suppliers, queries)));
  else await compareEngines(suppliers, queries);
}
