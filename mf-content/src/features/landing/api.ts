import { FEATURED_CAPABILITY_SLUGS, formatCount as sdkFormatCount, useQuery } from '@forge/shell-sdk';

/** Landing data comes from other domains that may not be up yet: every reader degrades to null or [] instead of failing. */
const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
const num = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : null);

export interface LandingStats {
  verifiedSuppliers: number | null;
  suppliers: number | null;
  states: number | null;
  capabilities: number | null;
}

export function parseStats(body: unknown): LandingStats | null {
  if (!isRecord(body)) return null;
  return { verifiedSuppliers: num(body.verifiedSuppliers), suppliers: num(body.suppliers), states: num(body.states), capabilities: num(body.capabilities) };
}

export const useLandingStats = () => useQuery({ queryKey: ['/api/stats'], select: parseStats });

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
  const { data } = useQuery({
    queryKey: ['/api/catalogue/processes'],
    select: (body: unknown) => {
      const names = new Map<string, string>();
      if (Array.isArray(body)) {
        for (const entry of body) if (isRecord(entry) && typeof entry.slug === 'string' && typeof entry.name === 'string') names.set(entry.slug, entry.name);
      }
      return names;
    },
  });
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

export function parseFeaturedSuppliers(body: unknown): FeaturedSupplier[] {
  const hits = isRecord(body) && Array.isArray(body.hits) ? body.hits : isRecord(body) && Array.isArray(body.items) ? body.items : [];
  const out: FeaturedSupplier[] = [];
  for (const hit of hits) {
    if (!isRecord(hit) || typeof hit.id !== 'string' || typeof hit.name !== 'string') continue;
    out.push({
      id: hit.id,
      name: hit.name,
      city: typeof hit.city === 'string' ? hit.city : '',
      state: typeof hit.state === 'string' ? hit.state : '',
      capabilities: Array.isArray(hit.capabilities) ? hit.capabilities.filter((c): c is string => typeof c === 'string') : [],
      verified: hit.verified === true,
      responseRate: num(hit.responseRate),
    });
  }
  return out.slice(0, 6);
}

// The landing's showcase is not a buyer's search: the listing read records no "supplier search" event.
export const useFeaturedSuppliers = () =>
  useQuery({ queryKey: ['/api/suppliers/listing?sort=responseRate&pageSize=6'], select: parseFeaturedSuppliers });

export interface Testimonial {
  id: string;
  name: string;
  title: string;
  company: string;
  location: string;
  quote: string;
  partsSourced: string[];
  /** 1–5 when the admin recorded one (testimonials stored before ratings have none). */
  rating?: number | null;
}

export const useTestimonials = () =>
  useQuery({
    queryKey: ['/api/testimonials'],
    select: (body: unknown) => (isRecord(body) && Array.isArray(body.items) ? (body.items as Testimonial[]) : []),
  });

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
