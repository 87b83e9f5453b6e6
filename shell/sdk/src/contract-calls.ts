// Calling the API by its contract entry: the path comes from the entry, the answer is parsed with its schema. A
// remote writes `call(CONTENT_API.createLead, { body })` or `useApi(CONTENT_API.listNews)`, never a path string.
import type { ApiRoute, RouteParams, RouteQuery, RouteResult } from '@forge/contract';
import { useQuery, type UseQueryOptions, type UseQueryResult } from '@tanstack/react-query';
import { ApiError, apiRequest, apiUrl, http } from './api';
import { apiPath, parseAnswer, type CallArgs, type ReadArgs } from './contract-paths';

export { apiPath, parseAnswer, type CallArgs, type ReadArgs } from './contract-paths';

/** A call with no arguments: when an entry's arguments accept it, they may be left out. */
type NoArgs = Record<never, never>;

/** Calls an entry with the shell's auth and returns its parsed answer; a non-2xx raises §8's ApiError. */
export async function call<R extends ApiRoute>(route: R, ...[args]: NoArgs extends CallArgs<R> ? [CallArgs<R>?] : [CallArgs<R>]): Promise<RouteResult<R>> {
  const a = (args ?? {}) as { params?: RouteParams<R>; query?: RouteQuery<R>; body?: unknown };
  const answer = await apiRequest(route.method.toUpperCase(), apiPath(route, a), a.body);
  return parseAnswer(route, answer);
}

/** Sends a multipart form (a file upload) to an entry and returns its parsed answer. */
export async function callMultipart<R extends ApiRoute>(route: R, form: FormData, args?: ReadArgs<R>): Promise<RouteResult<R>> {
  const response = await http.request({ method: route.method, url: apiUrl(apiPath(route, args as never)), data: form });
  const text = typeof response.data === 'string' ? response.data : JSON.stringify(response.data ?? '');
  if (response.status < 200 || response.status >= 300) throw new ApiError(response.status, text, response.statusText);
  return parseAnswer(route, text ? JSON.parse(text) : null);
}

type ApiQueryOptions<R extends ApiRoute, TData> = Omit<UseQueryOptions<unknown, Error, TData>, 'queryKey' | 'queryFn' | 'select'> & {
  /** Derives what the page shows from the parsed answer. */
  select?: (answer: RouteResult<R>) => TData;
};

/**
 * Reads an entry (GET) through the shared query cache. The key is the call's path, so the server's render and
 * `setQueryData([apiPath(entry, args)], …)` meet the same entry; the cached body is the raw answer, parsed here.
 */
export function useApi<R extends ApiRoute, TData = RouteResult<R>>(
  route: R,
  ...[args, options = {}]: NoArgs extends ReadArgs<R> ? [ReadArgs<R>?, ApiQueryOptions<R, TData>?] : [ReadArgs<R>, ApiQueryOptions<R, TData>?]
): UseQueryResult<TData, Error> {
  const { select, ...rest } = options;
  return useQuery<unknown, Error, TData>({
    ...rest,
    // A disabled read may lack its parameters yet (an id still unknown): its key is the entry's id then.
    queryKey: rest.enabled === false ? [route.id, args] : [apiPath(route, args as ReadArgs<R> | undefined)],
    select: (raw) => {
      const answer = parseAnswer(route, raw);
      return (select ? select(answer) : answer) as TData;
    },
  });
}
