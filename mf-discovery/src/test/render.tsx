import type { ReactElement } from 'react';
import axios, { type AxiosAdapter } from 'axios';
import { configure, render } from '@testing-library/react';
import { MemoryRouter, useLocation, useNavigate } from 'react-router-dom';
import {
  AuthContext,
  ForgeUIProvider,
  QueryClientProvider,
  RouteParamsContext,
  SIGNED_OUT,
  createQueryClient,
  http,
  type AuthContextValue,
  type AuthUser,
} from '@forge/shell-sdk';

/** Signed out; tests check that sign-in was asked for. */
export const signedOut: AuthContextValue = { ...SIGNED_OUT, login: jest.fn(async () => undefined) };

export function signedIn(user: Partial<AuthUser> = {}, admin = false): AuthContextValue {
  return {
    ...signedOut,
    status: 'signed-in',
    isAdmin: admin,
    user: {
      uid: 'buyer-1',
      email: 'buyer@forge.test',
      displayName: 'Buyer',
      photoURL: null,
      creationTime: null,
      lastSignInTime: null,
      admin,
      roles: ['buyer'],
      ...user,
    },
    getToken: async () => 'token',
  };
}

/** Shows the router's current location and offers Back, so tests can check the URL and history. */
function LocationProbe() {
  const location = useLocation();
  const navigate = useNavigate();
  return (
    <>
      <output data-testid="location">{location.pathname + location.search}</output>
      <button type="button" onClick={() => navigate(-1)}>
        test-back
      </button>
    </>
  );
}

// Eight engineers share two cores: give async UI more than the default second before calling it broken.
configure({ asyncUtilTimeout: 5000 });

/**
 * The HTTP layer of unit tests: reads come pre-filled in the query cache; writes are answered by handlers
 * registered with `respond`. Anything else is recorded as unexpected (a missing fixture) and fails the test.
 */
export const unexpectedRequests: string[] = [];
export interface RecordedRequest {
  method: string;
  url: string;
  body: unknown;
}
export const requests: RecordedRequest[] = [];
type Handler = (body: unknown) => { status: number; body?: unknown };
const handlers = new Map<string, Handler>();

/** Answers `METHOD /api/path` with a status and JSON body. */
export function respond(method: string, path: string, handler: Handler): void {
  handlers.set(`${method.toUpperCase()} ${path}`, handler);
}

/** One request through the test HTTP layer: recorded, then answered by its handler or refused. */
function dispatch(method: string, url: string, body: unknown): { status: number; text: string } {
  requests.push({ method, url, body });
  const handler = handlers.get(`${method} ${url}`);
  if (!handler) {
    unexpectedRequests.push(`${method} ${url}`);
    throw new Error(`Unexpected request in a unit test: ${method} ${url}`);
  }
  const answer = handler(body);
  return { status: answer.status, text: answer.body === undefined ? '' : JSON.stringify(answer.body) };
}

const parseBody = (data: unknown) =>
  typeof data === 'string' && data ? (JSON.parse(data) as unknown) : undefined;

const testAdapter: AxiosAdapter = async (config) => {
  const answer = dispatch((config.method ?? 'get').toUpperCase(), config.url ?? '', parseBody(config.data));
  return { data: answer.text, status: answer.status, statusText: String(answer.status), headers: {}, config };
};

// The SDK reads and sends analytics with fetch; answer those from the same handlers.
const testFetch = async (input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> => {
  const url = typeof input === 'string' ? input : input instanceof URL ? input.pathname : input.url;
  const answer = dispatch((init.method ?? 'GET').toUpperCase(), url, parseBody(init.body));
  return {
    ok: answer.status >= 200 && answer.status < 300,
    status: answer.status,
    statusText: String(answer.status),
    text: async () => answer.text,
    json: async () => JSON.parse(answer.text) as unknown,
  } as Response;
};
globalThis.fetch = testFetch as typeof fetch;

// The SDK's client is made from axios's defaults (possibly lazily); an already-made instance gets it too.
axios.defaults.adapter = testAdapter;
const existing = (http as unknown as { defaults?: { adapter?: unknown } }).defaults;
if (existing) existing.adapter = testAdapter;
// Analytics calls are part of what pages do; accept them and keep them in `requests`.
beforeEach(() => {
  unexpectedRequests.length = 0;
  requests.length = 0;
  handlers.clear();
  respond('POST', '/api/analytics/events', () => ({ status: 202, body: { ok: true } }));
});
afterEach(() => {
  expect(unexpectedRequests).toEqual([]);
});

interface RenderOptions {
  route: string;
  params?: Record<string, string>;
  /** API path → answer: the HTTP layer, pre-filled so nothing goes to the network. */
  data?: [string, unknown][];
  auth?: AuthContextValue;
}

export function renderPage(
  ui: ReactElement,
  { route, params = {}, data = [], auth = signedOut }: RenderOptions,
) {
  const queryClient = createQueryClient();
  for (const [path, value] of data) queryClient.setQueryData([path], value);
  const result = render(
    <ForgeUIProvider>
      <QueryClientProvider client={queryClient}>
        <AuthContext.Provider value={auth}>
          <MemoryRouter initialEntries={[route]}>
            <RouteParamsContext.Provider value={params}>
              {ui}
              <LocationProbe />
            </RouteParamsContext.Provider>
          </MemoryRouter>
        </AuthContext.Provider>
      </QueryClientProvider>
    </ForgeUIProvider>,
  );
  return { ...result, queryClient };
}
