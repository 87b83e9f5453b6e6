import { useState } from 'react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { ForgeUIProvider, QueryClientProvider, createQueryClient } from '@forge/shell-sdk';
import { installFakeApi, type FakeApi } from '@forge/shell-sdk/testing';
import { supplierFixture } from '../../../test-support/fixtures';
import { itarEvidence } from './itar-registration';
import { NOT_ITAR_REGISTERED, SELF_DECLARED_ITAR_CONFIRM, SELF_DECLARED_ITAR_WARNING, SupplierPicker, type SupplierCandidate } from './SupplierPicker';

let api: FakeApi;
const profiles: Record<string, { slug: string; status: string; expiresAt: string | null }[]> = {
  s1: [{ slug: 'itar', status: 'document-on-file', expiresAt: '2099-01-01T00:00:00.000Z' }],
  s2: [{ slug: 'iso-9001', status: 'registry-checked', expiresAt: null }],
  s3: [{ slug: 'itar', status: 'self-declared', expiresAt: null }],
};
beforeEach(() => {
  api = installFakeApi({ 'GET /api/suppliers/:id': ({ params }) => ({
    body: supplierFixture({ id: params.id!, name: params.id!, certifications: (profiles[params.id!] ?? []).map((c) => ({ ...c, certificateNumber: '', registrar: '', checkedAt: null })) }),
  }) });
});
afterEach(() => api.restore());

const candidates: SupplierCandidate[] = [
  { id: 's1', name: 'Acme Defense Machining', city: 'Dayton', state: 'OH', origin: 'requested' },
  { id: 's2', name: 'Lakeshore Laser', city: 'Erie', state: 'PA', origin: 'suggested' },
  { id: 's3', name: 'Buckeye Precision', city: 'Akron', state: 'OH', origin: 'suggested' },
];

function Harness({ itar }: { itar: boolean }) {
  const [selected, setSelected] = useState(['s1', 's2', 's3']);
  const [confirmed, setConfirmed] = useState(false);
  return (
    <>
      <SupplierPicker candidates={candidates} selected={selected} onChange={setSelected} itar={itar} selfDeclaredConfirmed={confirmed} onSelfDeclaredConfirmedChange={setConfirmed} />
      <output data-testid="selected">{selected.join(',')}</output>
      <output data-testid="confirmed">{String(confirmed)}</output>
    </>
  );
}
const renderPicker = (itar: boolean) =>
  render(
    <ForgeUIProvider>
      <QueryClientProvider client={createQueryClient()}>
        <MemoryRouter>
          <Harness itar={itar} />
        </MemoryRouter>
      </QueryClientProvider>
    </ForgeUIProvider>,
  );
const row = (name: string) => screen.getByRole('link', { name }).closest('li') as HTMLElement;

describe('SupplierPicker and ITAR registration', () => {
  it('shows "ITAR registered" with its evidence where the profile declares it, never "certified"', async () => {
    renderPicker(false);
    expect(await within(row('Acme Defense Machining')).findByText('ITAR registered · registration letter on file')).toBeInTheDocument();
    expect(await within(row('Buckeye Precision')).findByText('ITAR registered · self-declared, not verified by Forge')).toBeInTheDocument();
    expect(screen.queryByTestId('itar-self-declared')).not.toBeInTheDocument(); // asked only on an ITAR RFQ
    expect(within(row('Lakeshore Laser')).queryByText(/ITAR/)).not.toBeInTheDocument();
    expect(screen.queryByText(/certified/i)).not.toBeInTheDocument();
    expect(screen.getByLabelText('Invite Lakeshore Laser')).toBeEnabled(); // not an ITAR RFQ: anyone may be invited
  });

  it('on an ITAR RFQ, disables the suppliers without registration, says why, and drops them from the invitation', async () => {
    renderPicker(true);
    expect(await within(row('Lakeshore Laser')).findByText(NOT_ITAR_REGISTERED)).toBeInTheDocument();
    expect(screen.getByLabelText('Invite Lakeshore Laser')).toBeDisabled();
    expect(screen.getByLabelText('Invite Lakeshore Laser')).not.toBeChecked();
    expect(await screen.findByTestId('selected')).toHaveTextContent(/^s1,s3$/);
    expect(screen.getByLabelText('Invite Acme Defense Machining')).toBeEnabled();
    expect(screen.getByLabelText('Invite Acme Defense Machining')).toBeChecked();
  });

  it('on an ITAR RFQ with a self-declared supplier chosen, warns and asks the buyer to confirm', async () => {
    const user = userEvent.setup();
    renderPicker(true);
    const box = await screen.findByTestId('itar-self-declared');
    expect(box).toHaveTextContent(SELF_DECLARED_ITAR_WARNING);
    expect(box).toHaveTextContent('Buckeye Precision');
    expect(box).not.toHaveTextContent('Acme Defense Machining'); // its letter is on file
    await user.click(within(box).getByLabelText(SELF_DECLARED_ITAR_CONFIRM));
    expect(screen.getByTestId('confirmed')).toHaveTextContent('true');
    // without a self-declared supplier chosen, nothing is asked
    await user.click(screen.getByLabelText('Invite Buckeye Precision'));
    expect(screen.queryByTestId('itar-self-declared')).not.toBeInTheDocument();
  });
});

describe('itarEvidence (the server rule)', () => {
  const now = new Date('2026-11-26T00:00:00.000Z');
  it('takes a declared, unexpired registration and ignores expired ones', () => {
    expect(itarEvidence([{ slug: 'itar', status: 'self-declared', expiresAt: null }], now)).toBe('self-declared');
    expect(itarEvidence([{ slug: 'itar', status: 'document-on-file', expiresAt: '2026-01-01T00:00:00.000Z' }], now)).toBeNull();
    expect(itarEvidence([{ slug: 'itar', status: 'expired', expiresAt: null }], now)).toBeNull();
    expect(itarEvidence([{ slug: 'as9100', status: 'registry-checked', expiresAt: null }], now)).toBeNull();
  });
});
