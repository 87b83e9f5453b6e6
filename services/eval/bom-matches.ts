/**
 * Supplier matches a buyer would pick (issue 35), on the generated directory the demo seeds: a buyer in Cleveland
 * (ZIP 44114) uploads a BOM with a CNC line. Checks that the top 5 suggestions' median distance is at most 150 miles
 * where the directory holds 5 such suppliers within 150 miles, that their names are not in alphabetical order, and
 * that suppliers tied on every fact are not ordered by name.
 */
import { generateSuppliers } from '../src/domains/suppliers/generator.js';
import { DEFAULT_SUPPLIER_COUNT } from '../src/domains/suppliers/seed.js';
import { capableSupplier, type CapableSupplier } from '../src/domains/suppliers/queries.js';
import { milesBetween, zipPoint } from '../src/domains/geo/zip-points.js';
import { MATCHES_PER_LINE, SupplierMatcher } from '../src/domains/bom/match.js';
import type { LineNeeds } from '../src/domains/bom/match-key.js';

export interface MatchCheck {
  name: string;
  passed: boolean;
  detail: string;
}

const MAX_MEDIAN_MILES = 150;
const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2]! : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2;
};
const isAlphabetical = (names: string[]) => names.every((n, i) => i === 0 || names[i - 1]!.localeCompare(n) <= 0);

function byProcessOf(suppliers: CapableSupplier[]): Map<string, CapableSupplier[]> {
  const byProcess = new Map<string, CapableSupplier[]>();
  for (const s of suppliers) for (const c of s.capabilities) (byProcess.get(c) ?? byProcess.set(c, []).get(c)!).push(s);
  return byProcess;
}

/** One buyer ZIP and one line: the distance and order checks. */
function nearBuyer(directory: Map<string, CapableSupplier[]>, zip: string, line: LineNeeds): MatchCheck[] {
  const place = zipPoint(zip)!;
  const picks = SupplierMatcher.fromDirectory(directory, { deliveryZip: zip }).matchLine(line);
  const within = (directory.get(line.process.slug) ?? []).filter((s) => s.location && milesBetween(place, s.location) <= MAX_MEDIAN_MILES).length;
  const miles = picks.map((p) => p.distanceMiles ?? Infinity);
  const names = picks.map((p) => p.name);
  const what = `${line.process.name} line (${line.material || 'no material'}) for a buyer in ${place.city}, ${place.stateCode} ${zip}`;
  const listing = picks.map((p) => `${p.name} (${p.city}, ${p.state}, ${p.distanceMiles} mi, score ${p.score})`).join('; ');
  return [
    {
      name: `median distance of the top ${MATCHES_PER_LINE}, ${what}`,
      // the bar holds where the data can meet it
      passed: within < MATCHES_PER_LINE || (picks.length === MATCHES_PER_LINE && median(miles) <= MAX_MEDIAN_MILES),
      detail: `${median(miles).toFixed(1)} mi (≤ ${MAX_MEDIAN_MILES}; ${within} such suppliers within ${MAX_MEDIAN_MILES} mi): ${listing}`,
    },
    { name: `names not in alphabetical order, ${what}`, passed: !isAlphabetical(names), detail: names.join(' < ') },
  ];
}

/** Copies of one supplier that differ only in name and id: any order among them is a tie-break, never by name. */
function alphabeticalTies(directory: Map<string, CapableSupplier[]>, line: LineNeeds): MatchCheck {
  const model = directory.get(line.process.slug)![0]!;
  const names = ['Advanced Machining', 'Allied Precision', 'Apex Tool', 'Baker Machine', 'Crown Works', 'Delta Parts', 'Eagle CNC', 'Fox Machining'];
  const twins = names.map((name, i) => ({ ...model, id: `${model.id}-twin-${i}`, name }));
  const matcher = SupplierMatcher.fromDirectory(new Map([[line.process.slug, twins]]), { deliveryZip: '44114' });
  // lines with other match keys: each orders the twins by its own hash
  const lines = [line, { ...line, material: 'aluminum' }, { ...line, material: 'stainless steel' }, { ...line, quantity: 100, unitPrice: 30 }];
  const orders = lines.map((l) => matcher.rank(l, names.length).map((p) => p.name));
  const byName = orders.filter(isAlphabetical).length;
  return { name: `suppliers tied on every fact are not ordered by name (${names.length} twins, ${orders.length} lines)`, passed: byName === 0, detail: orders.map((o) => o.slice(0, 4).join(', ')).join(' | ') };
}

export function matchChecks(): MatchCheck[] {
  const directory = byProcessOf(generateSuppliers(DEFAULT_SUPPLIER_COUNT).map((s) => capableSupplier(s)));
  const cnc = { slug: 'cnc-machining', name: 'CNC Machining' };
  return [
    ...nearBuyer(directory, '44114', { process: cnc, material: '', description: 'Bracket', quantity: 25, unitPrice: null }),
    ...nearBuyer(directory, '44114', { process: cnc, material: '6061-T6 aluminum', description: 'Housing', quantity: 50, unitPrice: 40 }),
    alphabeticalTies(directory, { process: cnc, material: '', description: 'Bracket', quantity: 25, unitPrice: null }),
  ];
}
