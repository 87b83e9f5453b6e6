import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AxiosRequestConfig } from 'axios';
import { authHeaders, beginImpersonation, configureApi, currentImpersonation, http, type ImpersonationGrant } from '@forge/shell-sdk';
import { renderWithShell, signedIn } from '../test/render';
import { ImpersonationBanner } from './ImpersonationBanner';

const grant = (expiresInMs = 20 * 60_000): ImpersonationGrant => ({
  grantId: 'grant-secret-1234567890-abcdefghijklmnop',
  target: { uid: 'u-bea', email: 'bea@forge.test', name: 'Bea Buyer', roles: ['buyer'] },
  readOnly: true,
  startedAt: new Date().toISOString(),
  expiresAt: new Date(Date.now() + expiresInMs).toISOString(),
});

const sent: AxiosRequestConfig[] = [];
function answer(status: number, body: unknown) {
  http.defaults.adapter = async (config) => {
    sent.push(config);
    return { status, statusText: String(status), data: JSON.stringify(body), headers: {}, config } as never;
  };
}

beforeEach(() => {
  sessionStorage.clear();
  sent.length = 0;
  configureApi({ getToken: async () => 'admin-token' });
});
afterAll(() => {
  http.defaults.adapter = undefined;
});

describe('ImpersonationBanner', () => {
  it('shows nothing when the tab is not viewing as anyone', () => {
    renderWithShell(<ImpersonationBanner />, { auth: signedIn() });
    expect(screen.queryByTestId('impersonation-banner')).toBeNull();
  });

  it('keeps the banner and the grant header past its time, so the tab never quietly acts as the admin', async () => {
    beginImpersonation(grant(-1000));
    renderWithShell(<ImpersonationBanner />, { auth: signedIn() });
    expect(await screen.findByTestId('impersonation-banner')).toHaveTextContent('Viewing as Bea Buyer — ended (past its time): press Stop');
    expect(await authHeaders()).toEqual({ Authorization: 'Bearer admin-token', 'x-forge-impersonation': 'grant-secret-1234567890-abcdefghijklmnop' });
  });

  it('names the user, says read-only, and Stop ends the grant as the admin and returns to the user row', async () => {
    beginImpersonation(grant());
    answer(200, { stopped: true });
    const navigate = jest.fn();
    renderWithShell(<ImpersonationBanner navigate={navigate} />, { auth: signedIn({ uid: 'u-bea' }) });
    const banner = await screen.findByTestId('impersonation-banner');
    expect(banner).toHaveTextContent('Viewing as Bea Buyer — read-only');
    await userEvent.click(screen.getByRole('button', { name: 'Stop' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/admin/users?user=u-bea'));
    expect(sent).toHaveLength(1);
    expect(sent[0]!.method).toBe('delete');
    expect(sent[0]!.url).toMatch(/\/admin\/impersonation\/grant-secret-1234567890-abcdefghijklmnop$/);
    // The stop goes out as the admin: without the grant header (a request carrying it may not write).
    const headers = sent[0]!.headers as unknown as { get(name: string): unknown };
    expect(headers.get('Authorization')).toBe('Bearer admin-token');
    expect(headers.get('x-forge-impersonation')).toBeFalsy();
    expect(currentImpersonation()).toBeNull();
  });

  it("shows the server's refusal when the stop is not recorded", async () => {
    beginImpersonation(grant());
    answer(503, { error: { status: 'unavailable', message: 'API unavailable' } });
    const navigate = jest.fn();
    renderWithShell(<ImpersonationBanner navigate={navigate} />, { auth: signedIn() });
    await userEvent.click(await screen.findByRole('button', { name: 'Stop' }));
    expect(await screen.findByText(/the server did not record it: 503/)).toBeInTheDocument();
    expect(navigate).not.toHaveBeenCalled();
  });
});
