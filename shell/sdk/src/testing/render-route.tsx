/** Route-level test support shared by every remote: renders a path through a remote's declared routes, with the providers the shell gives every page. */
import { Suspense } from 'react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { render } from '@testing-library/react';
import { AuthContext, ForgeUIProvider, QueryClientProvider, RouteParamsContext, createQueryClient, toaster, useModulePage, type AuthContextValue, type RemoteRoutesModule } from '@forge/shell-sdk';
import { Toast, Toaster } from '@forge/shell-sdk/widgets';

export const TEST_TOKEN = 'test-token';

const PEOPLE = {
  buyer: { uid: 'u-buyer', email: 'buyer@forge.test', displayName: 'Bea Buyer' },
  admin: { uid: 'u-admin', email: 'admin@forge.test', displayName: 'Ada Admin' },
  supplier: { uid: 'u-supplier', email: 'supplier@forge.test', displayName: 'Sam Supplier' },
  INVESTOR: { uid: 'u-investor', email: 'investor@forge.test', displayName: 'Ivy Investor' },
} as const;

/** A signed-in auth context for route tests (the shell provides the real one). */
export function signedInAs(role: keyof typeof PEOPLE = 'buyer', overrides: Partial<AuthContextValue> = {}): AuthContextValue {
  const admin = role === 'admin';
  return {
    status: 'signed-in',
    user: { ...PEOPLE[role], photoURL: null, creationTime: null, lastSignInTime: null, admin, roles: [role] },
    profile: null,
    isAdmin: admin,
    login: async () => undefined,
    logout: async () => undefined,
    getToken: async () => TEST_TOKEN,
    refreshProfile: async () => undefined,
    ...overrides,
  };
}

function Outlet({ module }: { module: RemoteRoutesModule }) {
  const location = useLocation();
  const page = useModulePage(module, location.pathname);
  return (
    <>
      <output data-testid="location">{`${location.pathname}${location.search}`}</output>
      {page ? (
        <RouteParamsContext.Provider value={page.params}>
          <Suspense fallback={<p>Loading page</p>}>
            <page.Page />
          </Suspense>
        </RouteParamsContext.Provider>
      ) : (
        <p>Left this section</p>
      )}
    </>
  );
}

export function renderRoute(module: RemoteRoutesModule, path: string, auth: AuthContextValue = signedInAs('buyer')) {
  const queryClient = createQueryClient();
  const result = render(
    <ForgeUIProvider>
      <QueryClientProvider client={queryClient}>
        <AuthContext.Provider value={auth}>
          <MemoryRouter initialEntries={[path]}>
            <Outlet module={module} />
          </MemoryRouter>
          <Toaster toaster={toaster}>
            {(toast) => (
              <Toast.Root>
                <Toast.Title>{toast.title}</Toast.Title>
                <Toast.Description>{toast.description}</Toast.Description>
              </Toast.Root>
            )}
          </Toaster>
        </AuthContext.Provider>
      </QueryClientProvider>
    </ForgeUIProvider>,
  );
  return { ...result, queryClient };
}
