import { EMPLOYEE_RANGES, VERIFICATION_STATUSES } from '../types.js';
import type { SupplierColumns } from './columns.js';
import {
  CAP_INDEX, CAP_WORDS, CAPABILITY_SLUGS, capabilityMask, categoryCapabilityMask, CERT_INDEX, CERT_SLUGS, EMPLOYEE_INDEX,
  INDUSTRY_INDEX, INDUSTRY_SLUGS, LEVEL, MATERIAL_INDEX, MATERIAL_SLUGS,
} from './facet-keys.js';
import type { NearTest } from './geo.js';
import type { SearchParams, SearchResult } from './types.js';

/**
 * Filters the candidate rows (null = every row) and counts the facets in the same pass over the columns.
 * Disjunctive facets (state, county, verification, employees, industry) are counted ignoring their own filter;
 * capability, certification and material are "must have all", so theirs are counted over the result itself.
 */
export function filterAndCount(
  columns: SupplierColumns,
  params: SearchParams,
  candidates: Int32Array | null,
  near: NearTest | null,
  scratch: Int32Array,
): { rows: Int32Array; facets: SearchResult['facets'] } {
  const stateF = params.state ? (columns.stateIndex.get(params.state) ?? -2) : -1;
  const countyF = params.countyFips ? (columns.countyIndexByFips.get(params.countyFips) ?? -2) : -1;
  const capFilter = Int32Array.from((params.capabilities ?? []).map((s) => CAP_INDEX.get(s) ?? -1));
  const certMask = (params.certifications ?? []).reduce((m, s) => (m | (1 << (CERT_INDEX.get(s) ?? 31))) >>> 0, 0);
  const levelF = params.verification ? LEVEL[params.verification] : 0;
  const employeeF = params.employees ? (EMPLOYEE_INDEX.get(params.employees) ?? -2) : -1;
  const industryMask = [params.industry, ...(params.industries ?? [])].reduce((m, s) => (s ? (m | (1 << (INDUSTRY_INDEX.get(s) ?? 31))) >>> 0 : m), 0);
  const employeeMask = (params.employeeRanges ?? []).reduce((m, s) => (m | (1 << (EMPLOYEE_INDEX.get(s) ?? 31))) >>> 0, 0);
  const materialMask = (params.materials ?? []).reduce((m, s) => (m | (1 << (MATERIAL_INDEX.get(s) ?? 31))) >>> 0, 0);
  const groupMasks = (params.capabilityGroups ?? []).map(capabilityMask);
  const categoryMask = params.category ? categoryCapabilityMask(params.category) : null;
  const maxLead = params.maxLeadDays;
  const orderAtMost = params.minimumOrderAtMost;
  const orderAtLeast = params.minimumOrderAtLeast;

  const stateCount = new Int32Array(columns.stateCodes.length);
  const countyCount = new Int32Array(columns.countyList.length);
  const capCount = new Int32Array(CAPABILITY_SLUGS.length);
  const certCount = new Int32Array(CERT_SLUGS.length);
  // suppliers per highest level; "at least level l" is summed from it at the end
  const levelHighest = new Int32Array(4);
  const employeeCount = new Int32Array(EMPLOYEE_RANGES.length);
  const industryCount = new Int32Array(INDUSTRY_SLUGS.length);
  const materialCount = new Int32Array(MATERIAL_SLUGS.length);

  const { alive, stateIdx, countyIdx, level: levels, employeeIdx, industryBits, certBits, capBits, materialBits, leadMin, minOrder } = columns;
  const capFilterCount = capFilter.length;
  const count = candidates ? candidates.length : columns.rows.length;
  // the kept rows are read only by this search: the scratch (one per index, searches are synchronous) saves an allocation
  const result = scratch;
  let n = 0;
  const unfiltered = stateF === -1 && countyF === -1 && !levelF && employeeF === -1 && !employeeMask && !industryMask && !materialMask &&
    maxLead === undefined && orderAtMost === undefined && orderAtLeast === undefined && !groupMasks.length && !certMask && !capFilterCount && !categoryMask;
  // words only (or words near a point): every kept row counts in every facet, no filter to test
  if (unfiltered) {
    if (candidates && !near) for (let k = 0; k < count; k++) { const row = candidates[k]!; if (alive[row]) result[n++] = row; }
    else for (let k = 0; k < count; k++) { const row = candidates ? candidates[k]! : k; if (alive[row] && (!near || near(row))) result[n++] = row; }
    countPlaces(result, n, columns, stateCount, countyCount, levelHighest, employeeCount, industryCount);
  }
  for (let k = 0; !unfiltered && k < count; k++) {
    const row = candidates ? candidates[k]! : k;
    if (!alive[row]) continue;
    if (near && !near(row)) continue;
    let fails = 0;
    let failed = 0;
    if (stateF !== -1 && stateIdx[row] !== stateF) { fails++; failed = 1; }
    if (countyF !== -1 && countyIdx[row] !== countyF) { fails++; failed = 2; }
    if (levelF && levels[row]! < levelF) { fails++; failed = 3; }
    if ((employeeF !== -1 && employeeIdx[row] !== employeeF) || (employeeMask && !((1 << employeeIdx[row]!) & employeeMask))) { fails++; failed = 4; }
    if (industryMask && (industryBits[row]! & industryMask) >>> 0 !== industryMask) { fails++; failed = 5; }
    if (fails > 1) continue;
    if (materialMask && (materialBits[row]! & materialMask) >>> 0 !== materialMask) continue;
    if (maxLead !== undefined && leadMin[row]! > maxLead) continue;
    if (orderAtMost !== undefined && minOrder[row]! > orderAtMost) continue;
    if (orderAtLeast !== undefined && minOrder[row]! < orderAtLeast) continue;
    let groupsOk = true;
    for (let g = 0; g < groupMasks.length && groupsOk; g++) {
      const mask = groupMasks[g]!;
      let offers = false;
      for (let w = 0; w < CAP_WORDS && !offers; w++) offers = (capBits[row * CAP_WORDS + w]! & mask[w]!) !== 0;
      groupsOk = offers;
    }
    if (!groupsOk) continue;
    if (certMask && (certBits[row]! & certMask) >>> 0 !== certMask) continue;
    let capsOk = true;
    for (let f = 0; f < capFilterCount; f++) {
      const c = capFilter[f]!;
      if (c < 0 || !(capBits[row * CAP_WORDS + (c >> 5)]! & (1 << (c & 31)))) { capsOk = false; break; }
    }
    if (!capsOk) continue;
    if (categoryMask) {
      let offers = false;
      for (let w = 0; w < CAP_WORDS && !offers; w++) offers = (capBits[row * CAP_WORDS + w]! & categoryMask[w]!) !== 0;
      if (!offers) continue;
    }
    if (fails === 0 || failed === 1) stateCount[stateIdx[row]!]!++;
    if (fails === 0 || failed === 2) {
      const c = countyIdx[row]!;
      if (c >= 0) countyCount[c]!++;
    }
    if (fails === 0 || failed === 3) levelHighest[levels[row]!]!++;
    if (fails === 0 || failed === 4) employeeCount[employeeIdx[row]!]!++;
    if (fails === 0 || failed === 5) countBits(industryBits[row]!, industryCount);
    if (fails !== 0) continue;
    result[n++] = row;
  }
  countContents(result, n, columns, capCount, certCount, materialCount);
  const levelCount = new Int32Array(4);
  for (let l = 3; l >= 1; l--) levelCount[l] = levelHighest[l]! + (l < 3 ? levelCount[l + 1]! : 0);

  const facets: SearchResult['facets'] = {
    state: nonZero(columns.stateCodes, stateCount),
    county: topCounties(countyCount, columns.countyKeys),
    capability: nonZero(CAPABILITY_SLUGS, capCount),
    certification: nonZero(CERT_SLUGS, certCount),
    verification: Object.fromEntries(VERIFICATION_STATUSES.map((s) => [s, levelCount[LEVEL[s]]!])),
    employees: Object.fromEntries(EMPLOYEE_RANGES.map((r, i) => [r, employeeCount[i]!])),
    industry: nonZero(INDUSTRY_SLUGS, industryCount),
    material: nonZero(MATERIAL_SLUGS, materialCount),
  };
  return { rows: result.subarray(0, n), facets };
}

/** Disjunctive facets of the kept rows, one tight pass each (separate loops beat one loop doing everything). */
function countPlaces(
  rows: Int32Array, n: number, columns: SupplierColumns,
  stateCount: Int32Array, countyCount: Int32Array, levelHighest: Int32Array, employeeCount: Int32Array, industryCount: Int32Array,
): void {
  const { stateIdx, countyIdx, level, employeeIdx, industryBits } = columns;
  for (let k = 0; k < n; k++) stateCount[stateIdx[rows[k]!]!]!++;
  for (let k = 0; k < n; k++) {
    const c = countyIdx[rows[k]!]!;
    if (c >= 0) countyCount[c]!++;
  }
  for (let k = 0; k < n; k++) levelHighest[level[rows[k]!]!]!++;
  for (let k = 0; k < n; k++) employeeCount[employeeIdx[rows[k]!]!]!++;
  for (let k = 0; k < n; k++) countBits(industryBits[rows[k]!]!, industryCount);
}

/** What the kept rows offer, hold and work (counted over the result itself: these filters are "must have all"). */
function countContents(rows: Int32Array, n: number, columns: SupplierColumns, capCount: Int32Array, certCount: Int32Array, materialCount: Int32Array): void {
  const { capLists, certBits, materialBits } = columns;
  for (let k = 0; k < n; k++) {
    const caps = capLists[rows[k]!]!;
    for (let i = 0; i < caps.length; i++) capCount[caps[i]!]!++;
  }
  for (let k = 0; k < n; k++) countBits(certBits[rows[k]!]!, certCount);
  for (let k = 0; k < n; k++) countBits(materialBits[rows[k]!]!, materialCount);
}

function countBits(bits: number, counts: Int32Array): void {
  while (bits) {
    const b = 31 - Math.clz32(bits);
    counts[b]!++;
    bits &= ~(1 << b);
  }
}

function nonZero(keys: readonly string[], counts: Int32Array): Record<string, number> {
  const out: Record<string, number> = {};
  for (let i = 0; i < keys.length; i++) if (counts[i]) out[keys[i]!] = counts[i]!;
  return out;
}

/** The most frequent counties, most first, ties in county order: one native numeric sort of count·2^16 − index. */
function topCounties(counts: Int32Array, countyKeys: readonly string[], limit = 100): Record<string, number> {
  let m = 0;
  for (let i = 0; i < counts.length; i++) if (counts[i]) m++;
  const keys = new Float64Array(m);
  m = 0;
  for (let i = 0; i < counts.length; i++) if (counts[i]) keys[m++] = counts[i]! * COUNTY_SPAN + (COUNTY_SPAN - 1 - i);
  keys.sort();
  const out: Record<string, number> = {};
  for (let k = m - 1; k >= Math.max(0, m - limit); k--) {
    const i = COUNTY_SPAN - 1 - (keys[k]! % COUNTY_SPAN);
    out[countyKeys[i]!] = counts[i]!;
  }
  return out;
}

/** Above the number of US counties (about 3,200): a county index fits below it in a sort key. */
const COUNTY_SPAN = 65_536;
