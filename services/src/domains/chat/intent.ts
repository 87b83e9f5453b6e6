import { parseQuery, type QueryIntent } from '../suppliers/query-parser.js';
import { queryVocabulary } from '../suppliers/query-vocabulary.js';
import { hasAny, readMessage, type ReadMessage } from './language.js';
import { recordIntent, type RecordIntent } from './record-intent.js';

/**
 * The embedded backend's language layer: a message → an intent and its slots. The supplier query parser (the
 * discover search's) recognises processes and synonyms, certifications, materials, industries and places (states,
 * counties, cities, ZIPs, "within N miles of"); wink-nlp lemmas pick the intent and BOM vocabulary. A follow-up
 * ("only the ones in Ohio", "what about sheet metal?") keeps the previous question's slots and replaces what it names.
 */

export type Intent =
  | 'suppliers' | 'compare' | 'certification' | 'process'
  | 'bom-lines' | 'bom-summary' | 'bom-total' | 'bom-suppliers'
  | 'draft-rfq' | 'discover' | 'correct-line' | 'uploads'
  | 'company' | 'bom-unmatched' | 'rfqs' | 'rfq-quotes'
  | RecordIntent
  | 'decline-price' | 'unknown';

export type LineKind = 'custom' | 'standard' | 'unknown';

export interface Slots {
  intent: Intent;
  /** text: the words that named it ("cnc milling" inside the CNC machining family) */
  capabilities: { label: string; slugs: string[]; text?: string }[];
  certifications: { label: string; slug: string }[];
  materials: string[];
  industries: string[];
  /** the place as words the supplier search reads back ("in Ohio", "within 50 miles of Dayton, OH") */
  place: { label: string; query: string } | null;
  kind: LineKind | null;
  lineNumbers: number[];
  top: number | null;
  /** supplier names to compare */
  names: string[];
  /** "tell me about Dawson Fabrication Corp.": words that may be a company's name, looked up before places */
  companyName?: string | null;
  /** the words left after the recognised parts (searched as text) */
  leftover: string;
}

/** "which lines have no supplier?", "lines without a match", "what can nobody make?" */
const NO_SUPPLIER = /\b(?:no|without|zero|missing|lack(?:s|ing)?)\s+(?:a\s+|any\s+)?(?:matched\s+)?(?:suppliers?|match(?:es)?|shops?|vendors?|makers?)\b|\bunmatched\b|\bnobody\b|\bno one\b/i;
const FOLLOW_UP = /^\s*(only|just|and|but|what about|how about|same|those|these|them|now|also|then)\b/i;
const PRICE = ['price', 'cost', 'cheap', 'cheapest', 'expensive', 'pricing', 'dollar', 'budget', 'discount', 'fee'];
const WHO = ['who', 'supplier', 'shop', 'vendor', 'company', 'manufacturer', 'find', 'fabricator', 'machinist', 'list', 'show'];
const EXPLAIN = ['what', 'difference', 'mean', 'explain', 'when', 'why', 'instead', 'versus', 'vs', 'between', 'define', 'require'];
/** Topics no Forge data answers, even when a process word appears ("a poem about welding"). */
const OFF_TOPIC = ['poem', 'joke', 'weather', 'song', 'story', 'recipe', 'movie', 'sport', 'president', 'news', 'essay', 'translate', 'lyric', 'horoscope'];
const BOM_WORDS = ['line', 'bom', 'part', 'item', 'component', 'buy', 'shelf'];
const FILLER = new Set(['who', 'what', 'which', 'does', 'do', 'can', 'me', 'show', 'find', 'list', 'suppliers', 'supplier', 'shops', 'shop', 'vendors', 'companies', 'company', 'any', 'the', 'a', 'an', 'in', 'near', 'for', 'with', 'that', 'are', 'is', 'there', 'of', 'only', 'ones', 'just', 'about', 'how', 'and', 'but', 'also', 'please', 'i', 'need', 'want', 'to', 'quote', 'parts', 'part', 'lines', 'line', 'these', 'those', 'them', 'same', 'now', 'then', 'offer', 'offers', 'provide', 'provides', 'certified', 'many', 'top', 'best', 'get', 'open', 'make', 'makes', 'could', 'would', 'should', 'you', 'it', 'my', 'our', 'we', 'us', 'on', 'at', 'by', 'or', 'so', 'give', 'tell',
  // the words of an action name what to do, never what the suppliers are
  'draft', 'rfq', 'rfqs', 'quotes', 'request', 'send', 'create', 'prepare', 'start', 'invite']);

function kindOf(m: ReadMessage): LineKind | null {
  if (m.lower.includes('off the shelf') || m.lower.includes('off-the-shelf') || hasAny(m, ['standard', 'buy', 'purchase', 'cots', 'catalog', 'catalogue'])) return 'standard';
  if (hasAny(m, ['unknown', 'unclassified', 'unclear', 'unsure'])) return 'unknown';
  if (hasAny(m, ['custom', 'make', 'fabricate', 'manufacture'])) return 'custom';
  return null;
}

function lineNumbers(text: string): number[] {
  const found: number[] = [];
  for (const match of text.matchAll(/\blines?\s+((?:\d+\s*(?:,|and|&|-|to)?\s*)+)/gi)) {
    const run = match[1]!;
    const range = /(\d+)\s*(?:-|to)\s*(\d+)/.exec(run);
    if (range) for (let n = Number(range[1]); n <= Math.min(Number(range[2]), Number(range[1]) + 200); n++) found.push(n);
    else for (const n of run.match(/\d+/g) ?? []) found.push(Number(n));
  }
  return [...new Set(found)];
}

function compareNames(text: string): string[] {
  const match = /\bcompare\s+(.+)$/i.exec(text) ?? /^(.+?)\s+(?:vs\.?|versus)\s+(.+)$/i.exec(text);
  if (!match) return [];
  const body = match.length > 2 ? `${match[1]} and ${match[2]}` : match[1]!;
  return body
    .replace(/[?.!]+$/, '')
    .split(/\s*(?:,|\band\b|\bwith\b|\bvs\.?|\bversus\b|&)\s*/i)
    .map((s) => s.trim())
    .filter((s) => s.length > 1);
}

const ABOUT = /^\s*(?:please\s+)?(?:tell me (?:more )?about|what (?:do you know|can you tell me) about|who (?:is|are)|look up|info(?:rmation)? (?:on|about)|details (?:on|of|about)|(?:show|open)(?: me)? the (?:profile|page) (?:of|for))\s+(.+?)[\s?!.]*$/i;

/** The name in "tell me about <name>", when its words are more than processes, places and filler. */
function companyCandidate(text: string): string | null {
  const name = ABOUT.exec(text)?.[1]?.trim();
  if (!name || name.length < 2) return null;
  return leftoverWords(parseQuery(name, queryVocabulary())) ? name : null;
}

function placeOf(intent: QueryIntent): Slots['place'] {
  const place = intent.place;
  if (!place) return null;
  if (place.radiusMiles && place.near) return { label: place.label, query: `within ${place.radiusMiles} miles of ${place.near.label.replace(/^ZIP /, '')}` };
  return { label: place.label, query: `in ${place.label}` };
}

function leftoverWords(intent: QueryIntent): string {
  return intent.leftover
    .split(/\s+/)
    .filter((w) => w && !FILLER.has(w) && !/^\d+$/.test(w))
    .join(' ');
}

function pickIntent(m: ReadMessage, q: QueryIntent, hasUpload: boolean): Intent {
  const lines = lineNumbers(m.text);
  const bomish = hasAny(m, BOM_WORDS) || m.lower.includes('off the shelf');
  // the buyer's orders, part master and waiting messages (before "draft": "which parts are drafts")
  const record = recordIntent(m.text, hasUpload);
  if (record) return record;
  if (hasAny(m, ['draft']) || (m.lemmaSet.has('rfq') && hasAny(m, ['create', 'send', 'start', 'make', 'prepare', 'request']))) return 'draft-rfq';
  if (hasAny(m, ['discover']) || (m.lemmaSet.has('open') && m.lemmaSet.has('search'))) return 'discover';
  if (lines.length && hasAny(m, ['mark', 'correct', 'reclassify', 'change', 'set', 'should', 'actually', 'fix'])) return 'correct-line';
  if (hasAny(m, ['compare', 'versus', 'vs']) && compareNames(m.text).length >= 2 && !q.certifications.length) return 'compare';
  if (hasAny(m, ['total', 'sum']) && (hasUpload || bomish)) return 'bom-total';
  // the buyer's own RFQs and quotes: prices here are the buyer's quotes, not a guess
  const rfqish = /\brfqs?\b/i.test(m.text);
  if ((rfqish || /\b(?:quoted|quotes|bids?|offers)\b/i.test(m.text)) && (hasAny(m, ['low', 'lowest', 'cheap', 'cheapest', 'spread', 'compare', 'price', 'best', 'high', 'highest']) || /\bwho\s+quoted\b|\bquotes?\s+(?:on|for)\b/i.test(m.text))) return 'rfq-quotes';
  if ((hasUpload || bomish) && NO_SUPPLIER.test(m.text)) return 'bom-unmatched';
  if (hasAny(m, OFF_TOPIC)) return 'unknown';
  if (hasAny(m, PRICE) || m.lower.includes('how much') || m.lower.includes('lead time') || m.lower.includes('delivery time')) return 'decline-price';
  if (rfqish && !q.capabilities.length) return 'rfqs';
  if (hasAny(m, ['upload', 'bom', 'boms']) && hasAny(m, ['my', 'list', 'which', 'show']) && !hasAny(m, ['line', 'part'])) return 'uploads';
  const explains = hasAny(m, EXPLAIN) && !hasAny(m, WHO) && !q.place;
  if (explains && q.certifications.length && !q.capabilities.length) return 'certification';
  if (explains && q.capabilities.length && !bomish) return 'process';
  if (explains && q.certifications.length) return 'certification';
  if (hasUpload || (bomish && !q.place && !hasAny(m, WHO))) {
    if (hasAny(m, ['summary', 'summarise', 'summarize', 'overview'])) return 'bom-summary';
    if (bomish && (hasAny(m, ['who', 'quote', 'supplier', 'shop', 'vendor']) || q.place)) return 'bom-suppliers';
    if (bomish || lines.length || kindOf(m) || hasAny(m, ['machinist', 'machining', 'need', 'unknown'])) return 'bom-lines';
  }
  if (hasAny(m, OFF_TOPIC)) return 'unknown';
  // a supplier question names what the supplier does, or asks for suppliers in a place
  if (q.capabilities.length || q.certifications.length || q.materials.length || q.industries.length || (q.place && hasAny(m, WHO))) return 'suppliers';
  return 'unknown';
}

/** Reads one message; `previous` holds the slots of the conversation's last question. */
export function understand(text: string, options: { hasUpload: boolean; previous?: Slots | null }): Slots {
  // "Tell me about X" asks what X is: its lead words are no place ("Tell" is a town in TX) and X is read alone
  const about = ABOUT.exec(text)?.[1];
  const m = readMessage(about ? `what is ${about}` : text);
  const q = parseQuery(about ?? text, queryVocabulary());
  const topMatch = /\btop\s+(\d{1,2})\b/i.exec(text) ?? /\b(\d{1,2})\s+(?:best|suppliers|shops)\b/i.exec(text);
  const slots: Slots = {
    intent: pickIntent(m, q, options.hasUpload),
    capabilities: q.capabilities.map((c) => ({ label: c.label, slugs: c.slugs, text: c.text })),
    certifications: q.certifications.map((c) => ({ label: c.label, slug: c.slug })),
    materials: q.materials.map((x) => x.label),
    industries: q.industries.map((x) => x.label),
    place: placeOf(q),
    kind: kindOf(m),
    lineNumbers: lineNumbers(text),
    top: topMatch ? Number(topMatch[1]) : null,
    names: compareNames(text),
    companyName: companyCandidate(text),
    leftover: leftoverWords(q),
  };
  const previous = options.previous;
  const followUp = FOLLOW_UP.test(text) || slots.intent === 'unknown';
  if (!previous || !followUp) return slots;
  if (!['suppliers', 'bom-lines', 'bom-suppliers', 'unknown', 'process', 'certification'].includes(slots.intent)) return slots;
  if (!['suppliers', 'bom-lines', 'bom-suppliers'].includes(previous.intent)) return slots;
  const named = slots.capabilities.length || slots.certifications.length || slots.place || slots.kind || slots.materials.length || slots.industries.length;
  if (!named) return slots;
  // a follow-up replaces the parts it names and keeps the rest of the previous question
  let intent: Intent = previous.intent;
  if (previous.intent === 'bom-lines' && slots.place) intent = 'bom-suppliers';
  return {
    ...previous,
    intent,
    capabilities: slots.capabilities.length ? slots.capabilities : previous.capabilities,
    certifications: slots.certifications.length ? [...previous.certifications.filter((c) => !slots.certifications.some((s) => s.slug === c.slug)), ...slots.certifications] : previous.certifications,
    materials: slots.materials.length ? slots.materials : previous.materials,
    industries: slots.industries.length ? slots.industries : previous.industries,
    place: slots.place ?? previous.place,
    kind: slots.kind ?? (slots.capabilities.length ? null : previous.kind),
    top: slots.top ?? previous.top,
    leftover: previous.leftover,
    names: [],
    lineNumbers: [],
  };
}

/** The supplier search text for the slots: the same words the discover search box would get. */
export function searchText(slots: Pick<Slots, 'capabilities' | 'certifications' | 'materials' | 'industries' | 'place' | 'leftover'>): string {
  return [
    ...slots.certifications.map((c) => c.label),
    ...slots.capabilities.map((c) => c.label),
    ...slots.materials,
    ...slots.industries,
    slots.leftover,
    slots.place?.query ?? '',
  ]
    .filter(Boolean)
    .join(' ')
    .trim();
}
