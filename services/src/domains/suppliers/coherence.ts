import { geo } from '../geo/atlas.js';
import { zipPlaces } from '../geo/zips.js';
import { parseQuery, type QueryIntent } from './query-parser.js';
import { queryVocabulary } from './query-vocabulary.js';
import type { SupplierData } from './types.js';

/**
 * What a supplier's words claim and whether the profile backs it: the generator avoids names and descriptions that
 * claim more than the profile holds, and the data check in the test suite scans the seeded suppliers with it.
 */

const METALS = ['aluminum', 'stainless-steel', 'carbon-steel'];
const MACHINED = [...METALS, 'titanium', 'brass', 'tool-steel', 'inconel', 'copper', 'peek', 'delrin', 'plastics'];
const SHEET = [...METALS, 'copper', 'brass'];
const MOLDED = ['plastics', 'abs', 'polycarbonate', 'nylon', 'polypropylene', 'delrin', 'peek', 'ultem'];
const CAST = ['aluminum', 'zinc', 'magnesium', 'cast-iron', 'carbon-steel', 'stainless-steel', 'copper'];

/** Materials a process works (a supplier's materials come from its capabilities). */
const MATERIALS_BY_PREFIX: [RegExp, string[]][] = [
  [/machining|milling|turning|grinding|edm|gear-cutting|prototype-machining|micro-machining/, MACHINED],
  [/sheet-metal|welding|laser-cutting|waterjet|plasma|press-brake|roll-forming|tube-bending|brazing|resistance-spot/, SHEET],
  [/stamping|deep-drawing|metal-spinning|forging/, [...SHEET, 'titanium']],
  [/injection-molding|blow-molding|rotational-molding|thermoforming|ultrasonic-welding/, MOLDED],
  [/urethane-casting/, ['plastics']],
  [/casting|metal-injection-molding|powder-metallurgy/, CAST],
  [/aluminum-extrusion/, ['aluminum']],
  [/3d-printing|fused-deposition|selective-laser|multi-jet|stereolithography/, ['plastics', 'nylon', 'abs', 'photopolymer-resin', 'ultem']],
  [/direct-metal|binder-jetting|directed-energy|laser-cladding|cold-spray/, ['titanium', 'inconel', 'stainless-steel', 'aluminum']],
  [/carbon-fiber|resin-transfer|filament-winding/, ['carbon-fiber', 'fiberglass']],
  [/fiberglass|pultrusion/, ['fiberglass']],
  [/pcb|surface-mount|through-hole|box-build|space-grade-electronics/, ['fr-4', 'copper']],
  [/anodizing/, ['aluminum']],
  [/powder-coating|electroplating|electroless|black-oxide|heat-treating|bead-blasting/, METALS],
  [/passivation|electropolishing/, ['stainless-steel']],
  [/injection-mold-making|stamping-die-making|cutting-tool|jigs-and-fixtures|rapid-tooling/, ['tool-steel', 'aluminum', 'carbon-steel']],
  [/photolithography|mems|thin-film|laser-micromachining/, ['silicon', 'glass']],
  [/technical-ceramics/, ['ceramics']],
  [/glass-fabrication/, ['glass']],
  [/spacecraft-component/, ['aluminum', 'titanium', 'carbon-fiber']],
];

const PLASTICS = new Set(['abs', 'polycarbonate', 'nylon', 'polypropylene', 'delrin', 'peek', 'ultem', 'photopolymer-resin']);

/** The materials a capability works. */
export function materialsForCapability(slug: string): string[] {
  const out = new Set<string>();
  for (const [pattern, materials] of MATERIALS_BY_PREFIX) if (pattern.test(slug)) for (const m of materials) out.add(m);
  return [...out];
}

/** Whether a supplier with these capabilities can work this material ("plastics" covers any plastic it works). */
export function materialAllowed(material: string, capabilities: string[], materials: string[]): boolean {
  if (material === 'plastics' && materials.some((m) => PLASTICS.has(m))) return true;
  return capabilities.some((c) => materialsForCapability(c).includes(material));
}

/** The non-place claims of a text (capability families, certifications, industries, materials), read by the query parser. */
export function claimsOf(text: string): QueryIntent {
  return parseQuery(text, queryVocabulary(), { correctSpelling: false });
}

/** What the words claim that the profile does not hold; an empty list means coherent. */
export function unbackedClaims(text: string, profile: Pick<SupplierData, 'capabilities' | 'certifications' | 'industries' | 'materials'>): string[] {
  const claims = claimsOf(text);
  const out: string[] = [];
  for (const c of claims.capabilities) if (!c.slugs.some((s) => profile.capabilities.includes(s))) out.push(`says "${c.text}" but offers none of ${c.slugs.join(', ')}`);
  for (const c of claims.certifications) if (!profile.certifications.some((x) => x.slug === c.slug)) out.push(`says "${c.text}" but holds no ${c.slug}`);
  for (const c of claims.industries) if (!profile.industries.includes(c.slug)) out.push(`says "${c.text}" but does not serve ${c.slug}`);
  for (const c of claims.materials) if (!(profile.materials ?? []).includes(c.slug)) out.push(`says "${c.text}" but does not list ${c.slug}`);
  return out;
}

let stateNames: { code: string; words: RegExp }[] | undefined;

/** A US state named in the text other than `own` (a company called "Ohio Casting" in Illinois). */
export function otherStateNamed(text: string, own: string): string | undefined {
  stateNames ??= geo().states.map((s) => ({ code: s.code, words: new RegExp(`\\b${s.name}\\b`, 'i') }));
  const ownName = geo().stateByCode.get(own)?.name;
  for (const s of stateNames) {
    if (s.code === own || !s.words.test(text)) continue;
    // "West Virginia" contains "Virginia": the state's own longer name is not another state
    if (ownName && ownName.toLowerCase().includes(text.match(s.words)![0].toLowerCase())) continue;
    return s.code;
  }
  return undefined;
}

/** Every contradiction in one supplier: name and description against the profile, address against the geography. */
export function supplierContradictions(s: SupplierData): string[] {
  const out: string[] = [];
  // the company's own place names claim nothing ("Energy, IL" is a town, not an industry)
  const own = (text: string) => withoutPlace(text, [s.address.city, s.address.county, geo().stateByCode.get(s.address.state)?.name ?? '']);
  for (const problem of unbackedClaims(own(s.name), s)) out.push(`name ${problem}`);
  for (const problem of unbackedClaims(own(s.description), s)) out.push(`description ${problem}`);
  const otherState = otherStateNamed(s.name, s.address.state);
  if (otherState) out.push(`name names ${otherState} but the company is in ${s.address.state}`);
  for (const m of s.materials ?? []) if (!materialAllowed(m, s.capabilities, s.materials ?? [])) out.push(`lists ${m} but no capability works it`);
  const place = zipPlaces().byZip.get(s.address.zip);
  if (!place) out.push(`ZIP ${s.address.zip} is not a known ZIP code`);
  else {
    if (place.stateCode !== s.address.state) out.push(`ZIP ${s.address.zip} is in ${place.stateCode}, not ${s.address.state}`);
    if (place.countyFips !== s.address.countyFips) out.push(`ZIP ${s.address.zip} is outside county ${s.address.countyFips}`);
    if (place.city !== s.address.city) out.push(`city ${s.address.city} is not the city of ZIP ${s.address.zip} (${place.city})`);
  }
  const county = geo().countyByFips.get(s.address.countyFips);
  if (!county || county.stateCode !== s.address.state) out.push(`county ${s.address.countyFips} is not in ${s.address.state}`);
  else if (county.name !== s.address.county) out.push(`county name ${s.address.county} is not ${county.name}`);
  return out;
}

/** The text with the given place names blanked out. */
export function withoutPlace(text: string, names: string[]): string {
  let out = text;
  for (const name of names) if (name) out = out.split(name).join(' ');
  return out;
}
