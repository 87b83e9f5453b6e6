import { SORTS, type SearchQuery, type SearchSort } from '../suppliers';
import type { County } from '../geo';

export const DEFAULT_PAGE_SIZE = 20;
export const RADIUS_OPTIONS = [10, 25, 50, 100, 250] as const;
export const DEFAULT_RADIUS = 50;
export type ResultsView = 'list' | 'map';
/** The lead-time filter's choices, days (the API takes any 1-365). */
export const LEAD_DAY_OPTIONS = [7, 14, 30, 60] as const;
/** The order-size filter's choices (the API's `volume`). */
export const VOLUME_OPTIONS = ['prototype', 'low', 'production', 'high'] as const;

/** The discovery page's whole state, as held in its URL. */
export interface DiscoverState extends SearchQuery {
  view: ResultsView;
}

const ZIP = /^\d{5}$/;

/** Reads the URL's query string; unknown or malformed values are dropped rather than sent to the API. */
export function parseDiscoverParams(params: URLSearchParams): DiscoverState {
  const text = (key: string) => params.get(key)?.trim() || undefined;
  const list = (key: string) => [
    ...new Set(
      params
        .getAll(key)
        .map((v) => v.trim())
        .filter(Boolean),
    ),
  ];
  const sort = params.get('sort');
  const page = Number(params.get('page'));
  const radius = Number(params.get('radius'));
  const near = text('near');
  const leadDays = Number(params.get('leadDays'));
  const volume = text('volume');
  const rawState = text('state')?.toUpperCase();
  const state = rawState && /^[A-Z]{2}$/.test(rawState) ? rawState : undefined;
  return {
    q: text('q'),
    state,
    county: state ? text('county') : undefined,
    capability: list('capability'),
    certification: list('certification'),
    verification: text('verification'),
    employees: text('employees'),
    industry: text('industry'),
    leadDays: Number.isInteger(leadDays) && leadDays >= 1 && leadDays <= 365 ? leadDays : undefined,
    volume: VOLUME_OPTIONS.includes(volume as (typeof VOLUME_OPTIONS)[number]) ? volume : undefined,
    near: near && ZIP.test(near) ? near : undefined,
    radius: near && Number.isFinite(radius) && radius > 0 ? radius : near ? DEFAULT_RADIUS : undefined,
    sort: SORTS.includes(sort as SearchSort) ? (sort as SearchSort) : undefined,
    page: Number.isInteger(page) && page > 1 ? page : undefined,
    view: params.get('view') === 'map' ? 'map' : 'list',
  };
}

/** Writes the state back in a stable order so equal queries give equal URLs. */
export function toDiscoverParams(state: DiscoverState): URLSearchParams {
  const params = new URLSearchParams();
  const set = (key: string, value: string | number | undefined) => {
    if (value !== undefined && value !== '') params.set(key, String(value));
  };
  set('q', state.q);
  set('state', state.state);
  if (state.state) set('county', state.county);
  state.capability?.forEach((c) => params.append('capability', c));
  state.certification?.forEach((c) => params.append('certification', c));
  set('verification', state.verification);
  set('employees', state.employees);
  set('industry', state.industry);
  set('leadDays', state.leadDays);
  set('volume', state.volume);
  set('near', state.near);
  if (state.near) set('radius', state.radius);
  if (state.sort && state.sort !== 'relevance') set('sort', state.sort);
  if (state.page && state.page > 1) set('page', state.page);
  if (state.view === 'map') set('view', 'map');
  return params;
}

/** True when no filter or text narrows the search (the page then shows its start state). */
export function isBlankQuery(state: DiscoverState): boolean {
  return (
    !state.q &&
    !state.state &&
    !state.capability?.length &&
    !state.certification?.length &&
    !state.verification &&
    !state.employees &&
    !state.industry &&
    !state.leadDays &&
    !state.volume &&
    !state.near
  );
}

/** The value the search API's `county` filter takes for a county. */
export function countyFilterValue(county: Pick<County, 'slug' | 'name' | 'fips'>): string {
  return county.slug;
}

export function toSearchQuery(state: DiscoverState): SearchQuery {
  const { view: _view, ...query } = state;
  return { ...query, pageSize: DEFAULT_PAGE_SIZE };
}
