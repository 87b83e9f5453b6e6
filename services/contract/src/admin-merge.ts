import { z } from 'zod';
import { routeGroup, routeList, type ApiRoute } from './route-types.js';
import { AdminCompanySchema } from './admin-users.js';

/**
 * Merging duplicate companies (/admin/companies, issue 16): one company is kept, the other's RFQ history, claims and
 * owner move to it, capabilities and certifications are joined, and its old addresses (`/companies/{slug}`,
 * `/company/{id}`) answer 301 to the kept company. A slug renamed in the profile editor redirects the same way.
 */
export const AdminMergeRequestSchema = z
  .object({
    /** The company that goes away (its history moves to the company in the path). */
    removeId: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'choose the company to merge'),
    note: z.string().trim().max(500).default(''),
  })
  .strict();
export type AdminMergeRequest = z.infer<typeof AdminMergeRequestSchema>;

const MergeSideSchema = z.object({
  id: z.string(),
  slug: z.string(),
  name: z.string(),
  city: z.string(),
  state: z.string(),
  claimed: z.boolean(),
  /** The owner's email when the company is claimed (admins only see this). */
  ownerEmail: z.string(),
});

export const RfqHistoryCountsSchema = z.object({ rfqs: z.number().int(), quotes: z.number().int(), messages: z.number().int(), downloads: z.number().int() });

/** What a merge will do (GET …/merge-preview) and, once done, what it did (POST …/merge). */
export const AdminMergePlanSchema = z.object({
  keep: MergeSideSchema,
  remove: MergeSideSchema,
  /** The removed company's RFQ history that moves to the kept one. */
  rfqHistory: RfqHistoryCountsSchema,
  claimLinks: z.number().int(),
  contacts: z.number().int(),
  placements: z.number().int(),
  /** Who owns the kept company afterwards (email), or '' when neither was claimed. */
  owner: z.string(),
  capabilitiesAdded: z.array(z.string()),
  certificationsAdded: z.array(z.string()),
  /** Old addresses that will redirect (301) to the kept company. */
  redirects: z.array(z.string()),
});
export type AdminMergePlan = z.infer<typeof AdminMergePlanSchema>;

export const AdminMergeResultSchema = z.object({ plan: AdminMergePlanSchema, company: AdminCompanySchema });
export type AdminMergeResult = z.infer<typeof AdminMergeResultSchema>;

/** Where a removed or renamed company's address now leads (GET /api/suppliers/moved/slug/{slug} or …/moved/id/{id}). */
export const SupplierMovedSchema = z.object({ id: z.string(), slug: z.string(), name: z.string(), reason: z.enum(['merge', 'rename']) });
export type SupplierMoved = z.infer<typeof SupplierMovedSchema>;

/** Where an old company address leads (public: the company pages follow it with a 301). */
export const SUPPLIER_MOVED_API = routeGroup('suppliers', ['suppliers'], {
  getMoved: { method: 'get', path: '/api/suppliers/moved/{kind}/{value}', summary: 'Where a merged or renamed company’s old slug (kind slug) or id (kind id) now leads; 404 when it never moved', tags: ['suppliers'], response: SupplierMovedSchema },
});

export const MERGE_API_ROUTES: ApiRoute[] = [
  { id: 'admin.mergePreview', method: 'get', path: '/api/admin/companies/{id}/merge-preview', summary: 'What merging ?removeId= into this company would move (RFQ history, claims, owner, fields, redirects); 409 when both are claimed by different owners', tags: ['admin'], auth: true, response: AdminMergePlanSchema },
  { id: 'admin.mergeCompany', method: 'post', path: '/api/admin/companies/{id}/merge', summary: 'Merge a duplicate into this company: its RFQ history, claims and owner move here, its pages redirect (301); cannot be undone (audited)', tags: ['admin'], auth: true, request: AdminMergeRequestSchema, response: AdminMergeResultSchema },
  ...routeList(SUPPLIER_MOVED_API),
];
