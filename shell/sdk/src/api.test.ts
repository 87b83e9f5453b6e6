import { ApiError, QUERY_GC_TIME_MS, apiRequest, configureApi, createQueryClient, retryDelay } from './api';

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

describe('anonymous reader (the shell server while it renders public pages)', () => {
  afterEach(() => configureApi({ baseUrl: '/api', anonymousReader: null }));

  it('answers GETs without a token, for queries and apiRequest alike, with §8 errors for non-OK answers', async () => {
    const asked: string[] = [];
    configureApi({
      baseUrl: 'http://api.test/api',
      anonymousReader: async (url) => {
        asked.push(url);
        return url.endsWith('/missing') ? { status: 404, statusText: 'Not Found', text: 'No such supplier' } : { status: 200, statusText: 'OK', text: '{"name":"Acme"}' };
      },
    });
    expect(await createQueryClient().fetchQuery({ queryKey: ['/api/suppliers/acme'] })).toEqual({ name: 'Acme' });
    expect(await apiRequest('GET', '/api/suppliers/acme')).toEqual({ name: 'Acme' });
    await expect(apiRequest('GET', '/api/suppliers/missing')).rejects.toThrow(new ApiError(404, 'No such supplier', 'Not Found'));
    expect(asked).toEqual(['http://api.test/api/suppliers/acme', 'http://api.test/api/suppliers/acme', 'http://api.test/api/suppliers/missing']);
  });
});
