import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApiForEachTest } from '../../test-support/fake-api';
import { openList } from '../../test-support/render-route';
import type { AuditRecordView } from './AuditLog';

const seen: URLSearchParams[] = [];

const record = (id: string, action: string, label: string): AuditRecordView => ({
  id,
  at: '2026-11-20T15:00:00.000Z',
  actor: { uid: 'a1', email: 'admin@forge.test' },
  action,
  target: { type: 'user', id: `u-${id}`, label },
  before: { role: 'buyer' },
  after: { role: 'INVESTOR' },
  note: '',
  ip: '203.0.113.9',
});

fakeApiForEachTest(() => {
  seen.length = 0;
  const records = [record('1', 'user.role', 'buyer@forge.test'), record('2', 'company.verify', 'Acme Machining')];
  return {
    'GET /api/admin/audit': ({ query }) => {
      seen.push(query);
      const q = (query.get('q') ?? '').toLowerCase();
      const items = records.filter((r) => !q || r.action.includes(q) || r.target.label.toLowerCase().includes(q));
      return { body: { items, total: items.length, page: Number(query.get('page')), pageSize: Number(query.get('pageSize')) } };
    },
  };
});

describe('/admin/audit', () => {
  it('lists admin actions with before → after and IP, searches on the server and sorts by a header', async () => {
    const table = await openList('/admin/audit', 'Audit log');
    expect(within(table).getByText('user.role')).toBeInTheDocument();
    expect(within(table).getAllByText('203.0.113.9')).toHaveLength(2);
    // a readable difference: the field, the old value struck through, the new one
    const changes = within(table).getAllByTestId('audit-changes');
    expect(changes[0]).toHaveTextContent('role: buyer → INVESTOR');
    expect(changes[0]!.querySelector('del')).toHaveTextContent('buyer');
    expect(changes[0]!.querySelector('ins')).toHaveTextContent('INVESTOR');
    expect(within(table).queryByText('{"role":"INVESTOR"}')).not.toBeInTheDocument();

    await userEvent.type(screen.getByRole('searchbox', { name: /search action/i }), 'verify');
    await waitFor(() => expect(within(screen.getByRole('table', { name: 'Audit log' })).queryByText('user.role')).not.toBeInTheDocument());
    expect(seen.at(-1)?.get('q')).toBe('verify');

    await userEvent.click(within(screen.getByRole('table', { name: 'Audit log' })).getByRole('button', { name: /action/i }));
    await waitFor(() => expect(seen.at(-1)?.get('sort')).toBe('action'));
    expect(seen.at(-1)?.get('dir')).toBe('desc');
  });
});
