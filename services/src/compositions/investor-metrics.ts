import { linesProcessed } from '../domains/analytics/queries.js';
import { uploadCounts } from '../domains/bom/queries.js';
import { contentCounts } from '../domains/content/queries.js';
import { rfqCounts } from '../domains/rfqs/queries.js';
import { supplierCounts } from '../domains/suppliers/queries.js';

/** Live marketplace numbers for investors, each count from the domain that owns it. */
export async function investorMetrics() {
  const [suppliers, bom, lines, rfqs, content] = await Promise.all([supplierCounts(), uploadCounts(), linesProcessed(), rfqCounts(), contentCounts()]);
  return {
    generatedAt: new Date().toISOString(),
    suppliers: suppliers.suppliers,
    verifiedSuppliers: suppliers.verifiedSuppliers,
    bomUploads: bom.bomUploads,
    linesProcessed: lines,
    rfqs: rfqs.rfqs,
    waitlistSignups: content.waitlistSignups,
    supplierWaitlist: content.supplierWaitlist,
    leads: content.leads,
    newsletterSubscribers: content.newsletterSubscribers,
  };
}
