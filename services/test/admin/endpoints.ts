/**
 * Every admin endpoint, one row each: the authorization test calls each as anonymous, buyer, supplier, investor and
 * admin. Add a row with every admin route you add (issue 16). `path` and `body` may use the fixtures the test makes.
 */
export interface AdminFixtures {
  /** A supplier company id from the seeded directory. */
  supplierId: string;
  /** A second seeded supplier (merge, transfer). */
  otherSupplierId: string;
  /** The demo buyer's uid in the identity provider. */
  buyerUid: string;
}

export interface AdminEndpoint {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string | ((f: AdminFixtures) => string);
  body?: unknown | ((f: AdminFixtures) => unknown);
  /** What the admin gets (the call is made once, as admin, after the refusals). */
  adminStatus: number;
}

export const ADMIN_ENDPOINTS: AdminEndpoint[] = [
  { method: 'GET', path: '/api/admin/audit?q=user', adminStatus: 200 },
  { method: 'GET', path: '/api/admin/waitlist', adminStatus: 200 },
  { method: 'GET', path: '/api/admin/leads', adminStatus: 200 },
  { method: 'GET', path: '/api/admin/emails', adminStatus: 200 },
  { method: 'GET', path: '/api/admin/claims', adminStatus: 200 },
  { method: 'GET', path: '/api/admin/analytics', adminStatus: 200 },
  { method: 'POST', path: (f) => `/api/admin/suppliers/${f.supplierId}/claim-tokens`, adminStatus: 201 },
  { method: 'GET', path: '/api/admin/queue', adminStatus: 200 },
];
