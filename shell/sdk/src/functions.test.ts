import { callFunction, codeForHttpStatus, FUNCTION_TIMEOUT_MS, DEFAULT_FUNCTION_REGION, type FunctionsError } from './functions';

function fakeFetch(status: number, body: unknown, raw = false) {
  return jest.fn(async () => ({
    status,
    ok: status >= 200 && status < 300,
    json: async () => (raw ? JSON.parse(body as string) : body),
  })) as unknown as typeof fetch;
}

async function failure(promise: Promise<unknown>): Promise<FunctionsError> {
  try {
    await promise;
  } catch (error) {
    return error as FunctionsError;
  }
  throw new Error('expected a failure');
}

describe('callable functions (product-spec §7–§8)', () => {
  it('maps HTTP statuses to codes exactly as §8 says', () => {
    expect(
      [200, 400, 401, 403, 404, 409, 429, 499, 500, 501, 503, 504, 418, 0].map(codeForHttpStatus),
    ).toEqual([
      'ok', 'invalid-argument', 'unauthenticated', 'permission-denied', 'not-found', 'aborted',
      'resource-exhausted', 'cancelled', 'internal', 'unimplemented', 'unavailable', 'deadline-exceeded',
      'unknown', 'internal',
    ]);
  });

  it('has the spec timeout and region', () => {
    expect(FUNCTION_TIMEOUT_MS).toBe(70_000);
    expect(DEFAULT_FUNCTION_REGION).toBe('us-central1');
  });

  it('posts {data} with the optional headers and reads data (or result)', async () => {
    const fetchImpl = fakeFetch(200, { data: { ok: 1 } });
    await expect(
      callFunction('quote', { a: 1 }, { fetchImpl, authToken: 't', messagingToken: 'm', appCheckToken: 'c' }),
    ).resolves.toEqual({ ok: 1 });
    const [url, init] = (fetchImpl as jest.Mock).mock.calls[0];
    expect(url).toBe('/api/functions/quote');
    expect(JSON.parse(init.body)).toEqual({ data: { a: 1 } });
    expect(init.headers).toMatchObject({ Authorization: 'Bearer t', 'X-Messaging-Token': 'm', 'X-App-Check-Token': 'c' });
    await expect(callFunction('x', null, { fetchImpl: fakeFetch(200, { result: 5 }) })).resolves.toBe(5);
  });

  it('raises the two spec messages for bad answers', async () => {
    expect((await failure(callFunction('x', null, { fetchImpl: fakeFetch(200, [1, 2]) }))).message).toBe(
      'Response is not valid JSON object.',
    );
    expect((await failure(callFunction('x', null, { fetchImpl: fakeFetch(200, { other: 1 }) }))).message).toBe(
      'Response is missing data field.',
    );
  });

  it('lets an error status in the body override the HTTP code, with its message and details', async () => {
    const error = await failure(
      callFunction('x', null, {
        fetchImpl: fakeFetch(500, { error: { status: 'NOT_FOUND', message: 'No such RFQ', details: { id: 7 } } }),
      }),
    );
    expect(error).toMatchObject({ code: 'not-found', message: 'No such RFQ', details: { id: 7 } });
    const plain = await failure(callFunction('x', null, { fetchImpl: fakeFetch(429, {}) }));
    expect(plain.code).toBe('resource-exhausted');
  });

  it('reports a network failure as internal and a timeout as deadline-exceeded', async () => {
    const broken = jest.fn(async () => {
      throw new TypeError('Failed to fetch');
    }) as unknown as typeof fetch;
    expect((await failure(callFunction('x', null, { fetchImpl: broken }))).code).toBe('internal');
    const hanging = jest.fn(
      (_url: string, init: RequestInit) =>
        new Promise((_resolve, reject) => init.signal?.addEventListener('abort', () => reject(new Error('aborted')))),
    ) as unknown as typeof fetch;
    expect((await failure(callFunction('x', null, { fetchImpl: hanging, timeoutMs: 10 }))).code).toBe('deadline-exceeded');
  });
});
