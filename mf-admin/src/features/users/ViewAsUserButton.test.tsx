import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ForgeUIProvider, currentImpersonation, endImpersonation } from '@forge/shell-sdk';
import { fakeApiForEachTest } from '../../test-support/fake-api';
import { ViewAsUserButton } from './ViewAsUserButton';

const GRANT = {
  grantId: 'g'.repeat(43),
  target: { uid: 'u-bea', email: 'bea@forge.test', name: 'Bea Buyer', roles: ['buyer'] },
  readOnly: true,
  startedAt: '2026-11-29T14:00:00.000Z',
  expiresAt: '2099-11-29T14:30:00.000Z',
};
const started: string[] = [];

fakeApiForEachTest(() => {
  started.length = 0;
  endImpersonation();
  return {
    'POST /api/admin/users/:uid/impersonation': ({ params }) => {
      started.push(params.uid!);
      return { status: 201, body: GRANT };
    },
  };
});

const bea = { uid: 'u-bea', email: 'bea@forge.test', name: 'Bea Buyer', roles: ['buyer' as const], enabled: true };

describe('ViewAsUserButton', () => {
  it('is not offered for admins or suspended accounts', () => {
    render(<ForgeUIProvider><ViewAsUserButton user={{ ...bea, roles: ['admin'] }} /><ViewAsUserButton user={{ ...bea, enabled: false }} /></ForgeUIProvider>);
    expect(screen.queryByRole('button', { name: 'View as user' })).toBeNull();
  });

  it('asks first, starts the grant, keeps it for this tab and opens Forge as the user', async () => {
    const navigate = jest.fn();
    render(<ForgeUIProvider><ViewAsUserButton user={bea} navigate={navigate} /></ForgeUIProvider>);
    await userEvent.click(screen.getByRole('button', { name: 'View as user' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('read-only');
    expect(started).toEqual([]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'View as user' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/'));
    expect(started).toEqual(['u-bea']);
    expect(currentImpersonation()).toEqual(GRANT);
  });
});
