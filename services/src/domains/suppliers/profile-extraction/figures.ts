import { EMPLOYEE_RANGES, type EmployeeRange } from '../types.js';
import type { ReadText } from './text.js';
import type { ExtractedValue } from './types.js';

/**
 * Head count and founding year, read from the phrases companies use for them. A count of jobs, hires, a plant's
 * or a plan's people is not the company's size; an age without a date ("40 years ago") is not a year.
 */

const NUMBER_WORDS: Record<string, number> = {
  a: 1, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, eleven: 11, twelve: 12,
  fifteen: 15, twenty: 20, thirty: 30, forty: 40, fifty: 50, sixty: 60, seventy: 70, eighty: 80, ninety: 90,
};
const COUNT = String.raw`(\d{1,3}(?:,\d{3})+|\d+|(?:(?:a|one|two|three|four|five|six|seven|eight|nine|ten|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)[ -])?(?:hundred|thousand)|(?:eleven|twelve|fifteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|ten|dozen))`;
const HEAD_COUNT = new RegExp(String.raw`\b(more than |over |about |approximately |nearly |almost |some |around |roughly )?${COUNT}\+? (?:full[- ]time |skilled |dedicated |union |talented )?(employees|people|workers|staff|team members|associates|employee-owners)\b`, 'gi');
/** Words in the same sentence that make a count something else than today's staff. */
const NOT_STAFF = /\b(jobs?|positions?|hire|hiring|hired|add|adding|added|create|creating|capacity|will|would|hopes?|plans?|expects?|transfer|left|laid off|layoffs?|hundreds of)\b/i;

export function employeeRange(read: ReadText): ExtractedValue<EmployeeRange> | null {
  const found: { count: number; start: number; end: number }[] = [];
  for (const match of read.text.matchAll(HEAD_COUNT)) {
    const sentence = read.sentences.find((s) => match.index >= s.start && match.index < s.end);
    const before = sentence ? read.text.slice(sentence.start, match.index) : '';
    const after = read.text.slice(match.index + match[0].length, match.index + match[0].length + 12);
    if (NOT_STAFF.test(before.slice(-60)) || /^\s+who\b/.test(after)) continue;
    // a count in a sentence that opens with a past year ("In 1940, WAF is 120 workers strong") is history, not today's size
    const sentenceText = sentence ? read.text.slice(sentence.start, sentence.end) : '';
    if (/^\W*(?:in\s+|by\s+)?(18|19|20)\d{2}\b/i.test(sentenceText) && !/\b(now|today|currently)\b/i.test(sentenceText)) continue;
    const count = countOf(match[2]!) + (match[1] && /more|over/i.test(match[1]) ? 1 : 0);
    if (count > 0) found.push({ count, start: match.index, end: match.index + match[0].length });
  }
  // "from 18 to 135 employees": the last count written is today's
  const best = found.at(-1);
  if (!best) return null;
  return { value: rangeOf(best.count), evidence: [{ start: best.start, end: best.end, text: read.text.slice(best.start, best.end) }] };
}

function countOf(text: string): number {
  const t = text.toLowerCase().replace(/,/g, '');
  if (/^\d+$/.test(t)) return Number(t);
  if (t === 'dozen') return 12;
  const parts = t.split(/[ -]/);
  const scale = parts.at(-1) === 'hundred' ? 100 : parts.at(-1) === 'thousand' ? 1000 : 1;
  if (scale === 1) return NUMBER_WORDS[t] ?? 0;
  return (parts.length > 1 ? (NUMBER_WORDS[parts[0]!] ?? 1) : 1) * scale;
}

export function rangeOf(count: number): EmployeeRange {
  if (count <= 10) return '1-10';
  if (count <= 50) return '11-50';
  if (count <= 200) return '51-200';
  if (count <= 500) return '201-500';
  if (count <= 1000) return '501-1000';
  return EMPLOYEE_RANGES[5];
}

const YEAR = String.raw`((?:18|19|20)\d{2})`;
/** Strong cues name the founding; "since YYYY" is weaker (it may date a product line or a division). */
const FOUNDING_CUES: [RegExp, number][] = [
  [new RegExp(String.raw`\b(?:founded|established|incorporated|formed|organized|begun|opened (?:its|our) doors)\b[^.;]{0,40}?\b(?:in )?${YEAR}\b`, 'gi'), 3],
  [new RegExp(String.raw`\b(?:started|launched|began|created)\b(?! at\b)[^.;]{0,60}?\b(?:company|business|shop|firm|foundry|operations?|[A-Z][\w&.-]*)\b[^.;]{0,20}?\bin ${YEAR}\b`, 'g'), 2],
  [new RegExp(String.raw`\b(?:origins?|roots)\b[^.;]{0,30}?\b(?:back to|to|in) ${YEAR}\b`, 'gi'), 3],
  [new RegExp(String.raw`\b(?:since|est\.?|founded:?|established:?) ${YEAR}\b`, 'gi'), 1],
];

export function yearFounded(read: ReadText, now = new Date()): ExtractedValue<number> | null {
  let best: { year: number; strength: number; start: number; end: number } | undefined;
  for (const [pattern, strength] of FOUNDING_CUES) {
    for (const match of read.text.matchAll(pattern)) {
      const year = Number(match[1]);
      if (year > now.getUTCFullYear()) continue;
      const yearStart = match.index + match[0].lastIndexOf(match[1]!);
      if (!best || strength > best.strength || (strength === best.strength && match.index < best.start)) best = { year, strength, start: match.index, end: yearStart + 4 };
    }
  }
  if (!best) return null;
  return { value: best.year, evidence: [{ start: best.start, end: best.end, text: read.text.slice(best.start, best.end) }] };
}
