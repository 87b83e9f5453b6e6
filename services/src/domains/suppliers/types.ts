/** The supplier shapes shared by the generator, the importer, the service and the search index. */
import { type CertCheckSource, type CertificationStatus, type EmployeeRange, type VerificationStatus } from '@forge/contract';

export { CERTIFICATION_STATUSES, CERT_CHECK_SOURCES, VERIFICATION_STATUSES, type CertificationStatus, type VerificationStatus } from '@forge/contract';
export const VERIFICATION_STATUS_LABELS: Record<VerificationStatus, string> = {
  'self-declared': 'Self-declared',
  'document-on-file': 'Document on file',
  'registry-checked': 'Registry checked',
};

export { EMPLOYEE_RANGES, type EmployeeRange } from '@forge/contract';

export const INDUSTRIES = [
  'Aerospace',
  'Automotive',
  'Medical Devices',
  'Defense',
  'Electronics',
  'Industrial Equipment',
  'Energy',
  'Oil & Gas',
  'Consumer Products',
  'Agriculture',
  'Semiconductors',
  'Robotics',
  'Space',
  'Marine',
  'Rail',
  'Construction',
  'Food & Beverage',
  'Telecommunications',
] as const;

export interface SupplierCertification {
  slug: string;
  certificateNumber: string;
  registrar: string;
  expiresAt: Date;
  /** A verification level, or "expired" (cert-expiry.ts sets it once the expiry date passes). */
  status: CertificationStatus;
  checkedAt: Date | null;
  /** The verification record (older documents lack it): where it was checked, reference, admin, next check, note. */
  source?: CertCheckSource | null;
  reference?: string;
  checkedBy?: string;
  nextCheckAt?: Date | null;
  note?: string;
}

/** What the rfqs domain counted for one supplier (the contract's publicRfqStats shows it from 3 invitations). */
export interface SupplierRfqCounts {
  invitations: number;
  answered: number;
  quoted: number;
  medianHoursToQuote: number | null;
  /** RFQs declined per process slug for capability or material (older documents lack it). */
  capabilityDeclines?: Record<string, number>;
  computedAt: Date;
}

export interface SupplierData {
  _id: string;
  slug: string;
  name: string;
  description: string;
  address: { street: string; city: string; state: string; county: string; countyFips: string; zip: string };
  lat: number;
  lng: number;
  capabilities: string[];
  certifications: SupplierCertification[];
  /** Industry slugs (see INDUSTRIES). */
  industries: string[];
  /** Material slugs (see MATERIALS in catalogue/synonyms.ts); older documents may lack it. */
  materials?: string[];
  employeeRange: EmployeeRange;
  yearFounded: number;
  leadTimeDays: { min: number; max: number };
  /** Smallest order accepted, in US dollars (0 = no minimum). */
  minimumOrder: number;
  contact: { email: string; phone: string; website: string };
  /** Photos of the shop (older documents may lack it). */
  photos?: { url: string; caption: string }[];
  verified: boolean;
  claimed: boolean;
  ownerUid: string | null;
  featured: boolean;
  /** Hidden from search by an admin (older documents lack it). */
  hidden?: boolean;
  hiddenReason?: string;
  /** Generated or imported figure (0-100) kept on old documents; never shown: the public response rate comes from rfqStats. */
  responseRate: number;
  /** Answers to real RFQ invitations (rfq-stats.ts); absent until the supplier is first invited. */
  rfqStats?: SupplierRfqCounts | null;
  /** Delivered purchase orders (order-stats.ts); absent until the first delivery. */
  orderStats?: { completed: number; onTime: number; linesInspected: number; linesAccepted: number; computedAt: Date } | null;
  createdAt: Date;
  updatedAt: Date;
}
