import { FEATURED_CAPABILITY_SLUGS, formatCount as sdkFormatCount, useApi, type MarketplaceStats, type SupplierListing } from '@forge/shell-sdk';
import { CATALOGUE_API, CONTENT_API, STATS_API, SUPPLIERS_API } from '@forge/shell-sdk/api-contract';

// Landing data comes from other domains that may not be up yet: a read that fails leaves its block empty (no data).

export interface LandingStats {
  verifiedSuppliers: number | null;
  suppliers: number | null;
  states: number | null;
  capabilities: number | null;
}

export function landingStatsOf(stats: MarketplaceStats): LandingStats {
  return { verifiedSuppliers: stats.verifiedSuppliers, suppliers: stats.suppliers, states: stats.states, capabilities: stats.capabilities };
}

export const useLandingStats = () => useApi(STATS_API.get, undefined, { select: landingStatsOf });

/** Names for the featured slugs when the catalogue is not reachable. */
export const FALLBACK_CAPABILITY_NAMES: Record<string, string> = {
  'cnc-machining': 'CNC Machining',
  'injection-molding': 'Injection Molding',
  '3d-printing': '3D Printing',
  'sheet-metal-fabrication': 'Sheet Metal Fabrication',
  'laser-cutting': 'Laser Cutting',
  'die-casting': 'Die Casting',
  'pcb-assembly': 'PCB Assembly',
  'welding-fabrication': 'Welding & Fabrication',
};

export const CAPABILITY_BLURBS: Record<string, string> = {
  'cnc-machining': 'Milling and turning in metals and plastics, from prototypes to production.',
  'injection-molding': 'Tooling and molded parts in commodity and engineering resins.',
  '3d-printing': 'SLA, SLS, MJF and metal printing for fast iterations.',
  'sheet-metal-fabrication': 'Cutting, bending and finishing enclosures and brackets.',
  'laser-cutting': 'Precise profiles in steel, aluminium and non-metals.',
  'die-casting': 'High-volume aluminium and zinc castings with finishing.',
  'pcb-assembly': 'SMT and through-hole assembly with test and inspection.',
  'welding-fabrication': 'MIG, TIG and robotic welding of frames and assemblies.',
};

/** Capability names by slug from the catalogue (shared, cached query); empty while unavailable. */
export function useCatalogueNames(): Map<string, string> {
  const { data } = useApi(CATALOGUE_API.listProcesses, undefined, { select: (processes) => new Map(processes.map((p) => [p.slug, p.name])) });
  return data ?? EMPTY_NAMES;
}
const EMPTY_NAMES = new Map<string, string>();

export function useFeaturedCapabilities(): { slug: string; name: string }[] {
  const names = useCatalogueNames();
  return FEATURED_CAPABILITY_SLUGS.map((slug) => ({ slug, name: names.get(slug) ?? FALLBACK_CAPABILITY_NAMES[slug] ?? slug }));
}

export interface FeaturedSupplier {
  id: string;
  name: string;
  city: string;
  state: string;
  capabilities: string[];
  verified: boolean;
  responseRate: number | null;
}

export function featuredSuppliersOf(listing: SupplierListing): FeaturedSupplier[] {
  return listing.hits.slice(0, 6).map((hit) => ({
    id: hit.id,
    name: hit.name,
    city: hit.city,
    state: hit.state,
    capabilities: hit.capabilities,
    verified: hit.verified,
    responseRate: hit.responseRate ?? null,
  }));
}

// The landing's showcase is not a buyer's search: the listing read records no "supplier search" event.
export const useFeaturedSuppliers = () =>
  useApi(SUPPLIERS_API.listing, { query: { sort: 'responseRate', pageSize: 6 } }, { select: featuredSuppliersOf });

export type { Testimonial } from '@forge/shell-sdk';

export const useTestimonials = () => useApi(CONTENT_API.listTestimonials, undefined, { select: ({ items }) => items });

/** "20,000+" style: rounded down to thousands with a plus, like the header claim. */
export function formatCount(value: number | null, roundThousands = false): string | null {
  if (value === null || value < 1) return null;
  if (roundThousands && value >= 1000) return `${sdkFormatCount(Math.floor(value / 1000) * 1000)}+`;
  return sdkFormatCount(value);
}

/** Capability labels may arrive as slugs; show them as words. */
export function capabilityLabel(value: string, names: Map<string, string> = EMPTY_NAMES): string {
  const known = names.get(value) ?? FALLBACK_CAPABILITY_NAMES[value];
  if (known) return known;
  if (!/^[a-z0-9-]+$/.test(value)) return value;
  return value
    .split('-')
    .map((w) => (w.length <= 3 && /\d|^(cnc|pcb|cmm|edm)$/.test(w) ? w.toUpperCase() : w.charAt(0).toUpperCase() + w.slice(1)))
    .join(' ');
}
