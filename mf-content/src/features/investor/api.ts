import { useQuery } from '@forge/shell-sdk';

export interface InvestorMetrics {
  generatedAt: string;
  suppliers: number;
  verifiedSuppliers: number;
  bomUploads: number;
  linesProcessed: number;
  rfqs: number;
  waitlistSignups: number;
  supplierWaitlist: number;
  leads: number;
  newsletterSubscribers: number;
}

export const useInvestorMetrics = () => useQuery<InvestorMetrics>({ queryKey: ['/api/investor/metrics'] });

/** `/07212025-jane-doe` → "Jane Doe". */
export function displayNameFromSlug(slug: string): string {
  return slug
    .split(/[-_\s]+/)
    .filter(Boolean)
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1).toLowerCase())
    .join(' ');
}
