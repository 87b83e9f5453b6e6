/**
 * `npm run eval:search`: scores typed supplier queries (eval/search-queries.ts) against the seeded suppliers.
 * Relevant suppliers are computed from the data by each query's rule, not by the ranking code. Per family it reports
 * precision@10 (relevant in the top 10 / min(10, relevant)), recall@100 and nDCG@10 (binary gains); a query that
 * should find nothing scores 1 when the search reports no full match. Queries whose precision@10 fell below the
 * committed baseline (eval/search-baseline.json) are listed. Options: --suppliers 24000, --update-baseline, --verbose.
 * Exit code 1 when P@10 < 0.9 overall or < 0.8 in a family.
 */
import { effectiveCertificationStatus } from '@forge/contract';
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { generateSuppliers } from '../src/domains/suppliers/generator.js';
import { interpretedSearch } from '../src/domains/suppliers/interpreted-search.js';
import { haversineMiles, SupplierSearchIndex } from '../src/domains/suppliers/search-index/index.js';
import type { SupplierData } from '../src/domains/suppliers/types.js';
import { zipPlaces } from '../src/domains/geo/zips.js';
import { nameQueries, QUERIES, type EvalQuery, type Rule } from './search-queries.js';

const args = process.argv.slice(2);
const count = Number(args[args.indexOf('--suppliers') + 1] ?? NaN) || 24_000;
const BASELINE = fileURLToPath(new URL('./search-baseline.json', import.meta.url));
const TARGET_OVERALL = 0.9;
const TARGET_FAMILY = 0.8;

function cityCentre(city: string, state: string): { lat: number; lng: number } {
  const zips = [...zipPlaces().byZip.values()].filter((p) => p.city === city && p.stateCode === state);
  if (!zips.length) throw new Error(`no ZIP codes for ${city}, ${state}`);
  return { lat: zips.reduce((s, p) => s + p.lat, 0) / zips.length, lng: zips.reduce((s, p) => s + p.lng, 0) / zips.length };
}

function matcher(rule: Rule): (s: SupplierData) => boolean {
  if (rule.nothing && Object.keys(rule).length === 1) return () => false;
  const zip = rule.nearZip ? zipPlaces().byZip.get(rule.nearZip.zip)! : undefined;
  const centre = rule.nearCity ? cityCentre(rule.nearCity.city, rule.nearCity.state) : undefined;
  return (s) =>
    (rule.caps ?? []).every((any) => any.some((c) => s.capabilities.includes(c))) &&
    // a certificate past its expiry date is not held (the index leaves it out the same way)
    (rule.certs ?? []).every((c) => s.certifications.some((x) => x.slug === c && effectiveCertificationStatus(x) !== 'expired')) &&
    (!rule.state || s.address.state === rule.state) &&
    (!rule.county || s.address.countyFips === rule.county) &&
    (!zip || haversineMiles(zip.lat, zip.lng, s.lat, s.lng) <= rule.nearZip!.miles) &&
    (!centre || haversineMiles(centre.lat, centre.lng, s.lat, s.lng) <= rule.nearCity!.miles) &&
    (rule.materials ?? []).every((m) => (s.materials ?? []).includes(m)) &&
    (rule.industries ?? []).every((i) => s.industries.includes(i)) &&
    (!rule.employees || rule.employees.includes(s.employeeRange)) &&
    (rule.maxLeadDays === undefined || s.leadTimeDays.min <= rule.maxLeadDays) &&
    (rule.minimumOrderAtMost === undefined || s.minimumOrder <= rule.minimumOrderAtMost) &&
    (rule.minimumOrderAtLeast === undefined || s.minimumOrder >= rule.minimumOrderAtLeast) &&
    (rule.nameWords ?? []).every((w) => s.name.toLowerCase().split(/[^a-z0-9]+/).includes(w));
}

interface Scored { query: EvalQuery; relevant: number; p10: number; r100: number; ndcg10: number; top: string[] }

const started = Date.now();
const suppliers = generateSuppliers(count);
const index = SupplierSearchIndex.build(suppliers);
const names = suppliers.filter((_, i) => i % Math.floor(count / 15) === 7).slice(0, 15).map((s) => s.name);
const queries = [...QUERIES, ...nameQueries(names)];
console.log(`${queries.length} queries over ${suppliers.length} seeded suppliers (data and index ready in ${((Date.now() - started) / 1000).toFixed(1)} s)`);

const scored: Scored[] = [];
let parseMs = 0;
for (const query of queries) {
  const relevantIds = new Set(suppliers.filter(matcher(query.rule)).map((s) => s._id));
  const result = interpretedSearch(index, { q: query.q, sort: 'relevance', page: 1, pageSize: 100 });
  parseMs += result.interpretation?.parseMs ?? 0;
  const ids = result.hits.map((h) => h.id);
  const label = (id: string) => suppliers[Number(id.slice(4)) - 1]!;
  const top = ids.slice(0, 10).map((id) => `${relevantIds.has(id) ? '+' : '-'} ${label(id).name} (${label(id).address.city}, ${label(id).address.state})`);
  if (relevantIds.size === 0) {
    const ok = result.total === 0 ? 1 : 0;
    scored.push({ query, relevant: 0, p10: ok, r100: 1, ndcg10: ok, top });
    continue;
  }
  const gains = ids.slice(0, 10).map((id) => (relevantIds.has(id) ? 1 : 0));
  const hits10 = gains.reduce<number>((s, g) => s + g, 0);
  const ideal = Math.min(10, relevantIds.size);
  const dcg = gains.reduce<number>((s, g, i) => s + g / Math.log2(i + 2), 0);
  const idcg = Array.from({ length: ideal }, (_, i) => 1 / Math.log2(i + 2)).reduce((s, x) => s + x, 0);
  const r100 = ids.filter((id) => relevantIds.has(id)).length / Math.min(100, relevantIds.size);
  scored.push({ query, relevant: relevantIds.size, p10: hits10 / ideal, r100, ndcg10: dcg / idcg, top });
}

const mean = (xs: number[]) => xs.reduce((s, x) => s + x, 0) / (xs.length || 1);
const families = [...new Set(scored.map((s) => s.query.family))];
const f3 = (x: number) => x.toFixed(3);
console.log(`\n${'family'.padEnd(16)}${'queries'.padStart(8)}${'P@10'.padStart(8)}${'R@100'.padStart(8)}${'nDCG@10'.padStart(9)}`);
let failed = false;
for (const family of [...families, 'ALL']) {
  const rows = family === 'ALL' ? scored : scored.filter((s) => s.query.family === family);
  const p10 = mean(rows.map((r) => r.p10));
  if (family === 'ALL' ? p10 < TARGET_OVERALL : p10 < TARGET_FAMILY) failed = true;
  console.log(`${family.padEnd(16)}${String(rows.length).padStart(8)}${f3(p10).padStart(8)}${f3(mean(rows.map((r) => r.r100))).padStart(8)}${f3(mean(rows.map((r) => r.ndcg10))).padStart(9)}`);
}
console.log(`(R@100 divides by min(100, relevant); parser time: ${(parseMs / queries.length).toFixed(3)} ms per query on average)`);

const baseline: Record<string, number> = (() => {
  try {
    return JSON.parse(readFileSync(BASELINE, 'utf8')) as Record<string, number>;
  } catch {
    return {};
  }
})();
const worse = scored.filter((s) => baseline[s.query.q] !== undefined && s.p10 < baseline[s.query.q]! - 1e-9);
console.log(`\nWorse than the baseline (${Object.keys(baseline).length} queries in eval/search-baseline.json): ${worse.length}`);
for (const s of worse) console.log(`  [${s.query.family}] "${s.query.q}": P@10 ${f3(baseline[s.query.q]!)} → ${f3(s.p10)}`);

const weak = scored.filter((s) => s.p10 < 1);
if (args.includes('--verbose') || weak.length <= 25) {
  console.log(`\nQueries below P@10 = 1: ${weak.length}`);
  for (const s of weak) {
    console.log(`  [${s.query.family}] "${s.query.q}" P@10 ${f3(s.p10)} (relevant: ${s.relevant})`);
    if (args.includes('--verbose')) for (const line of s.top) console.log(`      ${line}`);
  }
}
if (args.includes('--update-baseline')) {
  writeFileSync(BASELINE, `${JSON.stringify(Object.fromEntries(scored.map((s) => [s.query.q, Math.round(s.p10 * 1000) / 1000])), null, 1)}\n`);
  console.log('baseline written');
}
console.log(failed ? `\nTARGETS MISSED (P@10 ≥ ${TARGET_OVERALL} overall, ≥ ${TARGET_FAMILY} per family)` : `\nTargets met (P@10 ≥ ${TARGET_OVERALL} overall, ≥ ${TARGET_FAMILY} per family)`);
process.exitCode = failed ? 1 : 0;
