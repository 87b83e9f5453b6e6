import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import CompanyPage from '../../pages/CompanyPage';
import { certifications, processes, states, supplier, supplierOptions } from '../../test/fixtures';
import { renderPage, requests, respond, signedIn, signedOut } from '../../test/render';

const data = (overrides: Record<string, unknown> = {}): [string, unknown][] => [
  ['/api/suppliers/s-1', supplier(overrides)],
  ['/api/catalogue/processes', processes],
  ['/api/certifications', certifications],
  ['/api/geo/states', states],
  ['/api/suppliers/options', supplierOptions],
];

/** Company s-1's page, as `auth` sees it, with the supplier record changed by `overrides`. */
const renderCompany = (auth = signedIn(), overrides: Record<string, unknown> = {}) =>
  renderPage(<CompanyPage />, { route: '/company/s-1', params: { id: 's-1' }, data: data(overrides), auth });

describe('CompanyPage', () => {
  it('shows the full profile with each certificate’s verification status and a quote entry point', () => {
    renderCompany(signedOut);

    expect(
      screen.getByRole('heading', { level: 1, name: 'Keystone Precision Machining' }),
    ).toBeInTheDocument();
    expect(screen.getByText('✓ Verified supplier')).toBeInTheDocument();
    expect(screen.getByText('Featured · sponsored')).toBeInTheDocument();

    const table = screen.getByRole('table');
    const iso = within(table).getByRole('row', { name: /ISO 9001/ });
    expect(within(iso).getByText('Registry checked')).toBeInTheDocument();
    expect(within(iso).getByText('Q-12345')).toBeInTheDocument();
    expect(within(iso).getByText('Checked on Oct 1, 2026 in IAF CertSearch')).toBeInTheDocument();
    expect(within(iso).getByText('Expires May 1, 2027')).toBeInTheDocument();
    expect(
      within(within(table).getByRole('row', { name: /AS9100/ })).getByText('Self-declared'),
    ).toBeInTheDocument();

    // industry names come from the API's option list
    expect(screen.getByText('Medical Devices')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'CNC Machining' })).toHaveAttribute(
      'href',
      '/manufacturing/cnc-machining',
    );
    for (const link of screen.getAllByRole('link', { name: 'Request a quote' })) {
      expect(link).toHaveAttribute('href', '/create-rfq?supplier=s-1');
    }
    expect(document.title).toBe('Keystone Precision Machining — Pittsburgh, PA — Forge');
    expect(document.querySelector('link[rel="canonical"]')).toHaveAttribute(
      'href',
      'http://localhost/companies/keystone-precision',
    );
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      expect.stringContaining('Five-axis CNC'),
    );
    // Only owners and admins get the edit link.
    expect(screen.queryByRole('link', { name: 'Edit profile' })).not.toBeInTheDocument();
  });

  it('contacts the supplier through the API, which records the supplier_contact event (the page does not double count)', async () => {
    const user = userEvent.setup();
    respond('POST', '/api/suppliers/s-1/contact', () => ({ status: 201, body: { ok: true } }));
    renderCompany();

    const form = screen.getByRole('form', { name: 'Contact Keystone Precision Machining' });
    await user.click(within(form).getByRole('button', { name: 'Contact Keystone Precision Machining' }));
    expect(within(form).getByText(/Write a short message/)).toBeInTheDocument();

    await user.type(
      within(form).getByRole('textbox', { name: /Message/ }),
      '500 brackets in 6061, due March',
    );
    await user.click(within(form).getByRole('button', { name: 'Contact Keystone Precision Machining' }));

    await waitFor(() =>
      expect(requests.find((r) => r.url === '/api/suppliers/s-1/contact')?.body).toEqual({
        method: 'message',
        message: '500 brackets in 6061, due March',
      }),
    );
    const events = requests.filter((r) => r.url === '/api/analytics/events');
    expect(events.map((r) => (r.body as { event: { type: string } }).event.type)).not.toContain('supplier_contact');
  });

  it('does not record a contact event when the API refuses', async () => {
    const user = userEvent.setup();
    respond('POST', '/api/suppliers/s-1/contact', () => ({
      status: 429,
      body: {
        error: { status: 'resource-exhausted', message: 'Too many contact requests; try again in an hour.' },
      },
    }));
    renderCompany();
    const form = screen.getByRole('form', { name: 'Contact Keystone Precision Machining' });
    await user.type(within(form).getByRole('textbox', { name: /Message/ }), 'Hello');
    await user.click(within(form).getByRole('button', { name: 'Contact Keystone Precision Machining' }));
    await waitFor(() => expect(requests.some((r) => r.url === '/api/suppliers/s-1/contact')).toBe(true));
    await waitFor(() =>
      expect(
        within(form).getByRole('button', { name: 'Contact Keystone Precision Machining' }),
      ).toBeEnabled(),
    );
    expect(requests.some((r) => r.url === '/api/analytics/events')).toBe(false);
  });

  it('asks visitors to sign in before contacting, and shows the edit link to the owner', async () => {
    const user = userEvent.setup();
    const { unmount } = renderCompany(signedOut);
    await user.click(screen.getByRole('button', { name: 'Sign in to contact' }));
    expect(signedOut.login).toHaveBeenCalled();
    unmount();

    renderCompany(signedIn({ uid: 'owner-1' }), { ownedByYou: true });
    expect(screen.getByRole('link', { name: 'Edit profile' })).toHaveAttribute('href', '/company/s-1/edit');
  });

  it('shows the company’s photos with their captions', () => {
    renderCompany(signedOut, {
      photos: [{ url: 'https://images.example.com/floor.jpg', caption: 'Shop floor' }, { url: 'https://images.example.com/part.jpg', caption: '' }],
    });
    const photos = within(screen.getByRole('list', { name: 'Photos' }));
    expect(photos.getByRole('img', { name: 'Shop floor' })).toHaveAttribute('src', 'https://images.example.com/floor.jpg');
    expect(photos.getByRole('img', { name: 'Keystone Precision Machining, photo 2' })).toBeInTheDocument();
  });

  it('explains a missing company', async () => {
    respond('GET', '/api/suppliers/nope', () => ({
      status: 404,
      body: { error: { status: 'not-found', message: 'No such supplier.' } },
    }));
    // a missing company is first looked up among moved addresses (merged or renamed companies)
    respond('GET', '/api/suppliers/moved/id/nope', () => ({
      status: 404,
      body: { error: { status: 'not-found', message: 'No company had the address "nope".' } },
    }));
    renderPage(<CompanyPage />, { route: '/company/nope', params: { id: 'nope' }, data: [] });
    expect(await screen.findByRole('heading', { level: 1, name: 'Company not found' })).toBeInTheDocument();
    expect(document.title).toBe('Company not found — Forge');
  });

  it('shows the order scorecard from delivered orders beside the response rate, and says so when there are fewer than 3', () => {
    const orderStats = { completed: 4, onTime: 3, onTimeRate: 0.75, linesInspected: 6, linesAccepted: 5, acceptanceRate: 5 / 6, computedAt: '2026-11-26T10:00:00.000Z' };
    const { unmount } = renderCompany(signedOut, { orderStats });
    expect(screen.getByText('75% of 4 delivered orders')).toBeInTheDocument();
    expect(screen.getByText('83% of 6 lines inspected')).toBeInTheDocument();
    expect(screen.getByText('Orders completed')).toBeInTheDocument();
    unmount();
    renderCompany(signedOut, { orderStats: null });
    expect(screen.getByText('Fewer than 3 orders delivered on Forge')).toBeInTheDocument();
    expect(screen.queryByText('On-time delivery')).not.toBeInTheDocument();
  });
});
