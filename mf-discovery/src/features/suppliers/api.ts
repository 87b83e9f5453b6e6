import { apiPath, call, useApi, useMutation, useQueryClient, type RouteResult, type SupplierChanges, type SupplierHit, type SupplierListing, type SupplierProfile, type SupplierSearchResult } from '@forge/shell-sdk';
import { SEARCH_SORTS, SUPPLIERS_API } from '@forge/shell-sdk/api-contract';

// The answers are the contract's schemas (@forge/contract through the SDK); each call names its entry.

/** The choices of profile fields, served by the supplier API. */
export type SupplierOptions = RouteResult<typeof SUPPLIERS_API.listOptions>;
/** One choice of a profile field: the value the API takes and its display name. */
export type Option = SupplierOptions['industries'][number];

export type SearchHit = SupplierHit;

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

export type QueryInterpretation = NonNullable<SupplierSearchResult['interpretation']>;
export type SearchResponse = SupplierSearchResult;
/** A page of suppliers: a buyer's search, or a listing page's (which reads no text, so has no interpretation). */
export type SupplierPage = SupplierListing & Partial<Pick<SupplierSearchResult, 'partialTotal' | 'interpretation'>>;

export const SORTS = SEARCH_SORTS;
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

/** The query string of a search or listing: defaults (relevance, page 1) and empty text left out. */
function queryOf(query: SearchQuery) {
  return {
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
  };
}

/** A buyer's search (/discover, header search): the API records it as a "supplier search" (§3). */
export const useSupplierSearch = (query: SearchQuery, options: { enabled?: boolean } = {}) =>
  useApi(SUPPLIERS_API.search, { query: queryOf(query) }, { enabled: options.enabled ?? true, placeholderData: (previous: unknown) => previous });

/** What a listing page (state, county, capability, certification, directory) shows: nobody searched, nothing recorded. */
export const useSupplierListing = (query: ListingQuery) =>
  useApi(SUPPLIERS_API.listing, { query: queryOf(query) }, { placeholderData: (previous: unknown) => previous });

export type Supplier = SupplierProfile;
export type SupplierCertification = Supplier['certifications'][number];

/** The query keys of a company's profile reads (by id and by page slug): the raw answers are cached under them. */
export const supplierKeys = {
  byId: (id: string) => [apiPath(SUPPLIERS_API.get, { params: { id } })],
  bySlug: (slug: string) => [apiPath(SUPPLIERS_API.getBySlug, { params: { slug } })],
};

export const useSupplierOptions = () => useApi(SUPPLIERS_API.listOptions);

/** industry slug → name, for tags and filter labels (empty until the options load; callers humanize meanwhile). */
export function useIndustryNames(): Map<string, string> {
  const { data } = useSupplierOptions();
  return new Map((data?.industries ?? []).map((o) => [o.value, o.label]));
}

export const useSupplier = (id: string) => useApi(SUPPLIERS_API.get, { params: { id } });
export const useSupplierBySlug = (slug: string) => useApi(SUPPLIERS_API.getBySlug, { params: { slug } });

/** How a buyer asks to be reached; quotes go through the RFQ flow instead. */
export const CONTACT_METHODS = ['message', 'email', 'phone'] as const;
export type ContactMethod = (typeof CONTACT_METHODS)[number];

export function useContactSupplier(id: string) {
  return useMutation({
    mutationFn: (body: { method: ContactMethod; message?: string }) => call(SUPPLIERS_API.contact, { params: { id }, body }),
  });
}

/** The fields an owner or admin may change (the contract's PATCH body). */
export type SupplierPatch = SupplierChanges;

/** Search and listing reads start with these paths (their query strings vary). */
const RESULT_PATHS = [apiPath(SUPPLIERS_API.search), apiPath(SUPPLIERS_API.listing)];

export function useUpdateSupplier(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (patch: SupplierPatch) => call(SUPPLIERS_API.update, { params: { id }, body: patch }),
    onSuccess: (updated) => {
      // the answer is the whole profile, as both profile reads answer it
      queryClient.setQueryData(supplierKeys.byId(id), updated);
      queryClient.setQueryData(supplierKeys.bySlug(updated.slug), updated);
      // Search results and listings may show the old text; the index updates on write, so refetch them.
      void queryClient.invalidateQueries({
        predicate: (q) => typeof q.queryKey[0] === 'string' && RESULT_PATHS.some((path) => (q.queryKey[0] as string).startsWith(path)),
      });
    },
  });
}
