import { normalizePhrase } from '../query-parser.js';
import { queryVocabulary } from '../query-vocabulary.js';
import type { Span, ReadText } from './text.js';
import type { ExtractedValue } from './types.js';

/**
 * The company's name: among the capitalised word sequences of the text, the one the text keeps coming back to.
 * Evidence for a sequence: its repeats, a legal suffix after it ("Inc.", "Co."), "doing business as", its acronym
 * used later ("Wisconsin Aluminum Foundry" … "WAF"), a manufacturing word in it, and short references by its first
 * word ("Precision relocated"). People (a title before, "said" after) and places are not names.
 */

const SUFFIX = String.raw`,?\s+(?:Inc\.?|Incorporated|LLC|L\.L\.C\.|Corp\.?|Corporation|Co\.(?:,?\s+Inc\.?)?|Company|Ltd\.?|Limited)(?![a-zA-Z])`;
const SEPARATORS = new Set(['The', 'A', 'An', 'Our', 'We', 'This', 'That', 'These', 'Those', 'When', 'While', 'In', 'For', 'At', 'By', 'With', 'From', 'As', 'It', 'Its', 'Their', 'They', 'He', 'She', 'His', 'Her', 'But', 'Or', 'If', 'So', 'Since', 'After', 'Before', 'During', 'Now', 'Today', 'Each', 'Every', 'All', 'Most', 'Much', 'Many', 'Some', 'Both', 'Home', 'News', 'Skip', 'Posted', 'On', 'To', 'I', 'You', 'Your', 'My', 'Us', 'Who', 'What', 'Why', 'How', 'Where', 'Here', 'There', 'Also', 'Through', 'Under', 'Over', 'About', 'Into', 'Not', 'No', 'Yes', 'Photo', 'Credit', 'Photography', 'Read', 'More', 'Share', 'Click', 'Is', 'Are', 'Was', 'Were', 'Has', 'Have', 'Had', 'Will', 'Can', 'Do', 'Does', 'Did', 'Be', 'Been', 'Just', 'Only', 'Even', 'Then', 'Than', 'Once', 'Whether', 'Although', 'Though', 'Because', 'Until', 'Unlike', 'Like', 'Instead', 'Rather', 'Indeed', 'Moreover', 'However', 'Thus', 'Let', 'Get', 'See', 'Visit', 'Contact', 'Around', 'Earlier', 'Later', 'Last', 'Next', 'First', 'One', 'Two', 'Three']);
const CONNECTORS = new Set(['&', 'and', 'of']);
const MONTHS = /^(January|February|March|April|May|June|July|August|September|October|November|December|Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sep|Sept|Oct|Nov|Dec|Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday)\.?$/;
const TRADE_WORDS = /^(Manufacturing|Machining|Machine|Machines|Plastics?|Foundry|Industries|Industrial|Tool|Tooling|Die|Dies|Mold|Molds|Molding|Metal|Metals|Finishing|Technology|Technologies|Precision|Fabrication|Fabricators|Engineering|Products|Castings?|Stamping|Stampings|Interconnect|Electronics|Systems|Components|Works|Rubber|Mfg\.?|Coatings?|Plating|Welding|Circuits?|Composites|Automation|Forge|Forging|Steel|Aluminum)$/;
const TITLE_BEFORE = /(?:President|CEO|CFO|COO|CTO|Chairman|Chairperson|Director|Manager|Editor|Founder|Owner|Engineer|Mayor|Rep\.|Sen\.|Gov\.|Mr\.|Ms\.|Mrs\.|Dr\.|brothers?|sisters?|wife|husband|son|daughter|father|mother),?\s+$/;
const SPEECH_AFTER = /^(?:,\s*(?:who|his|her)\b|\s+(?:said|says|explains|explained|recalls|recalled|comments|commented|mentions|mentioned|told|adds|added|notes|noted|admits|thinks|remembered|remembers))/;

interface Candidate {
  name: string;
  words: number;
}

export function companyName(read: ReadText): { name: ExtractedValue<string> | null; mentions: Span[] } {
  const candidates = new Map<string, Candidate>();
  for (const run of capitalisedRuns(read.text)) {
    for (let length = 1; length <= run.length; length++) {
      const words = run.slice(0, length);
      if (CONNECTORS.has(words.at(-1)!)) continue;
      const name = words.join(' ').replace(/ ?& ?/g, ' & ').replace(/['’]s$/, '');
      if (!candidates.has(name)) candidates.set(name, { name, words: words.filter((w) => !CONNECTORS.has(w)).length });
    }
  }
  let best: { candidate: Candidate; score: number; spans: Span[] } | undefined;
  for (const candidate of candidates.values()) {
    const scored = score(read.text, candidate);
    if (scored && (!best || scored.score > best.score)) best = { candidate, score: scored.score, spans: scored.spans };
  }
  if (!best || best.score < 2) return { name: null, mentions: [] };
  best = longestForm(read.text, expandedAcronym(read.text, best, candidates), candidates);
  const evidence = best.spans.slice(0, 5).map((s) => ({ ...s, text: read.text.slice(s.start, s.end) }));
  return { name: { value: best.candidate.name, evidence }, mentions: best.spans };
}

/** Capitalised word sequences (joined by &, and, of), split at sentence words and "X-based". */
function capitalisedRuns(text: string): string[][] {
  const runs: string[][] = [];
  let current: string[] = [];
  const flush = () => {
    while (current.length && CONNECTORS.has(current.at(-1)!)) current.pop();
    if (current.length) runs.push(current);
    current = [];
  };
  for (const match of text.matchAll(/[\p{L}\p{N}][\p{L}\p{N}'’.&-]*|&|[^\s\p{L}\p{N}&]+/gu)) {
    const word = match[0].replace(/[.,]+$/, (dots) => (/^(Inc|Co|Corp|Ltd|L\.L\.C)$/.test(match[0].slice(0, -dots.length)) ? dots : ''));
    const isWord = /^[\p{L}\p{N}&]/u.test(word);
    const trailingPunctuation = /[.,;:!?]$/.test(match[0]) && !/^(Inc|Co|Corp|Ltd)\.$/.test(match[0]);
    if (isWord && /^[\p{Lu}\p{N}]/u.test(word) && !SEPARATORS.has(word) && !MONTHS.test(word) && !/-based$/i.test(word) && !/^\d+$/.test(word)) {
      current.push(word);
    } else if (isWord && current.length && CONNECTORS.has(word)) {
      current.push(word);
    } else {
      flush();
    }
    if (trailingPunctuation) flush();
  }
  flush();
  return runs;
}

function score(text: string, candidate: Candidate): { score: number; spans: Span[] } | undefined {
  const { name } = candidate;
  if (isPlace(name)) return undefined;
  const pattern = new RegExp(`(?<![\\p{L}\\p{N}])${escape(name).replace(/ & /g, '\\s*&\\s*')}(?![\\p{L}\\p{N}])`, 'gu');
  const spans: Span[] = [];
  let total = 0;
  let person = false;
  let suffixed = false;
  for (const match of text.matchAll(pattern)) {
    const start = match.index;
    const end = start + match[0].length;
    const before = text.slice(Math.max(0, start - 30), start);
    const after = text.slice(end, end + 40);
    if (TITLE_BEFORE.test(before) || SPEECH_AFTER.test(after)) person = true;
    if (new RegExp(`^${SUFFIX}`).test(after)) suffixed = true;
    if (/doing business as\s+$/i.test(before)) total += 6;
    spans.push({ start, end });
  }
  if (!spans.length || (person && candidate.words <= 3 && !suffixed)) return undefined;
  total += 2 * spans.length + (suffixed ? 4 : 0);
  const words = name.split(' ').filter((w) => !CONNECTORS.has(w));
  if (words.some((w) => TRADE_WORDS.test(w))) total += 1.5;
  total += 0.5 * Math.min(words.length - 1, 3);
  if (words.length >= 2) {
    const acronym = words.map((w) => w[0]).join('').toUpperCase();
    const acronymSpans = [...text.matchAll(new RegExp(`(?<![\\p{L}])${acronym}(?![\\p{L}])`, 'gu'))].map((m) => ({ start: m.index, end: m.index + acronym.length }));
    if (acronym.length >= 2) {
      total += Math.min(acronymSpans.length, 4);
      spans.push(...acronymSpans);
    }
    const first = words[0]!;
    if (first.length >= 4 && !TRADE_WORDS.test(first)) {
      const shortRefs = [...text.matchAll(new RegExp(`(?<![\\p{L}])${escape(first)}(?!\\s+${escape(words[1]!)})(?:['’]s)?(?![\\p{L}])`, 'gu'))];
      total += 0.5 * Math.min(shortRefs.length, 6);
      spans.push(...shortRefs.map((m) => ({ start: m.index, end: m.index + first.length })));
    }
  } else if (name.length < 3 || !/[A-Z].*[A-Z]|[a-z][A-Z]|\d/.test(name.slice(1)) && !suffixedOnce(text, name)) {
    // a lone capitalised word is a name only when written like one (SMTC, SelfLube, 3-D) or with a legal suffix
    return undefined;
  }
  spans.sort((a, b) => a.start - b.start);
  return { score: total, spans };
}

/** "AIM" is written most, but "Advanced Interconnect Manufacturing (AIM)" is the name. */
function expandedAcronym(text: string, best: { candidate: Candidate; score: number; spans: Span[] }, candidates: Map<string, Candidate>) {
  if (!/^[A-Z&]{2,6}$/.test(best.candidate.name)) return best;
  for (const c of candidates.values()) {
    const words = c.name.split(' ').filter((w) => !CONNECTORS.has(w));
    if (words.length < 2 || words.map((w) => w[0]).join('').toUpperCase() !== best.candidate.name) continue;
    const scored = score(text, c);
    if (scored) return { candidate: c, score: scored.score, spans: scored.spans };
  }
  return best;
}

/** "Metro Mold" scores the repeats of "Metro Mold & Design" too: the longer form wins when it is itself repeated or suffixed. */
function longestForm(text: string, best: { candidate: Candidate; score: number; spans: Span[] }, candidates: Map<string, Candidate>) {
  for (;;) {
    const longer = [...candidates.values()]
      .filter((c) => c.name.startsWith(`${best.candidate.name} `))
      .map((c) => ({ candidate: c, scored: score(text, c), suffixed: suffixedOnce(text, c.name) }))
      .filter((c) => c.scored && (c.scored.spans.filter((s) => text.slice(s.start, s.end).includes(' ')).length >= 2 || c.suffixed))
      .sort((a, b) => a.candidate.name.length - b.candidate.name.length)[0];
    if (!longer) return best;
    best = { candidate: longer.candidate, score: longer.scored!.score, spans: longer.scored!.spans };
  }
}

function suffixedOnce(text: string, name: string): boolean {
  return new RegExp(`${escape(name)}${SUFFIX}`).test(text);
}

function isPlace(name: string): boolean {
  const readings = queryVocabulary().phrases.get(normalizePhrase(name));
  return !!readings?.some((r) => r.kind === 'state' || (r.kind === 'city' && r.weight >= 2) || r.kind === 'county');
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
