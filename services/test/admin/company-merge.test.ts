/**
 * Merging duplicate companies (issue 16, /admin/companies) on the real stack: the removed company's RFQ history
 * (invitations, quotes, threads, awards' supplier), claims and owner move to the kept one; both claimed by different
 * owners is refused; the old slug and id lead to the kept company; renaming a slug keeps the old one leading on.
 */
import { startTestStack, type TestStack } from '../support/stack.js';
import { claimCompany, createSupplierUser } from '../support/suppliers.js';

const DUE = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);

let stack: TestStack;
let buyer: string;
let admin: string;
let supplier: string;
let rival: string;
type Company = { id: string; slug: string; name: string; capabilities: string[]; certifications: { slug: string }[] };
let companies: Company[];

const lines = [{ partNumber: 'BRK-1', description: 'Machined bracket', quantity: 10, material: '6061-T6', process: 'cnc-machining' }];
async function createRfq(supplierIds: string[]) {
  const res = await stack.request('POST', '/api/rfqs', { token: buyer, body: { title: 'Brackets', dueDate: DUE, lines, supplierIds } });
  expect(res.status).toBe(201);
  return res.body.rfq as { id: string; lines: { id: string }[] };
}

beforeAll(async () => {
  stack = await startTestStack({ redis: true, env: { SEED_SUPPLIERS: '40' } });
  [buyer, admin, supplier] = await Promise.all([stack.tokenFor('buyer'), stack.tokenFor('admin'), stack.tokenFor('supplier')]);
  for (const token of [buyer, admin, supplier]) await stack.request('POST', '/api/me/sign-in', { token });
  rival = await createSupplierUser(stack, 'rival.supplier@forge.test', 'RivalSupplier42!');
  await stack.request('POST', '/api/me/sign-in', { token: rival });
  companies = (await stack.request('GET', '/api/admin/companies?pageSize=10&sort=name&claimed=false', { token: admin })).body.items as Company[];
});
afterAll(async () => stack?.stop());

describe('POST /api/admin/companies/:id/merge', () => {
  it('moves the RFQ history, claims and owner to the kept company, joins capabilities, redirects the old addresses; audited', async () => {
    const [keep, remove] = [companies[0]!, companies[1]!];
    await claimCompany(stack, admin, remove.id, supplier);
    const alone = await createRfq([remove.id]);
    const shared = await createRfq([remove.id, keep.id]);
    for (const rfq of [alone, shared]) {
      const quoted = await stack.request('POST', `/api/rfqs/${rfq.id}/quotes`, { token: supplier, body: { validUntil: DUE, lines: [{ lineId: rfq.lines[0]!.id, unitPrice: 42, leadTimeDays: 9 }] } });
      expect(quoted.status).toBe(201);
    }
    expect((await stack.request('POST', `/api/rfqs/${alone.id}/messages`, { token: supplier, body: { body: 'Anodized after machining?' } })).status).toBe(201);
    const openLink = await stack.request('POST', `/api/admin/suppliers/${remove.id}/claim-tokens`, { token: admin });

    const preview = await stack.request('GET', `/api/admin/companies/${keep.id}/merge-preview?removeId=${remove.id}`, { token: admin });
    expect(preview.status).toBe(200);
    expect(preview.body).toMatchObject({
      keep: { id: keep.id, claimed: false },
      remove: { id: remove.id, claimed: true, ownerEmail: 'supplier@forge.test' },
      rfqHistory: { rfqs: 2, quotes: 2, messages: 1 },
      claimLinks: 2,
      owner: 'supplier@forge.test',
      redirects: [`/companies/${remove.slug}`, `/company/${remove.id}`],
    });
    const newCapabilities = remove.capabilities.filter((c) => !keep.capabilities.includes(c));
    expect(preview.body.capabilitiesAdded).toEqual(newCapabilities);

    const merged = await stack.request('POST', `/api/admin/companies/${keep.id}/merge`, { token: admin, body: { removeId: remove.id, note: 'Same shop listed twice' } });
    expect(merged.status).toBe(200);
    expect(merged.body.company).toMatchObject({ id: keep.id, claimed: true });
    expect(merged.body.company.capabilities).toEqual(expect.arrayContaining([...keep.capabilities, ...remove.capabilities]));
    expect(merged.body.company.certifications.map((c: { slug: string }) => c.slug)).toEqual(expect.arrayContaining(remove.certifications.map((c) => c.slug)));

    // the removed company is gone from the store and from search; its old addresses lead to the kept one
    expect((await stack.request('GET', `/api/suppliers/${remove.id}`)).status).toBe(404);
    const listing = (await stack.request('GET', '/api/suppliers/listing?pageSize=100')).body.hits as { id: string }[];
    expect(listing.map((h) => h.id)).not.toContain(remove.id);
    expect(listing.map((h) => h.id)).toContain(keep.id);
    const bySlug = await stack.request('GET', `/api/suppliers/moved/slug/${remove.slug}`);
    expect(bySlug.body).toEqual({ id: keep.id, slug: keep.slug, name: keep.name, reason: 'merge' });
    expect((await stack.request('GET', `/api/suppliers/moved/id/${remove.id}`)).body.id).toBe(keep.id);
    expect((await stack.request('GET', `/api/suppliers/moved/slug/${keep.slug}`)).status).toBe(404);

    // the owner now owns the kept company, and its RFQ history came along
    expect((await stack.request('GET', '/api/me', { token: supplier })).body.supplierCompanyId).toBe(keep.id);
    const rfq = (await stack.request('GET', `/api/rfqs/${alone.id}`, { token: buyer })).body;
    expect((rfq.rfq ?? rfq).suppliers.map((s: { id: string }) => s.id)).toEqual([keep.id]);
    const sharedRfq = (await stack.request('GET', `/api/rfqs/${shared.id}`, { token: buyer })).body;
    expect((sharedRfq.rfq ?? sharedRfq).suppliers.map((s: { id: string }) => s.id)).toEqual([keep.id]);
    const quotes = (await stack.request('GET', `/api/rfqs/${shared.id}/quotes`, { token: buyer })).body.quotes as { supplierId: string; revision: number }[];
    expect(quotes.map((q) => [q.supplierId, q.revision])).toEqual([[keep.id, 1]]);
    const comparison = await stack.request('GET', `/api/rfqs/${shared.id}/comparison`, { token: buyer });
    expect(JSON.stringify(comparison.body)).toContain(keep.id);
    expect(JSON.stringify(comparison.body)).not.toContain(remove.id);
    const thread = await stack.request('GET', `/api/rfqs/${alone.id}/messages`, { token: supplier });
    expect(thread.status).toBe(200);
    expect(JSON.stringify(thread.body)).toContain('Anodized after machining?');
    const inbox = (await stack.request('GET', '/api/rfqs/inbox', { token: supplier })).body;
    expect(JSON.stringify(inbox)).toContain(alone.id);
    // a claim link of the removed company no longer works
    expect((await stack.request('GET', `/api/claims/${openLink.body.token}`)).status).toBe(410);

    const audit = await stack.request('GET', `/api/admin/audit?targetId=${keep.id}&action=company.merge`, { token: admin });
    expect(audit.body.items).toHaveLength(1);
    expect(audit.body.items[0]).toMatchObject({
      note: 'Same shop listed twice',
      before: { kept: { id: keep.id, ownerUid: null }, removed: { id: remove.id, slug: remove.slug } },
      after: { kept: { id: keep.id }, moved: { rfqHistory: { rfqs: 2, quotes: 2 } }, redirects: [`/companies/${remove.slug}`, `/company/${remove.id}`] },
    });
  });

  it('refuses with 409 when both companies are claimed by different owners, and refuses a company merged into itself', async () => {
    const [ownedBySupplier, other] = [companies[0]!, companies[2]!];
    await claimCompany(stack, admin, other.id, rival);
    for (const call of [
      stack.request('GET', `/api/admin/companies/${ownedBySupplier.id}/merge-preview?removeId=${other.id}`, { token: admin }),
      stack.request('POST', `/api/admin/companies/${ownedBySupplier.id}/merge`, { token: admin, body: { removeId: other.id } }),
    ]) {
      const refused = await call;
      expect(refused.status).toBe(409);
      expect(refused.body.error.message).toMatch(/claimed by different owners.*supplier@forge\.test.*rival\.supplier@forge\.test/);
    }
    expect((await stack.request('GET', `/api/suppliers/${other.id}`)).status).toBe(200);
    const self = await stack.request('POST', `/api/admin/companies/${other.id}/merge`, { token: admin, body: { removeId: other.id } });
    expect(self.status).toBe(400);
    expect(self.body.error.message).toMatch(/cannot be merged into itself/);
    expect((await stack.request('POST', `/api/admin/companies/${other.id}/merge`, { token: admin, body: { removeId: 'no-such-company' } })).status).toBe(404);
  });

  it('merges a company whose old addresses already redirect: those follow to the new target', async () => {
    const [keep, middle] = [companies[3]!, companies[0]!];
    // companies[0] holds companies[1]'s old addresses from the first test
    const merged = await stack.request('POST', `/api/admin/companies/${keep.id}/merge`, { token: admin, body: { removeId: middle.id } });
    expect(merged.status).toBe(200);
    for (const old of [`slug/${companies[1]!.slug}`, `id/${companies[1]!.id}`, `slug/${middle.slug}`]) {
      expect({ old, id: (await stack.request('GET', `/api/suppliers/moved/${old}`)).body.id }).toEqual({ old, id: keep.id });
    }
  });
});

describe('renaming a company slug', () => {
  it('keeps the old slug leading to the new one, refuses a slug another company has; audited', async () => {
    const company = companies[4]!;
    const renamed = await stack.request('PATCH', `/api/admin/gcp-profiles/${company.id}`, { token: admin, body: { slug: `${company.slug}-inc` } });
    expect(renamed.status).toBe(200);
    expect(renamed.body.slug).toBe(`${company.slug}-inc`);
    expect((await stack.request('GET', `/api/suppliers/by-slug/${company.slug}-inc`)).body.id).toBe(company.id);
    expect((await stack.request('GET', `/api/suppliers/by-slug/${company.slug}`)).status).toBe(404);
    expect((await stack.request('GET', `/api/suppliers/moved/slug/${company.slug}`)).body).toEqual({ id: company.id, slug: `${company.slug}-inc`, name: company.name, reason: 'rename' });

    const taken = await stack.request('PATCH', `/api/admin/gcp-profiles/${company.id}`, { token: admin, body: { slug: companies[5]!.slug } });
    expect(taken.status).toBe(409);
    expect(taken.body.error.message).toContain(companies[5]!.name);
    const malformed = await stack.request('PATCH', `/api/admin/gcp-profiles/${company.id}`, { token: admin, body: { slug: 'Not A Slug' } });
    expect(malformed.status).toBe(400);

    const audit = await stack.request('GET', `/api/admin/audit?targetId=${company.id}&action=profile.update`, { token: admin });
    expect(audit.body.items[0]).toMatchObject({ before: { slug: company.slug }, after: { slug: `${company.slug}-inc` } });
  });
});

describe('merging two companies of one owner, both invited to one RFQ', () => {
  it('keeps every quote revision as one history in the order they were sent, and the comparison shows one supplier at its latest price', async () => {
    const [keep, remove] = [companies[6]!, companies[7]!];
    const rfq = await createRfq([keep.id, remove.id]);
    const quote = (unitPrice: number) => stack.request('POST', `/api/rfqs/${rfq.id}/quotes`, { token: supplier, body: { validUntil: DUE, lines: [{ lineId: rfq.lines[0]!.id, unitPrice, leadTimeDays: 9 }] } });
    await claimCompany(stack, admin, remove.id, supplier);
    expect((await quote(40)).status).toBe(201);
    // the same owner claims the other listing too (an account answers for the company it claimed last)
    await claimCompany(stack, admin, keep.id, supplier);
    expect((await quote(30)).status).toBe(201);
    expect((await quote(28)).status).toBe(201);

    const merged = await stack.request('POST', `/api/admin/companies/${keep.id}/merge`, { token: admin, body: { removeId: remove.id } });
    expect(merged.status).toBe(200);
    expect(merged.body.plan).toMatchObject({ owner: 'supplier@forge.test', rfqHistory: { rfqs: 1, quotes: 1 } });
    const quotes = (await stack.request('GET', `/api/rfqs/${rfq.id}/quotes`, { token: buyer })).body.quotes as { supplierId: string; revision: number; total: number }[];
    // one history in the order it was sent: the removed listing's quote first, the kept one's latest stays latest
    expect(quotes.map((q) => [q.supplierId, q.revision, q.total]).sort((a, b) => Number(a[1]) - Number(b[1]))).toEqual([[keep.id, 1, 400], [keep.id, 2, 300], [keep.id, 3, 280]]);
    const detail = (await stack.request('GET', `/api/rfqs/${rfq.id}`, { token: buyer })).body;
    expect((detail.rfq ?? detail).suppliers.map((s: { id: string }) => s.id)).toEqual([keep.id]);
    const comparison = JSON.stringify((await stack.request('GET', `/api/rfqs/${rfq.id}/comparison`, { token: buyer })).body);
    expect(comparison).not.toContain(remove.id);
    expect(comparison).toContain('280');
  });
});
