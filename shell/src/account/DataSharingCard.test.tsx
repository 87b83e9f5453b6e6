import { configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installFakeApi } from '@forge/shell-sdk/testing';
import { renderWithShell, signedIn } from '../test/render';
import { DataSharingCard } from './DataSharingCard';

beforeAll(() => configure({ defaultHidden: true }));
afterAll(() => configure({ defaultHidden: false }));

describe('BOM corrections consent on /profile/edit', () => {
  it('is off by default and saves the choice on the profile', async () => {
    const api = installFakeApi({ 'PATCH /api/me': ({ body }) => ({ body: { ...signedIn().profile, ...(body as object) } }) });
    try {
      const auth = signedIn({ email: 'buyer@forge.test' });
      renderWithShell(<DataSharingCard />, { auth });
      const box = screen.getByRole('checkbox', { name: /Let my corrections train/ });
      expect(box).not.toBeChecked();
      await userEvent.click(box);
      await waitFor(() => expect(api.calls.map((c) => `${c.method} ${c.path}`)).toContain('PATCH /api/me'));
      expect(api.calls.find((c) => c.method === 'PATCH')!.body).toEqual({ shareCorrections: true });
      await waitFor(() => expect(auth.refreshProfile).toHaveBeenCalled());
    } finally {
      api.restore();
    }
  });

  it('shows what the profile says when consent was given', () => {
    renderWithShell(<DataSharingCard />, { auth: signedIn({ email: 'buyer@forge.test' }, { shareCorrections: true }) });
    expect(screen.getByRole('checkbox', { name: /Let my corrections train/ })).toBeChecked();
  });
});
