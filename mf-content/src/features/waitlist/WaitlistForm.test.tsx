import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeHttp, renderWithProviders } from '../../test-support/render';
import { WaitlistView } from './WaitlistView';

let api: ReturnType<typeof fakeHttp> | null = null;
afterEach(() => api?.restore());

async function fillValidForm(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(/Work email/), 'ada@lovelace.io');
  await user.type(screen.getByLabelText(/Company/), 'Lovelace Robotics');
  await user.selectOptions(screen.getByLabelText(/How did you hear about Forge/), 'LinkedIn');
}

describe('waitlist form', () => {
  it('names every missing or invalid field before sending anything', async () => {
    api = fakeHttp(() => ({ status: 201, body: {} }));
    const user = userEvent.setup();
    renderWithProviders(<WaitlistView />, { path: '/waitlist' });
    await user.click(screen.getByRole('button', { name: 'Join the waitlist' }));
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Company is required')).toBeInTheDocument();
    expect(screen.getByText('How you heard about us is required')).toBeInTheDocument();

    await user.type(screen.getByLabelText(/Work email/), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Join the waitlist' }));
    expect(await screen.findByText('Enter a valid email address, like name@company.com')).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });

  it('refuses an oversize description and a wrong file type', async () => {
    api = fakeHttp(() => ({ status: 201, body: {} }));
    const user = userEvent.setup({ applyAccept: false });
    renderWithProviders(<WaitlistView />, { path: '/waitlist' });
    await fillValidForm(user);
    const description = screen.getByLabelText(/What are you looking to source/);
    await user.click(description);
    await user.paste('x'.repeat(2001));
    await user.upload(screen.getByLabelText(/Bill of materials/), new File(['%PDF'], 'drawing.pdf', { type: 'application/pdf' }));
    await user.click(screen.getByRole('button', { name: 'Join the waitlist' }));
    expect(await screen.findByText('Description must be at most 2000 characters')).toBeInTheDocument();
    expect(screen.getByText('The BOM must be a CSV, TSV or Excel (.xlsx) file')).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });

  it('shows the server’s message for each field', async () => {
    api = fakeHttp(() => ({
      status: 400,
      body: { error: { status: 'invalid-argument', message: 'Invalid waitlist signup', details: { fields: [{ field: 'company', message: 'Company must be at most 200 characters' }] } } },
    }));
    const user = userEvent.setup();
    renderWithProviders(<WaitlistView />, { path: '/waitlist' });
    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: 'Join the waitlist' }));
    expect(await screen.findByText('Company must be at most 200 characters')).toBeInTheDocument();
  });

  it('sends multipart data with the BOM and shows the confirmation, including a repeat signup', async () => {
    api = fakeHttp(() => ({
      status: 200,
      body: {
        status: 'updated',
        message: 'You were already on the waitlist, so we updated your details. Check your inbox for a confirmation.',
        entry: { id: 'w1', email: 'ada@lovelace.io', company: 'Lovelace Robotics', role: 'buyer', file: { name: 'bom.csv', size: 12 } },
      },
    }));
    const user = userEvent.setup();
    renderWithProviders(<WaitlistView />, { path: '/waitlist' });
    await fillValidForm(user);
    await user.upload(screen.getByLabelText(/Bill of materials/), new File(['part,qty\na,1\n'], 'bom.csv', { type: 'text/csv' }));
    await user.click(screen.getByRole('button', { name: 'Join the waitlist' }));
    expect(await screen.findByText('Your entry is updated')).toBeInTheDocument();
    expect(screen.getByText(/we updated your details/)).toBeInTheDocument();
    const sent = api.calls[0]!;
    expect(sent.method).toBe('POST');
    expect(sent.url).toMatch(/\/waitlist$/);
    const form = sent.data as FormData;
    expect(form.get('email')).toBe('ada@lovelace.io');
    expect(form.get('role')).toBe('buyer');
    expect(form.get('website')).toBe('');
    expect((form.get('file') as File).name).toBe('bom.csv');
  });

  it('offers "Sign in instead" when a guarded page sent the visitor here', async () => {
    renderWithProviders(<WaitlistView />, { path: '/waitlist', state: { from: '/discover' } });
    const link = await screen.findByRole('link', { name: 'sign in instead' });
    expect(link).toHaveAttribute('href', '/login');
  });

  it('shows a rate-limit message from the server', async () => {
    api = fakeHttp(() => ({ status: 429, body: { error: { status: 'resource-exhausted', message: 'Too many waitlist submissions from your network: at most 10 per minute. Try again in 42 seconds.' } } }));
    const user = userEvent.setup();
    renderWithProviders(<WaitlistView />, { path: '/waitlist' });
    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: 'Join the waitlist' }));
    await waitFor(() => expect(screen.getByText(/Too many waitlist submissions/)).toBeInTheDocument());
  });
});
