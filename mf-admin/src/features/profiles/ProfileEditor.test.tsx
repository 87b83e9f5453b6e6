import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminProfile } from '@forge/shell-sdk';
import routes from '../../routes';
import { fakeApiForEachTest } from '../../test-support/fake-api';
import { renderRoute } from '../../test-support/render-route';

let stored: AdminProfile;
const patches: unknown[] = [];
const creates: unknown[] = [];

const profile = (): AdminProfile => ({
  id: 'c1', slug: 'acme-machining', name: 'Acme Machining', description: 'Machining.',
  address: { street: '1 Main St', city: 'Dayton', state: 'OH', county: 'Montgomery', zip: '45402' },
  capabilities: ['cnc-machining'],
  certifications: [{ slug: 'iso-9001', certificateNumber: 'Q-1', registrar: 'BSI', expiresAt: '2028-01-31T00:00:00.000Z', status: 'registry-checked', checkedAt: '2026-10-01T00:00:00.000Z' }],
  industries: ['aerospace'], employeeRange: '11-50', yearFounded: 1979, leadTimeDays: { min: 5, max: 20 }, minimumOrder: 0,
  contact: { email: 'sales@acme.example', phone: '', website: '' }, photos: [],
  verified: true, claimed: false, featured: false, ownerUid: null, completeness: { score: 60, missing: ['description', 'photos'] }, updatedAt: '2026-11-01T10:00:00.000Z',
});

fakeApiForEachTest(() => {
  patches.length = 0;
  creates.length = 0;
  stored = profile();
  return {
    'GET /api/admin/gcp-profiles/:id': ({ params }) => (params.id === stored.id ? { body: stored } : { status: 404, body: { error: { status: 'not-found', message: 'No supplier has the id "x".', details: null } } }),
    'PATCH /api/admin/gcp-profiles/:id': ({ body }) => {
      patches.push(body);
      const change = body as { photos?: AdminProfile['photos']; name?: string; description?: string };
      if (change.photos?.some((p) => !p.url.startsWith('https://'))) return { status: 400, body: { error: { status: 'invalid-argument', message: 'Invalid profile changes: photos.0.url: A photo must be an https:// link.', details: null } } };
      stored = { ...stored, ...change };
      return { body: stored };
    },
    'POST /api/admin/gcp-profiles': ({ body }) => {
      creates.push(body);
      stored = { ...profile(), id: 'new1', name: (body as { name: string }).name };
      return { status: 201, body: stored };
    },
    'GET /api/catalogue/processes': () => ({ body: [{ slug: 'cnc-machining', name: 'CNC Machining' }, { slug: 'wire-edm', name: 'Wire EDM' }] }),
    'GET /api/certifications': () => ({ body: [{ slug: 'iso-9001', name: 'ISO 9001' }, { slug: 'as9100', name: 'AS9100' }] }),
    'GET /api/suppliers/options': () => ({
      body: {
        employeeRanges: [{ value: '1-10', label: '1-10 employees' }, { value: '11-50', label: '11-50 employees' }],
        industries: [{ value: 'aerospace', label: 'Aerospace' }],
        verificationStatuses: [{ value: 'self-declared', label: 'Self-declared' }, { value: 'registry-checked', label: 'Registry checked' }],
      },
    }),
  };
});

describe('/admin/gcp-profile', () => {
  it('opens ?id=, previews edits live and saves only the section changed; a server refusal shows next to it', async () => {
    renderRoute(routes, '/admin/gcp-profile?id=c1');
    const basics = await screen.findByRole('region', { name: 'Name and description' });
    const preview = screen.getByRole('region', { name: 'Public page preview' });
    expect(await within(preview).findByText('ISO 9001')).toBeInTheDocument();
    expect(within(preview).getByText(/checked on/)).toBeInTheDocument();

    const name = within(basics).getByRole('textbox', { name: /Company name/ });
    await userEvent.clear(name);
    await userEvent.type(name, 'Acme Precision');
    expect(within(preview).getByRole('heading', { name: 'Acme Precision' })).toBeInTheDocument();
    await userEvent.click(within(basics).getByRole('button', { name: 'Save name and description' }));
    await waitFor(() => expect(patches).toEqual([{ name: 'Acme Precision', description: 'Machining.' }]));
    expect(await within(basics).findByText('Saved')).toBeInTheDocument();

    const photos = screen.getByRole('region', { name: 'Photos' });
    await userEvent.click(within(photos).getByRole('button', { name: 'Add a photo' }));
    await userEvent.type(within(photos).getByRole('textbox', { name: 'Photo 1 link' }), 'ftp://x.example/a.jpg');
    await userEvent.click(within(photos).getByRole('button', { name: 'Save photos' }));
    expect(await within(photos).findByRole('alert')).toHaveTextContent('A photo must be an https:// link.');
    expect(patches).toHaveLength(2);
  });

  it('without an id creates a profile and opens it', async () => {
    renderRoute(routes, '/admin/gcp-profile');
    expect(await screen.findByRole('heading', { name: 'New company profile' })).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: /Company name/ }), 'Quillon Forge Works');
    await userEvent.type(screen.getByRole('textbox', { name: /ZIP code/ }), '45402');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Employees' }), '11-50');
    await userEvent.type(screen.getByRole('textbox', { name: 'Find a capability' }), 'edm');
    await userEvent.click(await screen.findByRole('button', { name: '+ Wire EDM' }));
    await userEvent.click(screen.getByRole('button', { name: 'Create profile' }));
    await waitFor(() => expect(creates).toHaveLength(1));
    expect(creates[0]).toMatchObject({ name: 'Quillon Forge Works', employeeRange: '11-50', capabilities: ['wire-edm'], address: { zip: '45402' } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Quillon Forge Works' })).toBeInTheDocument();
  });
});
