import { geo } from '../../geo/atlas.js';
import { normalizePhrase } from '../query-parser.js';
import { queryVocabulary } from '../query-vocabulary.js';
import type { Span, ReadText } from './text.js';
import type { Evidence, ExtractedValue } from './types.js';

/**
 * The company's city and state. Candidates are "City, State" pairs (any state spelling: Ohio, OH, Ohio's AP
 * abbreviation "Minn."), and gazetteer cities written where prose puts a place ("Chattanooga-based", "in Coopersville",
 * a dateline). The one the text ties to the company wins: a headquarters/based/moved-to cue, the company named in the
 * same sentence, repeats.
 */

const AP_ABBREVIATIONS: Record<string, string> = {
  'Ala.': 'AL', 'Ariz.': 'AZ', 'Ark.': 'AR', 'Calif.': 'CA', 'Cal.': 'CA', 'Colo.': 'CO', 'Conn.': 'CT', 'Del.': 'DE', 'Fla.': 'FL',
  'Ga.': 'GA', 'Ill.': 'IL', 'Ind.': 'IN', 'Kan.': 'KS', 'Kans.': 'KS', 'Ky.': 'KY', 'La.': 'LA', 'Md.': 'MD', 'Mass.': 'MA',
  'Mich.': 'MI', 'Minn.': 'MN', 'Miss.': 'MS', 'Mo.': 'MO', 'Mont.': 'MT', 'Neb.': 'NE', 'Nebr.': 'NE', 'Nev.': 'NV',
  'N.H.': 'NH', 'N.J.': 'NJ', 'N.M.': 'NM', 'N.Y.': 'NY', 'N.C.': 'NC', 'N.D.': 'ND', 'Okla.': 'OK', 'Ore.': 'OR', 'Oreg.': 'OR',
  'Pa.': 'PA', 'Penn.': 'PA', 'R.I.': 'RI', 'S.C.': 'SC', 'S.D.': 'SD', 'Tenn.': 'TN', 'Tex.': 'TX', 'Vt.': 'VT', 'Va.': 'VA',
  'Wash.': 'WA', 'W.Va.': 'WV', 'Wis.': 'WI', 'Wisc.': 'WI', 'Wyo.': 'WY',
};

interface StateNames {
  byName: Map<string, string>;
  codes: Set<string>;
  pattern: RegExp;
}

let stateNames: StateNames | undefined;

function states(): StateNames {
  if (stateNames) return stateNames;
  const byName = new Map<string, string>();
  const codes = new Set<string>();
  for (const s of geo().states) {
    byName.set(s.name, s.code);
    codes.add(s.code);
  }
  const escape = (t: string) => t.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const spellings = [...byName.keys(), ...Object.keys(AP_ABBREVIATIONS)].sort((a, b) => b.length - a.length).map(escape);
  const city = String.raw`((?:[A-Z][a-zA-Z'.]+[ -]){0,2}[A-Z][a-zA-Z']+)`;
  const pattern = new RegExp(String.raw`${city},\s+(${spellings.join('|')}|[A-Z]{2})(?![a-zA-Z])`, 'g');
  stateNames = { byName, codes, pattern };
  return stateNames;
}

function stateCodeOf(spelling: string): string | undefined {
  const s = states();
  return s.byName.get(spelling) ?? AP_ABBREVIATIONS[spelling] ?? (s.codes.has(spelling) ? spelling : undefined);
}

interface Candidate {
  city: string;
  cityKey: string;
  citySpan: Span;
  state?: { code: string; span: Span };
  score: number;
}

const CITY_LEADING_WORDS = /^(?:In|At|From|Of|The|And|For|To|Near|Outside|Downtown)\s+/;
const OTHER_PARTY = /\b(acquired|acquisition|purchased|bought|customers?|clients?|suppliers?|vendors?)\b/i;
const HOME_CUE_BEFORE = /(headquarter(?:s|ed)?(?: facility)?|based|located|moved to|relocated to|home in|operating out of|plant in|facility in)\s+(?:in\s+)?$/i;
const HOME_CUE_AFTER = /^(?:,\s*[A-Z][a-zA-Z.]*,?)?\s*(?:-|\s)?(based|headquarters)\b/;

export function location(read: ReadText, companyMentions: Span[]): { city: ExtractedValue<string> | null; state: ExtractedValue<string> | null } {
  const paired = pairedCandidates(read);
  const candidates = [...paired, ...gazetteerCandidates(read).filter((g) => !paired.some((p) => p.citySpan.end === g.citySpan.end))].filter(
    (c) => !companyMentions.some((m) => c.citySpan.start >= m.start && c.citySpan.end <= m.end),
  );
  const mentionedStates = stateMentions(read, companyMentions);
  const companySentences = new Set(companyMentions.map((m) => sentenceOf(read, m.start)));
  for (const c of candidates) {
    const before = read.text.slice(Math.max(0, c.citySpan.start - 40), c.citySpan.start);
    const after = read.text.slice(c.citySpan.end, c.citySpan.end + 30);
    if (c.state) c.score += 4;
    if (HOME_CUE_BEFORE.test(before) || HOME_CUE_AFTER.test(after)) c.score += 3;
    const sentence = sentenceOf(read, c.citySpan.start);
    if (companySentences.has(sentence)) c.score += 1;
    // a place named with an acquisition or a customer is the other party's
    if (sentence >= 0 && OTHER_PARTY.test(read.text.slice(read.sentences[sentence]!.start, c.citySpan.start))) c.score -= 1;
    c.score += 0.5 * candidates.filter((o) => o.cityKey === c.cityKey).length;
  }
  const best = [...candidates].sort((a, b) => b.score - a.score || a.citySpan.start - b.citySpan.start)[0];
  if (!best) {
    return { city: null, state: mostMentionedState(read, mentionedStates) };
  }
  const city: ExtractedValue<string> = { value: best.city, evidence: [evidence(read, best.citySpan)] };
  if (best.state) return { city, state: { value: best.state.code, evidence: [evidence(read, best.state.span)] } };
  const readings = queryVocabulary().phrases.get(best.cityKey)?.filter((r) => r.kind === 'city') ?? [];
  const inText = readings.find((r) => mentionedStates.some((m) => m.code === r.values[0]));
  if (inText) {
    const mention = mentionedStates.find((m) => m.code === inText.values[0])!;
    return { city, state: { value: mention.code, evidence: [evidence(read, mention.span)] } };
  }
  const likeliest = [...readings].sort((a, b) => b.weight - a.weight)[0];
  return { city, state: likeliest ? { value: likeliest.values[0]!, evidence: [evidence(read, best.citySpan)] } : null };
}

function pairedCandidates(read: ReadText): Candidate[] {
  const out: Candidate[] = [];
  for (const match of read.text.matchAll(states().pattern)) {
    let city = match[1]!;
    let start = match.index;
    const leading = CITY_LEADING_WORDS.exec(city);
    if (leading) {
      city = city.slice(leading[0].length);
      start += leading[0].length;
    }
    const code = stateCodeOf(match[2]!);
    if (!code || !city || stateCodeOf(city)) continue;
    const stateStart = match.index + match[0].length - match[2]!.length;
    out.push({ city, cityKey: normalizePhrase(city), citySpan: { start, end: start + city.length }, state: { code, span: { start: stateStart, end: stateStart + match[2]!.length } }, score: 0 });
  }
  return out;
}

/** Known cities written as places: "X-based", "in X", "to X", or a capitalised dateline ("MIDDLEVILLE —"). */
function gazetteerCandidates(read: ReadText): Candidate[] {
  const phrases = queryVocabulary().phrases;
  const out: Candidate[] = [];
  const runs = read.runs;
  for (let i = 0; i < runs.length; i++) {
    if (!/^[A-Z]/.test(runs[i]!.original)) continue;
    for (let n = 3; n >= 1; n--) {
      const slice = runs.slice(i, i + n);
      if (slice.length < n || slice.some((r, k) => !/^[A-Z]/.test(r.original) || (k > 0 && r.breakBefore))) continue;
      const key = slice.map((r) => r.text).join(' ');
      if (!phrases.get(key)?.some((r) => r.kind === 'city')) continue;
      const start = slice[0]!.start;
      const end = slice.at(-1)!.end;
      const before = read.text.slice(Math.max(0, start - 12), start);
      const after = read.text.slice(end, end + 8);
      const next = runs[i + n];
      // a known city cut out of a longer capitalised name ("North America", "Minneapolis Die Casting") is not one
      if (next && !next.breakBefore && /^[A-Z]/.test(next.original) && /^\s+$/.test(read.text.slice(end, next.start))) continue;
      const dateline = slice.every((r) => r.original === r.original.toUpperCase()) && /^\s*(—|--|-\s|\()/.test(after);
      if (/\b(in|at|to|from)\s+$/.test(before) || /^-based/.test(after) || dateline) {
        const city = dateline ? titleCase(read.text.slice(start, end)) : read.text.slice(start, end);
        out.push({ city, cityKey: key, citySpan: { start, end }, score: 0 });
        i += n - 1;
        break;
      }
    }
  }
  return out;
}

function titleCase(text: string): string {
  return text.toLowerCase().replace(/\b\p{L}/gu, (c) => c.toUpperCase());
}

function stateMentions(read: ReadText, companyMentions: Span[]): { code: string; span: Span }[] {
  const out: { code: string; span: Span }[] = [];
  const { byName } = states();
  for (const [name, code] of byName) {
    for (const match of read.text.matchAll(new RegExp(`\\b${name}\\b`, 'g'))) {
      const span = { start: match.index, end: match.index + name.length };
      if (!companyMentions.some((m) => span.start >= m.start && span.end <= m.end)) out.push({ code, span });
    }
  }
  return out.sort((a, b) => a.span.start - b.span.start);
}

function mostMentionedState(read: ReadText, mentions: { code: string; span: Span }[]): ExtractedValue<string> | null {
  if (!mentions.length) return null;
  const counts = new Map<string, number>();
  for (const m of mentions) counts.set(m.code, (counts.get(m.code) ?? 0) + 1);
  const [code] = [...counts].sort((a, b) => b[1] - a[1])[0]!;
  return { value: code, evidence: mentions.filter((m) => m.code === code).map((m) => evidence(read, m.span)) };
}

function sentenceOf(read: ReadText, offset: number): number {
  return read.sentences.findIndex((s) => offset >= s.start && offset < s.end);
}

function evidence(read: ReadText, span: Span): Evidence {
  return { ...span, text: read.text.slice(span.start, span.end) };
}
