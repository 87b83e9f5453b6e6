import { useSearchParams } from 'react-router-dom';
import { z } from 'zod';
import { apiRequest, useMutation, useQuery, useQueryClient } from '@forge/shell-sdk';

export type SortDirection = 'asc' | 'desc';

/** The list state an admin table keeps in the URL, so a filtered, sorted page can be linked and reloaded. */
export interface ListState {
  q: string;
  page: number;
  sort: string | undefined;
  dir: SortDirection;
  /** The page's own filters (role, state...): every other URL parameter. */
  filters: Record<string, string>;
}

/** How one admin list is fetched, named, searched, exported and first sorted. */
export interface AdminListSpec {
  /** The list's API path; it takes page, pageSize, q, sort, dir, the filters and format=csv. */
  path: string;
  /** The table's accessible name ("Users", "Audit log"...). */
  label: string;
  searchLabel: string;
  csvFileName: string;
  emptyText?: string;
  sort: string;
  dir: SortDirection;
  pageSize?: number;
}

export type ListHandle = ReturnType<typeof useListState>;

const RESERVED = new Set(['q', 'page', 'sort', 'dir']);

/** `defaults.filters` hold where the URL names no value (a page that always lists one role, say). */
export function useListState(defaults: { sort?: string; dir?: SortDirection; filters?: Record<string, string> } = {}) {
  const [params, setParams] = useSearchParams();
  const page = Number(params.get('page'));
  const filters: Record<string, string> = { ...defaults.filters };
  params.forEach((value, key) => {
    if (!RESERVED.has(key) && value) filters[key] = value;
  });
  const state: ListState = {
    q: params.get('q') ?? '',
    page: Number.isInteger(page) && page > 0 ? page : 1,
    sort: params.get('sort') ?? defaults.sort,
    dir: params.get('dir') === 'asc' ? 'asc' : params.get('dir') === 'desc' ? 'desc' : (defaults.dir ?? 'desc'),
    filters,
  };
  /** Changes part of the state; any change other than the page goes back to page 1. */
  const update = (change: Partial<Omit<ListState, 'filters'>> & { filters?: Record<string, string | undefined> }) => {
    const next = new URLSearchParams(params);
    const set = (key: string, value: string | undefined) => (value ? next.set(key, value) : next.delete(key));
    if (change.q !== undefined) set('q', change.q);
    if (change.sort !== undefined) set('sort', change.sort);
    if (change.dir !== undefined) set('dir', change.dir);
    for (const [key, value] of Object.entries(change.filters ?? {})) set(key, value);
    set('page', change.page && change.page > 1 ? String(change.page) : undefined);
    setParams(next, { replace: true });
  };
  return { state, update };
}

/** The API URL of one list page (or of its CSV export). */
export function listUrl(path: string, state: ListState, pageSize: number, format?: 'csv'): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(state.filters)) params.set(key, value);
  if (state.q) params.set('q', state.q);
  if (state.sort) params.set('sort', state.sort);
  params.set('dir', state.dir);
  if (format) params.set('format', format);
  else {
    params.set('page', String(state.page));
    params.set('pageSize', String(pageSize));
  }
  return `${path}?${params.toString()}`;
}

export function pageSchemaOf<T extends z.ZodType>(item: T) {
  return z.object({ items: z.array(item), total: z.number(), page: z.number(), pageSize: z.number() });
}

/** One server page of an admin list; the query key is the API URL, as everywhere in Forge. */
export function useAdminList<T extends z.ZodType>(path: string, item: T, state: ListState, pageSize: number) {
  const url = listUrl(path, state, pageSize);
  const schema = pageSchemaOf(item);
  return useQuery({
    queryKey: [url],
    queryFn: async () => schema.parse(await apiRequest('GET', url)),
    // Keep the current rows on screen while the next page, search or sort loads.
    placeholderData: (previous) => previous,
  });
}

/** Marks every query under an API path (its list pages and details) stale, so they load again. */
export function useRefreshUnder(path: string) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ predicate: (query) => String(query.queryKey[0]).startsWith(path) });
}

/** A change through the API, after which everything read under `path` loads again. */
export function useAdminChange<V, R>(path: string, change: (variables: V) => Promise<R>) {
  const refresh = useRefreshUnder(path);
  return useMutation({ mutationFn: change, onSuccess: refresh });
}
