import type { BomLineFact, OrderFact, PartFact, RfqFact, RfqQuotesOutput, SupplierCard, WaitingThread } from './tool-results.js';

/**
 * The conversation's last result set, stored on the conversation (MongoDB, chat_conversations.lastResult) so any API
 * replica can apply a follow-up to it: "only the verified ones", "within 50 miles", "sort by lead time", "which has
 * the largest quantity", "the second one". Each refinement's answer becomes the next result set, so they chain.
 */

export type SupplierItem = SupplierCard & { leadTimeDays?: { min: number | null; max: number | null } };

export type ResultSet =
  | { kind: 'suppliers'; query: string; total: number; items: SupplierItem[] }
  | { kind: 'lines'; uploadId: string; fileName: string; items: BomLineFact[] }
  | { kind: 'rfqs'; items: RfqFact[] }
  | { kind: 'quotes'; quotes: RfqQuotesOutput; items: RfqQuotesOutput['suppliers'] }
  | { kind: 'orders'; items: OrderFact[] }
  | { kind: 'parts'; total: number; items: PartFact[] }
  | { kind: 'messages'; items: WaitingThread[] };

/** How many items a stored result set keeps (the first of a longer result, in its order). */
export const RESULT_SET_MAX = 50;

export type SortKey = 'leadTime' | 'distance' | 'quantity' | 'price';

export type Refinement =
  | { op: 'verified' }
  | { op: 'radius'; miles: number }
  | { op: 'sort'; by: SortKey }
  | { op: 'extreme'; by: SortKey; largest: boolean }
  | { op: 'pick'; index: number };

const ORDINALS: Record<string, number> = { first: 1, '1st': 1, second: 2, '2nd': 2, third: 3, '3rd': 3, fourth: 4, '4th': 4, fifth: 5, '5th': 5, sixth: 6, seventh: 7, eighth: 8, ninth: 9, tenth: 10, last: -1 };

function sortKey(word: string): SortKey | null {
  const w = word.toLowerCase().replace(/\s+/g, '');
  if (w === 'leadtime' || w === 'delivery' || w === 'leadtimes') return 'leadTime';
  if (w === 'distance' || w === 'miles') return 'distance';
  if (w === 'quantity' || w === 'qty' || w === 'quantities') return 'quantity';
  if (w === 'price' || w === 'total' || w === 'cost' || w === 'prices') return 'price';
  return null;
}

/** A follow-up that narrows, orders or picks from the last result; null when the message is a new question. */
export function readRefinement(text: string): Refinement | null {
  const t = text.trim();
  if (/\b(?:only|just)\b[^.?!]*\bverified\b|^(?:and\s+|now\s+)?(?:the\s+)?verified(?:\s+(?:ones|suppliers|shops|only))?[\s?.!]*$|\bwhich\s+(?:ones\s+|of\s+(?:them|those)\s+)?(?:are|is)\s+verified\b/i.test(t)) return { op: 'verified' };
  const radius = /\bwithin\s+(\d{1,4})\s*(?:miles?|mi)\b(?!\s+(?:of|from|around)\b)/i.exec(t);
  if (radius) return { op: 'radius', miles: Number(radius[1]) };
  const sort = /\b(?:sort|order|rank|list)(?:ed)?\s+(?:them\s+|those\s+|it\s+|these\s+)?by\s+(?:the\s+)?(?:shortest\s+|lowest\s+|largest\s+)?(lead\s*times?|delivery|distance|quantity|quantities|qty|price|prices|total|cost)\b/i.exec(t);
  if (sort) return { op: 'sort', by: sortKey(sort[1]!)! };
  if (/\b(?:fastest|quickest)\s+first\b|\bshortest\s+lead\s*time\s+first\b/i.test(t)) return { op: 'sort', by: 'leadTime' };
  const extreme = /\b(?:which|what|who)\b[^?]*?\b(largest|biggest|highest|most|greatest|smallest|lowest|least|longest|shortest|fastest|quickest)\s+(lead\s*time|delivery|quantity|qty|price|total|cost|distance)\b/i.exec(t);
  if (extreme) {
    const word = extreme[1]!.toLowerCase();
    return { op: 'extreme', by: sortKey(extreme[2]!)!, largest: ['largest', 'biggest', 'highest', 'most', 'greatest', 'longest'].includes(word) };
  }
  const words = t.split(/\s+/).length;
  const ordinal = /\b(?:the\s+)?(first|1st|second|2nd|third|3rd|fourth|4th|fifth|5th|sixth|seventh|eighth|ninth|tenth|last)(?:\s+(one|supplier|shop|line|rfq|quote|result|company))?\b/i.exec(t);
  if (ordinal && (ordinal[2] || words <= 6) && !/\bfirst\s+article\b/i.test(t)) return { op: 'pick', index: ORDINALS[ordinal[1]!.toLowerCase()]! };
  const numbered = /\b(?:number|no\.|#)\s*(\d{1,2})\b/i.exec(t);
  if (numbered && words <= 8 && !/\bline\b/i.test(t)) return { op: 'pick', index: Number(numbered[1]) };
  return null;
}

/** The item a pick means (1-based; -1 is the last), or undefined. */
export function picked<T>(items: T[], index: number): T | undefined {
  return index === -1 ? items[items.length - 1] : items[index - 1];
}
