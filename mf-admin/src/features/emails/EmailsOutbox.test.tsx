import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApiForEachTest, listPage } from '../../test-support/fake-api';
import { openList } from '../../test-support/render-route';

let resent = 0;
const email = { id: 'e1', to: 'ops@acme.test', subject: 'You are on the Forge waitlist', template: 'waitlist-confirmation', status: 'failed', error: 'SMTP 550 mailbox unavailable', createdAt: '2026-11-20T10:00:00.000Z', sentAt: null };

fakeApiForEachTest(() => {
  resent = 0;
  return {
    'GET /api/admin/emails': () => (listPage([email])),
    'GET /api/admin/emails/:id': () => ({ body: { ...email, html: '<!doctype html><p>Hello</p>', text: 'Hello' } }),
    'POST /api/admin/emails/:id/resend': () => {
      resent++;
      return { status: 201, body: { id: 'e2', status: 'queued' } };
    },
    'GET /api/admin/email-templates': () => ({ body: { items: [{ template: 'lead-received', description: 'Contact acknowledgement', subject: 'We received your message', html: '<p>Hi</p>' }] } }),
  };
});

describe('/admin/emails', () => {
  it('shows status with the error, previews the HTML in a sandbox, resends after confirming, lists templates', async () => {
    const table = await openList('/admin/emails', 'Outbox');
    expect(within(table).getByText('SMTP 550 mailbox unavailable')).toBeInTheDocument();
    await userEvent.click(within(table).getByRole('button', { name: 'Preview' }));
    const frame = await screen.findByTitle('Preview of You are on the Forge waitlist');
    expect(frame).toHaveAttribute('sandbox', '');
    await userEvent.click(within(table).getByRole('button', { name: 'Resend' }));
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Resend' }));
    await waitFor(() => expect(resent).toBe(1));
    expect(await screen.findByText('lead-received')).toBeInTheDocument();
  });
});
