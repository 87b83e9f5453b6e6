import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import CompanyEditPage from '../../pages/CompanyEditPage';
import { processes, supplier, supplierOptions } from '../../test/fixtures';
import type { AuthContextValue } from '@forge/shell-sdk';
import { renderPage, requests, respond, signedIn } from '../../test/render';

// What the owner is served: the API says the company is theirs (it never shows the owner's user id).
const data: [string, unknown][] = [
  ['/api/suppliers/s-1', supplier({ ownedByYou: true })],
  ['/api/catalogue/processes', processes],
  ['/api/suppliers/options', supplierOptions],
];

// A long form in jsdom is slow on the shared 2-core machine; give it room rather than flake.
jest.setTimeout(45_000);

/** The edit page of company s-1 as `auth` sees it. */
const renderEdit = (auth: AuthContextValue, pageData = data) =>
  renderPage(<CompanyEditPage />, { route: '/company/s-1/edit', params: { id: 's-1' }, data: pageData, auth });

/** A save is answered with the saved record. */
const answerSaves = () =>
  respond('PATCH', '/api/suppliers/s-1', (body) => ({ status: 200, body: supplier(body as Record<string, unknown>) }));

describe('CompanyEditPage', () => {
  it('explains that only the owner or an admin may edit', () => {
    renderEdit(
      signedIn({ uid: 'someone-else' }),
      data.map(([path, body]) => [path, path === '/api/suppliers/s-1' ? supplier() : body]),
    );
    expect(
      screen.getByText("Only this company's owner or a Forge admin can edit this profile"),
    ).toBeInTheDocument();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
  });

  it('offers the choices the API serves for employees and industries', async () => {
    const user = userEvent.setup({ delay: null, pointerEventsCheck: 0 });
    respond('GET', '/api/suppliers/options', () => ({
      status: 200,
      body: {
        ...supplierOptions,
        employeeRanges: supplierOptions.employeeRanges.filter((r) => ['1-10', '51-200'].includes(r.value)),
        industries: [
          ...supplierOptions.industries.filter((i) => i.value !== 'oil-gas'),
          { value: 'hydrogen', label: 'Hydrogen' },
        ],
      },
    }));
    answerSaves();
    renderEdit(
      signedIn({ uid: 'owner-1' }),
      data.filter(([path]) => path !== '/api/suppliers/options'),
    );

    const employees = await screen.findByRole('combobox', { name: 'Employees' });
    expect(within(employees).getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Not given',
      '1-10 employees',
      '51-200 employees',
    ]);
    expect(employees).toHaveValue('51-200');
    const industries = screen.getByRole('group', { name: /Industries served/ });
    expect(within(industries).getByRole('checkbox', { name: 'Aerospace' })).toBeChecked();
    await user.click(within(industries).getByRole('checkbox', { name: 'Hydrogen' }));
    fireEvent.change(employees, { target: { value: '1-10' } });
    await user.click(screen.getByText('Save changes'));
    await waitFor(() => expect(requests.some((r) => r.method === 'PATCH')).toBe(true));
    expect(requests.find((r) => r.method === 'PATCH')?.body).toMatchObject({
      employeeRange: '1-10',
      industries: ['aerospace', 'medical-devices', 'hydrogen'],
    });
  });

  it('checks fields before sending and shows the API’s field errors', async () => {
    const user = userEvent.setup({ delay: null, pointerEventsCheck: 0 });
    respond('PATCH', '/api/suppliers/s-1', () => ({
      status: 400,
      body: {
        error: {
          status: 'invalid-argument',
          message: 'Invalid request: contact.website: unreachable domain',
          details: { fields: [{ field: 'contact.website', message: 'unreachable domain' }] },
        },
      },
    }));
    renderEdit(signedIn({ uid: 'owner-1' }));

    const zip = screen.getByLabelText(/ZIP code/);
    fireEvent.change(zip, { target: { value: '123' } });
    fireEvent.change(screen.getByLabelText(/Lead time to/), { target: { value: '5' } });
    await user.click(screen.getByText('Save changes'));

    expect(screen.getByText('Enter a 5-digit ZIP code.')).toBeInTheDocument();
    expect(screen.getByText('The maximum lead time must not be below the minimum.')).toBeInTheDocument();
    expect(requests.some((r) => r.method === 'PATCH')).toBe(false);

    fireEvent.change(zip, { target: { value: '15222' } });
    fireEvent.change(screen.getByLabelText(/Lead time to/), { target: { value: '30' } });
    await user.click(screen.getByText('Save changes'));

    expect(await screen.findByText('unreachable domain')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Invalid request: contact.website: unreachable domain',
    );
    const patch = requests.find((r) => r.method === 'PATCH')?.body as Record<string, unknown>;
    expect(patch).toMatchObject({
      address: { zip: '15222', city: 'Pittsburgh' },
      leadTimeDays: { min: 10, max: 30 },
    });
  });

  it('saves and returns to the profile', async () => {
    const user = userEvent.setup({ delay: null, pointerEventsCheck: 0 });
    answerSaves();
    renderEdit(signedIn({}, true));
    const name = screen.getByLabelText(/Company name/);
    fireEvent.change(name, { target: { value: 'Keystone Precision' } });
    await user.click(screen.getByText('Save changes'));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/company/s-1'));
  });
});
