import type { ExchangeInput } from './backend.js';
import type { AnswerSink } from './sink.js';
import type { SupplierCard, SupplierSearchOutput } from './tool-results.js';
import { TOOLS } from './tools.js';
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

/** The hit whose name holds every word asked for, the exact name first. */
function bestNamed(out: SupplierSearchOutput, name: string): SupplierCard | undefined {
  const wanted = words(name);
  const named = out.cards.filter((c) => wanted.every((w) => words(c.name).includes(w)));
  return named.find((c) => c.name.toLowerCase() === name.toLowerCase()) ?? named[0];
}

function describe(p: Profile): string {
  const lead = p.leadTimeDays.min !== null && p.leadTimeDays.max !== null ? `${p.leadTimeDays.min}–${p.leadTimeDays.max} days as listed on its profile` : 'not listed';
  return [
    `**[${p.name}](${p.link})**, ${p.city}, ${p.state}${p.verified ? ' (verified)' : ''}`,
    `- Processes: ${p.capabilities.slice(0, 8).join(', ') || 'none listed'}`,
    `- Certifications: ${p.certifications.join(', ') || 'none listed'}`,
    `- Employees: ${p.employees || 'not listed'}; lead time: ${lead}; minimum order: ${p.minimumOrder ? `$${p.minimumOrder.toLocaleString('en-US')}` : 'none listed'}`,
  ].join('\n');
}

export async function compareAnswer(input: ExchangeInput, names: string[], sink: AnswerSink): Promise<string> {
  const parts: string[] = [];
  const cards: SupplierCard[] = [];
  for (const name of names.slice(0, 4)) {
    let hit: SupplierCard | undefined;
    // the whole name first; then only its words the search would not read as filters ("Dawson Fabrication Corp." → "dawson corp")
    for (const query of [...new Set([name, parseQuery(name, queryVocabulary()).leftover])].filter(Boolean)) {
      const out = (await sink.step(TOOLS.searchSuppliers.name, { query, limit: 10 }, `Looking up supplier: ${name}`, () => TOOLS.searchSuppliers.run(input.ctx, { query, limit: 10 }))) as SupplierSearchOutput;
      hit = bestNamed(out, name);
      if (hit) break;
    }
    if (!hit) {
      parts.push(`I found no supplier named "${name}" on Forge.`);
      continue;
    }
    const profile = (await sink.step(TOOLS.getSupplier.name, { id: hit.id }, `Reading ${hit.name}`, () => TOOLS.getSupplier.run(input.ctx, { id: hit.id }))) as Profile;
    cards.push(hit);
    parts.push(describe(profile));
  }
  sink.cards(cards);
  return parts.join('\n\n');
}
