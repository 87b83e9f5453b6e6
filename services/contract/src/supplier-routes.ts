import { routeGroup, routeList, type ApiRoute } from './route-types.js';
import {
  AdminClaimListSchema,
  ClaimPreviewSchema,
  ClaimResultSchema,
  MarketplaceStatsSchema,
  ReindexResultSchema,
  SupplierChangesSchema,
  SupplierContactRequestSchema,
  SupplierContactResultSchema,
  SupplierListingSchema,
  SupplierOptionsSchema,
  SupplierProfileSchema,
  SupplierSearchResultSchema,
} from './suppliers.js';

const FILTERS = 'state, county, capability (repeatable), category, certification (repeatable), verification, employees, industry, near (lat,lng | ZIP | OH:county), radius, sort, page, pageSize';

/** Supplier search, public company profiles and their edits, claim links, the headline counts and the sitemaps. */
export const SUPPLIERS_API = routeGroup('suppliers', ['suppliers'], {
  search: { method: 'get', path: '/api/suppliers/search', summary: `A buyer's search (recorded as a supplier search): ?q= read into filters, and ${FILTERS}`, tags: ['suppliers'], response: SupplierSearchResultSchema },
  listing: { method: 'get', path: '/api/suppliers/listing', summary: `A listing page's suppliers (nobody searched; no text query): ${FILTERS}`, tags: ['suppliers'], response: SupplierListingSchema },
  listOptions: { method: 'get', path: '/api/suppliers/options', summary: 'The choices of profile fields: employee ranges, industries, verification statuses', tags: ['suppliers'], response: SupplierOptionsSchema },
  getBySlug: { method: 'get', path: '/api/suppliers/by-slug/{slug}', summary: 'A company profile by its page slug', tags: ['suppliers'], response: SupplierProfileSchema },
  get: { method: 'get', path: '/api/suppliers/{id}', summary: 'A company profile', tags: ['suppliers'], response: SupplierProfileSchema },
  update: { method: 'patch', path: '/api/suppliers/{id}', summary: 'Edit a company profile (its owner or an admin; featured and verified: admins)', tags: ['suppliers'], auth: true, request: SupplierChangesSchema, response: SupplierProfileSchema },
  contact: { method: 'post', path: '/api/suppliers/{id}/contact', summary: 'Contact a supplier (recorded; answers the email or phone asked for)', tags: ['suppliers'], auth: true, request: SupplierContactRequestSchema, response: SupplierContactResultSchema },
});

export const SUPPLIER_ADMIN_API = routeGroup('admin', ['suppliers', 'admin'], {
  reindexSuppliers: { method: 'post', path: '/api/admin/suppliers/reindex', summary: 'Rebuild the search index from the database (every API replica follows)', tags: ['suppliers', 'admin'], auth: true, response: ReindexResultSchema },
  listClaims: { method: 'get', path: '/api/admin/claims', summary: 'Claim links, newest first, with their state', tags: ['suppliers', 'admin'], auth: true, response: AdminClaimListSchema },
});

export const CLAIMS_API = routeGroup('claims', ['suppliers'], {
  get: { method: 'get', path: '/api/claims/{token}', summary: 'The company a claim link hands over (410 used or expired)', tags: ['suppliers'], response: ClaimPreviewSchema },
  claim: { method: 'post', path: '/api/claims/{token}', summary: 'Claim the company: it becomes the caller’s (single use)', tags: ['suppliers'], auth: true, response: ClaimResultSchema },
});

export const STATS_API = routeGroup('stats', ['suppliers'], {
  get: { method: 'get', path: '/api/stats', summary: 'Headline counts: suppliers, verified, states, capabilities, certifications', tags: ['suppliers'], response: MarketplaceStatsSchema },
});

export const SEO_API = routeGroup('seo', ['seo'], {
  sitemap: { method: 'get', path: '/api/seo/sitemap.xml', summary: 'Sitemap index', tags: ['seo'], produces: 'application/xml' },
  sitemapPages: { method: 'get', path: '/api/seo/sitemap-pages.xml', summary: 'Sitemap of the static, state, process and certification pages', tags: ['seo'], produces: 'application/xml' },
  sitemapCounties: { method: 'get', path: '/api/seo/sitemap-counties.xml', summary: 'Sitemap of the county pages', tags: ['seo'], produces: 'application/xml' },
  sitemapCompanies: { method: 'get', path: '/api/seo/sitemap-companies-{n}.xml', summary: 'Sitemap of company pages, in parts of up to 50,000', tags: ['seo'], produces: 'application/xml' },
  robots: { method: 'get', path: '/api/seo/robots.txt', summary: 'robots.txt naming the sitemap', tags: ['seo'], produces: 'text/plain' },
});

export const SUPPLIER_API_ROUTES: ApiRoute[] = [...routeList(SUPPLIERS_API), ...routeList(SUPPLIER_ADMIN_API), ...routeList(CLAIMS_API), ...routeList(STATS_API), ...routeList(SEO_API)];
