import { CERTIFICATION_BY_SLUG } from '../../catalogue/certifications.js';
import { PROCESS_BY_SLUG } from '../../catalogue/processes.js';
import { slugify } from '../../catalogue/slug.js';
import { normalizePhrase, type VocabularyEntry } from '../query-parser.js';
import { queryVocabulary } from '../query-vocabulary.js';
import { INDUSTRIES } from '../types.js';
import type { RunToken, ReadText } from './text.js';
import type { Evidence, ExtractedCatalogueItem } from './types.js';

/**
 * Catalogue words in prose: the search parser's vocabulary (processes, families, certifications, industries),
 * read with the longest phrase winning, plurals folded, and a few rules that prose needs and queries do not:
 * a family word maps to its one generic catalogue process or to none ("casting" names no single process), and an
 * industry word counts only where the sentence uses it as a market ("aerospace customers", a list of industries).
 */

type Kind = 'capability' | 'certification' | 'industry';

interface Reading {
  kind: Kind;
  /** null: a process word with no single catalogue process */
  slug: string | null;
}

/** The catalogue process a family word stands for in a company description (null = too broad to map). */
const FAMILY_PROCESS: Record<string, string | null> = {
  'CNC machining': 'cnc-machining',
  'CNC turning': 'cnc-turning',
  'Sheet metal': 'sheet-metal-fabrication',
  Welding: 'welding-fabrication',
  'Metal fabrication': null,
  'PCB assembly': 'pcb-assembly',
  'PCB fabrication': 'pcb-fabrication',
  'Electronics manufacturing': 'pcb-assembly',
  'Powder coating': 'powder-coating',
  Anodizing: 'anodizing',
  Plating: 'electroplating',
  'Heat treating': 'heat-treating',
  'Metal finishing': null,
  'Injection molding': 'injection-molding',
  'Plastic molding': null,
  '3D printing': '3d-printing',
  'Metal 3D printing': 'direct-metal-laser-sintering-dmls',
  Casting: null,
  Stamping: 'metal-stamping',
  'Laser cutting': 'laser-cutting',
  'Waterjet cutting': 'waterjet-cutting',
  'Wire harness': 'cable-and-wire-harness-assembly',
  EDM: 'electrical-discharge-machining-edm',
  Grinding: 'precision-grinding',
  Composites: null,
  Automation: null,
  'Tool and die': null,
  Inspection: null,
  'Contract manufacturing': null,
  Thermoforming: 'thermoforming',
  'Press brake forming': 'press-brake-forming',
  'Kitting and packaging': 'kitting-and-packaging',
  'Low-volume production': 'low-volume-production',
  Prototyping: 'quick-turn-prototyping',
};

/** How shops describe processes in prose, beyond the words buyers type (null = a word that names no process). */
const PROSE_PHRASES: [string[], string | null][] = [
  [['swiss type', 'swiss type turning', 'swiss style', 'swiss style turning', 'swiss turning', 'swiss lathe', 'swiss machine', 'swiss screw machine', 'swiss machined'], 'swiss-machining'],
  [['5 axis', '5 axis cnc', 'five axis', '5 axis milling', '5 axis cnc milling'], '5-axis-machining'],
  [['machining center', 'vertical machining center', 'horizontal machining center', 'vmc'], 'cnc-milling'],
  [['micro molding', 'micromolding', 'injection press', 'molding press', 'custom molder', 'plastic molding', 'plastics molding'], 'injection-molding'],
  [['green sand', 'air set', 'no bake', 'sand molding'], 'sand-casting'],
  [['permanent mold'], 'permanent-mold-casting'],
  [['lost wax'], 'investment-casting'],
  [['rack plating', 'barrel plating'], 'electroplating'],
  [['carbon fiber', 'carbon fibre'], 'carbon-fiber-composites'],
  [['fiberglass'], 'fiberglass-fabrication'],
  [['tool and die', 'tool & die', 'die maker', 'die making'], 'stamping-die-making'],
  [['mold maker', 'mold making', 'mould making', 'mold building'], 'injection-mold-making'],
  [['box build'], 'box-build-assembly'],
  [['smt', 'surface mount'], 'surface-mount-technology-smt'],
  [['cmm'], 'cmm-inspection'],
  [['bending', 'molder', 'molding', 'moulding', 'tooling', 'assembly', 'finishing', 'fabrication', 'fabricator', 'controls', 'automation', 'inspection', 'metrology', 'coatings'], null],
];

/** Words after an industry name that show it is a market ("medical customers", "aerospace work"). */
const MARKET_AFTER = new Set(['industry', 'market', 'sector', 'customer', 'client', 'oem', 'application', 'component', 'part', 'device', 'work', 'business', 'segment', 'program', 'contractor', 'manufacturer', 'equipment', 'product', 'supplier', 'field', 'realm', 'sale']);
const MARKET_BEFORE = new Set(['serving', 'serve', 'served', 'supplier', 'supplying', 'supply', 'work', 'business']);
const LIST_DISTANCE = 5;
/** Short all-letter words that count only in capitals ("EMS", "UL"): in lower case they are ordinary words. */
const MAX_CAPITALS_ONLY = 3;

interface Table {
  phrases: Map<string, Reading[]>;
  maxTokens: number;
}

let cached: Table | undefined;

/** English plural → singular for matching ("lathes" → lathe, "assemblies" → assembly); short words stay. */
export function singular(word: string): string {
  if (word.length <= 3 || /\d/.test(word)) return word;
  if (word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (/(ss|us|is)$/.test(word)) return word;
  if (/(ches|shes|xes|sses)$/.test(word)) return word.slice(0, -2);
  if (word.endsWith('s')) return word.slice(0, -1);
  return word;
}

function key(phrase: string): string {
  return normalizePhrase(phrase).split(' ').map(singular).join(' ');
}

function table(): Table {
  if (cached) return cached;
  const phrases = new Map<string, Reading[]>();
  const set = (phrase: string, reading: Reading, replace: boolean) => {
    const k = key(phrase);
    if (!k) return;
    const list = replace ? [] : (phrases.get(k) ?? []);
    if (!list.some((r) => r.kind === reading.kind && r.slug === reading.slug)) list.push(reading);
    phrases.set(k, replace ? [...(phrases.get(k) ?? []).filter((r) => r.kind !== reading.kind), reading] : list);
  };
  for (const [phrase, entries] of queryVocabulary().phrases) {
    for (const entry of entries) {
      const reading = readingOf(entry);
      if (reading) set(phrase, reading, false);
    }
  }
  for (const [words, slug] of PROSE_PHRASES) for (const phrase of words) set(phrase, { kind: 'capability', slug }, true);
  let maxTokens = 1;
  for (const k of phrases.keys()) maxTokens = Math.max(maxTokens, k.split(' ').length);
  cached = { phrases, maxTokens };
  return cached;
}

function readingOf(entry: VocabularyEntry): Reading | undefined {
  if (entry.kind === 'capability') {
    if (entry.values.length === 1) return { kind: 'capability', slug: entry.values[0]! };
    return { kind: 'capability', slug: FAMILY_PROCESS[entry.label] ?? null };
  }
  if (entry.kind === 'certification' || entry.kind === 'industry') return { kind: entry.kind, slug: entry.values[0]! };
  return undefined;
}

interface Mention {
  kind: Kind;
  slug: string | null;
  first: number;
  last: number;
}

export interface CatalogueMentions {
  capabilities: ExtractedCatalogueItem[];
  certifications: ExtractedCatalogueItem[];
  industries: ExtractedCatalogueItem[];
  unmappedProcessWords: Evidence[];
}

export function catalogueMentions(read: ReadText): CatalogueMentions {
  const { phrases, maxTokens } = table();
  const runs = read.runs;
  const singulars = runs.map((r) => singular(r.text));
  const mentions: Mention[] = [];
  for (let i = 0; i < runs.length; ) {
    let matched = 0;
    for (let n = Math.min(maxTokens, runs.length - i); n >= 1 && !matched; n--) {
      if (runs.slice(i + 1, i + n).some((r) => r.breakBefore)) continue;
      const readings = phrases.get(singulars.slice(i, i + n).join(' '));
      if (!readings) continue;
      if (n === 1 && !writtenAsMeant(runs[i]!)) continue;
      for (const r of readings) mentions.push({ kind: r.kind, slug: r.slug, first: i, last: i + n - 1 });
      matched = n;
    }
    i += matched || 1;
  }
  const industries = mentions.filter((m) => m.kind === 'industry' && usedAsMarket(m, mentions, runs, singulars));
  return {
    capabilities: group(read, mentions.filter((m) => m.kind === 'capability' && m.slug), (slug) => PROCESS_BY_SLUG.get(slug)?.name ?? slug),
    certifications: group(read, mentions.filter((m) => m.kind === 'certification'), (slug) => CERTIFICATION_BY_SLUG.get(slug)?.name ?? slug),
    industries: group(read, industries, (slug) => INDUSTRY_LABELS.get(slug) ?? slug),
    unmappedProcessWords: mentions.filter((m) => m.kind === 'capability' && !m.slug && isFamilyWord(m, runs)).map((m) => evidenceOf(read, m)),
  };
}

const INDUSTRY_LABELS = new Map(INDUSTRIES.map((name) => [slugify(name), name]));

function writtenAsMeant(run: RunToken): boolean {
  if (/\d/.test(run.text) || run.text.length > MAX_CAPITALS_ONLY) return true;
  return run.original === run.original.toUpperCase();
}

function usedAsMarket(m: Mention, all: Mention[], runs: RunToken[], singulars: string[]): boolean {
  if (m.last > m.first) return true;
  const sentence = runs[m.first]!.sentence;
  // a list of markets ("automotive, agriculture and defense"): another industry a few words away
  if (all.some((o) => o.kind === 'industry' && o.slug !== m.slug && runs[o.first]!.sentence === sentence && Math.abs(o.first - m.first) <= LIST_DISTANCE)) return true;
  const sameSentence = (i: number) => i >= 0 && i < runs.length && runs[i]!.sentence === sentence;
  for (let i = m.last + 1; i <= m.last + 4; i++) if (sameSentence(i) && MARKET_AFTER.has(singulars[i]!)) return true;
  for (let i = m.first - 3; i < m.first; i++) if (sameSentence(i) && MARKET_BEFORE.has(singulars[i]!)) return true;
  return false;
}

/** Unmapped words worth showing: a family word, not one of the generic words listed as naming no process. */
function isFamilyWord(m: Mention, runs: RunToken[]): boolean {
  return m.last > m.first || ['casting', 'castings', 'foundry', 'composites', 'plating'].includes(runs[m.first]!.text);
}

function evidenceOf(read: ReadText, m: Mention): Evidence {
  const start = read.runs[m.first]!.start;
  const end = read.runs[m.last]!.end;
  return { start, end, text: read.text.slice(start, end) };
}

function group(read: ReadText, mentions: Mention[], label: (slug: string) => string): ExtractedCatalogueItem[] {
  const bySlug = new Map<string, ExtractedCatalogueItem>();
  for (const m of mentions) {
    const slug = m.slug!;
    const item = bySlug.get(slug) ?? { slug, label: label(slug), evidence: [] };
    item.evidence.push(evidenceOf(read, m));
    bySlug.set(slug, item);
  }
  return [...bySlug.values()];
}
