import { z } from 'zod';
import { boundedText as text, companyNameField } from './fields.js';

export { companyNameProblem } from './fields.js';
import { CERT_CHECK_SOURCES } from './cert-verification.js';
import { VERIFICATION_STATUSES } from './enums.js';
import { SupplierRfqStatsSchema } from './trust.js';
import { SupplierOrderStatsSchema } from './orders.js';
import { SponsoredSupplierSchema } from './admin-featured.js';

/** Company sizes a supplier profile takes (and the `employees` search filter). */
export const EMPLOYEE_RANGES = ['1-10', '11-50', '51-200', '201-500', '501-1000', '1000+'] as const;
export type EmployeeRange = (typeof EMPLOYEE_RANGES)[number];

export const SEARCH_SORTS = ['relevance', 'distance', 'name', 'responseRate'] as const;
export const SEARCH_FACETS = ['state', 'county', 'capability', 'certification', 'verification', 'employees', 'industry', 'material'] as const;

/** One supplier in search and listing results (GET /api/suppliers/search, /listing). */
export const SupplierHitSchema = z.object({
  id: z.string(),
  slug: z.string(),
  name: z.string(),
  city: z.string(),
  state: z.string(),
  county: z.string(),
  countySlug: z.string(),
  zip: z.string(),
  lat: z.number(),
  lng: z.number(),
  capabilities: z.array(z.string()),
  /** status: a verification level (VERIFICATION_STATUSES), or "expired" once the expiry date passed. */
  certifications: z.array(z.object({ slug: z.string(), status: z.string() })),
  materials: z.array(z.string()),
  verified: z.boolean(),
  claimed: z.boolean(),
  featured: z.boolean(),
  /** Share of real RFQ invitations answered, 0-100; null below 3 invitations (trust.ts). */
  responseRate: z.number().nullable(),
  /** Response figures counted from real RFQs; null below 3 invitations. */
  rfqStats: SupplierRfqStatsSchema.nullable(),
  employeeRange: z.string(),
  /** Only when the search has a point (`near`). */
  distanceMiles: z.number().optional(),
  /** Why the supplier ranks here, one sentence each. */
  why: z.array(z.string()),
  score: z.number(),
  /** A partial match of a typed query: what it lacks (the divider above its group). */
  partial: z.string().optional(),
});
export type SupplierHit = z.infer<typeof SupplierHitSchema>;

/** A listing page's results: a page of hits, the facet counts of the whole result, how the text was matched. */
export const SupplierListingSchema = z.object({
  total: z.number().int().nonnegative(),
  page: z.number().int().positive(),
  pageSize: z.number().int().positive(),
  hits: z.array(SupplierHitSchema),
  facets: z.record(z.enum(SEARCH_FACETS), z.record(z.string(), z.number())),
  mode: z.enum(['all-words', 'any-word', 'browse']),
  /** Suppliers featured now (paid) for the capability or state asked for: shown apart, never reordering hits. */
  sponsored: z.array(SponsoredSupplierSchema),
});

/** How the typed query was read: recognised parts became filters ("chips"), the rest is matched as text. */
export const QueryInterpretationSchema = z.object({
  query: z.string(),
  text: z.string(),
  chips: z.array(
    z.object({
      key: z.string(),
      kind: z.enum(['capability', 'certification', 'industry', 'material', 'size', 'leadTime', 'volume', 'place']),
      label: z.string(),
      removeQuery: z.string(),
    }),
  ),
  /** the role of each word: a facet, a company-name word (filters as text), filler, or unknown (only ranks) */
  words: z.array(z.object({ word: z.string(), role: z.enum(['facet', 'name', 'filler', 'unknown']), facet: z.string().optional() })),
  /** unknown words, shown as "also matching: …"; removeQuery drops the word */
  alsoMatching: z.array(z.object({ word: z.string(), removeQuery: z.string() })),
  placeInferred: z.boolean(),
  allOfUsQuery: z.string().nullable(),
  alternatives: z.array(z.object({ text: z.string(), chosen: z.string(), instead: z.string(), query: z.string(), filters: z.record(z.string(), z.string()) })),
  parseMs: z.number(),
});

/** A buyer's search: a listing plus the suppliers missing one recognised part and the reading of the query. */
export const SupplierSearchResultSchema = SupplierListingSchema.extend({
  partialTotal: z.number().int().nonnegative(),
  interpretation: QueryInterpretationSchema.nullable(),
});
export type SupplierSearchResult = z.infer<typeof SupplierSearchResultSchema>;

const OptionSchema = z.object({ value: z.string(), label: z.string() });
/** The choices of a profile's fields (GET /api/suppliers/options); verification statuses lowest first. */
export const SupplierOptionsSchema = z.object({
  employeeRanges: z.array(OptionSchema),
  industries: z.array(OptionSchema),
  verificationStatuses: z.array(OptionSchema),
});

/** A company's public profile: no owner id, only whether it is the caller's own. */
export const SupplierProfileSchema = z.object({
  id: z.string(),
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  address: z.object({ street: z.string(), city: z.string(), state: z.string(), county: z.string(), countySlug: z.string(), countyFips: z.string(), zip: z.string() }),
  lat: z.number(),
  lng: z.number(),
  capabilities: z.array(z.string()),
  certifications: z.array(
    z.object({
      slug: z.string(),
      certificateNumber: z.string(),
      registrar: z.string(),
      expiresAt: z.string().nullable(),
      /** A verification level (VERIFICATION_STATUSES), or "expired" once the expiry date passed. */
      status: z.string(),
      checkedAt: z.string().nullable(),
      /** Where a checked certificate was checked (a registry or an evidence file); null when nobody checked it. */
      source: z.enum(CERT_CHECK_SOURCES).nullish(),
    }),
  ),
  industries: z.array(z.string()),
  materials: z.array(z.string()),
  employeeRange: z.string(),
  yearFounded: z.number().nullable(),
  leadTimeDays: z.object({ min: z.number().nullable(), max: z.number().nullable() }),
  minimumOrder: z.number(),
  contact: z.object({ email: z.string(), phone: z.string(), website: z.string() }),
  photos: z.array(z.object({ url: z.string(), caption: z.string() })),
  verified: z.boolean(),
  claimed: z.boolean(),
  featured: z.boolean(),
  /** Share of real RFQ invitations answered, 0-100; null below 3 invitations (trust.ts). */
  responseRate: z.number().nullable(),
  /** Response figures counted from real RFQs; null below 3 invitations ("new to quoting on Forge"). */
  rfqStats: SupplierRfqStatsSchema.nullable(),
  /** Scorecard from delivered purchase orders; null below 3 (orders.ts). */
  orderStats: SupplierOrderStatsSchema.nullable(),
  updatedAt: z.string(),
  ownedByYou: z.boolean(),
});
export type SupplierProfile = z.infer<typeof SupplierProfileSchema>;


/**
 * PATCH /api/suppliers/{id}: the owner (or an admin) edits the profile. Slugs of capabilities, certifications and
 * industries are checked against the catalogue by the services; featured and verified are for admins.
 */
export const SupplierChangesSchema = z
  .object({
    name: companyNameField.optional(),
    description: text(4000).optional(),
    address: z.object({ street: text(160).optional(), city: text(80).min(1).optional(), zip: z.string().regex(/^\d{5}$/, 'must be a 5-digit ZIP code').optional() }).strict().optional(),
    capabilities: z.array(z.string()).max(40).optional(),
    certifications: z
      .array(
        z
          .object({
            slug: z.string(),
            certificateNumber: text(60).min(1, 'is required'),
            registrar: text(120).min(1, 'is required'),
            expiresAt: z.coerce.date(),
            status: z.enum(VERIFICATION_STATUSES).optional(),
          })
          .strict(),
      )
      .max(20)
      .optional(),
    industries: z.array(z.string()).max(18).optional(),
    employeeRange: z.enum(EMPLOYEE_RANGES).optional(),
    yearFounded: z.number().int().min(1800).max(2100).optional(),
    leadTimeDays: z.object({ min: z.number().int().min(0).max(365), max: z.number().int().min(0).max(730) }).strict().refine((v) => v.max >= v.min, 'max must be at least min').optional(),
    minimumOrder: z.number().min(0).max(10_000_000).optional(),
    contact: z
      .object({
        email: z.union([z.email('must be an email address'), z.literal('')]).optional(),
        phone: z.string().trim().regex(/^[+()\d\s.-]{0,25}$/, 'must be a phone number').optional(),
        website: z.union([z.url('must be a URL').regex(/^https?:\/\//, 'must start with http:// or https://'), z.literal('')]).optional(),
      })
      .strict()
      .optional(),
    featured: z.boolean().optional(),
    verified: z.boolean().optional(),
  })
  .strict();
export type SupplierChanges = z.input<typeof SupplierChangesSchema>;

export const CONTACT_METHODS = ['email', 'phone', 'rfq', 'message'] as const;
export const SupplierContactRequestSchema = z.object({ method: z.enum(CONTACT_METHODS), message: text(4000).optional() }).strict();
/** A recorded contact, with what the buyer needs to follow through (the email or phone asked for). */
export const SupplierContactResultSchema = z.object({
  id: z.string(),
  supplierId: z.string(),
  method: z.enum(CONTACT_METHODS),
  createdAt: z.string(),
  contact: z.object({ email: z.string().optional(), phone: z.string().optional() }),
});

const ClaimSupplierSchema = z.object({ id: z.string(), slug: z.string(), name: z.string(), city: z.string(), state: z.string(), claimed: z.boolean() });
/** GET /api/claims/{token}: the company a claim link hands over, until when. */
export const ClaimPreviewSchema = z.object({ supplier: ClaimSupplierSchema, expiresAt: z.string() });
/** POST /api/claims/{token}: the company is now the caller's. */
export const ClaimResultSchema = z.object({ claimed: z.literal(true), supplier: SupplierProfileSchema, claimedAt: z.string(), supplierCompanyId: z.string() });
export const AdminClaimListSchema = z.array(
  z.object({
    token: z.string(),
    supplierId: z.string(),
    supplierName: z.string(),
    createdBy: z.string(),
    createdAt: z.string(),
    expiresAt: z.string(),
    usedAt: z.string().nullable(),
    claimedBy: z.string().nullish(),
    claimedByEmail: z.string().nullish(),
    state: z.enum(['open', 'claimed', 'expired']),
  }),
);
/** POST /api/admin/suppliers/reindex: the rebuilt search index's size and timings. */
export const ReindexResultSchema = z.object({ suppliers: z.number().int(), loadMs: z.number(), buildMs: z.number(), buildCpuMs: z.number() });

/** GET /api/stats: the marketplace's headline counts. */
export const MarketplaceStatsSchema = z.object({
  suppliers: z.number().int(),
  verifiedSuppliers: z.number().int(),
  states: z.number().int(),
  capabilities: z.number().int(),
  certifications: z.number().int(),
  certificatesOnFile: z.number().int(),
});

export type MarketplaceStats = z.infer<typeof MarketplaceStatsSchema>;
export type SupplierListing = z.infer<typeof SupplierListingSchema>;
