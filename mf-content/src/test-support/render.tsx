/** Renders a component with the providers the shell gives every page, and a fake of the HTTP layer only. */
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { render } from '@testing-library/react';
import type { AxiosAdapter, AxiosResponse, InternalAxiosRequestConfig } from 'axios';
import { AuthContext, ForgeUIProvider, QueryClientProvider, createQueryClient, http, type AuthContextValue } from '@forge/shell-sdk';

export const signedOut: AuthContextValue = {
  status: 'signed-out',
  user: null,
  profile: null,
  isAdmin: false,
  login: async () => undefined,
  logout: async () => undefined,
  getToken: async () => undefined,
  refreshProfile: async () => undefined,
};

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

export function renderWithProviders(ui: ReactNode, { path = '/', auth = signedOut, state }: { path?: string; auth?: AuthContextValue; state?: unknown } = {}) {
  return render(
    <ForgeUIProvider>
      <QueryClientProvider client={createQueryClient()}>
        <AuthContext.Provider value={auth}>
          <MemoryRouter initialEntries={[{ pathname: path.split('?')[0]!, search: path.includes('?') ? `?${path.split('?')[1]}` : '', state }]}>
            {ui}
            <LocationProbe />
          </MemoryRouter>
        </AuthContext.Provider>
      </QueryClientProvider>
    </ForgeUIProvider>,
  );
}

export interface FakeCall {
  method: string;
  url: string;
  data: unknown;
}

/** Answers every request with `reply`; records the calls. */
export function fakeHttp(reply: (call: FakeCall) => { status: number; body: unknown }) {
  const calls: FakeCall[] = [];
  const original = http.defaults.adapter;
  const adapter: AxiosAdapter = async (config: InternalAxiosRequestConfig) => {
    const call = { method: (config.method ?? 'get').toUpperCase(), url: config.url ?? '', data: config.data };
    calls.push(call);
    const { status, body } = reply(call);
    const response: AxiosResponse = { data: JSON.stringify(body), status, statusText: String(status), headers: {}, config };
    return response;
  };
  http.defaults.adapter = adapter;
  return { calls, restore: () => (http.defaults.adapter = original) };
}
