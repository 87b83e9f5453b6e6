import { CERTIFICATIONS } from '../catalogue/certifications.js';
import { PROCESSES } from '../catalogue/processes.js';
import { CERTIFICATION_SYNONYMS, INDUSTRY_SYNONYMS, MATERIALS, PROCESS_FAMILIES, SIZE_SYNONYMS } from '../catalogue/synonyms.js';
import { geo } from '../geo/atlas.js';
import { zipPlaces } from '../geo/zips.js';
import { normalizePhrase, type QueryVocabulary, type VocabularyEntry } from './query-parser.js';
import { INDUSTRIES } from './types.js';
import { slugify } from '../catalogue/slug.js';

/** Reading weights: catalogue words beat place names; among places, states beat counties and cities. */
const WEIGHT = { capability: 2000, familyPhrase: 2100, certification: 2000, industry: 1500, material: 1400, size: 1300, state: 1000 };

let cached: QueryVocabulary | undefined;

/** The parser's vocabulary from the catalogue, its synonyms and the project's geography (built once). */
export function queryVocabulary(): QueryVocabulary {
  if (cached) return cached;
  const phrases = new Map<string, VocabularyEntry[]>();
  const add = (text: string, entry: VocabularyEntry) => {
    const phrase = normalizePhrase(text);
    if (!phrase) return;
    const list = phrases.get(phrase) ?? [];
    if (list.some((e) => e.kind === entry.kind && e.label === entry.label)) return;
    list.push(entry);
    phrases.set(phrase, list);
  };

  const familyPhrases = new Set(PROCESS_FAMILIES.flatMap((f) => f.phrases.map(normalizePhrase)));
  for (const family of PROCESS_FAMILIES) {
    for (const text of family.phrases) add(text, { kind: 'capability', values: family.capabilities, label: family.label, weight: WEIGHT.familyPhrase });
  }
  // "smt" is surface mount: a through-hole-only assembler is not one (a general PCB assembler is)
  for (const text of SMT_PHRASES) add(text, { kind: 'capability', values: SMT_CAPABILITIES, label: 'SMT assembly', weight: WEIGHT.familyPhrase + 50 });
  for (const process of PROCESSES) {
    const entry: VocabularyEntry = { kind: 'capability', values: [process.slug], label: process.name.replace(/\s*\(.*\)$/, ''), weight: WEIGHT.capability };
    const names = [process.name, process.slug, process.name.replace(/\s*\(.*\)$/, '')];
    const abbreviation = /\(([^)]{2,12})\)$/.exec(process.name)?.[1];
    if (abbreviation && !/\s/.test(abbreviation)) names.push(abbreviation);
    for (const name of names) if (!familyPhrases.has(normalizePhrase(name))) add(name, entry);
  }
  for (const cert of CERTIFICATIONS) {
    const entry: VocabularyEntry = { kind: 'certification', values: [cert.slug], label: cert.name, weight: WEIGHT.certification };
    for (const text of [cert.name, cert.slug, ...(CERTIFICATION_SYNONYMS[cert.slug] ?? [])]) add(text, entry);
  }
  for (const name of INDUSTRIES) {
    const slug = slugify(name);
    const entry: VocabularyEntry = { kind: 'industry', values: [slug], label: name, weight: WEIGHT.industry };
    for (const text of [name, ...(INDUSTRY_SYNONYMS[slug] ?? [])]) add(text, entry);
  }
  for (const [slug, [label, words]] of Object.entries(MATERIALS)) {
    for (const text of [label, ...words]) add(text, { kind: 'material', values: [slug], label, weight: WEIGHT.material });
  }
  for (const [words, label, ranges] of SIZE_SYNONYMS) for (const text of words) add(text, { kind: 'size', values: ranges, label, weight: WEIGHT.size });
  // speed and order-size words read from the profile's lead time and minimum order (above a process family's reading)
  for (const [words, label, days] of LEAD_TIME_WORDS) for (const text of words) add(text, { kind: 'leadTime', values: [String(days)], label, weight: WEIGHT.familyPhrase + 100 });
  for (const [words, label, bound] of VOLUME_WORDS) for (const text of words) add(text, { kind: 'volume', values: [bound], label, weight: WEIGHT.familyPhrase + 100 });

  const g = geo();
  const places = zipPlaces();
  for (const state of g.states) {
    const stateZips = places.byState.get(state.code) ?? [];
    const entry: VocabularyEntry = { kind: 'state', values: [state.code], label: state.name, weight: WEIGHT.state, ...(stateZips.length ? { point: centre(stateZips) } : {}) };
    add(state.name, entry);
    add(state.code, entry);
  }
  add('washington dc', { kind: 'state', values: ['DC'], label: 'District of Columbia', weight: WEIGHT.state });
  for (const county of g.counties) {
    const zips = places.byCounty.get(county.fips) ?? [];
    if (!zips.length) continue;
    const point = centre(zips);
    const label = `${county.name} County, ${county.stateCode}`;
    const entry: VocabularyEntry = { kind: 'county', values: [county.fips], label, point, weight: zips.length / 2 };
    add(`${county.name} county`, entry);
    // a bare county name is a reading of the word too ("Indiana" → Indiana County, PA), never the first one
    add(county.name, { ...entry, weight: Math.min(zips.length / 4, 400) });
  }
  const cities = new Map<string, { city: string; state: string; zip: string; lats: number[]; lngs: number[] }>();
  for (const place of places.byZip.values()) {
    const key = `${place.city}|${place.stateCode}`;
    const c = cities.get(key) ?? { city: place.city, state: place.stateCode, zip: place.zip, lats: [], lngs: [] };
    c.lats.push(place.lat);
    c.lngs.push(place.lng);
    cities.set(key, c);
  }
  for (const c of cities.values()) {
    const countyZips = places.byCounty.get(places.byZip.get(c.zip)?.countyFips ?? '')?.length ?? 0;
    const point = { lat: mean(c.lats), lng: mean(c.lngs) };
    const entry: VocabularyEntry = { kind: 'city', values: [c.state], label: `${c.city}, ${c.state}`, point, weight: Math.min(c.lats.length, 900) + countyZips / 10_000 };
    add(c.city, entry);
    // "St Louis", "Ft Worth", "Mt Vernon": the short forms buyers type
    const short = c.city.replace(/^Saint /, 'St ').replace(/^Fort /, 'Ft ').replace(/^Mount /, 'Mt ');
    if (short !== c.city) add(short, entry);
  }
  // nicknames buyers type for a city that shares its state's name
  for (const [alias, city] of CITY_ALIASES) {
    const reading = phrases.get(normalizePhrase(city.name))?.find((r) => r.kind === 'city' && r.values[0] === city.state);
    if (reading) add(alias, { ...reading, weight: WEIGHT.state + 1 });
  }
  const words = new Set<string>();
  const placeWords = new Set<string>();
  for (const [phrase, readings] of phrases) {
    const target = readings.some((r) => r.kind !== 'city' && r.kind !== 'county') ? words : placeWords;
    for (const w of phrase.split(' ')) if (w.length >= 4 && !/\d/.test(w)) target.add(w);
  }
  let maxPhraseTokens = 1;
  for (const phrase of phrases.keys()) maxPhraseTokens = Math.max(maxPhraseTokens, phrase.split(' ').length);

  cached = {
    phrases,
    maxPhraseTokens,
    words,
    placeWords,
    zip(zip) {
      // PO-box and business ZIPs have no area of their own: the nearest ZIP of the same sectional centre stands in
      const place = places.byZip.get(zip) ?? nearestInSection(zip, places.byZip);
      return place ? { lat: place.lat, lng: place.lng, label: `${place.city}, ${place.stateCode} ${zip}`, stateCode: place.stateCode } : undefined;
    },
  };
  return cached;
}

const QUICK_DAYS = 10;
const LEAD_TIME_WORDS: [string[], string, number][] = [
  [['quick turn', 'quick turnaround', 'fast turnaround', 'quick lead time', 'short lead time', 'short lead times', 'rush', 'rush order', 'rush orders', 'rush job', 'expedited', 'expedite', 'fast delivery', 'quick delivery', 'same week'], `Lead time ≤ ${QUICK_DAYS} days`, QUICK_DAYS],
];
/** Minimum-order bounds, US dollars: small batches fit a low minimum, production runs a shop with a real one. */
const VOLUME_WORDS: [string[], string, string][] = [
  [['prototype quantities', 'prototype quantity', 'one off', 'one offs', 'small batch', 'small batches', 'low moq', 'no moq', 'no minimum', 'no minimum order', 'low minimum', 'small quantities', 'small quantity', 'small runs', 'small run'], 'Small orders (minimum ≤ $500)', 'max:500'],
  [['low volume', 'low volumes', 'low volume production', 'short run', 'short runs', 'short run production', 'low quantity'], 'Low volume (minimum ≤ $1,000)', 'max:1000'],
  [['production run', 'production runs', 'production quantities', 'production volume', 'production volumes', 'medium volume'], 'Production runs (minimum ≥ $1,000)', 'min:1000'],
  [['high volume', 'high volumes', 'high volume production', 'mass production', 'large volume', 'large volumes', 'volume production', 'large runs', 'large quantities'], 'High volume (minimum ≥ $2,500)', 'min:2500'],
];

const SMT_PHRASES = ['smt', 'smt assembly', 'surface mount', 'surface mount assembly', 'smt pcb assembly', 'smt pcba'];
const SMT_CAPABILITIES = ['surface-mount-technology-smt', 'pcb-assembly'];

const CITY_ALIASES: [string, { name: string; state: string }][] = [
  ['new york city', { name: 'New York', state: 'NY' }],
  ['nyc', { name: 'New York', state: 'NY' }],
];

function nearestInSection<T>(zip: string, byZip: Map<string, T>): T | undefined {
  if (!/^\d{5}$/.test(zip)) return undefined;
  const target = Number(zip);
  const section = zip.slice(0, 3);
  let best: T | undefined;
  let bestDistance = Infinity;
  for (let n = Number(section) * 100; n < Number(section) * 100 + 100; n++) {
    const candidate = byZip.get(String(n).padStart(5, '0'));
    if (candidate && Math.abs(n - target) < bestDistance) {
      best = candidate;
      bestDistance = Math.abs(n - target);
    }
  }
  return best;
}

function mean(values: number[]): number {
  return values.reduce((s, v) => s + v, 0) / values.length;
}

function centre(zips: { lat: number; lng: number }[]) {
  return { lat: mean(zips.map((z) => z.lat)), lng: mean(zips.map((z) => z.lng)) };
}
