import { formatHoursToQuote, type SupplierRfqStats } from '@forge/contract';
import { CERTIFICATIONS } from '../../catalogue/certifications.js';
import { PROCESS_BY_SLUG } from '../../catalogue/processes.js';
import { MATERIALS } from '../../catalogue/synonyms.js';
import { haversineMiles } from '../../geo/zip-points.js';
import { INDUSTRIES } from '../types.js';
import type { SupplierColumns } from './columns.js';
import { CATEGORY_NAME_BY_SLUG, INDUSTRY_INDEX } from './facet-keys.js';
import { hasSorted, type Expansion, type TermExpansions } from './postings.js';
import { CITY_FIELD, FIELDS, NAME_FIELD } from './tokens.js';
import type { SearchHit, SearchParams, SearchResult } from './types.js';

/** A result card with its "why this result" lines: which words matched where, which filters hold, how it ranks. */
/** The "why" line for the response rate: what was counted, or that there is too little to count. */
function responseWhy(stats: SupplierRfqStats | null, use: 'tie-break' | 'sort'): string {
  if (!stats) {
    return use === 'sort'
      ? 'No response rate yet (fewer than 3 RFQ invitations on Forge): sorted as average (50%)'
      : 'No response rate yet (fewer than 3 RFQ invitations on Forge): counted as average when breaking ties';
  }
  const time = stats.medianHoursToQuote === null ? '' : `; median time to quote ${formatHoursToQuote(stats.medianHoursToQuote)}`;
  return `${use === 'sort' ? 'Sorted by response rate: ' : 'Response rate '}${Math.round(stats.responseRate * 100)}% (answered ${stats.answered} of ${stats.invitations} RFQ invitations${time})`;
}

export function toHit(
  row: number,
  params: SearchParams,
  mode: SearchResult['mode'],
  expansions: TermExpansions[],
  columns: SupplierColumns,
  scores: Float32Array,
): SearchHit {
  const r = columns.rows[row]!;
  const why: string[] = [];
  for (const { term, expansions: list } of expansions) {
    const match = bestMatch(row, list, params);
    if (!match) why.push(`Does not contain "${term}" (shown because it matches your other words)`);
    else if (match.kind === 'exact') why.push(`"${term}" found in ${FIELDS[match.field]}`);
    else if (match.kind === 'prefix') why.push(`"${term}" matches "${match.term}" (word start) in ${FIELDS[match.field]}`);
    else why.push(`"${term}" matches "${match.term}" (spelling tolerance) in ${FIELDS[match.field]}`);
  }
  if (params.state) why.push(`In ${params.state}`);
  if (params.countyFips) why.push(`In ${r.county} County`);
  for (const c of params.capabilities ?? []) why.push(`Offers ${PROCESS_BY_SLUG.get(c)?.name ?? c}`);
  if (params.category) {
    const offered = r.capabilities.filter((c) => PROCESS_BY_SLUG.get(c)?.categorySlug === params.category);
    why.push(`Offers ${offered.map((c) => PROCESS_BY_SLUG.get(c)?.name ?? c).join(', ')} (${CATEGORY_NAME_BY_SLUG.get(params.category) ?? params.category})`);
  }
  for (const c of params.certifications ?? []) {
    const held = r.certifications.find((x) => x.slug === c);
    why.push(`Holds ${CERTIFICATIONS.find((x) => x.slug === c)?.name ?? c} (${held?.status ?? 'unknown'})`);
  }
  if (params.verification) why.push(`Has a certification that is at least ${params.verification}`);
  if (params.employees) why.push(`${params.employees} employees`);
  if (params.industry) why.push(`Serves ${INDUSTRIES[INDUSTRY_INDEX.get(params.industry) ?? 0]}`);
  for (const group of params.capabilityGroups ?? []) {
    const offered = r.capabilities.filter((c) => group.includes(c));
    why.push(`Offers ${offered.map((c) => PROCESS_BY_SLUG.get(c)?.name ?? c).join(', ')}`);
  }
  for (const s of params.industries ?? []) why.push(`Serves ${INDUSTRIES[INDUSTRY_INDEX.get(s) ?? 0]}`);
  if (params.employeeRanges?.length) why.push(`${r.employeeRange} employees`);
  for (const s of params.materials ?? []) why.push(`Works ${MATERIALS[s]?.[0] ?? s}`);
  if (params.maxLeadDays !== undefined) why.push(`Lead time from ${columns.leadMin[row]} days (you asked for ${params.maxLeadDays} or fewer)`);
  if (params.minimumOrderAtMost !== undefined || params.minimumOrderAtLeast !== undefined) {
    const min = columns.minOrder[row]!;
    why.push(min ? `Minimum order $${min.toLocaleString('en-US')}` : 'No minimum order');
  }
  let distanceMiles: number | undefined;
  if (params.near) {
    distanceMiles = Math.round(haversineMiles(params.near.lat, params.near.lng, r.lat, r.lng) * 10) / 10;
    why.push(params.radiusMiles !== undefined ? `${distanceMiles} mi from ${params.near.label} (within ${params.radiusMiles} mi)` : `${distanceMiles} mi from ${params.near.label}`);
  }
  if (params.sort === 'relevance') {
    why.push(mode === 'browse' ? 'Ranked by verification level, then response rate to RFQs' : 'Ranked by text relevance (name > capabilities, city > description), then response rate to RFQs');
    why.push(responseWhy(r.rfqStats, 'tie-break'));
  } else if (params.sort === 'distance') why.push('Sorted by distance');
  else if (params.sort === 'name') why.push('Sorted by name');
  else why.push(responseWhy(r.rfqStats, 'sort'));
  if (r.featured) why.push('Featured (paid) supplier: marked only; payment never changes its position');
  const score = mode === 'browse' ? 0 : Math.round(scores[row]! * 100) / 100;
  // field by field (not a rest spread, which copies generically and showed in the profile)
  const hit: SearchHit = {
    id: r.id, slug: r.slug, name: r.name, city: r.city, state: r.state, county: r.county, countySlug: r.countySlug, zip: r.zip,
    lat: r.lat, lng: r.lng, capabilities: r.capabilities, certifications: r.certifications, materials: r.materials,
    verified: r.verified, claimed: r.claimed, featured: r.featured, responseRate: r.responseRate, rfqStats: r.rfqStats,
    employeeRange: r.employeeRange, why, score,
  };
  if (distanceMiles !== undefined) hit.distanceMiles = distanceMiles;
  return hit;
}

function bestMatch(row: number, list: Expansion[], params: SearchParams): { kind: Expansion['kind']; term: string; field: number } | undefined {
  for (const e of list) {
    for (let field = 0; field < FIELDS.length; field++) {
      if (e.kind === 'typo' && (params.noTypos || (params.noTyposInNamesOrPlaces && (field === NAME_FIELD || field === CITY_FIELD)))) continue;
      if (hasSorted(e.entry.postings[field]!, row)) return { kind: e.kind, term: e.term, field };
    }
  }
  return undefined;
}
