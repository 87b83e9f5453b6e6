/**
 * Free text → structured search intent plus leftover words. Pure TypeScript (no Node APIs): the vocabulary
 * (catalogue, synonyms, geography) is passed in, so the assistant and a browser can reuse it.
 *
 * The text is split into words, words into letter/digit runs ("AS9100D" → as 9100 d), and the longest known phrase
 * wins at each position. Place phrases after "near" / "within N miles of" become a radius search.
 */

export interface VocabularyEntry {
  kind: 'capability' | 'certification' | 'industry' | 'material' | 'size' | 'leadTime' | 'volume' | 'state' | 'county' | 'city';
  /** capability: any-of slugs; certification/industry/material: [slug]; size: employee ranges; state: [code];
   *  county: [fips]; city: [stateCode]; leadTime: [days]; volume: ["max:500"] or ["min:2500"] (minimum order, $) */
  values: string[];
  label: string;
  /** for places: a point (city centre, county centre) */
  point?: { lat: number; lng: number };
  /** likelihood among readings of the same phrase (bigger = more likely) */
  weight: number;
}

export interface QueryVocabulary {
  /** normalized phrase ("michigan city") → its readings */
  phrases: Map<string, VocabularyEntry[]>;
  /** longest phrase, in tokens */
  maxPhraseTokens: number;
  /** words of the non-place phrases and state names: misspelt query words are corrected to these */
  words: Set<string>;
  /** words of place names: never "corrected" (Grand Rapids is not "grand rapid") */
  placeWords: Set<string>;
  zip(zip: string): { lat: number; lng: number; label: string; stateCode: string } | undefined;
}

export interface PlaceIntent {
  kind: 'state' | 'county' | 'city' | 'zip';
  label: string;
  state?: string;
  countyFips?: string;
  near?: { lat: number; lng: number; label: string };
  radiusMiles?: number;
  /** the middle of a state or county: partial results are ordered by their distance from it */
  centre?: { lat: number; lng: number };
  /** the words that named it */
  text: string;
  /** the reader said "near"/"within": the place was asked for, not guessed from a bare word */
  explicit: boolean;
}

export interface Alternative {
  text: string;
  /** what the words were read as, and the other reading */
  chosen: string;
  instead: string;
  /** the other reading as a place (for "did you mean") */
  place?: PlaceIntent;
}

export interface QueryIntent {
  capabilities: { label: string; slugs: string[]; text: string }[];
  certifications: { label: string; slug: string; text: string }[];
  industries: { label: string; slug: string; text: string }[];
  materials: { label: string; slug: string; text: string }[];
  size?: { label: string; ranges: string[]; text: string };
  /** can start within this many days ("rush", "quick turn", "within 10 days") */
  leadTime?: { label: string; days: number; text: string };
  /** the order size asked for, as a bound on the supplier's minimum order in US dollars */
  volume?: { label: string; minimumOrderAtMost?: number; minimumOrderAtLeast?: number; text: string };
  place?: PlaceIntent;
  alternatives: Alternative[];
  /** the words not recognised, for text matching */
  leftover: string;
  /** words (indexes in textWords) read only after a spelling correction ("tuning" → turning) */
  corrected: number[];
  /** each unrecognised word (by its index in textWords) and whether it is filler ("parts", "shop", "vendor") */
  unrecognised: { word: string; index: number; filler: boolean }[];
  /** which words of the text each recognised part used: key "place", "capability:<label>", "certification:<slug>"… */
  words: Record<string, number[]>;
}

/** The key of a recognised part in QueryIntent.words. */
export function partKey(kind: string, id: string): string {
  return kind === 'state' || kind === 'county' || kind === 'city' || kind === 'zip' || kind === 'place' ? 'place' : `${kind}:${id}`;
}

/** The words of the original text (the same split as the parser's). */
export function textWords(text: string): string[] {
  return text.normalize('NFKD').replace(/[\u0300-\u036f]/g, '').split(/[^A-Za-z0-9&]+/).filter(Boolean);
}

/** The text without the given words (to drop a recognised part from a query). */
export function withoutWords(text: string, words: number[]): string {
  const drop = new Set(words);
  return textWords(text).filter((_, i) => !drop.has(i)).join(' ');
}

const FILLER = new Set(['in', 'near', 'around', 'from', 'of', 'within', 'the', 'a', 'an', 'and', 'for', 'with', 'shop', 'shops', 'company', 'companies', 'supplier', 'suppliers', 'services', 'service', 'vendor', 'vendors', 'manufacturer', 'manufacturers', 'manufacturing', 'by', 'at', 'to', 'me', 'mi', 'miles', 'mile', 'state', 'area', 'parts', 'part', 'certified', 'certification', 'registered', 'inc', 'llc', 'corp', 'corporation', 'incorporated', 'ltd', 'limited', 'llp', 'usa', 'us', 'maker', 'makers', 'contractor', 'contractors', 'components', 'component', 'lab', 'labs', 'laboratory', 'laboratories', 'house', 'houses', 'firm', 'firms', 'provider', 'providers', 'business', 'businesses', 'capabilities', 'capability', 'solutions', 'work', 'job', 'jobs', 'fabricator', 'fabricators', 'subcontractor', 'subcontractors', 'source', 'sources', 'sourcing', 'quote', 'quotes', 'please', 'stuff']);
/** Words that only join others: never matched as text. */
const GRAMMAR = new Set(['that', 'do', 'does', 'who', 'which', 'can', 'i', 'we', 'need', 'looking', 'find', 'best', 'top', 'local', 'any', 'my', 'our', 'in', 'near', 'around', 'from', 'of', 'within', 'the', 'a', 'an', 'and', 'for', 'with', 'by', 'at', 'to', 'me', 'mi', 'miles', 'mile', 'area', 'state']);
const NEAR_WORDS = new Set(['near', 'around', 'close', 'nearby']);
const DEFAULT_NEAR_MILES = 50;
const CITY_MILES = 25;
/** ZIP codes a city needs to be read as a place without its state (Dayton, not Tool TX). */
const MIN_BARE_CITY_WEIGHT = 5;

interface Token {
  text: string;
  word: number;
  /** the original spelling of the whole word, for case tests ("OH" vs "oh") */
  original: string;
  /** the text is a spelling correction of what was typed */
  corrected?: boolean;
}

/** Lowercase, accents folded, letter/digit runs split: the same normalization for the vocabulary and the query. */
export function normalizePhrase(text: string): string {
  return splitTokens(text).map((t) => t.text).join(' ');
}

function splitTokens(text: string): Token[] {
  const words = textWords(text);
  const out: Token[] = [];
  words.forEach((word, i) => {
    for (const run of word.toLowerCase().match(/[a-z]+|[0-9]+|&/g) ?? []) out.push({ text: run === '&' ? 'and' : run, word: i, original: word });
  });
  return out;
}

/** Two-letter codes that are everyday words: a state only when written in capitals or after a city. */
const WORDLIKE_CODES = new Set(['in', 'or', 'me', 'hi', 'ok', 'oh', 'co', 'de', 'al', 'la', 'ma', 'pa', 'id', 'mo', 'ne', 'ga', 'va', 'wa', 'md', 'ct', 'ms', 'mt', 'ut', 'nd', 'sc', 'nc', 'ky', 'ri']);
/** Readable codes users do type in lowercase at the end of a query ("cnc ohio" is a name; "cnc oh" is a code). */
const LOWERCASE_OK_CODES = new Set(['oh', 'pa', 'ga', 'va', 'wa', 'md', 'ct', 'mo', 'ky', 'nc', 'sc', 'mn', 'mi', 'wi', 'il', 'tx', 'ca', 'ny', 'nj', 'fl', 'az', 'tn', 'ks', 'nv', 'ia', 'ar', 'nh', 'vt', 'wv', 'sd', 'nm', 'ri', 'ut', 'mt', 'nd', 'ne', 'wy', 'ak', 'ms']);

export function parseQuery(text: string, vocabulary: QueryVocabulary, options: { correctSpelling?: boolean } = {}): QueryIntent {
  const tokens = options.correctSpelling === false ? splitTokens(text) : correctSpelling(splitTokens(text), vocabulary);
  const used = new Array<boolean>(tokens.length).fill(false);
  const intent: QueryIntent = { capabilities: [], certifications: [], industries: [], materials: [], alternatives: [], leftover: '', corrected: [], unrecognised: [], words: {} };
  const claim = (key: string, before: boolean[]) => {
    const list = intent.words[key] ?? [];
    used.forEach((u, k) => {
      if (u && !before[k] && !list.includes(tokens[k]!.word)) list.push(tokens[k]!.word);
    });
    intent.words[key] = list.sort((a, b) => a - b);
  };
  const wordCount = tokens.length ? tokens[tokens.length - 1]!.word + 1 : 0;
  intent.corrected = [...new Set(tokens.filter((t) => t.corrected).map((t) => t.word))];

  let i = 0;
  while (i < tokens.length) {
    const token = tokens[i]!;
    // ZIP codes
    if (/^\d{5}$/.test(token.text) && spansWholeWords(tokens, i, 1)) {
      const place = vocabulary.zip(token.text);
      if (place && !intent.place) {
        const radius = radiusBefore(tokens, i);
        intent.place = {
          kind: 'zip', label: `Within ${radius ?? DEFAULT_NEAR_MILES} mi of ${token.text}`, text: token.text, explicit: true,
          near: { lat: place.lat, lng: place.lng, label: `ZIP ${token.text}` }, radiusMiles: radius ?? DEFAULT_NEAR_MILES,
        };
        const before = [...used];
        markNearWords(tokens, used, i);
        used[i] = true;
        claim('place', before);
        i++;
        continue;
      }
    }
    // "within 10 days", "5 day lead time", "2 weeks": a lead time
    const lead = leadTimeAt(tokens, i);
    if (lead) {
      const before = [...used];
      for (const k of lead.tokens) used[k] = true;
      // two lead times ("quick turn … 5 day lead time"): the shorter one
      if (!intent.leadTime || lead.days < intent.leadTime.days) intent.leadTime = { label: `Lead time ≤ ${lead.days} days`, days: lead.days, text: lead.tokens.map((k) => tokens[k]!.text).join(' ') };
      claim('leadTime:lead time', before);
      i = Math.max(...lead.tokens) + 1;
      continue;
    }
    const match = longestMatch(tokens, i, vocabulary, used);
    if (!match) {
      i++;
      continue;
    }
    const { length, readings, phrase } = match;
    // a bare county name ("Summit", "Los Angeles") is only ever the other reading of a word
    const bareCounty = (r: VocabularyEntry) => r.kind === 'county' && !phrase.endsWith('county');
    const chosen = readings.find((r) => !bareCounty(r)) ?? readings[0]!;
    if (bareCounty(chosen) && radiusBefore(tokens, i) === undefined) {
      i++;
      continue;
    }
    // a bare small-town name is more likely a word of a company name than a place
    // nor is a filler word ("vendor ohio" is not Vendor, AR), and a small town needs its own state after it
    if ((chosen.kind === 'city' || chosen.kind === 'county') && length === 1 && FILLER.has(phrase)) {
      i++;
      continue;
    }
    const stateNext = stateAfter(tokens, i + length, vocabulary);
    const townOfNextState = !!stateNext && readings.some((r) => r.kind === 'city' && r.values[0] === stateNext.code);
    if (chosen.kind === 'city' && length === 1 && chosen.weight < MIN_BARE_CITY_WEIGHT && !townOfNextState && radiusBefore(tokens, i) === undefined) {
      i++;
      continue;
    }
    if (chosen.kind === 'state' && length === 1 && token.text.length === 2 && !acceptCode(tokens, i, intent)) {
      i++;
      continue;
    }
    const before = [...used];
    const applied = apply(intent, chosen, phrase, tokens, i, length, vocabulary, used);
    if (applied) {
      for (let k = i; k < i + length; k++) used[k] = true;
      claim(partKey(chosen.kind, chosen.kind === 'capability' || chosen.kind === 'size' ? chosen.label : chosen.kind === 'leadTime' || chosen.kind === 'volume' ? (chosen.kind === 'leadTime' ? 'lead time' : 'volume') : chosen.values[0]!), before);
      const others = [readings.find((r) => r !== chosen && r.label !== chosen.label), stateInsideCity(chosen, tokens, i, vocabulary)];
      for (const other of others) {
        if (!other) continue;
        const place = isPlace(other) ? placeOf(other, phrase, false) : undefined;
        intent.alternatives.push({ text: phrase, chosen: chosen.label, instead: other.label, ...(place ? { place } : {}) });
      }
    }
    i += length;
  }
  // words of which no part was recognised are left for text matching; filler words go when something was recognised
  const originals = textWords(text);
  const unused: string[] = [];
  for (let w = 0; w < wordCount; w++) {
    const wordTokens = tokens.filter((t) => t.word === w);
    if (wordTokens.some((t) => used[tokens.indexOf(t)])) continue;
    const word = originals[w]!.toLowerCase();
    if (/^\d+$/.test(word) && intent.place?.radiusMiles !== undefined) continue;
    unused.push(word);
    if (!GRAMMAR.has(word)) intent.unrecognised.push({ word, index: w, filler: FILLER.has(word) });
  }
  // filler words ("shop", "manufacturing") go when nothing else is left; next to a name they narrow it
  const meaningful = unused.filter((w) => !FILLER.has(w) && !GRAMMAR.has(w));
  intent.leftover = (meaningful.length ? unused.filter((w) => !GRAMMAR.has(w)) : []).join(' ');
  return intent;
}

function longestMatch(tokens: Token[], start: number, vocabulary: QueryVocabulary, used: boolean[]) {
  // inside a word, only its beginning is read ("AS9100D" is AS9100, "zr2cb7075d" holds no 7075)
  if (tokens[start - 1]?.word === tokens[start]!.word) return undefined;
  const max = Math.min(vocabulary.maxPhraseTokens, tokens.length - start);
  for (let length = max; length >= 1; length--) {
    let ok = true;
    for (let k = start; k < start + length; k++) if (used[k]) ok = false;
    if (!ok) continue;
    const phrase = tokens.slice(start, start + length).map((t) => t.text).join(' ');
    let readings = vocabulary.phrases.get(phrase) ?? nonPlaceReadings(vocabulary.phrases.get(singular(phrase)));
    // a place is read from whole words only: "zr26597e0" holds no ZIP, "714ca9" no state
    if (!spansWholeWords(tokens, start, length)) readings = nonPlaceReadings(readings);
    if (readings?.length) return { length, readings: [...readings].sort((a, b) => b.weight - a.weight), phrase };
  }
  return undefined;
}

/** The tokens start..start+length begin a word and end one (letter/digit runs of one word stay together). */
function spansWholeWords(tokens: Token[], start: number, length: number): boolean {
  const first = tokens[start]!;
  const last = tokens[start + length - 1]!;
  return tokens[start - 1]?.word !== first.word && tokens[start + length]?.word !== last.word;
}

/** "molders" → "molder", "foundries" → "foundry": a plural of a known phrase's last word. */
function singular(phrase: string): string {
  if (phrase.length < 5) return phrase;
  if (phrase.endsWith('ies')) return `${phrase.slice(0, -3)}y`;
  if (phrase.endsWith('s') && !phrase.endsWith('ss')) return phrase.slice(0, -1);
  return phrase;
}

/** Plural forms read only catalogue words: "Dallas" must not become a place named "Dalla". */
function nonPlaceReadings(readings: VocabularyEntry[] | undefined): VocabularyEntry[] | undefined {
  const kept = readings?.filter((r) => !isPlace(r));
  return kept?.length ? kept : undefined;
}

function acceptCode(tokens: Token[], i: number, intent: QueryIntent): boolean {
  const token = tokens[i]!;
  if (token.original === token.original.toUpperCase() && token.original.length === 2) return true;
  if (!WORDLIKE_CODES.has(token.text)) return true;
  // lowercase everyday-word codes only as the last word, after something else was recognised
  return i === tokens.length - 1 && i > 0 && LOWERCASE_OK_CODES.has(token.text) && (intent.capabilities.length > 0 || intent.certifications.length > 0 || intent.materials.length > 0 || intent.industries.length > 0);
}

/** "Michigan City": the other reading is the state whose name starts the city's. */
function stateInsideCity(chosen: VocabularyEntry, tokens: Token[], i: number, vocabulary: QueryVocabulary): VocabularyEntry | undefined {
  if (chosen.kind !== 'city' && chosen.kind !== 'county') return undefined;
  return vocabulary.phrases.get(tokens[i]!.text)?.find((r) => r.kind === 'state');
}

function isPlace(entry: VocabularyEntry): boolean {
  return entry.kind === 'state' || entry.kind === 'county' || entry.kind === 'city';
}

function placeOf(entry: VocabularyEntry, phrase: string, explicit: boolean, radius?: number): PlaceIntent {
  const centre = entry.point ? { centre: { lat: entry.point.lat, lng: entry.point.lng } } : {};
  if (entry.kind === 'state') return { kind: 'state', label: entry.label, state: entry.values[0]!, text: phrase, explicit, ...centre };
  if (entry.kind === 'county' && radius === undefined) {
    return { kind: 'county', label: entry.label, countyFips: entry.values[0]!, text: phrase, explicit, ...centre };
  }
  const miles = radius ?? CITY_MILES;
  return {
    kind: entry.kind === 'county' ? 'county' : 'city',
    label: `Within ${miles} mi of ${entry.label}`,
    text: phrase,
    explicit,
    near: { ...entry.point!, label: entry.label },
    radiusMiles: miles,
  };
}

/** "within 50 miles of", "50 mi from", "near": the radius asked for, or the default for "near". */
function radiusBefore(tokens: Token[], i: number): number | undefined {
  const before = tokens.slice(Math.max(0, i - 5), i).map((t) => t.text);
  for (let k = before.length - 1; k >= 0; k--) {
    if ((before[k] === 'miles' || before[k] === 'mi' || before[k] === 'mile') && k > 0 && /^\d{1,4}$/.test(before[k - 1]!)) return Math.min(3000, Number(before[k - 1]));
  }
  if (before.some((w) => NEAR_WORDS.has(w))) return DEFAULT_NEAR_MILES;
  return undefined;
}

function markNearWords(tokens: Token[], used: boolean[], i: number) {
  for (let k = Math.max(0, i - 5); k < i; k++) {
    const t = tokens[k]!.text;
    if (NEAR_WORDS.has(t) || t === 'within' || t === 'miles' || t === 'mi' || t === 'mile' || t === 'of' || t === 'to' || t === 'from' || /^\d{1,4}$/.test(t)) used[k] = true;
  }
}

function apply(intent: QueryIntent, entry: VocabularyEntry, phrase: string, tokens: Token[], i: number, length: number, vocabulary: QueryVocabulary, used: boolean[]): boolean {
  switch (entry.kind) {
    case 'capability':
      if (intent.capabilities.some((c) => c.label === entry.label)) return true;
      intent.capabilities.push({ label: entry.label, slugs: entry.values, text: phrase });
      return true;
    case 'certification':
      if (!intent.certifications.some((c) => c.slug === entry.values[0])) intent.certifications.push({ label: entry.label, slug: entry.values[0]!, text: phrase });
      return true;
    case 'industry':
      if (!intent.industries.some((c) => c.slug === entry.values[0])) intent.industries.push({ label: entry.label, slug: entry.values[0]!, text: phrase });
      return true;
    case 'material':
      if (!intent.materials.some((c) => c.slug === entry.values[0])) intent.materials.push({ label: entry.label, slug: entry.values[0]!, text: phrase });
      return true;
    case 'size':
      intent.size = { label: entry.label, ranges: entry.values, text: phrase };
      return true;
    case 'leadTime':
      if (!intent.leadTime) intent.leadTime = { label: entry.label, days: Number(entry.values[0]), text: phrase };
      return true;
    case 'volume': {
      if (intent.volume) return true;
      const [bound, amount] = entry.values[0]!.split(':');
      intent.volume = { label: entry.label, text: phrase, ...(bound === 'max' ? { minimumOrderAtMost: Number(amount) } : { minimumOrderAtLeast: Number(amount) }) };
      return true;
    }
    default: {
      if (intent.place) return false;
      const radius = radiusBefore(tokens, i);
      let reading = entry;
      // a city followed by its state ("dayton oh", "dayton, ohio", "new york, ny"): that state's city
      if (entry.kind === 'city' || entry.kind === 'county' || entry.kind === 'state') {
        const next = tokens[i + length];
        if (next) {
          const stateCode = stateAfter(tokens, i + length, vocabulary);
          if (stateCode) {
            const kind = entry.kind === 'state' ? 'city' : entry.kind;
            const inState = (vocabulary.phrases.get(phrase) ?? []).find((r) => r.kind === kind && (kind === 'city' ? r.values[0] === stateCode.code : r.label.endsWith(`, ${stateCode.code}`)));
            if (inState) {
              reading = inState;
              for (let k = i + length; k < i + length + stateCode.length; k++) used[k] = true;
            }
          }
        }
      }
      intent.place = placeOf(reading, phrase, radius !== undefined, radius);
      if (radius !== undefined) markNearWords(tokens, used, i);
      return true;
    }
  }
}

const LEAD_BEFORE = new Set(['within', 'under', 'in', 'less', 'than', 'max', 'maximum', 'below']);
const LEAD_AFTER = new Set(['lead', 'turnaround', 'turn', 'delivery', 'leadtime']);

/** "within 10 days", "under 2 weeks", "5 day lead time", "10-day turnaround": the tokens and the days. */
function leadTimeAt(tokens: Token[], i: number): { days: number; tokens: number[] } | undefined {
  const n = tokens[i]?.text;
  const unit = tokens[i + 1]?.text;
  if (!n || !/^\d{1,3}$/.test(n) || !unit || !/^(day|days|week|weeks|wk|wks)$/.test(unit)) return undefined;
  const days = Number(n) * (unit.startsWith('w') ? 7 : 1);
  const used = [i, i + 1];
  for (let k = i - 1; k >= Math.max(0, i - 2) && LEAD_BEFORE.has(tokens[k]!.text); k--) used.unshift(k);
  for (let k = i + 2; k < Math.min(tokens.length, i + 4) && (LEAD_AFTER.has(tokens[k]!.text) || tokens[k]!.text === 'time' || tokens[k]!.text === 'times'); k++) used.push(k);
  // a bare "10 days" with nothing around it still reads as a lead time: nothing else in a supplier search counts days
  return days > 0 ? { days, tokens: used } : undefined;
}

function stateAfter(tokens: Token[], start: number, vocabulary: QueryVocabulary): { code: string; length: number } | undefined {
  for (let length = Math.min(3, tokens.length - start); length >= 1; length--) {
    const phrase = tokens.slice(start, start + length).map((t) => t.text).join(' ');
    const state = vocabulary.phrases.get(phrase)?.find((r) => r.kind === 'state');
    if (state) return { code: state.values[0]!, length };
  }
  return undefined;
}

/** Words of 4+ letters that are not known are replaced by the known word one edit away (two from 8 letters). */
function correctSpelling(tokens: Token[], vocabulary: QueryVocabulary): Token[] {
  return tokens.map((token) => {
    const word = token.text;
    // filler words are never "corrected": "corp" is a company name's suffix, not a misspelt "cfrp"
    // nor is a run inside a code: "zifc2a77" holds no misspelt "zinc"
    if (word.length < 4 || /\d/.test(token.original) || FILLER.has(word) || vocabulary.words.has(word) || vocabulary.placeWords.has(word) || vocabulary.phrases.has(word)) return token;
    const limit = word.length >= 8 ? 2 : 1;
    let best: string | undefined;
    let bestDistance = limit + 1;
    for (const candidate of vocabulary.words) {
      if (Math.abs(candidate.length - word.length) > limit || candidate[0] !== word[0]) continue;
      const d = editDistance(word, candidate, bestDistance - 1);
      if (d < bestDistance) {
        bestDistance = d;
        best = candidate;
      }
    }
    return best ? { ...token, text: best, corrected: true } : token;
  });
}

/** Optimal string alignment distance (a swap of neighbours is one edit), or max + 1 once it exceeds max. */
export function editDistance(a: string, b: string, max: number): number {
  const rows: number[][] = [];
  for (let i = 0; i <= a.length; i++) {
    const row = new Array<number>(b.length + 1);
    row[0] = i;
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      if (i === 0) {
        row[j] = j;
        continue;
      }
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let v = Math.min(rows[i - 1]![j]! + 1, row[j - 1]! + 1, rows[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) v = Math.min(v, rows[i - 2]![j - 2]! + 1);
      row[j] = v;
      rowMin = Math.min(rowMin, v);
    }
    if (i > 0 && rowMin > max) return max + 1;
    rows.push(row);
  }
  return rows[a.length]![b.length]!;
}
