// Paths and answers of contract entries, with no React and no network: shared by the calls (contract-calls.ts) and
// the server pages of remotes (server-page.ts).
import { fillPath, type ApiRoute, type PathParamNames, type RouteParams, type RouteQuery, type RouteRequest, type RouteResult } from '@forge/contract';
import { withQuery } from './query-string';

type ParamsArg<R extends ApiRoute> = [PathParamNames<R['path']>] extends [never] ? { params?: undefined } : { params: RouteParams<R> };
type BodyArg<R extends ApiRoute> = RouteRequest<R> extends undefined ? { body?: undefined } : { body: RouteRequest<R> };

/** What one call of an entry sends: the path's parameters, the query string and the JSON body, as the entry says. */
export type CallArgs<R extends ApiRoute> = ParamsArg<R> & BodyArg<R> & { query?: RouteQuery<R> };
/** The arguments of a read (GET): parameters and query only. */
export type ReadArgs<R extends ApiRoute> = ParamsArg<R> & { query?: RouteQuery<R> };

type Query = Parameters<typeof withQuery>[1];

/** The URL path of one call of an entry: `/api/news/my-slug?kind=customer`. Also the read's query key. */
export function apiPath<R extends ApiRoute>(route: R, args?: { params?: RouteParams<R>; query?: RouteQuery<R> }): string {
  const path = fillPath(route.path, args?.params as Record<string, string> | undefined);
  return args?.query ? withQuery(path, args.query as Query) : path;
}

/** Parsed answers by raw answer: a cached body is parsed once however often a component re-renders. */
const parsedAnswers = new WeakMap<ApiRoute, WeakMap<object, unknown>>();

/** An answer checked against the entry's response schema (drift fails loudly here, as a ZodError). */
export function parseAnswer<R extends ApiRoute>(route: R, raw: unknown): RouteResult<R> {
  if (!route.response) return raw as RouteResult<R>;
  if (typeof raw !== 'object' || raw === null) return route.response.parse(raw) as RouteResult<R>;
  let byRaw = parsedAnswers.get(route);
  if (!byRaw) parsedAnswers.set(route, (byRaw = new WeakMap()));
  if (!byRaw.has(raw)) byRaw.set(raw, route.response.parse(raw));
  return byRaw.get(raw) as RouteResult<R>;
}

