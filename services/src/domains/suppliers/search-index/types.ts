import type { SupplierRfqStats } from '@forge/contract';
import type { CertificationStatus, VerificationStatus } from '../types.js';

/** What the index keeps of a supplier for result cards. */
export interface SupplierRow {
  id: string;
  slug: string;
  name: string;
  city: string;
  state: string;
  county: string;
  countySlug: string;
  countyFips: string;
  zip: string;
  lat: number;
  lng: number;
  capabilities: string[];
  certifications: { slug: string; status: CertificationStatus }[];
  industries: string[];
  materials: string[];
  verified: boolean;
  claimed: boolean;
  featured: boolean;
  /** Share of real RFQ invitations answered, 0-100, or null below 3 invitations (rfqStats). */
  responseRate: number | null;
  rfqStats: SupplierRfqStats | null;
  employeeRange: string;
}

export interface SearchParams {
  q?: string | undefined;
  state?: string | undefined;
  /** county FIPS */
  countyFips?: string | undefined;
  capabilities?: string[] | undefined;
  /** a process category slug: the supplier offers at least one of its processes */
  category?: string | undefined;
  certifications?: string[] | undefined;
  verification?: VerificationStatus | undefined;
  employees?: string | undefined;
  industry?: string | undefined;
  /** from a parsed query: each group is "offers any of these"; every group must hold */
  capabilityGroups?: string[][] | undefined;
  /** from a parsed query: the employee range is one of these */
  employeeRanges?: string[] | undefined;
  /** from a parsed query: serves all of these industries */
  industries?: string[] | undefined;
  /** works all of these materials */
  materials?: string[] | undefined;
  near?: { lat: number; lng: number; label: string } | undefined;
  radiusMiles?: number | undefined;
  /** spelling tolerance only in capabilities and descriptions: a typo never lands on a company name or a city
   *  ("bakery" is not Baker Co., "batch" is not Bath) */
  noTyposInNamesOrPlaces?: boolean | undefined;
  /** no spelling tolerance at all (ranking by words the parser does not know: "fast" is not "cast") */
  noTypos?: boolean | undefined;
  /** can start within this many days (the profile's shortest lead time) */
  maxLeadDays?: number | undefined;
  /** minimum order, US dollars: at most / at least (small batches vs production runs) */
  minimumOrderAtMost?: number | undefined;
  minimumOrderAtLeast?: number | undefined;
  /** spelling tolerance only for words at least this long (a short unknown word fuzzes into too much) */
  minTypoLength?: number | undefined;
  sort: 'relevance' | 'distance' | 'name' | 'responseRate';
  page: number;
  pageSize: number;
}

export interface SearchHit extends Omit<SupplierRow, 'countyFips' | 'industries'> {
  distanceMiles?: number;
  why: string[];
  score: number;
}

export interface SearchResult {
  total: number;
  page: number;
  pageSize: number;
  hits: SearchHit[];
  facets: Record<'state' | 'county' | 'capability' | 'certification' | 'verification' | 'employees' | 'industry' | 'material', Record<string, number>>;
  mode: 'all-words' | 'any-word' | 'browse';
}
