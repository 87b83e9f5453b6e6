import { publicRfqStats } from '@forge/contract';
import { SupplierModel } from './model.js';
import { supplierIndex } from './registry.js';
import type { SupplierRow } from './search-index.js';
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
  verified: boolean;
  /** Share of real RFQ invitations answered, 0-1, from 3 invitations; 0 without a figure (never the generated one). */
  responseRate: number;
  /** RFQs it declined per process for capability or material: its own word that it doesn't make such parts. */
  capabilityDeclines: Record<string, number>;
}

/** Suppliers offering any of these processes, grouped by process (a supplier may appear under several). */
export async function matchCapable(processSlugs: readonly string[]): Promise<Map<string, CapableSupplier[]>> {
  const slugs = [...new Set(processSlugs)];
  const byProcess = new Map<string, CapableSupplier[]>(slugs.map((slug) => [slug, []]));
  if (slugs.length === 0) return byProcess;
  const docs = await SupplierModel.find(
    { capabilities: { $in: slugs } },
    { name: 1, slug: 1, capabilities: 1, certifications: 1, 'address.state': 1, 'address.city': 1, verified: 1, rfqStats: 1 },
  ).lean<{ _id: unknown; name?: string; slug?: string; capabilities?: string[]; certifications?: { slug?: string; status?: string }[]; address?: { state?: string; city?: string }; verified?: boolean; rfqStats?: SupplierData['rfqStats'] }[]>();
  for (const doc of docs) {
    const supplier: CapableSupplier = {
      id: String(doc._id),
      name: doc.name ?? '',
      slug: doc.slug ?? '',
      capabilities: doc.capabilities ?? [],
      certifications: (doc.certifications ?? []).filter((c) => c.slug).map((c) => ({ slug: c.slug!, status: c.status ?? '' })),
      state: doc.address?.state ?? '',
      city: doc.address?.city ?? '',
      verified: Boolean(doc.verified),
      responseRate: publicRfqStats(doc.rfqStats)?.responseRate ?? 0,
      capabilityDeclines: doc.rfqStats?.capabilityDeclines ?? {},
    };
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
