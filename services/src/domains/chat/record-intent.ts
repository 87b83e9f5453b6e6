import { ORDER_STATUSES, type OrderStatus } from '@forge/contract';

/**
 * The embedded backend's reading of questions over the buyer's purchase orders, part master and waiting messages:
 * which of them a message asks about, and the order status, part number, part state or kind it names. Read before the
 * BOM and RFQ intents, so "which parts are drafts" is the part master, not "draft an RFQ".
 */

export type RecordIntent = 'orders' | 'parts' | 'part' | 'messages';

const MESSAGES = /\b(?:messages?|questions?|clarifications?)\b/i;
const WAITING = /\b(?:waiting|unanswered|unread|pending|asked|asking|open)\b|\b(?:not|never|haven't|have not|didn't|did not)\s+(?:yet\s+)?(?:answered|replied)\b/i;
const RFQ = /\brfqs?\b/i;
const PO = /\bPOs?\b/;
const ORDERS =
  /\bpurchase\s+orders?\b|\b(?:my|our|open|late|overdue|shipped|delivered|closed|issued|accepted|recent|latest)\s+orders?\b|\borders?\s+(?:status|shipped|delivered|in production|due|late|from|to|for|on)\b|\b(?:which|what|list|show|any|how many)\b[^?.!]*\borders\b/i;
const NOT_ORDERS = /\bminimum\s+orders?\b|\border\s+(?:by|of)\b|\bin\s+order\b|\b(?:sort|rank)\b/i;
/** A part number as buyers write them: letters, then a dash and more (BRK-100, TOP-ASM-1, 100-2034-A). */
export const PART_NUMBER = /\b(?=[A-Z0-9-]*\d)[A-Z0-9]{2,}(?:-[A-Z0-9]+)+\b/;
const PART_MASTER = /\bpart\s*master\b/i;
const WHERE_USED = /\bwhere[- ]used\b|\bwhere\s+(?:is|are|does|do)\b[^?]*\bused\b|\bwhich\s+assembl(?:y|ies)\b|\bused\s+in\b/i;
const REVISION = /\brevisions?\b|\brev\b|\breleased?\b|\bobsolete\b/i;
const MY_PARTS = /\b(?:my|our)\s+(?:own\s+)?parts\b/i;

export function recordIntent(text: string, hasUpload: boolean): RecordIntent | null {
  if (MESSAGES.test(text) && (WAITING.test(text) || RFQ.test(text))) return 'messages';
  const partNumber = PART_NUMBER.test(text);
  if (partNumber && (WHERE_USED.test(text) || REVISION.test(text) || PART_MASTER.test(text))) return 'part';
  if (PART_MASTER.test(text) || (!hasUpload && MY_PARTS.test(text))) return 'parts';
  if ((ORDERS.test(text) || PO.test(text)) && !NOT_ORDERS.test(text)) return 'orders';
  return null;
}

/** The order status a question names ("which orders have shipped", "my open orders" = not closed is left to the list). */
export function orderStatusOf(text: string): OrderStatus | null {
  const t = text.toLowerCase();
  if (/\bin[- ]production\b|\bbeing made\b/.test(t)) return 'in-production';
  for (const s of ORDER_STATUSES) if (new RegExp(`\\b${s}\\b`).test(t)) return s;
  return null;
}

export function partFiltersOf(text: string): { kind?: 'standard' | 'custom'; state?: 'draft' | 'released' | 'obsolete' } {
  const t = text.toLowerCase();
  const state = /\bdrafts?\b/.test(t) ? 'draft' : /\breleased\b/.test(t) ? 'released' : /\bobsolete\b/.test(t) ? 'obsolete' : undefined;
  const kind = /\bcustom\b/.test(t) ? 'custom' : /\bstandard\b|\boff[- ]the[- ]shelf\b/.test(t) ? 'standard' : undefined;
  return { ...(state ? { state } : {}), ...(kind ? { kind } : {}) } as ReturnType<typeof partFiltersOf>;
}

export function partNumberIn(text: string): string | null {
  return PART_NUMBER.exec(text)?.[0] ?? null;
}

export function partFocus(text: string): 'where-used' | 'revisions' | 'all' {
  if (WHERE_USED.test(text)) return 'where-used';
  if (REVISION.test(text)) return 'revisions';
  return 'all';
}
