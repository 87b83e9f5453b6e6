/** Renders a component with the providers the shell gives every page, and a fake of the HTTP layer only. */
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { render } from '@testing-library/react';
import { AuthContext, ForgeUIProvider, SIGNED_OUT, QueryClientProvider, createQueryClient, http, type AuthContextValue } from '@forge/shell-sdk';

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

export function renderWithProviders(ui: ReactNode, { path = '/', auth = SIGNED_OUT, state }: { path?: string; auth?: AuthContextValue; state?: unknown } = {}) {
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

type HttpMethods = Record<'request' | 'get' | 'post', (...args: unknown[]) => Promise<unknown>>;

/** Answers every request made through the sdk's `http` with `reply`; records the calls. */
export function fakeHttp(reply: (call: FakeCall) => { status: number; body: unknown }) {
  const calls: FakeCall[] = [];
  const target = http as unknown as HttpMethods;
  const original = { request: target.request, get: target.get, post: target.post };
  const respond = async (call: FakeCall) => {
    calls.push(call);
    const { status, body } = reply(call);
    return { data: JSON.stringify(body), status, statusText: String(status), headers: {}, config: {} };
  };
  target.request = async (...args: unknown[]) => {
    const config = args[0] as { method?: string; url?: string; data?: unknown };
    return respond({ method: (config.method ?? 'get').toUpperCase(), url: config.url ?? '', data: config.data });
  };
  target.get = async (...args: unknown[]) => respond({ method: 'GET', url: String(args[0]), data: undefined });
  target.post = async (...args: unknown[]) => respond({ method: 'POST', url: String(args[0]), data: args[1] });
  return {
    calls,
    restore: () => Object.assign(target, original),
  };
}
