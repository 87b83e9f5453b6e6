import { useApi } from '@forge/shell-sdk';
import { INVESTOR_API } from '@forge/shell-sdk/api-contract';

export type { InvestorMetrics } from '@forge/shell-sdk';

export const useInvestorMetrics = () => useApi(INVESTOR_API.getMetrics);

/** `/07212025-jane-doe` → "Jane Doe". */
export function displayNameFromSlug(slug: string): string {
  return slug
    .split(/[-_\s]+/)
    .filter(Boolean)
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1).toLowerCase())
    .join(' ');
}
