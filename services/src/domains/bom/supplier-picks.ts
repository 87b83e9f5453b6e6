/**
 * Supplier picks offered to other domains (the assistant's "best 3 suppliers for an RFQ draft", RFQ forms): the
 * same ranking as a BOM upload's lines, for lines that are not (or not only) in an upload.
 */
import type { SupplierMatch } from '@forge/contract';
import { AppError } from '../../lib/app-error.js';
import type { Principal } from '../../lib/auth.js';
import { PROCESS_BY_SLUG } from '../catalogue/processes.js';
import { deliveryZipOf } from '../users/service.js';
import { lineMatchKey } from './match-key.js';
import { SupplierMatcher, type Requirements } from './match.js';
import { processRef } from './processes.js';
import { resolveRequirements } from './requirements.js';
import { tieHash } from './supplier-ranking.js';

/** A line to source: its process slug, and what else is known of it. */
export interface LineToSource {
  process: string;
  material?: string | undefined;
  description?: string | undefined;
  quantity?: number | null | undefined;
  unitPrice?: number | null | undefined;
}

/** What the buyer asks for; without deliveryZip the principal's profile ZIP is used. */
export interface BuyerAsks {
  deliveryZip?: string | undefined;
  certifications?: string[] | undefined;
  state?: string | undefined;
  /** YYYY-MM-DD */
  neededBy?: string | undefined;
}

function processOf(slug: string): { slug: string; name: string } {
  const known = PROCESS_BY_SLUG.get(slug);
  if (!known && !/^[a-z0-9]+(-[a-z0-9]+)*$/.test(slug)) throw AppError.badRequest(`process: "${slug}" is not a catalogue process slug.`);
  return known ? { slug, name: known.name } : processRef(slug);
}

/**
 * The best `limit` suppliers for one line, each with `why` and `distanceMiles`, for this buyer. An unknown
 * delivery ZIP is a 400; a process no supplier offers gives an empty list.
 */
export async function rankSuppliersForLine(principal: Principal, line: LineToSource, asks: BuyerAsks = {}, limit = 3): Promise<SupplierMatch[]> {
  const process = processOf(line.process);
  const requirements: Requirements = await resolveRequirements(principal.uid, asks);
  const matcher = await SupplierMatcher.load([process.slug], requirements);
  return matcher.rank({ ...line, process }, Math.max(1, Math.min(limit, 50)));
}

/** How deep each line's ranking goes when a draft's lines are combined. */
const DRAFT_DEPTH = 50;

/**
 * The best `limit` suppliers for an RFQ draft of several lines: each line's top DRAFT_DEPTH are scored, and a
 * supplier's draft score is the sum of its scores over the lines (0 where it is not among a line's best), so a
 * shop fitting every line beats one fitting a single line. Ties: nearer, then the stable hash. Reasons are those
 * of the first line the supplier fits.
 */
export async function rankSuppliersForDraft(principal: Principal, lines: LineToSource[], asks: BuyerAsks = {}, limit = 3): Promise<SupplierMatch[]> {
  const needs = lines.map((l) => ({ ...l, process: processOf(l.process) }));
  if (needs.length === 0) return [];
  const requirements: Requirements = await resolveRequirements(principal.uid, asks);
  const matcher = await SupplierMatcher.load([...new Set(needs.map((n) => n.process.slug))], requirements);
  const totals = new Map<string, { match: SupplierMatch; total: number }>();
  for (const line of needs) {
    for (const match of matcher.rank(line, DRAFT_DEPTH)) {
      const entry = totals.get(match.id) ?? { match, total: 0 };
      entry.total += match.score;
      totals.set(match.id, entry);
    }
  }
  return bestOverall(totals, needs.map((n) => lineMatchKey(n)).join(','), limit);
}

/** The best `limit` of summed per-line scores: higher total, then nearer, then the stable hash of the draft. */
function bestOverall(totals: Map<string, { match: SupplierMatch; total: number }>, draftKey: string, limit: number): SupplierMatch[] {
  return [...totals.values()]
    .sort((a, b) => b.total - a.total || (a.match.distanceMiles ?? Infinity) - (b.match.distanceMiles ?? Infinity) || tieHash(`${a.match.id}|${draftKey}`) - tieHash(`${b.match.id}|${draftKey}`))
    .slice(0, Math.max(1, Math.min(limit, 50)))
    .map((e) => e.match);
}

/**
 * Combines the suppliers already ranked for several lines of one upload (e.g. a per-process RFQ package) the way
 * `rankSuppliersForDraft` does, without ranking again: a supplier's score is summed over the lines it fits.
 */
export function combineLineSuppliers(lines: { id: string; suppliers: SupplierMatch[] }[], limit: number): SupplierMatch[] {
  const totals = new Map<string, { match: SupplierMatch; total: number }>();
  for (const line of lines) {
    for (const match of line.suppliers) {
      const entry = totals.get(match.id) ?? { match, total: 0 };
      entry.total += match.score;
      totals.set(match.id, entry);
    }
  }
  return bestOverall(totals, lines.map((l) => l.id).join(','), limit);
}

/** The delivery ZIP on the buyer's profile ('' when none): what a draft's ranking uses unless told otherwise. */
export function profileDeliveryZip(principal: Principal): Promise<string> {
  return deliveryZipOf(principal.uid);
}
