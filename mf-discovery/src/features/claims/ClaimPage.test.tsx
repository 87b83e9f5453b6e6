import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import ClaimPage from '../../pages/ClaimPage';
import { supplier } from '../../test/fixtures';
import { renderPage, requests, respond, signedIn, signedOut } from '../../test/render';
import { ClaimPreviewSchema } from '@forge/shell-sdk/api-contract';

const token = 'AbCdEfGhIjKlMnOpQrStUvWx';
const claim = ClaimPreviewSchema.parse({
  supplier: {
    id: 's-1',
    slug: 'keystone-precision',
    name: 'Keystone Precision Machining',
    city: 'Pittsburgh',
    state: 'PA',
    claimed: false,
  },
  expiresAt: '2030-01-31T00:00:00.000Z',
});
const data: [string, unknown][] = [[`/api/claims/${token}`, claim]];
/** What POST /api/claims/{token} answers: the company, now the caller's. */
const claimedAnswer = { claimed: true, supplier: supplier({ ownedByYou: true, claimed: true }), supplierCompanyId: 's-1', claimedAt: '2030-01-01T00:00:00.000Z' };

describe('ClaimPage', () => {
  it('asks a visitor to sign in before claiming', async () => {
    const user = userEvent.setup();
    renderPage(<ClaimPage />, { route: `/claim/${token}`, params: { token }, data, auth: signedOut });
    expect(
      screen.getByRole('heading', { level: 1, name: 'Claim Keystone Precision Machining' }),
    ).toBeInTheDocument();
    expect(screen.getByText('This link works once and expires on Jan 31, 2030.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Sign in to claim' }));
    expect(signedOut.login).toHaveBeenCalled();
  });

  it('claims for a signed-in user and opens the edit form', async () => {
    const user = userEvent.setup();
    respond('POST', `/api/claims/${token}`, () => ({ status: 200, body: claimedAnswer }));
    renderPage(<ClaimPage />, {
      route: `/claim/${token}`,
      params: { token },
      data,
      auth: signedIn({ uid: 'supplier-1' }),
    });
    await user.click(screen.getByRole('button', { name: 'Claim Keystone Precision Machining' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/company/s-1/edit'));
    expect(requests.filter((r) => r.method === 'POST' && r.url === `/api/claims/${token}`)).toHaveLength(1);
  });

  it('re-reads the profile (it now names the company) and makes the edit page see the new owner', async () => {
    const user = userEvent.setup();
    respond('POST', `/api/claims/${token}`, () => ({ status: 200, body: claimedAnswer }));
    const auth = { ...signedIn({ uid: 'supplier-1' }), refreshProfile: jest.fn(async () => undefined) };
    const { queryClient } = renderPage(<ClaimPage />, {
      route: `/claim/${token}`,
      params: { token },
      // the company page was read before the claim: no owner yet
      data: [...data, ['/api/suppliers/s-1', supplier({ ownedByYou: false, claimed: false })]],
      auth,
    });
    await user.click(screen.getByRole('button', { name: 'Claim Keystone Precision Machining' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/company/s-1/edit'));
    expect(auth.refreshProfile).toHaveBeenCalledTimes(1);
    expect(queryClient.getQueryData(['/api/suppliers/s-1'])).toMatchObject({ ownedByYou: true, claimed: true });
    expect(queryClient.getQueryData(['/api/suppliers/by-slug/keystone-precision'])).toMatchObject({ ownedByYou: true });
  });

  it('shows why a used link is refused', async () => {
    const user = userEvent.setup();
    respond('POST', `/api/claims/${token}`, () => ({
      status: 410,
      body: { error: { status: 'failed-precondition', message: 'This claim link has already been used.' } },
    }));
    renderPage(<ClaimPage />, { route: `/claim/${token}`, params: { token }, data, auth: signedIn() });
    await user.click(screen.getByRole('button', { name: 'Claim Keystone Precision Machining' }));
    expect(await screen.findByText('This claim link has already been used.')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(`/claim/${token}`);
  });
});
