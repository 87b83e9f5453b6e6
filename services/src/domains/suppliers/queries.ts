import { publicRfqStats } from '@forge/contract';
import { SupplierModel } from './model.js';
import { supplierIndex } from './registry.js';
import type { SupplierRow } from './search-index/index.js';
import type { SupplierData } from './types.js';

// Narrow reads the suppliers domain offers to other domains (their only way to its data).

/** What BOM matching needs of a supplier able to make a process. */
export interface CapableSupplier {
  id: string;
  name: string;
  slug: string;
  capabilities: string[];
  certifications: { slug: string; status: string }[];
  state: string;
  city: string;
  /** The shop's coordinates; null when the record has none (distance unknown). */
  location: { lat: number; lng: number } | null;
  /** Material slugs it works (catalogue/synonyms.ts MATERIALS); empty when the record names none. */
  materials: string[];
  /** Typical lead time in days; null when the record has none. */
  leadTimeDays: { min: number; max: number } | null;
  /** Smallest order accepted, US dollars (0 = no minimum). */
  minimumOrder: number;
  verified: boolean;
  /** Share of real RFQ invitations answered, 0-1, from 3 invitations; 0 without a figure (never the generated one). */
  responseRate: number;
  /** The counts behind responseRate; null below 3 invitations (no figure yet). */
  rfqAnswers: { answered: number; invitations: number } | null;
  /** RFQs it declined per process for capability or material: its own word that it doesn't make such parts. */
  capabilityDeclines: Record<string, number>;
}

/** The fields of a supplier record that capableSupplier reads. */
export const CAPABLE_FIELDS = { name: 1, slug: 1, capabilities: 1, certifications: 1, address: 1, lat: 1, lng: 1, materials: 1, leadTimeDays: 1, minimumOrder: 1, verified: 1, rfqStats: 1 } as const;

type CapableRecord = Partial<Pick<SupplierData, 'name' | 'slug' | 'capabilities' | 'materials' | 'verified' | 'rfqStats' | 'minimumOrder' | 'lat' | 'lng'>> & {
  _id: unknown;
  certifications?: { slug?: string; status?: string }[];
  address?: { state?: string; city?: string };
  leadTimeDays?: { min?: number; max?: number };
};

/** A supplier record (stored or generated) as BOM matching reads it; older or partial records get neutral values. */
export function capableSupplier(doc: CapableRecord): CapableSupplier {
  const stats = publicRfqStats(doc.rfqStats);
  const lead = doc.leadTimeDays;
  return {
    id: String(doc._id),
    name: doc.name ?? '',
    slug: doc.slug ?? '',
    capabilities: doc.capabilities ?? [],
    certifications: (doc.certifications ?? []).filter((c) => c.slug).map((c) => ({ slug: c.slug!, status: c.status ?? '' })),
    state: doc.address?.state ?? '',
    city: doc.address?.city ?? '',
    location: Number.isFinite(doc.lat) && Number.isFinite(doc.lng) ? { lat: doc.lat!, lng: doc.lng! } : null,
    materials: doc.materials ?? [],
    leadTimeDays: lead && Number.isFinite(lead.min) && Number.isFinite(lead.max) ? { min: lead.min!, max: lead.max! } : null,
    minimumOrder: Number.isFinite(doc.minimumOrder) ? doc.minimumOrder! : 0,
    verified: Boolean(doc.verified),
    responseRate: stats?.responseRate ?? 0,
    rfqAnswers: stats ? { answered: stats.answered, invitations: stats.invitations } : null,
    capabilityDeclines: doc.rfqStats?.capabilityDeclines ?? {},
  };
}

/** Visible suppliers offering any of these processes, grouped by process (a supplier may appear under several). */
export async function matchCapable(processSlugs: readonly string[]): Promise<Map<string, CapableSupplier[]>> {
  const slugs = [...new Set(processSlugs)];
  const byProcess = new Map<string, CapableSupplier[]>(slugs.map((slug) => [slug, []]));
  if (slugs.length === 0) return byProcess;
  // a company an admin hid is not suggested either
  const docs = await SupplierModel.find({ capabilities: { $in: slugs }, hidden: { $ne: true } }, CAPABLE_FIELDS).lean<CapableRecord[]>();
  for (const doc of docs) {
    const supplier = capableSupplier(doc);
    for (const capability of supplier.capabilities) byProcess.get(capability)?.push(supplier);
  }
  return byProcess;
}

/** Whether any supplier offers this process. */
export async function offersProcess(processSlug: string): Promise<boolean> {
  return (await SupplierModel.exists({ capabilities: processSlug })) !== null;
}

/** Directory totals for the investor metrics. */
export async function supplierCounts(): Promise<{ suppliers: number; verifiedSuppliers: number }> {
  const [suppliers, verifiedSuppliers] = await Promise.all([SupplierModel.estimatedDocumentCount(), SupplierModel.countDocuments({ verified: true })]);
  return { suppliers, verifiedSuppliers };
}

/** Suppliers named exactly so (several companies may share a name), from the search index. */
export function suppliersNamed(name: string, limit = 5): SupplierRow[] {
  return supplierIndex().named(name, limit);
}
