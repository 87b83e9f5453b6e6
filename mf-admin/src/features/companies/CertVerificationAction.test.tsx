import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CertVerification } from '@forge/shell-sdk';
import routes from '../../routes';
import { fakeApiForEachTest, listPage } from '../../test-support/fake-api';
import { renderRoute } from '../../test-support/render-route';
import type { AdminCompanyView } from './api';
import { expiryHint } from './CertVerificationAction';

let record: CertVerification;
const puts: unknown[] = [];

const company: AdminCompanyView = {
  id: 'c1', slug: 'c1', name: 'Acme Machining', city: 'Dayton', state: 'OH', capabilities: ['cnc-machining'],
  certifications: [{ slug: 'iso-9001', status: 'self-declared', checkedAt: null, expiresAt: '2027-06-30T00:00:00.000Z' }],
  verified: false, claimed: false, featured: false, hidden: false, hiddenReason: '', updatedAt: '2026-11-01T10:00:00.000Z',
};

fakeApiForEachTest(() => {
  puts.length = 0;
  record = {
    slug: 'iso-9001', status: 'self-declared', effectiveStatus: 'self-declared', certificateNumber: '', registrar: 'BSI', expiresAt: '2027-06-30T00:00:00.000Z',
    checkedAt: null, source: null, reference: '', checkedBy: '', nextCheckAt: null, note: '', sources: ['iaf-certsearch', 'evidence-file'],
  };
  return {
    'GET /api/admin/companies': () => (listPage([company])),
    'GET /api/admin/companies/:id/certifications': () => ({ body: { companyId: 'c1', name: company.name, certifications: [record] } }),
    'PUT /api/admin/companies/:id/certifications/:slug': ({ params, body }) => {
      puts.push({ slug: params.slug, body });
      const change = body as { status: string; source: string | null; certificateNumber: string; expiresAt: string | null; nextCheckAt: string | null };
      if (!change.certificateNumber) {
        const fields = [{ field: 'certificateNumber', message: 'registry checked needs the certificate number' }];
        return { status: 400, body: { error: { status: 'invalid-argument', message: 'Invalid verification: certificateNumber: registry checked needs the certificate number', details: { fields } } } };
      }
      record = { ...record, status: 'registry-checked', effectiveStatus: 'registry-checked', source: 'iaf-certsearch', certificateNumber: change.certificateNumber, checkedAt: '2026-11-26T12:00:00.000Z', checkedBy: 'admin@forge.test', nextCheckAt: `${change.nextCheckAt}T00:00:00.000Z` };
      return { body: { companyId: 'c1', name: company.name, certifications: [record] } };
    },
  };
});

describe('certificate verification on /admin/companies', () => {
  it('shows each certificate, puts the API’s field message under the field, and records a registry check', async () => {
    renderRoute(routes, '/admin/companies');
    await userEvent.click(within(await screen.findByTestId('row-c1')).getByRole('button', { name: 'Certificates of Acme Machining' }));
    const dialog = await screen.findByRole('dialog');
    const card = await within(dialog).findByTestId('cert-iso-9001');
    expect(within(card).getByText('Not checked yet')).toBeInTheDocument();
    await userEvent.click(within(card).getByRole('button', { name: /Record verification of/ }));

    const form = within(dialog).getByRole('form', { name: /Verification of/ });
    await userEvent.selectOptions(within(form).getByRole('combobox', { name: 'Status' }), 'registry-checked');
    await userEvent.selectOptions(within(form).getByRole('combobox', { name: 'Checked in' }), 'iaf-certsearch');
    expect(within(form).queryByRole('option', { name: 'IAQG OASIS' })).toBeNull();
    await userEvent.type(within(form).getByLabelText('Next check'), '2027-05-01');
    await userEvent.click(within(form).getByRole('button', { name: 'Save verification' }));
    expect(await within(form).findByText('registry checked needs the certificate number')).toBeInTheDocument();

    await userEvent.type(within(form).getByLabelText('Certificate number'), 'QMS-778812');
    await userEvent.click(within(form).getByRole('button', { name: 'Save verification' }));
    await waitFor(() => expect(puts).toHaveLength(2));
    expect(puts[1]).toEqual({
      slug: 'iso-9001',
      body: { status: 'registry-checked', source: 'iaf-certsearch', reference: '', certificateNumber: 'QMS-778812', expiresAt: '2027-06-30', nextCheckAt: '2027-05-01', note: '' },
    });
    const saved = await within(dialog).findByTestId('cert-iso-9001');
    await waitFor(() => expect(within(saved).getByText(/Checked in IAF CertSearch on .* by admin@forge.test/)).toBeInTheDocument());
    expect(within(saved).getByText('Registry checked')).toBeInTheDocument();
  });

  it('warns of an expiry within 60 days, never for an expired certificate', () => {
    const now = Date.parse('2026-11-26T00:00:00Z');
    expect(expiryHint({ expiresAt: '2026-12-16T00:00:00.000Z', effectiveStatus: 'registry-checked' }, now)).toBe('Expires in 20 days');
    expect(expiryHint({ expiresAt: '2027-12-16T00:00:00.000Z', effectiveStatus: 'registry-checked' }, now)).toBeNull();
    expect(expiryHint({ expiresAt: '2026-11-20T00:00:00.000Z', effectiveStatus: 'expired' }, now)).toBeNull();
  });
});
