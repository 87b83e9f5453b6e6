import { useApi, formatCount, paths } from '@forge/shell-sdk';
import { CATALOGUE_API, STATS_API } from '@forge/shell-sdk/api-contract';
import type { NavLink } from './nav-data';

/** One capability as the header, footer and mobile menu need it (from GET /api/catalogue/processes). */
export interface Capability {
  name: string;
  slug: string;
  category: string;
  categorySlug: string;
  featured: boolean;
}

/** The catalogue's processes as the frame lists them (an answer that breaks the contract leaves the menus bare). */
export function capabilitiesOf(processes: readonly Capability[]): Capability[] {
  return processes.filter((p) => p.slug).map(({ name, slug, category, categorySlug, featured }) => ({ name, slug, category, categorySlug, featured }));
}

/** Featured capabilities first (catalogue order kept within each part): "the first N" of §2 lists. */
export function orderForLists(capabilities: Capability[]): Capability[] {
  return [...capabilities.filter((c) => c.featured), ...capabilities.filter((c) => !c.featured)];
}

/** A capability as a menu or footer link to its page. */
export const capabilityLink = (c: Capability): NavLink => ({ label: c.name, to: paths.capability(c.slug) });

/** The catalogue, or an empty list while it loads or when it is unavailable (menus then show only "All"). */
export function useCapabilities(): Capability[] {
  const { data } = useApi(CATALOGUE_API.listProcesses, undefined, { select: capabilitiesOf });
  return data ?? [];
}

/** §1: "20,000+ verified suppliers": rounded down to thousands with a plus; null when there is nothing to claim. */
export function formatSupplierClaim(verifiedSuppliers: unknown): string | null {
  if (typeof verifiedSuppliers !== 'number' || !Number.isFinite(verifiedSuppliers) || verifiedSuppliers < 1) return null;
  if (verifiedSuppliers < 1000) return `${formatCount(Math.floor(verifiedSuppliers))}+`;
  return `${formatCount(Math.floor(verifiedSuppliers / 1000) * 1000)}+`;
}

export function useSupplierClaim(): string | null {
  const { data } = useApi(STATS_API.get, undefined, { select: (stats) => formatSupplierClaim(stats.verifiedSuppliers) });
  return data ?? null;
}
