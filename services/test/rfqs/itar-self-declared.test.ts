/**
 * Issue 41: ITAR RFQs go without a word only to registrations an admin verified; a self-declared ITAR registration
 * is invited only with the buyer's explicit confirmation, recorded with who and when (create, draft edit and send).
 */
import { useTestStack, type TestStack } from '../support/stack.js';
import { DUE, createRfq as createRfqAs } from '../support/rfqs.js';

let stack: TestStack;
let buyer: string;
let admin: string;
let verified: { id: string; name: string };
let selfDeclared: { id: string; name: string };

type Cert = { slug: string; status: string; expiresAt: string | null };
const itarStatus = (certs: Cert[]) => certs.find((c) => c.slug === 'itar' && (!c.expiresAt || new Date(c.expiresAt) > new Date()))?.status;

useTestStack({ env: { SEED_SUPPLIERS: '120' } }, async (started) => {
  stack = started;
  [buyer, admin] = await Promise.all([stack.tokenFor('buyer'), stack.tokenFor('admin')]);
  const listing = await stack.request('GET', '/api/suppliers/listing?certification=itar&pageSize=60');
  for (const hit of listing.body.hits as { id: string }[]) {
    const profile = (await stack.request('GET', `/api/suppliers/${hit.id}`)).body as { id: string; name: string; certifications: Cert[] };
    const status = itarStatus(profile.certifications);
    if (!verified && (status === 'registry-checked' || status === 'document-on-file')) verified = { id: profile.id, name: profile.name };
    if (!selfDeclared && status === 'self-declared') selfDeclared = { id: profile.id, name: profile.name };
  }
  if (!verified || !selfDeclared) throw new Error('the seeded suppliers hold no verified and self-declared ITAR pair');
});

const body = (extra: Record<string, unknown>) => ({ title: 'Export-controlled housing', dueDate: DUE, itar: true, lines: [{ partNumber: 'H-1', quantity: 2 }], ...extra });

describe('ITAR RFQs and self-declared registrations', () => {
  it('invites a verified registration without confirmation', async () => {
    const rfq = (await createRfqAs(stack, buyer, body({ supplierIds: [verified.id] }))) as any;
    expect(rfq.suppliers).toEqual([expect.objectContaining({ id: verified.id })]);
    expect(rfq.itarSelfDeclaredConfirmation).toBeNull();
  });

  it('refuses a self-declared registration without the buyer’s confirmation, naming it and how to confirm', async () => {
    const refused = await stack.request('POST', '/api/rfqs', { token: buyer, body: body({ supplierIds: [verified.id, selfDeclared.id] }) });
    expect(refused.status).toBe(400);
    expect(refused.body.error.message).toContain(selfDeclared.name);
    expect(refused.body.error.message).not.toContain(verified.name);
    expect(refused.body.error.message).toMatch(/without Forge having verified it.*itarSelfDeclaredConfirmed: true/);
    expect(refused.body.error.details.selfDeclared).toEqual([selfDeclared]);
    // nothing half-written
    const mine = await stack.request('GET', '/api/rfqs?scope=mine&pageSize=50', { token: buyer });
    expect(mine.body.items.filter((r: { suppliers?: { id: string }[] }) => r.suppliers?.some((s) => s.id === selfDeclared.id)) ?? []).toEqual([]);
  });

  it('records the confirmation with who and when on create', async () => {
    const before = Date.now();
    const rfq = (await createRfqAs(stack, buyer, body({ supplierIds: [verified.id, selfDeclared.id], itarSelfDeclaredConfirmed: true }))) as any;
    expect(rfq.suppliers.map((s: { id: string; itarRegistration: string }) => [s.id, s.itarRegistration])).toEqual([
      [verified.id, expect.stringMatching(/^(registry-checked|document-on-file)$/)],
      [selfDeclared.id, 'self-declared'],
    ]);
    expect(rfq.itarSelfDeclaredConfirmation).toMatchObject({ email: 'buyer@forge.test', supplierIds: [selfDeclared.id] });
    expect(new Date(rfq.itarSelfDeclaredConfirmation.at).getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(rfq.history[0].reason).toBe(`ITAR: buyer@forge.test confirmed inviting self-declared registrations (not verified by Forge): ${selfDeclared.name}`);
  });

  it('asks again when a draft is made ITAR, then sends on the recorded confirmation', async () => {
    const draft = await createRfqAs(stack, buyer, { title: 'Housing draft', dueDate: DUE, status: 'draft', lines: [{ partNumber: 'H-2', quantity: 1 }], supplierIds: [selfDeclared.id] });
    const edit = (extra: Record<string, unknown>) =>
      stack.request('PUT', `/api/rfqs/${draft.id}`, { token: buyer, body: { title: 'Housing draft', dueDate: DUE, itar: true, lines: [{ keepLineId: draft.lines[0]!.id, quantity: 1 }], ...extra } });
    const refused = await edit({});
    expect(refused.status).toBe(400);
    expect(refused.body.error.message).toContain(selfDeclared.name);
    const confirmed = await edit({ itarSelfDeclaredConfirmed: true });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.rfq.itarSelfDeclaredConfirmation).toMatchObject({ email: 'buyer@forge.test', supplierIds: [selfDeclared.id] });
    expect(confirmed.body.rfq.history.map((h: { reason: string }) => h.reason)).toContainEqual(expect.stringContaining(`confirmed inviting self-declared registrations (not verified by Forge): ${selfDeclared.name}`));

    const sent = await stack.request('PATCH', `/api/rfqs/${draft.id}`, { token: buyer, body: { status: 'open' } });
    expect(sent.status).toBe(200);
    expect(sent.body.rfq.status).toBe('open');
  });

  it('asks at send when an invitee’s registration is no longer verified', async () => {
    const draft = await createRfqAs(stack, buyer, body({ status: 'draft', supplierIds: [verified.id] }));
    // an admin marks the registration self-declared after the draft was saved: the send re-reads it
    const downgraded = await stack.request('PUT', `/api/admin/companies/${verified.id}/certifications/itar`, { token: admin, body: { status: 'self-declared', note: 'letter lapsed' } });
    expect(downgraded.status).toBe(200);
    const refused = await stack.request('PATCH', `/api/rfqs/${draft.id}`, { token: buyer, body: { status: 'open' } });
    expect(refused.status).toBe(400);
    expect(refused.body.error.message).toContain(verified.name);
    expect((await stack.request('GET', `/api/rfqs/${draft.id}`, { token: buyer })).body.rfq.status).toBe('draft');
    const sent = await stack.request('PATCH', `/api/rfqs/${draft.id}`, { token: buyer, body: { status: 'open', itarSelfDeclaredConfirmed: true } });
    expect(sent.status).toBe(200);
    expect(sent.body.rfq.itarSelfDeclaredConfirmation).toMatchObject({ email: 'buyer@forge.test', supplierIds: [verified.id] });
    expect(sent.body.rfq.history.slice(-2)).toEqual([
      expect.objectContaining({ status: 'open', reason: '' }),
      expect.objectContaining({ status: 'open', reason: `ITAR: buyer@forge.test confirmed inviting self-declared registrations (not verified by Forge): ${verified.name}` }),
    ]);
  });
});
