import { useQuery, formatCount, paths } from '@forge/shell-sdk';
import type { NavLink } from './nav-data';

/** One capability as the header, footer and mobile menu need it (from GET /api/catalogue/processes). */
export interface Capability {
  name: string;
  slug: string;
  category: string;
  categorySlug: string;
  featured: boolean;
}

const PROCESSES_PATH = '/api/catalogue/processes';
const STATS_PATH = '/api/stats';

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** Keeps only well-formed entries, so a half-built catalogue never breaks the frame. */
export function parseCapabilities(body: unknown): Capability[] {
  if (!Array.isArray(body)) return [];
  const out: Capability[] = [];
  for (const entry of body) {
    if (!isRecord(entry) || typeof entry.name !== 'string' || typeof entry.slug !== 'string' || !entry.slug) continue;
    const category = typeof entry.category === 'string' ? entry.category : 'Other';
    out.push({
      name: entry.name,
      slug: entry.slug,
      category,
      categorySlug: typeof entry.categorySlug === 'string' ? entry.categorySlug : category,
      featured: entry.featured === true,
    });
  }
  return out;
}

/** Featured capabilities first (catalogue order kept within each part): "the first N" of §2 lists. */
export function orderForLists(capabilities: Capability[]): Capability[] {
  return [...capabilities.filter((c) => c.featured), ...capabilities.filter((c) => !c.featured)];
}

/** A capability as a menu or footer link to its page. */
export const capabilityLink = (c: Capability): NavLink => ({ label: c.name, to: paths.capability(c.slug) });

/** The catalogue, or an empty list while it loads or when it is unavailable (menus then show only "All"). */
export function useCapabilities(): Capability[] {
  const { data } = useQuery({ queryKey: [PROCESSES_PATH], select: parseCapabilities });
  return data ?? [];
}

/** §1: "20,000+ verified suppliers": rounded down to thousands with a plus; null when there is nothing to claim. */
export function formatSupplierClaim(verifiedSuppliers: unknown): string | null {
  if (typeof verifiedSuppliers !== 'number' || !Number.isFinite(verifiedSuppliers) || verifiedSuppliers < 1) return null;
  if (verifiedSuppliers < 1000) return `${formatCount(Math.floor(verifiedSuppliers))}+`;
  return `${formatCount(Math.floor(verifiedSuppliers / 1000) * 1000)}+`;
}

export function useSupplierClaim(): string | null {
  const { data } = useQuery({
    queryKey: [STATS_PATH],
    select: (body: unknown) => formatSupplierClaim(isRecord(body) ? body.verifiedSuppliers : undefined),
  });
  return data ?? null;
}
