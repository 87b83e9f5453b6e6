import type { ExchangeInput } from './backend.js';
import type { AnswerSink } from './sink.js';
import type { SupplierCard, SupplierSearchOutput } from './tool-results.js';
import { TOOLS } from './tools.js';
import { md, mdLink } from './markdown.js';
import { parseQuery } from '../suppliers/query-parser.js';
import { queryVocabulary } from '../suppliers/query-vocabulary.js';

/** "compare Acme Machining and Eagle Technologies": each name looked up by the supplier search, then its profile. */

interface Profile extends SupplierCard {
  employees: string;
  leadTimeDays: { min: number | null; max: number | null };
  minimumOrder: number;
  verified: boolean;
}

const words = (s: string) => s.toLowerCase().split(/[^a-z0-9]+/).filter(Boolean);

const sameName = (a: string, b: string) => words(a).join(' ') === words(b).join(' ');

/** The hits named exactly so (companies may share a name), else the first whose name holds every word asked for. */
function bestNamed(out: SupplierSearchOutput, name: string): SupplierCard[] {
  const wanted = words(name);
  const exact = out.cards.filter((c) => sameName(c.name, name));
  if (exact.length) return exact;
  const partial = out.cards.find((c) => wanted.every((w) => words(c.name).includes(w)));
  return partial ? [partial] : [];
}

function describe(p: Profile): string {
  const lead = p.leadTimeDays.min !== null && p.leadTimeDays.max !== null ? `${p.leadTimeDays.min}–${p.leadTimeDays.max} days as listed on its profile` : 'not listed';
  return [
    `**${mdLink(p.name, p.link)}**, ${md(p.city)}, ${md(p.state)}${p.verified ? ' (verified)' : ''}`,
    `- Processes: ${p.capabilities.slice(0, 8).map(md).join(', ') || 'none listed'}`,
    `- Certifications: ${p.certifications.map(md).join(', ') || 'none listed'}`,
    `- Employees: ${md(p.employees) || 'not listed'}; lead time: ${lead}; minimum order: ${p.minimumOrder ? `$${p.minimumOrder.toLocaleString('en-US')}` : 'none listed'}`,
  ].join('\n');
}

/** The suppliers a name means: the whole name first, then only its words the search would not read as filters ("Dawson Fabrication Corp." → "dawson corp"). */
export async function lookupCompany(input: ExchangeInput, name: string, sink: AnswerSink): Promise<SupplierCard[]> {
  for (const query of [...new Set([name, parseQuery(name, queryVocabulary()).leftover])].filter(Boolean)) {
    const out = (await sink.step(TOOLS.searchSuppliers.name, { query, limit: 10 }, `Looking up supplier: ${name}`, () => TOOLS.searchSuppliers.run(input.ctx, { query, limit: 10 }))) as SupplierSearchOutput;
    const hits = bestNamed(out, name);
    if (hits.length) return hits;
  }
  return [];
}

/** Each name's profile (or "no supplier named"); `found` holds lookups already made. */
export async function compareAnswer(input: ExchangeInput, names: string[], sink: AnswerSink, found = new Map<string, SupplierCard[]>()): Promise<string> {
  const parts: string[] = [];
  const cards: SupplierCard[] = [];
  for (const name of names.slice(0, 4)) {
    const hits = found.get(name) ?? (await lookupCompany(input, name, sink));
    const [hit, ...namesakes] = hits;
    if (!hit) {
      parts.push(`I found no supplier named "${md(name)}" on Forge.`);
      continue;
    }
    const profile = (await sink.step(TOOLS.getSupplier.name, { id: hit.id }, `Reading ${hit.name}`, () => TOOLS.getSupplier.run(input.ctx, { id: hit.id }))) as Profile;
    cards.push(hit);
    parts.push(describe(profile));
    if (namesakes.length) {
      const others = namesakes.map((c) => `${mdLink(c.name, c.link)} in ${md(c.city)}, ${md(c.state)}`).join('; ');
      parts.push(`${namesakes.length === 1 ? 'Another supplier has' : `${namesakes.length} other suppliers have`} this name: ${others}.`);
      cards.push(...namesakes);
    }
  }
  sink.cards(cards);
  return parts.join('\n\n');
}
