import { ApiError, QUERY_GC_TIME_MS, createQueryClient, retryDelay } from './api';

describe('API client semantics (product-spec §8–§9)', () => {
  it('formats errors as "{status}: {body or status text}"', () => {
    expect(new ApiError(404, 'No such supplier', 'Not Found').message).toBe('404: No such supplier');
    expect(new ApiError(500, '', 'Internal Server Error').message).toBe('500: Internal Server Error');
  });

  it('uses the spec query defaults: no retries or refetching, never stale, GC after 5 minutes', () => {
    const defaults = createQueryClient().getDefaultOptions();
    expect(defaults.queries).toMatchObject({
      retry: false,
      refetchOnWindowFocus: false,
      refetchInterval: false,
      staleTime: Infinity,
      gcTime: 5 * 60 * 1000,
    });
    expect(defaults.mutations?.retry).toBe(false);
    expect(QUERY_GC_TIME_MS).toBe(300_000);
  });

  it('backs off from 1000 ms, doubling, capped at 30 s', () => {
    expect([0, 1, 2, 3, 4, 5, 10].map(retryDelay)).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000]);
  });
});
