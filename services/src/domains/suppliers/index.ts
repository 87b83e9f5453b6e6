import { SupplierChangesSchema as SupplierChangesRequestSchema, SupplierContactRequestSchema } from '@forge/contract';
import { Router, type Response } from 'express';
import { z } from 'zod';
import type { DomainFactory } from '../module.js';
import { AppError } from '../../lib/app-error.js';
import { requirePrincipal } from '../../lib/auth.js';
import { parseOrThrow } from '../../lib/validate.js';
import { CERTIFICATION_BY_SLUG } from '../catalogue/certifications.js';
import { CATEGORY_BY_SLUG, PROCESS_BY_SLUG } from '../catalogue/processes.js';
import { findState, geo } from '../geo/atlas.js';
import { SupplierChangeFeed, useSupplierChangeFeed } from './change-feed.js';
import { supplierIndex } from './registry.js';
import { INDUSTRY_SLUGS, type SearchParams } from './search-index/index.js';
import { seedSuppliersIfEmpty } from './seed.js';
import {
  contactSupplier, createClaimToken, getClaim, getSupplier, getSupplierBySlug, listClaims, rebuildSupplierIndex, reindexSuppliers, reloadSupplierIntoIndex,
  flushSearchEvents, listSuppliers, publicProfile, redeemClaim, resolveNear, searchSuppliers, setAnalyticsEnvironment,
  revokeClaimToken, supplierOptions, updateSupplier,
} from './service.js';
import { auditActorOf, recordAdminAction } from '../audit/service.js';
import { EMPLOYEE_RANGES, VERIFICATION_STATUSES } from './types.js';
import { seoRouter } from './seo.js';
import { registerProfileGeneratorRoutes } from './profile-extraction/routes.js';
import { registerAdminCompanyRoutes } from './admin-routes.js';
import { registerCertVerificationRoutes } from './cert-verification-routes.js';
import { registerAdminProfileRoutes } from './admin-profile-routes.js';
import { registerFeaturedRoutes } from './featured-routes.js';
import { registerMergeRoutes } from './merge-routes.js';
import { withSponsored } from './sponsored.js';

const MAX_RESULT_WINDOW = 10_000;
const NO_OPERATORS = /^[^{}$<>\\]*$/;

/** A repeatable query parameter: ?capability=a&capability=b or ?capability=a,b. */
const repeatable = (what: string, known: (s: string) => boolean) =>
  z
    .union([z.string(), z.array(z.string())])
    .transform((v) => (Array.isArray(v) ? v : [v]).flatMap((s) => s.split(',')).map((s) => s.trim()).filter(Boolean))
    .refine((list) => list.length <= 10, `at most 10 ${what} values`)
    .refine((list) => list.every(known), { message: `unknown ${what}; use the slugs of /api/${what === 'capability' ? 'catalogue/processes' : 'certifications'}` });

/** Order sizes as bounds on the minimum order, US dollars (the same bounds as the typed words in query-vocabulary.ts). */
const VOLUME_BOUNDS = {
  prototype: { minimumOrderAtMost: 500 },
  low: { minimumOrderAtMost: 1000 },
  production: { minimumOrderAtLeast: 1000 },
  high: { minimumOrderAtLeast: 2500 },
} as const;

const SearchQuerySchema = z
  .object({
    q: z.string().trim().max(200, 'must be at most 200 characters').regex(NO_OPERATORS, 'must not contain { } $ < > or backslashes').optional(),
    state: z.string().refine((s) => !!findState(s), 'unknown state; use a two-letter code such as OH').optional(),
    county: z.string().regex(/^([A-Za-z]{2}:)?[a-z-]{1,60}$/, 'must be a county slug ("cuyahoga", with state) or "OH:cuyahoga"').optional(),
    capability: repeatable('capability', (s) => PROCESS_BY_SLUG.has(s)).optional(),
    category: z.string().refine((s) => CATEGORY_BY_SLUG.has(s), 'unknown category; use the slugs of /api/catalogue/categories').optional(),
    certification: repeatable('certification', (s) => CERTIFICATION_BY_SLUG.has(s)).optional(),
    verification: z.enum(VERIFICATION_STATUSES).optional(),
    employees: z.enum(EMPLOYEE_RANGES).optional(),
    industry: z.enum(INDUSTRY_SLUGS as [string, ...string[]]).optional(),
    near: z.string().max(80).regex(NO_OPERATORS, 'must be "lat,lng", a ZIP code or "OH:county-slug"').optional(),
    radius: z.coerce.number().positive('must be a positive number of miles').max(3000, 'must be at most 3000 miles').optional(),
    /** can start within this many days (the profile's shortest lead time) */
    leadDays: z.coerce.number().int('must be whole days').min(1, 'must be at least 1 day').max(365, 'must be at most 365 days').optional(),
    /** order size: bounds the profile's minimum order */
    volume: z.enum(Object.keys(VOLUME_BOUNDS) as [keyof typeof VOLUME_BOUNDS, ...(keyof typeof VOLUME_BOUNDS)[]], { error: 'must be prototype, low, production or high' }).optional(),
    sort: z.enum(['relevance', 'distance', 'name', 'responseRate']).default('relevance'),
    page: z.coerce.number().int().min(1).max(1000).default(1),
    pageSize: z.coerce.number().int().min(1).max(100, 'must be at most 100').default(20),
  })
  .strict();
/** A listing page's read: every filter of a search, but no text (a text query is someone searching). */
const ListingQuerySchema = SearchQuerySchema.omit({ q: true });

const IdParam = z.object({ id: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'must be a supplier id') });
const SlugParam = z.object({ slug: z.string().regex(/^[a-z0-9-]{1,160}$/, 'must be a lowercase slug') });
const TokenParam = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{16,100}$/, 'is not a claim token') });

/** The contract's profile edit, with its slugs checked against the catalogue (unknown ones are field errors). */
const SupplierChangesSchema = SupplierChangesRequestSchema.superRefine((changes, ctx) => {
  const check = (path: (string | number)[], known: boolean, what: string) => {
    if (!known) ctx.addIssue({ code: 'custom', path, message: `unknown ${what} slug` });
  };
  changes.capabilities?.forEach((slug, i) => check(['capabilities', i], PROCESS_BY_SLUG.has(slug), 'capability'));
  changes.certifications?.forEach((c, i) => check(['certifications', i, 'slug'], CERTIFICATION_BY_SLUG.has(c.slug), 'certification'));
  changes.industries?.forEach((slug, i) => check(['industries', i], INDUSTRY_SLUGS.includes(slug), 'industry'));
});

function searchTypeOf(input: { q?: string | undefined; near?: string | undefined; [k: string]: unknown }): string {
  const parts: string[] = [];
  if (input.q) parts.push('text');
  if (['state', 'county', 'capability', 'category', 'certification', 'verification', 'employees', 'industry', 'leadDays', 'volume'].some((k) => input[k] !== undefined)) parts.push('filters');
  if (input.near) parts.push('location');
  return parts.length ? parts.join('+') : 'browse';
}

/** Resolves a parsed search or listing query into index parameters (state code, county FIPS, the point near). */
function toSearchParams(query: z.infer<typeof ListingQuerySchema> & { q?: string | undefined }): SearchParams {
  const state = query.state ? findState(query.state)!.code : undefined;
  let countyFips: string | undefined;
  if (query.county) {
    const [code, slug] = query.county.includes(':') ? query.county.split(':') : [state, query.county];
    if (!code) throw AppError.badRequest('Invalid search: county needs a state (state=OH&county=cuyahoga, or county=OH:cuyahoga).');
    const county = geo().countyBySlug.get(`${code.toUpperCase()}:${slug}`);
    if (!county) throw AppError.badRequest(`Invalid search: county: no county "${slug}" in ${code.toUpperCase()}.`);
    if (state && county.stateCode !== state) throw AppError.badRequest(`Invalid search: county ${query.county} is not in ${state}.`);
    countyFips = county.fips;
  }
  if (query.radius !== undefined && !query.near) throw AppError.badRequest('Invalid search: radius needs near (a point, ZIP code or county).');
  if (query.sort === 'distance' && !query.near) throw AppError.badRequest('Invalid search: sort=distance needs near.');
  if (query.page * query.pageSize > MAX_RESULT_WINDOW) {
    throw AppError.badRequest(`Invalid search: only the first ${MAX_RESULT_WINDOW} results can be paged through; narrow the search.`);
  }
  return {
    q: query.q || undefined,
    state,
    countyFips,
    capabilities: query.capability,
    category: query.category,
    certifications: query.certification,
    verification: query.verification,
    employees: query.employees,
    industry: query.industry,
    near: query.near ? resolveNear(query.near) : undefined,
    radiusMiles: query.radius,
    maxLeadDays: query.leadDays,
    ...(query.volume ? VOLUME_BOUNDS[query.volume] : {}),
    sort: query.sort,
    page: query.page,
    pageSize: query.pageSize,
  };
}

/** Runs the index search and reports its wall time, its CPU time (what a loaded machine does not inflate) and the whole handler's. */
function timed<T>(res: Response, handlerStarted: bigint, search: () => T): T {
  const searchStarted = process.hrtime.bigint();
  const cpuStarted = process.cpuUsage();
  const result = search();
  const now = process.hrtime.bigint();
  const cpu = process.cpuUsage(cpuStarted);
  const searchMs = Number(now - searchStarted) / 1e6;
  const totalMs = Number(now - handlerStarted) / 1e6;
  res.set('Server-Timing', `search;dur=${searchMs.toFixed(2)}, cpu;dur=${((cpu.user + cpu.system) / 1000).toFixed(2)}, total;dur=${totalMs.toFixed(2)}`);
  res.set('Cache-Control', 'no-store');
  return result;
}

/** Suppliers: search, profiles, edits, contact and claiming. Mongo is the truth; the in-process index follows. */
export const suppliersDomain: DomainFactory = ({ guards, config, logger }) => {
  let changeFeed: SupplierChangeFeed | null = null;
  setAnalyticsEnvironment(config.env === 'production' ? 'production' : 'development');
  const router = Router();
  registerProfileGeneratorRoutes(router, guards);
  registerAdminCompanyRoutes(router, guards);
  registerCertVerificationRoutes(router, guards);
  registerAdminProfileRoutes(router, guards);
  registerFeaturedRoutes(router, guards);
  registerMergeRoutes(router, guards);

  router.get('/suppliers/search', guards.optional, (req, res) => {
    const started = process.hrtime.bigint();
    const query = parseOrThrow(SearchQuerySchema, req.query, 'search');
    const params = toSearchParams(query);
    const searchType = searchTypeOf({ ...query, q: query.q || undefined });
    const onEventError = (error: unknown) => logger.error({ err: error }, 'could not record the supplier search event');
    res.json(timed(res, started, () => withSponsored(searchSuppliers({ ...params, searchType }, req.principal, onEventError), params)));
  });

  // listing pages (state, county, capability, certification, directory) read here: nobody searched, no event
  router.get('/suppliers/listing', (req, res) => {
    if ('q' in req.query) throw AppError.badRequest('Invalid listing: q: a text query is a search; use /api/suppliers/search.');
    const started = process.hrtime.bigint();
    const query = parseOrThrow(ListingQuerySchema, req.query, 'listing');
    const params = toSearchParams(query);
    res.json(timed(res, started, () => withSponsored(listSuppliers(params), params)));
  });

  router.get('/suppliers/options', (_req, res) => {
    res.set('Cache-Control', 'public, max-age=3600');
    res.json(supplierOptions());
  });

  router.get('/suppliers/by-slug/:slug', guards.optional, async (req, res) => {
    const { slug } = parseOrThrow(SlugParam, req.params, 'supplier slug');
    res.json(publicProfile(await getSupplierBySlug(slug), req.principal));
  });

  router.get('/suppliers/:id', guards.optional, async (req, res) => {
    const { id } = parseOrThrow(IdParam, req.params, 'supplier id');
    res.json(publicProfile(await getSupplier(id), req.principal));
  });

  router.patch('/suppliers/:id', guards.signedIn, async (req, res) => {
    const { id } = parseOrThrow(IdParam, req.params, 'supplier id');
    const changes = parseOrThrow(SupplierChangesSchema, req.body, 'supplier changes');
    const caller = requirePrincipal(req);
    res.json(publicProfile(await updateSupplier(caller, id, changes), caller));
  });

  router.post('/suppliers/:id/contact', guards.signedIn, async (req, res) => {
    const { id } = parseOrThrow(IdParam, req.params, 'supplier id');
    const input = parseOrThrow(SupplierContactRequestSchema, req.body, 'contact request');
    res.status(201).json(await contactSupplier(requirePrincipal(req), id, input));
  });

  router.post('/admin/suppliers/:id/claim-tokens', guards.admin, async (req, res) => {
    const { id } = parseOrThrow(IdParam, req.params, 'supplier id');
    const link = await createClaimToken(requirePrincipal(req), id);
    await recordAdminAction(auditActorOf(req), { action: 'company.claim-link', target: { type: 'company', id, label: link.supplier.name }, after: { expiresAt: link.expiresAt } });
    res.status(201).json(link);
  });

  router.delete('/admin/claims/:token', guards.admin, async (req, res) => {
    const { token } = parseOrThrow(TokenParam, req.params, 'claim link');
    const revoked = await revokeClaimToken(token);
    await recordAdminAction(auditActorOf(req), { action: 'company.claim-link-revoke', target: { type: 'company', id: revoked.supplierId, label: revoked.supplierName }, before: { expiresAt: revoked.expiresAt } });
    res.status(204).end();
  });

  router.post('/admin/suppliers/reindex', guards.admin, async (_req, res) => {
    res.json(await reindexSuppliers());
  });

  router.get('/admin/claims', guards.admin, async (_req, res) => {
    res.json(await listClaims());
  });

  router.get('/claims/:token', async (req, res) => {
    const { token } = parseOrThrow(TokenParam, req.params, 'claim link');
    res.json(await getClaim(token));
  });

  router.post('/claims/:token', guards.signedIn, async (req, res) => {
    const { token } = parseOrThrow(TokenParam, req.params, 'claim link');
    res.json(await redeemClaim(requirePrincipal(req), token));
  });

  router.get('/stats', (_req, res) => {
    res.set('Cache-Control', 'public, max-age=60');
    res.json(supplierIndex().stats());
  });

  router.use('/seo', seoRouter(config.publicUrl));

  return {
    name: 'suppliers',
    router,
    async start() {
      if (config.seedSuppliers > 0) {
        const seeded = await seedSuppliersIfEmpty(config.seedSuppliers);
        if (seeded.inserted) logger.info(seeded, 'seeded demo suppliers');
      }
      // Every replica follows the change stream, so an edit through one is searchable on all.
      changeFeed = new SupplierChangeFeed({
        redisUrl: config.redisUrl,
        logger,
        apply: reloadSupplierIntoIndex,
        rebuild: async () => {
          const built = await rebuildSupplierIndex();
          logger.info(built, 'supplier search index built');
        },
      });
      useSupplierChangeFeed(changeFeed);
      await changeFeed.start();
    },
    async stop() {
      useSupplierChangeFeed(null);
      await changeFeed?.stop();
      await flushSearchEvents();
    },
  };
};
