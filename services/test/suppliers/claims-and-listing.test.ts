/** Claims link the owner's profile; listing reads are not searches; profile field choices come from the API. Real stack. */
import { AnalyticsEventModel } from '../../src/domains/analytics/model.js';
import { flushSearchEvents } from '../../src/domains/suppliers/service.js';
import { startTestStack, type TestStack } from '../support/stack.js';

let stack: TestStack;

beforeAll(async () => {
  stack = await startTestStack({ env: { SEED_SUPPLIERS: '300' } });
});

afterAll(async () => {
  await stack?.stop();
});

async function claimToken(supplierId: string): Promise<string> {
  const created = await stack.request('POST', `/api/admin/suppliers/${supplierId}/claim-tokens`, { token: await stack.tokenFor('admin') });
  expect(created.status).toBe(201);
  return created.body.token;
}

/** supplier_search events stored so far, after the writes the responses did not wait for. */
async function searchEvents() {
  await flushSearchEvents();
  return AnalyticsEventModel.find({ type: 'supplier_search' }).sort({ at: 1, _id: 1 }).lean();
}

describe('claiming a company', () => {
  it("links the claimant's profile to the company, refuses the used link, and moves the link with ownership", async () => {
    const supplierUser = await stack.tokenFor('supplier');
    const buyer = await stack.tokenFor('buyer');
    const { body: listing } = await stack.request('GET', '/api/suppliers/listing?state=OH&pageSize=2');
    const [target, other] = listing.hits as { id: string }[];

    expect((await stack.request('GET', '/api/me', { token: supplierUser })).body.supplierCompanyId).toBe('');
    const token = await claimToken(target!.id);
    const claimed = await stack.request('POST', `/api/claims/${token}`, { token: supplierUser });
    expect(claimed.status).toBe(200);
    expect(claimed.body).toMatchObject({ claimed: true, supplierCompanyId: target!.id });
    const me = await stack.request('GET', '/api/me', { token: supplierUser });
    expect(me.body.supplierCompanyId).toBe(target!.id);
    // The public profile never shows the owner's user id; the owner learns only that it is theirs.
    const profile = await stack.request('GET', `/api/suppliers/${target!.id}`);
    expect(profile.body).not.toHaveProperty('ownerUid');
    expect(profile.body.ownedByYou).toBe(false);
    expect((await stack.request('GET', `/api/suppliers/${target!.id}`, { token: supplierUser })).body.ownedByYou).toBe(true);

    // single use: the same link again, by the same user or anyone else, is refused and changes nothing
    for (const again of [supplierUser, buyer]) {
      const reuse = await stack.request('POST', `/api/claims/${token}`, { token: again });
      expect(reuse.status).toBe(410);
      expect(reuse.body.error.message).toContain('already been used');
    }
    expect((await stack.request('GET', '/api/me', { token: buyer })).body.supplierCompanyId).toBe('');
    expect((await stack.request('GET', `/api/suppliers/${target!.id}`, { token: supplierUser })).body.ownedByYou).toBe(true);
    expect((await stack.request('GET', `/api/suppliers/${target!.id}`, { token: buyer })).body.ownedByYou).toBe(false);

    // the profile's company is the one its owner may edit
    const edit = await stack.request('PATCH', `/api/suppliers/${me.body.supplierCompanyId}`, { token: supplierUser, body: { description: 'Owner-written description.' } });
    expect(edit.status).toBe(200);
    expect((await stack.request('PATCH', `/api/suppliers/${other!.id}`, { token: supplierUser, body: { description: 'Not mine.' } })).status).toBe(403);

    // a new link for the same company hands it over: the new owner is linked, the previous owner's link is cleared
    const handover = await claimToken(target!.id);
    expect((await stack.request('POST', `/api/claims/${handover}`, { token: buyer })).status).toBe(200);
    expect((await stack.request('GET', '/api/me', { token: buyer })).body.supplierCompanyId).toBe(target!.id);
    expect((await stack.request('GET', '/api/me', { token: supplierUser })).body.supplierCompanyId).toBe('');
    expect((await stack.request('PATCH', `/api/suppliers/${target!.id}`, { token: supplierUser, body: { description: 'Still mine?' } })).status).toBe(403);
  });
});

describe('supplier search analytics', () => {
  it('records user searches with their search type, and not listing-page reads', async () => {
    const buyer = await stack.tokenFor('buyer');
    const before = (await searchEvents()).length;

    // what the state, county, capability and directory pages read
    for (const query of ['state=PA&pageSize=10', 'state=PA&county=allegheny&pageSize=10', 'capability=cnc-machining&pageSize=10', 'state=OH&pageSize=1']) {
      const res = await stack.request('GET', `/api/suppliers/listing?${query}`, { token: buyer });
      expect(res.status).toBe(200);
      expect(res.headers.get('server-timing')).toMatch(/search;dur=/);
    }
    expect((await searchEvents()).length).toBe(before);

    // same filters, same answer as a search
    const listed = await stack.request('GET', '/api/suppliers/listing?state=PA&capability=cnc-machining&pageSize=5');
    const searched = await stack.request('GET', '/api/suppliers/search?state=PA&capability=cnc-machining&pageSize=5', { token: buyer });
    expect(listed.body.total).toBe(searched.body.total);
    expect(listed.body.hits.map((h: { id: string }) => h.id)).toEqual(searched.body.hits.map((h: { id: string }) => h.id));
    expect(listed.body.facets).toEqual(searched.body.facets);

    // header search (/discover?q=...), then a filter on /discover
    const header = await stack.request('GET', '/api/suppliers/search?q=machining&pageSize=20', { token: buyer });
    const filtered = await stack.request('GET', '/api/suppliers/search?q=machining&state=PA&pageSize=20', { token: buyer });
    // turning to page 2 of the same search is not another search
    const nextPage = await stack.request('GET', '/api/suppliers/search?q=machining&state=PA&pageSize=20&page=2', { token: buyer });
    expect(nextPage.status).toBe(200);
    const events = (await searchEvents()).slice(before);
    expect(events.map((e) => e.props)).toEqual([
      { query: '', resultCount: searched.body.total, searchType: 'filters' },
      { query: 'machining', resultCount: header.body.total, searchType: 'text' },
      { query: 'machining', resultCount: filtered.body.total, searchType: 'text+filters' },
    ]);
    const me = await stack.request('GET', '/api/me', { token: buyer });
    expect(events.every((e) => e.uid === me.body.uid)).toBe(true);
  });

  it('refuses text and bad filters on listings with a clear 400', async () => {
    const text = await stack.request('GET', '/api/suppliers/listing?q=cnc&state=PA');
    expect(text.status).toBe(400);
    expect(text.body.error).toMatchObject({ status: 'invalid-argument', message: expect.stringContaining('use /api/suppliers/search') });
    for (const query of ['state=ZZ', 'pageSize=1000', 'radius=-5&near=44114', 'capability=teleportation']) {
      const res = await stack.request('GET', `/api/suppliers/listing?${query}`);
      expect(res.status).toBe(400);
      expect(res.body.error.status).toBe('invalid-argument');
    }
  });
});

describe('profile field choices', () => {
  it('serves employee ranges, industries and verification statuses that the edit API accepts', async () => {
    const res = await stack.request('GET', '/api/suppliers/options');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toContain('max-age');
    const { employeeRanges, industries, verificationStatuses } = res.body;
    expect(employeeRanges.map((o: { value: string }) => o.value)).toEqual(['1-10', '11-50', '51-200', '201-500', '501-1000', '1000+']);
    expect(industries).toContainEqual({ value: 'oil-gas', label: 'Oil & Gas' });
    expect(industries).toHaveLength(18);
    expect(verificationStatuses.map((o: { value: string }) => o.value)).toEqual(['self-declared', 'document-on-file', 'registry-checked']);
    for (const option of [...employeeRanges, ...industries, ...verificationStatuses]) expect(option.label).toEqual(expect.any(String));

    // every served choice is one the edit and search APIs take
    const admin = await stack.tokenFor('admin');
    const { body: listing } = await stack.request('GET', '/api/suppliers/listing?pageSize=1');
    const id = listing.hits[0].id;
    const edit = await stack.request('PATCH', `/api/suppliers/${id}`, {
      token: admin,
      body: { industries: industries.map((o: { value: string }) => o.value), employeeRange: employeeRanges.at(-1).value },
    });
    expect(edit.status).toBe(200);
    for (const { value } of verificationStatuses) {
      expect((await stack.request('GET', `/api/suppliers/listing?verification=${value}&pageSize=1`)).status).toBe(200);
    }
  });
});
