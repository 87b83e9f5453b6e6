import type { SupplierMatch } from '@forge/contract';
import { PROCESS_BY_SLUG } from '../catalogue/processes.js';
import { PROCESS_FAMILIES } from '../catalogue/synonyms.js';
import { zipPoint } from '../geo/zip-points.js';
import { matchCapable, type CapableSupplier } from '../suppliers/queries.js';
import { lineMatchKey, type LineNeeds } from './match-key.js';
import { rankCandidates, type BuyerNeeds, type Candidate } from './supplier-ranking.js';

/** How many suppliers an upload keeps per line. */
export const MATCHES_PER_LINE = 5;

/** What the buyer asked of the suppliers of a whole BOM (stored on the upload). */
export interface Requirements {
  certifications?: string[];
  state?: string;
  /** 5-digit ZIP the parts are delivered to (the request's, else the buyer's profile's). */
  deliveryZip?: string;
  /** YYYY-MM-DD the parts are needed by. */
  neededBy?: string;
}

/** Processes in the same catalogue family as this one (CNC milling for CNC machining): "related" suppliers. */
export function relatedProcesses(slug: string): string[] {
  const related = new Set<string>();
  for (const family of PROCESS_FAMILIES) if (family.capabilities.includes(slug)) for (const c of family.capabilities) if (c !== slug) related.add(c);
  return [...related];
}

/** The buyer's requirements as the ranking reads them (the ZIP placed on the map, the date parsed). */
export function buyerNeeds(requirements: Requirements, now = new Date()): BuyerNeeds {
  const place = requirements.deliveryZip ? zipPoint(requirements.deliveryZip) : null;
  const neededBy = requirements.neededBy ? new Date(`${requirements.neededBy}T00:00:00Z`) : null;
  return {
    certifications: (requirements.certifications ?? []).map((c) => c.toLowerCase()),
    state: requirements.state?.toUpperCase() || undefined,
    delivery: place ? { lat: place.lat, lng: place.lng, label: `${place.city}, ${place.stateCode} ${place.zip}` } : null,
    neededBy: neededBy && !Number.isNaN(neededBy.getTime()) ? neededBy : null,
    now,
  };
}

/**
 * Ranks the suppliers for each line of a job: the directory is read once (suppliers of the lines' processes and
 * their related ones), then each distinct match key (process, material, value band) is ranked once in memory.
 */
export class SupplierMatcher {
  private readonly cache = new Map<string, SupplierMatch[]>();
  private readonly candidates = new Map<string, Candidate[]>();

  private constructor(
    private readonly buyer: BuyerNeeds,
    private readonly byProcess: Map<string, CapableSupplier[]>,
  ) {}

  static async load(processSlugs: string[], requirements: Requirements = {}, now = new Date()): Promise<SupplierMatcher> {
    const slugs = [...new Set(processSlugs.flatMap((s) => [s, ...relatedProcesses(s)]))];
    return SupplierMatcher.fromDirectory(await matchCapable(slugs), requirements, now);
  }

  /** A matcher over suppliers already read (the eval reads the generated directory). */
  static fromDirectory(byProcess: Map<string, CapableSupplier[]>, requirements: Requirements = {}, now = new Date()): SupplierMatcher {
    return new SupplierMatcher(buyerNeeds(requirements, now), byProcess);
  }

  /** Suppliers offering the process, then those offering only a related process of its family. */
  private candidatesFor(slug: string): Candidate[] {
    const known = this.candidates.get(slug);
    if (known) return known;
    const seen = new Set<string>();
    const list: Candidate[] = [];
    for (const supplier of this.byProcess.get(slug) ?? []) {
      seen.add(supplier.id);
      list.push({ supplier, related: null });
    }
    for (const other of relatedProcesses(slug)) {
      const name = PROCESS_BY_SLUG.get(other)?.name ?? other;
      for (const supplier of this.byProcess.get(other) ?? []) {
        if (seen.has(supplier.id)) continue;
        seen.add(supplier.id);
        list.push({ supplier, related: { slug: other, name } });
      }
    }
    this.candidates.set(slug, list);
    return list;
  }

  /** The suppliers an upload stores for a line (the best MATCHES_PER_LINE), ranked once per match key. */
  matchLine(line: LineNeeds): SupplierMatch[] {
    const key = lineMatchKey(line);
    const cached = this.cache.get(key);
    if (cached) return cached;
    const ranked = this.rank(line, MATCHES_PER_LINE);
    this.cache.set(key, ranked);
    return ranked;
  }

  /** The best `limit` suppliers for a line, not cached (other domains' one-off questions). */
  rank(line: LineNeeds, limit: number): SupplierMatch[] {
    return rankCandidates(this.candidatesFor(line.process.slug), line, this.buyer, limit, lineMatchKey(line));
  }

  /** Every ranking made so far, by match key (what the upload stores). */
  rankings(): Record<string, SupplierMatch[]> {
    return Object.fromEntries(this.cache);
  }
}
