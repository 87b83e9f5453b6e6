/**
 * How well a supplier fits a BOM line, as points with the reasons behind them (issue 35): the process (exact over
 * related), the material, the certifications asked for, the distance to the buyer's delivery ZIP, the lead time
 * against the need-by date, the minimum order against the line's value, the verification level and the response
 * rate. Ties go to the nearer supplier, then to a stable hash of supplier and line: never to the name, which put
 * every "Advanced…" and "Allied…" shop first. Pure: no database, so the eval and unit tests run it as is.
 */
import type { SupplierMatch } from '@forge/contract';
import { CERTIFICATION_BY_SLUG } from '../catalogue/certifications.js';
import { MATERIALS } from '../catalogue/synonyms.js';
import { milesBetween } from '../geo/zip-points.js';
import type { CapableSupplier } from '../suppliers/queries.js';
import { lineMatchKey, materialOf, valueBand, type LineNeeds } from './match-key.js';

/** What the buyer asked for, for the whole BOM or RFQ. */
export interface BuyerNeeds {
  /** Certification slugs every pick must hold (active). */
  certifications: string[];
  /** A preferred state (two-letter code). */
  state?: string | undefined;
  /** Where the parts go: a ZIP's centroid and how to name it ("Cleveland, OH 44114"). */
  delivery?: { lat: number; lng: number; label: string } | null | undefined;
  neededBy?: Date | null | undefined;
  now: Date;
}

/** A supplier able to make the line's process, or a related one (same process family). */
export interface Candidate {
  supplier: CapableSupplier;
  /** The related process it offers instead of the line's own; null when it offers the line's process. */
  related: { slug: string; name: string } | null;
}

const DAY_MS = 86_400_000;
const INACTIVE_CERT = /^(expired|revoked|suspended|pending|withdrawn|lapsed)$/i;
const CERT_LEVEL: Record<string, number> = { 'registry-checked': 3, 'document-on-file': 2, 'self-declared': 1 };

/** The most a supplier can score; scores are shown as a share of it (0-100). */
export const MAX_POINTS = 30 + 12 + 36 + 10 + 8 + 4 + 6 + 6 + 10;
/** Distance points fall off with this scale (miles): 100 mi keeps 61 % of them, 300 mi 22 %. */
const DISTANCE_SCALE_MILES = 200;

const money = (n: number) => `$${n.toLocaleString('en-US')}`;
const certName = (slug: string) => CERTIFICATION_BY_SLUG.get(slug)?.name ?? slug.toUpperCase();

export interface Fit {
  points: number;
  distanceMiles: number | null;
}

/**
 * Scores one candidate for one line; `why` (when given) receives the reasons in the supplier search's words.
 * Returns null when the supplier lacks a certification the buyer requires.
 */
export function fitOf(candidate: Candidate, line: LineNeeds, buyer: BuyerNeeds, why: string[] | null = null): Fit | null {
  const s = candidate.supplier;
  const active = s.certifications.filter((c) => !INACTIVE_CERT.test(c.status));
  const held = new Map(active.map((c) => [c.slug.toLowerCase(), c.status]));
  if (!buyer.certifications.every((c) => held.has(c))) return null;
  let points = 0;

  if (candidate.related) {
    points += 15;
    why?.push(`Offers ${candidate.related.name} (related to ${line.process.name})`);
  } else {
    points += 30;
    why?.push(`Offers ${line.process.name}`);
  }

  const material = materialOf(line);
  if (material && s.materials.length) {
    const label = MATERIALS[material]?.[0] ?? material;
    if (s.materials.includes(material)) {
      points += 12;
      why?.push(`Works ${label}`);
    } else {
      points -= 6;
      why?.push(`Does not list ${label} among its materials`);
    }
  }

  for (const c of buyer.certifications) why?.push(`Holds ${certName(c)} (${held.get(c) || 'unknown'})`);

  let distanceMiles: number | null = null;
  if (buyer.delivery) {
    if (s.location) {
      distanceMiles = Math.round(milesBetween(buyer.delivery, s.location) * 10) / 10;
      points += 36 * Math.exp(-distanceMiles / DISTANCE_SCALE_MILES);
      why?.push(`${distanceMiles} mi from ${buyer.delivery.label}`);
    } else why?.push('Distance unknown (no address on record)');
  }
  if (buyer.state && s.state.toUpperCase() === buyer.state.toUpperCase()) {
    points += 10;
    why?.push(`In ${buyer.state.toUpperCase()}`);
  }

  if (s.leadTimeDays) {
    const { min, max } = s.leadTimeDays;
    const lead = `Lead time ${min}–${max} days`;
    if (buyer.neededBy) {
      // calendar days from today (UTC) to the need-by date
      const today = Date.UTC(buyer.now.getUTCFullYear(), buyer.now.getUTCMonth(), buyer.now.getUTCDate());
      const daysLeft = Math.max(0, Math.round((buyer.neededBy.getTime() - today) / DAY_MS));
      if (max <= daysLeft) {
        points += 8;
        why?.push(`${lead}, within the ${daysLeft} days to the need-by date`);
      } else if (min <= daysLeft) {
        points += 2;
        why?.push(`${lead}: may meet the need-by date (${daysLeft} days away)`);
      } else {
        points -= 12;
        why?.push(`${lead}: longer than the ${daysLeft} days to the need-by date`);
      }
    } else {
      points += 6 * (1 - Math.min(max, 60) / 60);
      why?.push(lead);
    }
  }

  const band = valueBand(line);
  const bandText = band ? `about ${money(band.low)}${band.high === null ? ' or more' : `–${money(band.high)}`}` : '';
  if (s.minimumOrder <= 0) {
    points += 4;
    why?.push('No minimum order');
  } else if (band && s.minimumOrder <= band.low) {
    points += 4;
    why?.push(`Minimum order ${money(s.minimumOrder)} (this line is ${bandText})`);
  } else if (band) {
    points -= 10;
    why?.push(`Minimum order ${money(s.minimumOrder)}, above this line's value (${bandText})`);
  } else why?.push(`Minimum order ${money(s.minimumOrder)}`);

  // verification: the best-checked active certificate, and the admin's verified mark
  let best: { slug: string; status: string; level: number } | null = null;
  for (const c of active) {
    const level = CERT_LEVEL[c.status] ?? 0;
    if (level > (best?.level ?? 0)) best = { slug: c.slug, status: c.status, level };
  }
  if (best) {
    points += best.level * 2;
    if (!buyer.certifications.includes(best.slug)) why?.push(`Holds ${certName(best.slug)} (${best.status})`);
  }
  if (s.verified) {
    points += 6;
    why?.push('Verified');
  }

  if (s.rfqAnswers) {
    points += 10 * s.responseRate;
    why?.push(`Response rate ${Math.round(s.responseRate * 100)}% (answered ${s.rfqAnswers.answered} of ${s.rfqAnswers.invitations} RFQ invitations)`);
  } else {
    points += 5;
    why?.push('No response rate yet (fewer than 3 RFQ invitations on Forge): counted as average');
  }

  // the supplier's own answers: it declined RFQs of this process as beyond what it makes
  const declined = s.capabilityDeclines[line.process.slug] ?? 0;
  if (declined > 0) {
    points -= Math.min(declined, 2) * 25;
    why?.push(`Declined ${declined} ${line.process.name} RFQ${declined === 1 ? '' : 's'} for capability or material`);
  }
  return { points, distanceMiles };
}

/** FNV-1a (32 bit): a stable, name-blind order among suppliers that fit a line equally well. */
export function tieHash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

interface Scored {
  candidate: Candidate;
  fit: Fit;
  hash: number;
}

/** Higher points first; then nearer (unknown distance last); then the stable hash. */
function better(a: Scored, b: Scored): number {
  return (
    b.fit.points - a.fit.points ||
    (a.fit.distanceMiles ?? Infinity) - (b.fit.distanceMiles ?? Infinity) ||
    a.hash - b.hash
  );
}

/** The `limit` best suppliers for a line, each with its reasons; `key` names the line for the tie hash. */
export function rankCandidates(candidates: Candidate[], line: LineNeeds, buyer: BuyerNeeds, limit = 5, key = lineMatchKey(line)): SupplierMatch[] {
  const scored: Scored[] = [];
  for (const candidate of candidates) {
    const fit = fitOf(candidate, line, buyer);
    if (fit) scored.push({ candidate, fit, hash: tieHash(`${candidate.supplier.id}|${key}`) });
  }
  scored.sort(better);
  return scored.slice(0, limit).map(({ candidate }) => toMatch(candidate, line, buyer));
}

function toMatch(candidate: Candidate, line: LineNeeds, buyer: BuyerNeeds): SupplierMatch {
  const why: string[] = [];
  const fit = fitOf(candidate, line, buyer, why)!;
  const s = candidate.supplier;
  return {
    id: s.id,
    name: s.name,
    slug: s.slug,
    state: s.state.toUpperCase(),
    city: s.city,
    score: Math.max(0, Math.min(100, Math.round((fit.points / MAX_POINTS) * 1000) / 10)),
    reason: why.join(' · '),
    why,
    ...(fit.distanceMiles !== null ? { distanceMiles: fit.distanceMiles } : {}),
  };
}
