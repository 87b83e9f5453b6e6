import { z } from 'zod';
import { SupplierOrderStatsSchema, SupplierRfqStatsSchema, withQuery } from '@forge/shell-sdk';
import { apiRequest, useMutation, useQueryClient } from '@forge/shell-sdk';
import { useApiQuery } from '../common';

/** One choice of a profile field: the value the API takes and its display name. */
export const optionSchema = z.object({ value: z.string(), label: z.string() });
export type Option = z.infer<typeof optionSchema>;

/** The choices of profile fields, served by the supplier API (GET /api/suppliers/options). */
export const supplierOptionsSchema = z.object({
  employeeRanges: z.array(optionSchema),
  industries: z.array(optionSchema),
  /** Lowest to highest level. */
  verificationStatuses: z.array(optionSchema),
});
export type SupplierOptions = z.infer<typeof supplierOptionsSchema>;

/** A ranking reason may come as plain text or as a small object; pages show it as one sentence. */
const reasonSchema = z.unknown().transform((value): string => {
  if (typeof value === 'string') return value;
  if (value && typeof value === 'object') {
    const o = value as Record<string, unknown>;
    for (const key of ['text', 'reason', 'label', 'message', 'description']) {
      if (typeof o[key] === 'string') return o[key] as string;
    }
    if (typeof o.field === 'string')
      return `Matched ${o.field}${typeof o.value === 'string' ? `: ${o.value}` : ''}`;
  }
  return String(value);
});

/** What a search hit and a full supplier record both say of a company. */
const companyFields = {
  id: z.string(),
  slug: z.string(),
  name: z.string(),
  lat: z.number().nullish(),
  lng: z.number().nullish(),
  capabilities: z.array(z.string()),
  verified: z.boolean(),
  claimed: z.boolean().optional().default(false),
  featured: z.boolean().optional().default(false),
  responseRate: z.number().nullish(),
  /** Response figures from real RFQs; null below 3 invitations ("new to quoting on Forge"). */
  rfqStats: SupplierRfqStatsSchema.nullish(),
  employeeRange: z.string().nullish(),
};
const placeFields = { city: z.string(), state: z.string(), county: z.string().nullish(), zip: z.string().nullish() };

export const searchHitSchema = z.object({
  ...companyFields,
  ...placeFields,
  certifications: z.array(z.object({ slug: z.string(), status: z.string() })),
  distanceMiles: z.number().nullish(),
  why: z.array(reasonSchema).optional().default([]),
  score: z.number().nullish(),
  /** a partial match of a typed query: what it lacks (the divider above its group) */
  partial: z.string().optional(),
});
export type SearchHit = z.infer<typeof searchHitSchema>;

const facetCounts = z.record(z.string(), z.number());
export const FACET_NAMES = [
  'state',
  'county',
  'capability',
  'certification',
  'verification',
  'employees',
  'industry',
] as const;
export type FacetName = (typeof FACET_NAMES)[number];

export const searchResponseSchema = z.object({
  total: z.number().int().nonnegative(),
  page: z.number().int().positive(),
  pageSize: z.number().int().positive(),
  hits: z.array(searchHitSchema),
  facets: z
    .object({
      state: facetCounts.optional().default({}),
      county: facetCounts.optional().default({}),
      capability: facetCounts.optional().default({}),
      certification: facetCounts.optional().default({}),
      verification: facetCounts.optional().default({}),
      employees: facetCounts.optional().default({}),
      industry: facetCounts.optional().default({}),
      material: facetCounts.optional().default({}),
    })
    .optional()
    .default({
      state: {},
      county: {},
      capability: {},
      certification: {},
      verification: {},
      employees: {},
      industry: {},
      material: {},
    }),
  /** Suppliers featured now (paid) for the capability or state the search names: shown apart, never reordering hits. */
  sponsored: z
    .array(z.object({ id: z.string(), slug: z.string(), name: z.string(), city: z.string(), state: z.string(), scope: z.enum(['capability', 'state']), value: z.string(), label: z.string() }))
    .optional()
    .default([]),
  /** suppliers missing one recognised part of the query, listed after every full match */
  partialTotal: z.number().int().nonnegative().optional().default(0),
  /** how the typed query was read (null without text) */
  interpretation: z
    .object({
      query: z.string(),
      text: z.string(),
      chips: z.array(
        z.object({ key: z.string(), kind: z.string(), label: z.string(), removeQuery: z.string() }),
      ),
      /** unknown words: they only rank ("also matching: …"), removable like a chip */
      alsoMatching: z
        .array(z.object({ word: z.string(), removeQuery: z.string() }))
        .optional()
        .default([]),
      placeInferred: z.boolean(),
      allOfUsQuery: z.string().nullable(),
      alternatives: z.array(
        z.object({
          text: z.string(),
          chosen: z.string(),
          instead: z.string(),
          query: z.string(),
          filters: z.record(z.string(), z.string()),
        }),
      ),
    })
    .nullish(),
});
export type QueryInterpretation = NonNullable<z.infer<typeof searchResponseSchema>['interpretation']>;
export type SearchResponse = z.infer<typeof searchResponseSchema>;

export const SORTS = ['relevance', 'distance', 'name', 'responseRate'] as const;
export type SearchSort = (typeof SORTS)[number];

/** Every parameter of the search endpoint; the discovery page mirrors these in its URL. */
export interface SearchQuery {
  q?: string;
  state?: string;
  county?: string;
  capability?: string[];
  /** a process category: suppliers offering any of its processes */
  category?: string;
  certification?: string[];
  verification?: string;
  employees?: string;
  industry?: string;
  /** can start within this many days */
  leadDays?: number;
  /** order size: prototype, low, production or high */
  volume?: string;
  near?: string;
  radius?: number;
  sort?: SearchSort;
  page?: number;
  pageSize?: number;
}

/** A listing page's fixed filter: a search without text. */
export type ListingQuery = Omit<SearchQuery, 'q'>;

function suppliersPath(base: string, query: SearchQuery): string {
  return withQuery(base, {
    q: query.q?.trim(),
    state: query.state,
    county: query.county,
    capability: query.capability,
    category: query.category,
    certification: query.certification,
    verification: query.verification,
    employees: query.employees,
    industry: query.industry,
    leadDays: query.leadDays,
    volume: query.volume,
    near: query.near,
    radius: query.near ? query.radius : undefined,
    sort: query.sort && query.sort !== 'relevance' ? query.sort : undefined,
    page: query.page && query.page > 1 ? query.page : undefined,
    pageSize: query.pageSize,
  });
}

/** A buyer's search (/discover, header search): the API records it as a "supplier search" (§3). */
export const searchPath = (query: SearchQuery) => suppliersPath('/api/suppliers/search', query);
/** What a listing page (state, county, capability, certification, directory) shows: nobody searched, nothing recorded. */
export const listingPath = (query: ListingQuery) => suppliersPath('/api/suppliers/listing', query);

export const useSupplierSearch = (query: SearchQuery, options: { enabled?: boolean } = {}) =>
  useApiQuery(searchPath(query), searchResponseSchema, {
    enabled: options.enabled ?? true,
    placeholderData: (previous) => previous,
  });

export const useSupplierListing = (query: ListingQuery) =>
  useApiQuery(listingPath(query), searchResponseSchema, { placeholderData: (previous) => previous });

export const supplierCertificationSchema = z.object({
  slug: z.string(),
  certificateNumber: z.string().nullish(),
  registrar: z.string().nullish(),
  expiresAt: z.string().nullish(),
  /** One of the option list's verificationStatuses; unknown ones still show (humanized). */
  status: z.string(),
  checkedAt: z.string().nullish(),
  /** Where an admin checked it (a registry, or an evidence file); null until checked. */
  source: z.string().nullish(),
});
export type SupplierCertification = z.infer<typeof supplierCertificationSchema>;

export const supplierSchema = z.object({
  ...companyFields,
  description: z.string().optional().default(''),
  address: z.object({ street: z.string().nullish(), ...placeFields, countySlug: z.string().nullish() }),
  certifications: z.array(supplierCertificationSchema),
  industries: z.array(z.string()).optional().default([]),
  yearFounded: z.number().int().nullish(),
  leadTimeDays: z.object({ min: z.number(), max: z.number() }).nullish(),
  minimumOrder: z.union([z.number(), z.string()]).nullish(),
  contact: z
    .object({ email: z.string().nullish(), phone: z.string().nullish(), website: z.string().nullish() })
    .optional()
    .default({}),
  /** Whether the signed-in caller owns the company (the API never shows the owner's user id). */
  ownedByYou: z.boolean().optional(),
  /** Photos of the shop, parts or equipment (set by the owner or an admin). */
  photos: z.array(z.object({ url: z.string(), caption: z.string().optional().default('') })).optional().default([]),
  /** Scorecard from delivered purchase orders; null below 3 delivered orders. */
  orderStats: SupplierOrderStatsSchema.nullish(),
});
export type Supplier = z.infer<typeof supplierSchema>;

export const suppliersApi = {
  byId: (id: string) => `/api/suppliers/${encodeURIComponent(id)}`,
  bySlug: (slug: string) => `/api/suppliers/by-slug/${encodeURIComponent(slug)}`,
  contact: (id: string) => `/api/suppliers/${encodeURIComponent(id)}/contact`,
  options: '/api/suppliers/options',
};

export const useSupplierOptions = () => useApiQuery(suppliersApi.options, supplierOptionsSchema);

/** industry slug → name, for tags and filter labels (empty until the options load; callers humanize meanwhile). */
export function useIndustryNames(): Map<string, string> {
  const { data } = useSupplierOptions();
  return new Map((data?.industries ?? []).map((o) => [o.value, o.label]));
}

export const useSupplier = (id: string) => useApiQuery(suppliersApi.byId(id), supplierSchema);
export const useSupplierBySlug = (slug: string) => useApiQuery(suppliersApi.bySlug(slug), supplierSchema);

/** How a buyer asks to be reached; quotes go through the RFQ flow instead. */
export const CONTACT_METHODS = ['message', 'email', 'phone'] as const;
export type ContactMethod = (typeof CONTACT_METHODS)[number];

export function useContactSupplier(id: string) {
  return useMutation({
    mutationFn: (body: { method: ContactMethod; message?: string }) =>
      apiRequest<unknown>('POST', suppliersApi.contact(id), body),
  });
}

/** The fields an owner or admin may change. */
export type SupplierPatch = Partial<
  Pick<
    Supplier,
    | 'name'
    | 'description'
    | 'capabilities'
    | 'industries'
    | 'employeeRange'
    | 'yearFounded'
    | 'leadTimeDays'
    | 'minimumOrder'
  > & { address: Partial<Supplier['address']>; contact: Supplier['contact'] }
>;

export function useUpdateSupplier(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (patch: SupplierPatch) => {
      const body = await apiRequest<unknown>('PATCH', suppliersApi.byId(id), patch);
      const parsed = supplierSchema.safeParse(body);
      return parsed.success ? parsed.data : null;
    },
    onSuccess: (updated) => {
      if (updated) {
        queryClient.setQueryData([suppliersApi.byId(id)], updated);
        queryClient.setQueryData([suppliersApi.bySlug(updated.slug)], updated);
      } else {
        void queryClient.invalidateQueries({ queryKey: [suppliersApi.byId(id)] });
      }
      // Search results and listings may show the old text; the index updates on write, so refetch them.
      void queryClient.invalidateQueries({
        predicate: (q) =>
          typeof q.queryKey[0] === 'string' &&
          (q.queryKey[0].startsWith('/api/suppliers/search') ||
            q.queryKey[0].startsWith('/api/suppliers/listing')),
      });
    },
  });
}
