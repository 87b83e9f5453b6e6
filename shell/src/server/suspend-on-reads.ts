// On the server, a query suspends the component that asks for it: React's streaming renderer renders that component
// again once the answer is in, not the whole page.
import type { QueryClient } from '@tanstack/react-query';

/**
 * Makes every enabled query suspend the component that asks for it until its answer is in. React's streaming renderer
 * then renders that component again, not the whole page: a page whose reads come in three waves (the route's, then
 * those its answers reveal) costs one render instead of three. A disabled query, or one enabled by a function, does
 * not suspend: the passes of `renderApp` still find it once it is enabled.
 */
export function suspendOnReads(queryClient: QueryClient): QueryClient {
  const defaulted = queryClient.defaultQueryOptions.bind(queryClient);
  queryClient.defaultQueryOptions = ((options: Parameters<QueryClient['defaultQueryOptions']>[0]) => {
    const result = defaulted(options);
    if (result.enabled === undefined || result.enabled === true) result.suspense = true;
    return result;
  }) as QueryClient['defaultQueryOptions'];
  return queryClient;
}
