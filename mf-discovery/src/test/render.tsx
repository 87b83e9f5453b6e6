import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter, useLocation, useNavigate } from 'react-router-dom';
import {
  AuthContext,
  ForgeUIProvider,
  QueryClientProvider,
  RouteParamsContext,
  createQueryClient,
  http,
  type AuthContextValue,
  type AuthUser,
} from '@forge/shell-sdk';

export const signedOut: AuthContextValue = {
  status: 'signed-out',
  user: null,
  profile: null,
  isAdmin: false,
  login: jest.fn(async () => undefined),
  logout: async () => undefined,
  getToken: async () => undefined,
  refreshProfile: async () => undefined,
};

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

// Unit tests pre-fill the query cache; a request that reaches the network means a fixture is missing.
export const unexpectedRequests: string[] = [];
http.interceptors.request.use((config) => {
  unexpectedRequests.push(`${config.method?.toUpperCase()} ${config.url}`);
  throw new Error(`Unexpected request in a unit test: ${config.method} ${config.url}`);
});
beforeEach(() => {
  unexpectedRequests.length = 0;
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

export function renderPage(ui: ReactElement, { route, params = {}, data = [], auth = signedOut }: RenderOptions) {
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
