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

/** Plain admin reads: GET, and 200 for the admin. */
const adminReads = (...paths: string[]): AdminEndpoint[] => paths.map((path) => ({ method: 'GET', path, adminStatus: 200 }));

export const ADMIN_ENDPOINTS: AdminEndpoint[] = [
  ...adminReads('/api/admin/audit?q=user', '/api/admin/waitlist', '/api/admin/leads', '/api/admin/emails', '/api/admin/claims', '/api/admin/analytics'),
  { method: 'POST', path: (f) => `/api/admin/suppliers/${f.supplierId}/claim-tokens`, adminStatus: 201 },
  { method: 'DELETE', path: '/api/admin/claims/nosuchtoken0000000000', adminStatus: 404 },
  { method: 'GET', path: '/api/admin/queue', adminStatus: 200 },
  { method: 'GET', path: '/api/admin/users?role=buyer', adminStatus: 200 },
  { method: 'GET', path: (f) => `/api/admin/users/${f.buyerUid}`, adminStatus: 200 },
  { method: 'PUT', path: (f) => `/api/admin/users/${f.buyerUid}/role`, body: { role: 'buyer' }, adminStatus: 200 },
  { method: 'PUT', path: (f) => `/api/admin/users/${f.buyerUid}/enabled`, body: { enabled: true }, adminStatus: 200 },
  { method: 'POST', path: (f) => `/api/admin/users/${f.buyerUid}/password-reset`, adminStatus: 202 },
  { method: 'GET', path: '/api/admin/companies?verified=false&sort=state&dir=asc', adminStatus: 200 },
  { method: 'PUT', path: (f) => `/api/admin/companies/${f.supplierId}/verification`, body: { verified: true, note: 'ISO 9001 certificate checked on IAF CertSearch' }, adminStatus: 200 },
  { method: 'PUT', path: (f) => `/api/admin/companies/${f.otherSupplierId}/visibility`, body: { hidden: false }, adminStatus: 200 },
  { method: 'PUT', path: (f) => `/api/admin/companies/${f.otherSupplierId}/owner`, body: { email: 'nobody@forge.test' }, adminStatus: 400 },
  // Per-certification verification records (/admin/companies).
  { method: 'GET', path: (f) => `/api/admin/companies/${f.supplierId}/certifications`, adminStatus: 200 },
  { method: 'PUT', path: (f) => `/api/admin/companies/${f.supplierId}/certifications/no-such-cert`, body: { status: 'self-declared' }, adminStatus: 404 },
  { method: 'PUT', path: (f) => `/api/admin/companies/${f.supplierId}/certifications/iso-9001`, body: { status: 'registry-checked' }, adminStatus: 400 },
  { method: 'GET', path: (f) => `/api/admin/companies/${f.supplierId}/merge-preview?removeId=${f.otherSupplierId}`, adminStatus: 200 },
  // a real merge would delete a fixture: the admin's call names an unknown company (404), the refusals are the point
  { method: 'POST', path: (f) => `/api/admin/companies/${f.supplierId}/merge`, body: { removeId: 'no-such-company' }, adminStatus: 404 },
  // The profile generator, testimonials, leads, waitlist invite, outbox, analytics report and dashboard.
  { method: 'POST', path: '/api/admin/profile-generator/extract', body: { text: 'Acme Machining Inc. is a machine shop in Dayton, Ohio.' }, adminStatus: 200 },
  { method: 'POST', path: '/api/admin/profile-generator/publish', body: {}, adminStatus: 400 },
  { method: 'GET', path: '/api/admin/testimonials?status=draft', adminStatus: 200 },
  { method: 'POST', path: '/api/admin/testimonials', body: {}, adminStatus: 400 },
  { method: 'PUT', path: '/api/admin/testimonials/000000000000000000000000', body: { quote: 'A quote long enough', name: 'Dana', company: 'Acme' }, adminStatus: 404 },
  { method: 'PUT', path: '/api/admin/testimonials/000000000000000000000000/status', body: { status: 'approved' }, adminStatus: 404 },
  { method: 'POST', path: '/api/admin/testimonials/reorder', body: { ids: ['000000000000000000000000'] }, adminStatus: 400 },
  { method: 'GET', path: '/api/admin/leads?status=new', adminStatus: 200 },
  { method: 'PATCH', path: '/api/admin/leads/000000000000000000000000', body: { status: 'won' }, adminStatus: 404 },
  { method: 'POST', path: '/api/admin/waitlist/invite', body: { ids: ['000000000000000000000000'] }, adminStatus: 200 },
  { method: 'GET', path: '/api/admin/emails/000000000000000000000000', adminStatus: 404 },
  { method: 'POST', path: '/api/admin/emails/000000000000000000000000/resend', adminStatus: 404 },
  ...adminReads('/api/admin/email-templates', '/api/admin/analytics/report?interval=week', '/api/admin/dashboard'),
  // Company profile administration (/admin/gcp-profiles, /admin/gcp-profile).
  { method: 'GET', path: '/api/admin/gcp-profiles?missing=photos&sort=completeness', adminStatus: 200 },
  { method: 'GET', path: (f) => `/api/admin/gcp-profiles/${f.supplierId}`, adminStatus: 200 },
  { method: 'PATCH', path: (f) => `/api/admin/gcp-profiles/${f.supplierId}`, body: { photos: [{ url: 'https://images.example.com/floor.jpg', caption: 'Floor' }] }, adminStatus: 200 },
  { method: 'POST', path: '/api/admin/gcp-profiles', body: { name: 'Authz Test Works' }, adminStatus: 400 },
  // Featured suppliers (/admin/featured-suppliers).
  { method: 'GET', path: '/api/admin/featured-suppliers?status=active&sort=order', adminStatus: 200 },
  { method: 'POST', path: '/api/admin/featured-suppliers', body: { scope: 'state', value: 'OH' }, adminStatus: 400 },
  { method: 'DELETE', path: '/api/admin/featured-suppliers/000000000000000000000000', adminStatus: 404 },
];
