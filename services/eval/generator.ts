/**
 * Scores the profile generator (suppliers/profile-extraction) on real capability statements collected from public
 * sources and labelled by hand (eval/capability-statements, see SOURCES.md): per field precision, recall and F1, on
 * the dev split and on the held-out split. `--verbose` prints each file's misses.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { extractProfile } from '../src/domains/suppliers/profile-extraction/extract.js';
import type { ExtractedProfile } from '../src/domains/suppliers/profile-extraction/types.js';

interface Label {
  name: string | null;
  city: string | null;
  state: string | null;
  capabilities: string[];
  certifications: string[];
  industries: string[];
  employeeRange: string | null;
  yearFounded: number | null;
}

const ROOT = path.join(path.dirname(fileURLToPath(import.meta.url)), 'capability-statements');
const SINGLE = ['name', 'city', 'state', 'employeeRange', 'yearFounded'] as const;
const SETS = ['capabilities', 'certifications', 'industries'] as const;
const verbose = process.argv.includes('--verbose');

interface Tally {
  tp: number;
  fp: number;
  fn: number;
}

function normalizeName(name: string): string {
  return name
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/\b(inc|incorporated|llc|l l c|corp|corporation|co|company|ltd|limited)\b\.?/g, ' ')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

function comparable(field: (typeof SINGLE)[number], value: string | number | null | undefined): string | null {
  if (value === null || value === undefined) return null;
  if (field === 'name') return normalizeName(String(value));
  return String(value).toLowerCase();
}

function predicted(profile: ExtractedProfile, field: (typeof SINGLE)[number]): string | number | null {
  return profile[field]?.value ?? null;
}

function scoreSplit(split: string): Record<string, Tally> {
  const tallies: Record<string, Tally> = Object.fromEntries([...SINGLE, ...SETS].map((f) => [f, { tp: 0, fp: 0, fn: 0 }]));
  const dir = path.join(ROOT, split);
  for (const file of fs.readdirSync(dir).filter((f) => f.endsWith('.txt')).sort()) {
    const text = fs.readFileSync(path.join(dir, file), 'utf8');
    const label = JSON.parse(fs.readFileSync(path.join(dir, file.replace(/\.txt$/, '.json')), 'utf8')) as Label;
    const profile = extractProfile(text);
    const misses: string[] = [];
    for (const field of SINGLE) {
      const want = comparable(field, label[field]);
      const got = comparable(field, predicted(profile, field));
      const t = tallies[field]!;
      if (got !== null && got === want) t.tp++;
      else {
        if (got !== null) t.fp++;
        if (want !== null) t.fn++;
        if (got !== want) misses.push(`${field}: got ${JSON.stringify(got)}, want ${JSON.stringify(want)}`);
      }
    }
    for (const field of SETS) {
      const want = new Set(label[field]);
      const got = new Set(profile[field].map((i) => i.slug));
      const t = tallies[field]!;
      for (const slug of got) {
        if (want.has(slug)) t.tp++;
        else t.fp++;
      }
      for (const slug of want) if (!got.has(slug)) t.fn++;
      const extra = [...got].filter((s) => !want.has(s));
      const missing = [...want].filter((s) => !got.has(s));
      if (extra.length || missing.length) misses.push(`${field}: extra [${extra.join(', ')}] missing [${missing.join(', ')}]`);
    }
    if (verbose && misses.length) console.log(`  ${split}/${file}\n    ${misses.join('\n    ')}`);
  }
  return tallies;
}

function ratio(a: number, b: number): number {
  return b === 0 ? 1 : a / b;
}

function report(split: string, tallies: Record<string, Tally>): void {
  const files = fs.readdirSync(path.join(ROOT, split)).filter((f) => f.endsWith('.txt')).length;
  console.log(`\n${split} (${files} statements)`);
  console.log('field            precision  recall    F1     (tp/fp/fn)');
  for (const [field, t] of Object.entries(tallies)) {
    const p = ratio(t.tp, t.tp + t.fp);
    const r = ratio(t.tp, t.tp + t.fn);
    const f1 = p + r === 0 ? 0 : (2 * p * r) / (p + r);
    console.log(`${field.padEnd(16)} ${p.toFixed(2).padStart(9)} ${r.toFixed(2).padStart(7)} ${f1.toFixed(2).padStart(6)}     (${t.tp}/${t.fp}/${t.fn})`);
  }
}

for (const split of ['dev', 'held-out']) report(split, scoreSplit(split));
