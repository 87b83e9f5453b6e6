import type { ReactElement, ReactNode } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import {
  AuthContext,
  ForgeUIProvider,
  QueryClientProvider,
  SIGNED_OUT,
  apiPath,
  createQueryClient,
  type AuthContextValue,
  type AuthUser,
  type UserProfile,
} from '@forge/shell-sdk';
import { CATALOGUE_API, STATS_API } from '@forge/shell-sdk/api-contract';

/** Signed out; tests check which actions were asked for. */
export const signedOut: AuthContextValue = {
  ...SIGNED_OUT,
  login: jest.fn(async () => undefined),
  logout: jest.fn(async () => undefined),
  refreshProfile: jest.fn(async () => undefined),
};

export function signedIn(overrides: Partial<AuthUser> = {}, profile: Partial<UserProfile> = {}): AuthContextValue {
  const user: AuthUser = {
    uid: 'u1',
    email: 'buyer@forge.test',
    displayName: null,
    photoURL: null,
    creationTime: null,
    lastSignInTime: null,
    admin: false,
    roles: ['buyer'],
    ...overrides,
  };
  return {
    ...signedOut,
    status: 'signed-in',
    user,
    isAdmin: user.admin,
    login: jest.fn(async () => undefined),
    logout: jest.fn(async () => undefined),
    refreshProfile: jest.fn(async () => undefined),
    profile: {
      uid: 'u1',
      email: user.email,
      role: user.admin ? 'admin' : 'buyer',
      firstName: '',
      lastName: '',
      displayName: '',
      company: '',
      jobTitle: '',
      phone: '',
      photoURL: '',
      sourcingInterests: [],
      supplierCompanyId: '',
      shareCorrections: false,
      deliveryZip: '',
      admin: user.admin,
      createdAt: '2026-01-01T00:00:00.000Z',
      lastSignInAt: '2026-02-01T00:00:00.000Z',
      ...profile,
    },
  };
}

export const PROCESSES = [
  { name: 'CNC Machining', slug: 'cnc-machining', category: 'Precision Machining', categorySlug: 'precision-machining', featured: true },
  { name: 'Swiss Turning', slug: 'swiss-turning', category: 'Precision Machining', categorySlug: 'precision-machining', featured: false },
  { name: 'Injection Molding', slug: 'injection-molding', category: 'Casting and Molding Processes', categorySlug: 'casting-and-molding-processes', featured: true },
  { name: 'Die Casting', slug: 'die-casting', category: 'Casting and Molding Processes', categorySlug: 'casting-and-molding-processes', featured: true },
  { name: 'Fused Deposition Modeling', slug: 'fused-deposition-modeling', category: 'Additive Manufacturing (3D Printing)', categorySlug: 'additive-manufacturing', featured: false },
  { name: '3D Printing', slug: '3d-printing', category: 'Additive Manufacturing (3D Printing)', categorySlug: 'additive-manufacturing', featured: true },
  { name: 'PCB Assembly', slug: 'pcb-assembly', category: 'Electronics Manufacturing', categorySlug: 'electronics-manufacturing', featured: true },
  { name: 'Laser Cutting', slug: 'laser-cutting', category: 'Forming and Shaping', categorySlug: 'forming-and-shaping', featured: true },
].map((process) => ({ ...process, description: `${process.name} parts.`, whenToUse: 'Whenever it fits.' }));

export function LocationProbe() {
  const location = useLocation();
  return <div data-testid="location">{location.pathname + location.search}</div>;
}

interface Options {
  auth?: AuthContextValue;
  route?: string;
  processes?: unknown;
  stats?: unknown;
}

/** Renders with the shell's providers; API data is seeded into the query cache (unseeded reads fail like a 404). */
export function renderWithShell(ui: ReactElement, { auth = signedOut, route = '/', processes = PROCESSES, stats }: Options = {}) {
  const queryClient = createQueryClient();
  const unavailable = async () => {
    throw new Error('404: Not Found');
  };
  const processesKey = [apiPath(CATALOGUE_API.listProcesses)];
  const statsKey = [apiPath(STATS_API.get)];
  queryClient.setQueryDefaults(processesKey, { queryFn: unavailable });
  queryClient.setQueryDefaults(statsKey, { queryFn: unavailable });
  if (processes !== null) queryClient.setQueryData(processesKey, processes);
  if (stats !== undefined) queryClient.setQueryData(statsKey, stats);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <ForgeUIProvider>
      <QueryClientProvider client={queryClient}>
        <AuthContext.Provider value={auth}>
          <MemoryRouter initialEntries={[route]}>
            {children}
            <LocationProbe />
          </MemoryRouter>
        </AuthContext.Provider>
      </QueryClientProvider>
    </ForgeUIProvider>
  );
  return { ...render(ui, { wrapper }), queryClient };
}
