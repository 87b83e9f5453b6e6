import { configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installFakeApi } from '@forge/shell-sdk/testing';
import { renderWithShell, signedIn } from '../../test/render';
import { NotificationBell } from './NotificationBell';

beforeAll(() => configure({ defaultHidden: true }));
afterAll(() => configure({ defaultHidden: false }));

const items = [
  { id: 'n1', kind: 'message', title: 'New message on "Bracket run"', body: 'The buyer answers: yes', link: '/rfq/abc', read: false, createdAt: '2026-11-25T10:00:00.000Z' },
  { id: 'n2', kind: 'invitation', title: 'You are invited to quote "Shafts"', body: '2 line items', link: '/rfq/def', read: true, createdAt: '2026-11-24T10:00:00.000Z' },
];

describe('NotificationBell', () => {
  it('shows the unread count, lists notifications as links and marks one read when followed', async () => {
    let unread = 1;
    const api = installFakeApi({
      'GET /api/notifications/unread-count': () => ({ body: { unread } }),
      'GET /api/notifications': () => ({ body: { items, unread } }),
      'POST /api/notifications/:id/read': () => {
        unread = 0;
        return { body: { unread } };
      },
    });
    try {
      renderWithShell(<NotificationBell />, { auth: signedIn({ email: 'supplier@forge.test' }) });
      const bell = await screen.findByRole('button', { name: 'Notifications, 1 unread' });
      await userEvent.click(bell);
      const links = await screen.findAllByTestId('notification-item');
      expect(links.map((l) => l.getAttribute('href'))).toEqual(['/rfq/abc', '/rfq/def']);
      expect(links[0]).toHaveTextContent('Unread: New message on "Bracket run"');
      await userEvent.click(links[0]!);
      await waitFor(() => expect(api.calls.map((c) => `${c.method} ${c.path}`)).toContain('POST /api/notifications/n1/read'));
      await screen.findByRole('button', { name: 'Notifications' });
    } finally {
      api.restore();
    }
  });

  it('says so when there is nothing yet', async () => {
    const api = installFakeApi({
      'GET /api/notifications/unread-count': () => ({ body: { unread: 0 } }),
      'GET /api/notifications': () => ({ body: { items: [], unread: 0 } }),
    });
    try {
      renderWithShell(<NotificationBell />, { auth: signedIn({ email: 'buyer@forge.test' }) });
      await userEvent.click(await screen.findByRole('button', { name: 'Notifications' }));
      expect(await screen.findByText(/Nothing yet/)).toBeInTheDocument();
    } finally {
      api.restore();
    }
  });
});
