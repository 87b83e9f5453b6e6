import { effectiveCertificationStatus, publicRfqStats } from '@forge/contract';
import { slugify } from '../../catalogue/slug.js';
import { geo } from '../../geo/atlas.js';
import type { SupplierData } from '../types.js';
import { CAP_INDEX, CAP_WORDS, CERT_INDEX, EMPLOYEE_INDEX, INDUSTRY_INDEX, LEVEL, MATERIAL_INDEX } from './facet-keys.js';
import type { SupplierRow } from './types.js';

/** The response byte of a supplier without a response rate (fewer than 3 RFQ invitations). */
export const NO_RESPONSE_RATE = 255;
/** Among equally relevant suppliers, one without a response rate yet ranks as an average one (50 %), not as 0 %. */
export const tieBreakRate = (rate: number) => (rate === NO_RESPONSE_RATE ? 50 : rate);

/**
 * Every supplier as a row: the card fields as an object, and what filters, facets and sorting read as columnar
 * typed arrays (state, county, capability bitsets, certification bits, verification level, employee range,
 * industry and material bits, position, response rate, lead time, minimum order).
 */
export class SupplierColumns {
  rows: (SupplierRow | undefined)[] = [];
  rowById = new Map<string, number>();
  capacity = 0;
  liveCount = 0;
  stateIdx = new Uint8Array(0);
  countyIdx = new Int32Array(0);
  capBits = new Uint32Array(0);
  certBits = new Uint32Array(0);
  level = new Uint8Array(0);
  employeeIdx = new Uint8Array(0);
  industryBits = new Uint32Array(0);
  materialBits = new Uint32Array(0);
  lat = new Float64Array(0);
  lng = new Float64Array(0);
  response = new Uint8Array(0);
  leadMin = new Uint16Array(0);
  minOrder = new Float64Array(0);
  alive = new Uint8Array(0);
  capLists: Uint8Array[] = [];
  readonly stateCodes = geo().states.map((s) => s.code);
  readonly stateIndex = new Map(this.stateCodes.map((c, i) => [c, i]));
  readonly countyList = geo().counties;
  readonly countyIndexByFips = new Map(this.countyList.map((c, i) => [c.fips, i]));
  /** the county facet's keys (`OH:cuyahoga`), built once rather than per search */
  readonly countyKeys = this.countyList.map((c) => `${c.stateCode}:${c.slug}`);
  /** called with the new capacity whenever the columns grow (per-query scratch space follows) */
  onGrow: (capacity: number) => void = () => undefined;

  grow(min: number): void {
    if (min <= this.capacity) return;
    const cap = Math.max(min, Math.ceil(this.capacity * 1.5), 1024);
    const growU8 = (a: Uint8Array) => { const b = new Uint8Array(cap); b.set(a); return b; };
    const growI32 = (a: Int32Array) => { const b = new Int32Array(cap); b.set(a); return b; };
    const growU32 = (a: Uint32Array, w = 1) => { const b = new Uint32Array(cap * w); b.set(a); return b; };
    const growF64 = (a: Float64Array) => { const b = new Float64Array(cap); b.set(a); return b; };
    this.stateIdx = growU8(this.stateIdx);
    this.countyIdx = growI32(this.countyIdx);
    this.capBits = growU32(this.capBits, CAP_WORDS);
    this.certBits = growU32(this.certBits);
    this.level = growU8(this.level);
    this.employeeIdx = growU8(this.employeeIdx);
    this.industryBits = growU32(this.industryBits);
    this.materialBits = growU32(this.materialBits);
    this.lat = growF64(this.lat);
    this.lng = growF64(this.lng);
    this.response = growU8(this.response);
    const leadMin = new Uint16Array(cap);
    leadMin.set(this.leadMin);
    this.leadMin = leadMin;
    this.minOrder = growF64(this.minOrder);
    this.alive = growU8(this.alive);
    this.capacity = cap;
    this.onGrow(cap);
  }

  setRow(row: number, doc: SupplierData, now = new Date()): void {
    const county = geo().countyByFips.get(doc.address.countyFips);
    const rfqStats = publicRfqStats(doc.rfqStats);
    const record: SupplierRow = {
      id: doc._id,
      slug: doc.slug,
      name: doc.name,
      city: doc.address.city,
      state: doc.address.state,
      county: doc.address.county,
      countySlug: county?.slug ?? slugify(doc.address.county),
      countyFips: doc.address.countyFips,
      zip: doc.address.zip,
      lat: doc.lat,
      lng: doc.lng,
      capabilities: doc.capabilities,
      // a certificate past its expiry date is "expired" from the moment it is indexed (the daily job only catches up)
      certifications: doc.certifications.map((c) => ({ slug: c.slug, status: effectiveCertificationStatus(c, now) })),
      industries: doc.industries,
      materials: doc.materials ?? [],
      verified: doc.verified,
      claimed: doc.claimed,
      featured: doc.featured,
      responseRate: rfqStats ? Math.round(rfqStats.responseRate * 100) : null,
      rfqStats,
      employeeRange: doc.employeeRange,
    };
    if (!this.rows[row]) this.liveCount++;
    this.rows[row] = record;
    this.rowById.set(doc._id, row);
    this.stateIdx[row] = this.stateIndex.get(doc.address.state) ?? 255;
    this.countyIdx[row] = this.countyIndexByFips.get(doc.address.countyFips) ?? -1;
    const caps: number[] = [];
    for (let w = 0; w < CAP_WORDS; w++) this.capBits[row * CAP_WORDS + w] = 0;
    for (const slug of doc.capabilities) {
      const i = CAP_INDEX.get(slug);
      if (i === undefined) continue;
      caps.push(i);
      this.capBits[row * CAP_WORDS + (i >> 5)]! |= 1 << (i & 31);
    }
    this.capLists[row] = new Uint8Array(caps);
    let certs = 0;
    let level = 0;
    // an expired certificate is not held: no filter bit, no facet count, no verification level
    for (const c of record.certifications) {
      if (c.status === 'expired') continue;
      const i = CERT_INDEX.get(c.slug);
      if (i !== undefined) certs |= 1 << i;
      level = Math.max(level, LEVEL[c.status] ?? 0);
    }
    this.certBits[row] = certs >>> 0;
    this.level[row] = level;
    this.employeeIdx[row] = EMPLOYEE_INDEX.get(doc.employeeRange) ?? 255;
    let industries = 0;
    for (const s of doc.industries) {
      const i = INDUSTRY_INDEX.get(s);
      if (i !== undefined) industries |= 1 << i;
    }
    this.industryBits[row] = industries >>> 0;
    let materials = 0;
    for (const s of doc.materials ?? []) {
      const i = MATERIAL_INDEX.get(s);
      if (i !== undefined) materials |= 1 << i;
    }
    this.materialBits[row] = materials >>> 0;
    this.lat[row] = doc.lat;
    this.lng[row] = doc.lng;
    // no lead time on file reads as "not quick"; no minimum order as no minimum
    this.leadMin[row] = Math.min(65535, doc.leadTimeDays?.min ?? 65535);
    this.minOrder[row] = doc.minimumOrder ?? 0;
    this.response[row] = record.responseRate === null ? NO_RESPONSE_RATE : Math.max(0, Math.min(100, record.responseRate));
    this.alive[row] = 1;
  }

  clearRow(row: number): void {
    const record = this.rows[row];
    if (!record) return;
    this.rows[row] = undefined;
    this.rowById.delete(record.id);
    this.alive[row] = 0;
    this.liveCount--;
  }
}
