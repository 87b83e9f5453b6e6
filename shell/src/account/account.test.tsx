import { Suspense } from 'react';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from '@forge/shell-sdk';
import { installFakeApi } from '@forge/shell-sdk/testing';
import { NOTIFICATION_KINDS } from '@forge/shell-sdk/account-contract';
import type { AxiosRequestConfig } from 'axios';
import { AppRoutes } from '../routing/AppRoutes';
import { renderWithShell, signedIn, signedOut } from '../test/render';
import { changesFromForm, parseInterests, photoProblem, PHOTO_MAX_BYTES } from './profile-form';
import ProfileEditPage from './ProfileEditPage';
import ChangePasswordPage from './ChangePasswordPage';

beforeAll(() => configure({ defaultHidden: true }));
afterAll(() => configure({ defaultHidden: false }));

afterEach(() => jest.restoreAllMocks());

/** Answers every request made through the sdk's HTTP client with the given status and body, recording them. */
function answerWith(status: number, body: unknown) {
  const requests: AxiosRequestConfig[] = [];
  jest.spyOn(http, 'request').mockImplementation((async (config: AxiosRequestConfig) => {
    // The notification-emails card reads its own settings; these tests are about the profile form.
    if (String(config.url).startsWith('/api/notifications/')) return { status: 200, statusText: 'OK', data: JSON.stringify({ email: Object.fromEntries(NOTIFICATION_KINDS.map((kind) => [kind, true])) }), headers: {}, config };
    requests.push(config);
    return { status, statusText: status === 200 ? 'OK' : 'Bad Request', data: JSON.stringify(body), headers: {}, config };
  }) as unknown as typeof http.request);
  return requests;
}

describe('account routes (§2, §6)', () => {
  it('sends a signed-out visitor from /profile to /waitlist', async () => {
    renderWithShell(<AppRoutes remotes={[]} />, { auth: signedOut, route: '/profile/edit' });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/waitlist'));
    expect(sessionStorage.getItem('forge.returnTo')).toBe('/profile/edit');
  });

  it('shows a spinner while auth loads', () => {
    renderWithShell(<AppRoutes remotes={[]} />, { auth: { ...signedOut, status: 'loading' }, route: '/profile' });
    expect(screen.getByText('Loading...')).toBeInTheDocument();
  });

  it('shows the dashboard with the role and links to the user work', async () => {
    renderWithShell(<AppRoutes remotes={[]} />, { auth: signedIn({ email: 'sam@forge.test' }, { role: 'supplier', company: 'Acme' }), route: '/profile' });
    expect(await screen.findByRole('heading', { name: 'Welcome back, sam' }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByTestId('profile-role')).toHaveTextContent('Supplier');
    const work = screen.getByRole('region', { name: 'Your work' });
    expect(within(work).getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual(['/my-activity', '/parts', '/rfq-management', '/orders', '/bom-upload']);
    expect(screen.queryByRole('link', { name: 'Open Admin Panel' })).toBeNull();
    // no claimed company, no company card
    expect(screen.queryByRole('region', { name: 'My company' })).toBeNull();
  });

  it("links a supplier to the company named in the profile (the one they claimed) and its edit page", async () => {
    const api = installFakeApi({
      'GET /api/suppliers/:id': ({ params }) =>
        params.id === 'sup-000042'
          ? { body: { id: 'sup-000042', name: 'Keystone Precision Machining', address: { city: 'Pittsburgh', state: 'PA' } } }
          : { status: 404, body: { error: { status: 'not-found', message: 'No such supplier.' } } },
    });
    try {
      renderWithShell(<AppRoutes remotes={[]} />, {
        auth: signedIn({ email: 'supplier@forge.test', roles: ['supplier'] }, { role: 'supplier', supplierCompanyId: 'sup-000042' }),
        route: '/profile',
      });
      const card = await screen.findByRole('region', { name: 'My company' }, { timeout: 5000 });
      expect(await within(card).findByText('Keystone Precision Machining')).toBeInTheDocument();
      expect(within(card).getByText(/Pittsburgh, PA/)).toBeInTheDocument();
      expect(within(card).getByRole('link', { name: 'View company page' })).toHaveAttribute('href', '/company/sup-000042');
      expect(within(card).getByRole('link', { name: 'Edit company profile' })).toHaveAttribute('href', '/company/sup-000042/edit');
      expect(api.calls.map((c) => `${c.method} ${c.path}`)).toContain('GET /api/suppliers/sup-000042');
    } finally {
      api.restore();
    }
  });

  it('keeps the company links when the company cannot be read', async () => {
    const api = installFakeApi({ 'GET /api/suppliers/:id': () => ({ status: 503, body: { error: { status: 'unavailable', message: 'Try again.' } } }) });
    try {
      renderWithShell(<AppRoutes remotes={[]} />, {
        auth: signedIn({ email: 'supplier@forge.test' }, { role: 'supplier', supplierCompanyId: 'sup-000042' }),
        route: '/profile',
      });
      const card = await screen.findByRole('region', { name: 'My company' }, { timeout: 5000 });
      await waitFor(() => expect(api.calls).toHaveLength(1));
      expect(within(card).getByText('Your company profile')).toBeInTheDocument();
      expect(within(card).getByRole('link', { name: 'Edit company profile' })).toHaveAttribute('href', '/company/sup-000042/edit');
    } finally {
      api.restore();
    }
  });
});

describe('profile form rules', () => {
  it('accepts PNG, JPEG, WebP and GIF up to 300 KB', () => {
    expect(photoProblem({ type: 'image/png', size: PHOTO_MAX_BYTES })).toBeNull();
    expect(photoProblem({ type: 'image/webp', size: 10 })).toBeNull();
    expect(photoProblem({ type: 'image/png', size: PHOTO_MAX_BYTES + 1 })).toMatch(/300 KB/);
    expect(photoProblem({ type: 'image/svg+xml', size: 10 })).toMatch(/PNG, JPEG, WebP or GIF/);
  });

  it('parses interests and builds the PATCH body', () => {
    expect(parseInterests('CNC, casting,,\n cnc , PCB')).toEqual(['CNC', 'casting', 'PCB']);
    const form = { firstName: ' Ada ', lastName: 'L', displayName: '', company: 'Acme', jobTitle: '', phone: '', sourcingInterests: 'a, b', deliveryZip: ' 44114 ' };
    expect(changesFromForm(form, true)).toEqual({ firstName: 'Ada', lastName: 'L', displayName: '', company: 'Acme', jobTitle: '', phone: '', sourcingInterests: ['a', 'b'], deliveryZip: '44114' });
    expect(changesFromForm(form, false)).not.toHaveProperty('sourcingInterests');
    expect(changesFromForm(form, false)).not.toHaveProperty('deliveryZip');
  });
});

describe('settings page', () => {
  it('rejects a photo that is too large before sending anything', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const requests = answerWith(200, {});
    renderWithShell(<ProfileEditPage />, { auth: signedIn() });
    const big = new File([new Uint8Array(PHOTO_MAX_BYTES + 1)], 'big.png', { type: 'image/png' });
    await user.upload(screen.getByTestId('photo-input'), big);
    expect(await screen.findByTestId('photo-problem')).toHaveTextContent('300 KB or smaller');
    const svg = new File(['<svg/>'], 'x.svg', { type: 'image/svg+xml' });
    await user.upload(screen.getByTestId('photo-input'), svg);
    expect(await screen.findByTestId('photo-problem')).toHaveTextContent('PNG, JPEG, WebP or GIF');
    expect(requests).toHaveLength(0);
  });

  it('sends a valid photo as a data URL in PATCH /api/me', async () => {
    const user = userEvent.setup();
    const requests = answerWith(200, signedIn().profile);
    const auth = signedIn();
    renderWithShell(<ProfileEditPage />, { auth });
    await user.upload(screen.getByTestId('photo-input'), new File([new Uint8Array([137, 80, 78, 71])], 'me.png', { type: 'image/png' }));
    await waitFor(() => expect(requests).toHaveLength(1));
    expect(requests[0]!.method?.toLowerCase()).toBe('patch');
    expect(JSON.parse(String(requests[0]!.data))).toEqual({ photoURL: expect.stringMatching(/^data:image\/png;base64,/) });
    await waitFor(() => expect(auth.refreshProfile).toHaveBeenCalled());
  });

  it("checks the fields with the contract's rules before sending anything", async () => {
    const user = userEvent.setup();
    const requests = answerWith(200, {});
    renderWithShell(<ProfileEditPage />, { auth: signedIn({}, { firstName: 'Bea', company: 'Acme' }) });
    await user.type(screen.getByRole('textbox', { name: 'Phone' }), 'call me');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('must be a phone number')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Phone' })).toHaveAttribute('aria-invalid', 'true');
    expect(requests).toHaveLength(0);
  });

  it('saves the details and shows server errors next to their fields', async () => {
    const user = userEvent.setup();
    const requests = answerWith(400, {
      error: { status: 'invalid-argument', message: 'Invalid profile: displayName: is already used', details: { fields: [{ field: 'displayName', message: 'is already used' }] } },
    });
    renderWithShell(<ProfileEditPage />, { auth: signedIn({}, { firstName: 'Bea', company: 'Acme' }) });
    expect(screen.getByRole('textbox', { name: 'First name' })).toHaveValue('Bea');
    await user.type(screen.getByRole('textbox', { name: 'Phone' }), '+1 412 555 0100');
    await user.type(screen.getByRole('textbox', { name: 'Display name' }), 'bea');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByTestId('save-error')).toHaveTextContent('Invalid profile: displayName: is already used');
    expect(screen.getByText('is already used')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Display name' })).toHaveAttribute('aria-invalid', 'true');
    expect(JSON.parse(String(requests[0]!.data))).toEqual(
      expect.objectContaining({ firstName: 'Bea', company: 'Acme', displayName: 'bea', phone: '+1 412 555 0100', sourcingInterests: [] }),
    );
  });
});

describe('change password page', () => {
  it("starts Keycloak's UPDATE_PASSWORD action", async () => {
    const user = userEvent.setup();
    const auth = signedIn();
    renderWithShell(
      <Suspense>
        <ChangePasswordPage />
      </Suspense>,
      { auth, route: '/profile/password' },
    );
    expect(screen.getByText('At least 8 characters')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(auth.login).toHaveBeenCalledWith({ action: 'UPDATE_PASSWORD', redirectTo: '/profile/password' });
  });
});
