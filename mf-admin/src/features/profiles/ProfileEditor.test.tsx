import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminProfile } from '@forge/shell-sdk';
import routes from '../../routes';
import { fakeApiForEachTest } from '../../test-support/fake-api';
import { renderRoute } from '../../test-support/render-route';

let stored: AdminProfile;
type SentCert = { slug: string; certificateNumber: string; registrar: string; expiresAt: string; status: string };
const REFUSAL = 'Registry checked and Document on file come from Verify certifications; set Self-declared or Expired here';
const certificationsAfter = (sent: SentCert[]): AdminProfile['certifications'] =>
  sent.map((c) => {
    const held = stored.certifications.find((x) => x.slug === c.slug && x.status === c.status && x.certificateNumber === c.certificateNumber);
    return { ...c, expiresAt: `${c.expiresAt}T00:00:00.000Z`, checkedAt: held?.checkedAt ?? null, source: held?.source ?? null };
  });
const patches: unknown[] = [];
const creates: unknown[] = [];

const profile = (): AdminProfile => ({
  id: 'c1', slug: 'acme-machining', name: 'Acme Machining', description: 'Machining.',
  address: { street: '1 Main St', city: 'Dayton', state: 'OH', county: 'Montgomery', zip: '45402' },
  capabilities: ['cnc-machining'],
  certifications: [{ slug: 'iso-9001', certificateNumber: 'Q-1', registrar: 'BSI', expiresAt: '2028-01-31T00:00:00.000Z', status: 'registry-checked', checkedAt: '2026-10-01T00:00:00.000Z', source: 'iaf-certsearch' }],
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
      const change = body as { photos?: AdminProfile['photos']; name?: string; description?: string; certifications?: SentCert[] };
      if (change.photos?.some((p) => !p.url.startsWith('https://'))) return { status: 400, body: { error: { status: 'invalid-argument', message: 'Invalid profile changes: photos.0.url: A photo must be an https:// link.', details: null } } };
      // the server's rule: a checked status only as the unchanged status of the same certificate
      const fields = (change.certifications ?? []).flatMap((c, i) => {
        const held = stored.certifications.find((x) => x.slug === c.slug);
        const kept = held && held.status === c.status && held.certificateNumber === c.certificateNumber && held.registrar === c.registrar;
        return ['registry-checked', 'document-on-file'].includes(c.status) && !kept ? [{ field: `certifications.${i}.status`, message: REFUSAL }] : [];
      });
      if (fields.length) return { status: 400, body: { error: { status: 'invalid-argument', message: `Invalid profile: certifications.0.status: ${REFUSAL}`, details: { fields } } } };
      stored = { ...stored, ...change, certifications: change.certifications ? certificationsAfter(change.certifications) : stored.certifications };
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

  it('shows a checked status read-only with its source and date; offers only self-declared or expired; shows the refusal at the status', async () => {
    renderRoute(routes, '/admin/gcp-profile?id=c1');
    const section = await screen.findByRole('region', { name: 'Certifications' });
    const iso = await within(section).findByTestId('cert-iso-9001');
    const checked = within(iso).getByRole('group', { name: 'Status' });
    expect(checked).toHaveTextContent('Registry checked');
    expect(checked).toHaveTextContent('IAF CertSearch · checked Oct 1, 2026');
    expect(within(checked).getByRole('link', { name: 'Verify certifications' })).toHaveAttribute('href', '/admin/companies?q=acme-machining');
    expect(within(iso).queryByRole('combobox', { name: 'Status' })).toBeNull();

    // a new certificate: only the statuses an admin may set by hand
    await userEvent.selectOptions(within(section).getByRole('combobox', { name: 'Add a certification' }), 'as9100');
    const as = within(section).getByTestId('cert-as9100');
    const status = within(as).getByRole('combobox', { name: 'Status' });
    expect(within(status).getAllByRole('option').map((o) => o.textContent)).toEqual(['Self-declared', 'Expired']);
    expect(status).toHaveValue('self-declared');

    // another certificate number is a new certificate: its status is set by hand again; back to the checked one, read-only
    const number = within(iso).getByRole('textbox', { name: 'Certificate number' });
    await userEvent.type(number, '0');
    expect(within(iso).getByRole('combobox', { name: 'Status' })).toHaveValue('self-declared');
    await userEvent.type(number, '{Backspace}');
    expect(within(iso).getByRole('group', { name: 'Status' })).toHaveTextContent('Registry checked');

    // meanwhile the check was withdrawn (another admin, Verify certifications): the save is refused at that status
    stored = { ...stored, certifications: [{ ...stored.certifications[0]!, status: 'self-declared', checkedAt: null, source: null }] };
    await userEvent.type(within(as).getByRole('textbox', { name: 'Certificate number' }), 'AS-7');
    await userEvent.type(within(as).getByRole('textbox', { name: 'Registrar' }), 'NSF-ISR');
    await userEvent.type(within(as).getByLabelText('Expires'), '2029-03-31');
    await userEvent.selectOptions(within(as).getByRole('combobox', { name: 'Status' }), 'expired');
    await userEvent.click(within(section).getByRole('button', { name: 'Save certifications' }));
    await waitFor(() => expect(patches).toHaveLength(1));
    expect(patches[0]).toEqual({
      certifications: [
        { slug: 'iso-9001', certificateNumber: 'Q-1', registrar: 'BSI', expiresAt: '2028-01-31', status: 'registry-checked' },
        { slug: 'as9100', certificateNumber: 'AS-7', registrar: 'NSF-ISR', expiresAt: '2029-03-31', status: 'expired' },
      ],
    });
    expect(await within(iso).findByText(REFUSAL)).toBeInTheDocument();
    expect(within(as).queryByText(REFUSAL)).toBeNull();
    expect(within(section).getByRole('alert')).toHaveTextContent('Please fix the highlighted fields.');
    // reading the profile again shows the certificate as it is now: self-declared, set by hand
    await userEvent.click(within(iso).getByRole('button', { name: 'Reload the profile' }));
    expect(await within(await within(section).findByTestId('cert-iso-9001')).findByRole('combobox', { name: 'Status' })).toHaveValue('self-declared');
    expect(within(section).queryByTestId('cert-as9100')).toBeNull();
    expect(within(section).queryByRole('alert')).toBeNull();
    expect(within(section).queryByText(REFUSAL)).toBeNull();
  });
});
