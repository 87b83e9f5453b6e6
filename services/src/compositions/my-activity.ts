import type { Principal } from '../lib/auth.js';
import { recentSearches } from '../domains/analytics/queries.js';
import { recentUploads } from '../domains/bom/queries.js';
import { listForBuyer } from '../domains/rfqs/queries.js';

/** My Activity: the caller's latest uploads, RFQs and supplier searches, each from the domain that owns it. */
export async function myActivity(principal: Principal) {
  const [uploads, rfqs, searches] = await Promise.all([recentUploads(principal, 20), listForBuyer(principal.uid, 20), recentSearches(principal.uid, 20)]);
  return { uploads, rfqs, searches };
}
