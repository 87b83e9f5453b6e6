/** Discovery API on the real stack (embedded MongoDB, identity provider), 2,000 seeded suppliers. */
import { ClaimModel } from '../../src/domains/suppliers/model.js';
import { useTestStack, type TestStack } from '../support/stack.js';
import { searchSuppliers } from '../support/suppliers.js';

let stack: TestStack;

useTestStack({ env: { SEED_SUPPLIERS: '2000' } }, (started) => {
  stack = started;
});

const search = (query: string) => searchSuppliers(stack, query);

describe('supplier search', () => {
  it('filters by state, capability and certification with consistent facet counts', async () => {
    const ohio = await search('state=OH&pageSize=100');
    const { body: states } = await stack.request('GET', '/api/geo/states');
    expect(ohio.total).toBe(states.find((s: { code: string }) => s.code === 'OH').supplierCount);
    expect(ohio.hits.every((h: { state: string }) => h.state === 'OH')).toBe(true);
    // the state facet ignores its own filter, so other states stay visible with their own totals
    expect(ohio.facets.state.OH).toBe(ohio.total);
    expect(ohio.facets.state.MI).toBe((await search('state=MI&pageSize=1')).total);
    // capability counts are over the result: choosing one gives exactly that many
    const cnc = await search('state=OH&capability=cnc-machining&pageSize=100');
    expect(cnc.total).toBe(ohio.facets.capability['cnc-machining']);
    expect(cnc.hits.every((h: { capabilities: string[] }) => h.capabilities.includes('cnc-machining'))).toBe(true);
    const certified = await search('state=OH&capability=cnc-machining&certification=iso-9001&pageSize=100');
    expect(certified.total).toBe(cnc.facets.certification['iso-9001']);
    for (const hit of certified.hits) {
      expect(hit.certifications.map((c: { slug: string }) => c.slug)).toContain('iso-9001');
      expect(hit.why.join(' ')).toContain('Holds ISO 9001');
    }
    const counties = Object.entries(ohio.facets.county) as [string, number][];
    const [countyKey, countyCount] = counties[0]!;
    expect(countyKey.startsWith('OH:')).toBe(true);
    expect((await search(`county=${countyKey}&pageSize=1`)).total).toBe(countyCount);
    expect((await search(`state=OH&county=${countyKey.slice(3)}&pageSize=1`)).total).toBe(countyCount);
    const registry = await search('verification=registry-checked&pageSize=5');
    expect(registry.total).toBe((await search('pageSize=1')).facets.verification['registry-checked']);
    for (const hit of registry.hits) expect(hit.certifications.some((c: { status: string }) => c.status === 'registry-checked')).toBe(true);
    const industry = await search('industry=automotive&employees=11-50&pageSize=1');
    expect(industry.total).toBe(industry.facets.industry.automotive);
    expect(industry.total).toBe(industry.facets.employees['11-50']);
  });

  it('limits to a radius around a ZIP code, a point or a county and sorts by distance', async () => {
    const near = await search('near=44114&radius=60&sort=distance&pageSize=100');
    expect(near.total).toBeGreaterThan(0);
    const distances = near.hits.map((h: { distanceMiles: number }) => h.distanceMiles);
    expect(distances.every((d: number) => d <= 60.5)).toBe(true);
    expect([...distances].sort((a, b) => a - b)).toEqual(distances);
    const wider = await search('near=44114&radius=200&pageSize=1');
    expect(wider.total).toBeGreaterThan(near.total);
    const point = await search('near=41.5,-81.69&radius=60&pageSize=1');
    expect(Math.abs(point.total - near.total)).toBeLessThan(near.total);
    const county = await search('near=OH:cuyahoga&radius=60&pageSize=1');
    expect(county.total).toBeGreaterThan(0);
    expect(near.hits[0].why.join(' ')).toMatch(/mi from ZIP 44114/);
  });

  it('tolerates typos and matches word prefixes', async () => {
    const exact = await search('q=anodizing&pageSize=5');
    expect(exact.total).toBeGreaterThan(0);
    const typo = await search('q=anodizng&pageSize=5');
    expect(typo.total).toBeGreaterThan(0);
    expect(typo.hits[0].capabilities).toContain('anodizing');
    // a misspelt catalogue word is corrected by the query parser and becomes a filter; other words keep the text tolerance
    expect(typo.interpretation.chips[0].label).toBe('Anodizing');
    // spelling tolerance never lands on a company name (issue 38: "bakery" found a Baker company); the name itself does
    const misspeltName = await search('q=kowalsky&pageSize=5');
    expect(misspeltName.hits.filter((h: { name: string }) => /kowalski/i.test(h.name))).toEqual([]);
    const name = await search('q=kowalski&pageSize=5');
    expect(name.hits[0].name).toMatch(/kowalski/i);
    const prefix = await search('q=anodi&pageSize=5');
    expect(prefix.total).toBeGreaterThanOrEqual(exact.total);
    expect(prefix.hits[0].why.join(' ')).toContain('word start');
    const twoTypos = await search('q=precison%20machinng&pageSize=5');
    expect(twoTypos.total).toBeGreaterThan(0);
  });

  it('pages stably: consecutive pages never repeat or skip a supplier', async () => {
    for (const sort of ['relevance', 'name', 'responseRate']) {
      const all = await search(`q=machining&sort=${sort}&pageSize=100`);
      const paged: string[] = [];
      for (let page = 1; page <= 5; page++) paged.push(...(await search(`q=machining&sort=${sort}&pageSize=20&page=${page}`)).hits.map((h: { id: string }) => h.id));
      expect(paged).toEqual(all.hits.map((h: { id: string }) => h.id));
      expect(new Set(paged).size).toBe(100);
    }
    const again = await search('q=machining&pageSize=20&page=3');
    expect(again.hits.map((h: { id: string }) => h.id)).toEqual((await search('q=machining&pageSize=20&page=3')).hits.map((h: { id: string }) => h.id));
  });

  it('marks featured suppliers without moving them and reports server time', async () => {
    const res = await stack.request('GET', '/api/suppliers/search?pageSize=100&sort=name');
    expect(res.headers.get('server-timing')).toMatch(/search;dur=/);
    const names = res.body.hits.map((h: { name: string }) => h.name);
    expect(names).toEqual([...names].sort((a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)));
    const featured = await search('pageSize=100&q=precision');
    for (const hit of featured.hits.filter((h: { featured: boolean }) => h.featured)) expect(hit.why.join(' ')).toContain('never changes its position');
  });

  it('answers bad parameters with a clear 400', async () => {
    const bad = [
      'state=ZZ',
      'near=44114&radius=-5',
      'pageSize=1000',
      'q={"$gt":""}',
      'q[$gt]=x',
      'state[$ne]=OH',
      'capability=underwater-welding-of-cheese',
      'certification=iso-9999',
      'near=somewhere',
      'near=00000&radius=10',
      'radius=10',
      'sort=distance',
      'sort=random',
      'page=0',
      'page=600&pageSize=100',
      'verification=trust-me',
      'state=OH&state=MI',
      'county=OH:atlantis',
    ];
    for (const query of bad) {
      const res = await stack.request('GET', `/api/suppliers/search?${query}`);
      expect({ query, status: res.status }).toEqual({ query, status: 400 });
      expect(res.body.error.status).toBe('invalid-argument');
      expect(res.body.error.message.length).toBeGreaterThan(10);
    }
  });
});

describe('company profiles, edits, contact and claims', () => {
  it('serves a full profile by id and by slug, 404 for unknown ones', async () => {
    const hit = (await search('q=welding&pageSize=1')).hits[0];
    const byId = await stack.request('GET', `/api/suppliers/${hit.id}`);
    expect(byId.status).toBe(200);
    expect(byId.body).toMatchObject({ id: hit.id, slug: hit.slug, name: hit.name });
    expect(byId.body.address.zip).toMatch(/^\d{5}$/);
    expect(byId.body.contact.email).toContain('@');
    for (const c of byId.body.certifications) expect(['self-declared', 'document-on-file', 'registry-checked', 'expired']).toContain(c.status);
    // a certificate past its expiry date is never shown as held
    for (const c of byId.body.certifications) if (c.expiresAt && Date.parse(c.expiresAt) <= Date.now()) expect(c.status).toBe('expired');
    const bySlug = await stack.request('GET', `/api/suppliers/by-slug/${hit.slug}`);
    expect(bySlug.body.id).toBe(hit.id);
    expect((await stack.request('GET', '/api/suppliers/sup-999999')).status).toBe(404);
    expect((await stack.request('GET', '/api/suppliers/by-slug/no-such-company')).status).toBe(404);
  });

  it('claims a company once with a token, refuses reuse and expiry, then lets the owner edit with search updated at once', async () => {
    const admin = await stack.tokenFor('admin');
    const supplierUser = await stack.tokenFor('supplier');
    const buyer = await stack.tokenFor('buyer');
    const target = (await search('q=fabrication&pageSize=1')).hits[0];

    expect((await stack.request('POST', `/api/admin/suppliers/${target.id}/claim-tokens`, { token: buyer })).status).toBe(403);
    const created = await stack.request('POST', `/api/admin/suppliers/${target.id}/claim-tokens`, { token: admin });
    expect(created.status).toBe(201);
    expect(created.body.url).toBe(`/claim/${created.body.token}`);

    const preview = await stack.request('GET', `/api/claims/${created.body.token}`);
    expect(preview.status).toBe(200);
    expect(preview.body.supplier.id).toBe(target.id);
    expect((await stack.request('POST', `/api/claims/${created.body.token}`)).status).toBe(401);

    const claimed = await stack.request('POST', `/api/claims/${created.body.token}`, { token: supplierUser });
    expect(claimed.status).toBe(200);
    expect(claimed.body.supplier.claimed).toBe(true);
    const reuse = await stack.request('POST', `/api/claims/${created.body.token}`, { token: buyer });
    expect(reuse.status).toBe(410);
    expect(reuse.body.error.message).toContain('already been used');
    expect((await stack.request('GET', `/api/claims/${created.body.token}`)).status).toBe(410);
    expect((await stack.request('GET', '/api/claims/this-token-does-not-exist')).status).toBe(404);

    const stale = await stack.request('POST', `/api/admin/suppliers/${target.id}/claim-tokens`, { token: admin });
    await ClaimModel.updateOne({ _id: stale.body.token }, { $set: { expiresAt: new Date(Date.now() - 60_000) } });
    const expired = await stack.request('POST', `/api/claims/${stale.body.token}`, { token: buyer });
    expect(expired.status).toBe(410);
    expect(expired.body.error.message).toContain('expired');

    const claims = await stack.request('GET', '/api/admin/claims', { token: admin });
    expect(claims.body.find((c: { token: string }) => c.token === created.body.token).state).toBe('claimed');
    expect(claims.body.find((c: { token: string }) => c.token === stale.body.token).state).toBe('expired');

    // the new owner edits; a stranger cannot
    expect((await stack.request('PATCH', `/api/suppliers/${target.id}`, { token: buyer, body: { name: 'Hijacked LLC' } })).status).toBe(403);
    const invalid = await stack.request('PATCH', `/api/suppliers/${target.id}`, { token: supplierUser, body: { capabilities: ['teleportation'] } });
    expect(invalid.status).toBe(400);
    expect((await stack.request('PATCH', `/api/suppliers/${target.id}`, { token: supplierUser, body: { featured: true } })).status).toBe(403);
    const edit = await stack.request('PATCH', `/api/suppliers/${target.id}`, {
      token: supplierUser,
      body: { name: 'Zyxwvut Orbital Forge', capabilities: ['cold-spray', 'laser-cladding'], address: { zip: '44114' } },
    });
    expect(edit.status).toBe(200);
    expect(edit.body.address).toMatchObject({ state: 'OH', county: 'Cuyahoga', zip: '44114' });
    const found = await search('q=zyxwvut&pageSize=5');
    expect(found.total).toBe(1);
    expect(found.hits[0]).toMatchObject({ id: target.id, name: 'Zyxwvut Orbital Forge', state: 'OH' });
    const byCap = await search('capability=cold-spray&capability=laser-cladding&county=OH:cuyahoga&pageSize=100');
    expect(byCap.hits.map((h: { id: string }) => h.id)).toContain(target.id);
  });

  it('records a contact and the search and contact analytics events', async () => {
    const buyer = await stack.tokenFor('buyer');
    const admin = await stack.tokenFor('admin');
    const hit = (await search('q=molding&pageSize=1')).hits[0];
    expect((await stack.request('POST', `/api/suppliers/${hit.id}/contact`, { body: { method: 'email' } })).status).toBe(401);
    expect((await stack.request('POST', `/api/suppliers/${hit.id}/contact`, { token: buyer, body: { method: 'pigeon' } })).status).toBe(400);
    const contact = await stack.request('POST', `/api/suppliers/${hit.id}/contact`, { token: buyer, body: { method: 'rfq', message: 'Need 500 brackets' } });
    expect(contact.status).toBe(201);
    const summary = await stack.request('GET', '/api/admin/analytics', { token: admin });
    expect(summary.body.counts.supplier_contact).toBeGreaterThanOrEqual(1);
    expect(summary.body.counts.supplier_search).toBeGreaterThan(10);
  });
});

describe('catalogue', () => {
  it('lists about 115 processes in exactly the 19 categories, with the 8 featured slugs', async () => {
    const { status, body } = await stack.request('GET', '/api/catalogue/processes');
    expect(status).toBe(200);
    expect(body.length).toBeGreaterThanOrEqual(110);
    expect(new Set(body.map((p: { category: string }) => p.category)).size).toBe(19);
    const featured = body.filter((p: { featured: boolean }) => p.featured).map((p: { slug: string }) => p.slug).sort();
    expect(featured).toEqual(['3d-printing', 'cnc-machining', 'die-casting', 'injection-molding', 'laser-cutting', 'pcb-assembly', 'sheet-metal-fabrication', 'welding-fabrication']);
    for (const p of body) {
      expect(p.slug).toBe(p.name.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, ''));
      expect(p.description.length).toBeGreaterThan(40);
      expect(p.whenToUse.length).toBeGreaterThan(20);
    }
  });

  it('answers a process with supplier counts by state, a category with its processes, and 404 otherwise', async () => {
    const process = await stack.request('GET', '/api/catalogue/processes/cnc-machining');
    expect(process.status).toBe(200);
    expect(process.body.kind).toBe('process');
    expect(process.body.supplierCount).toBeGreaterThan(0);
    const sum = process.body.byState.reduce((s: number, r: { count: number }) => s + r.count, 0);
    expect(sum).toBe(process.body.supplierCount);

    const category = await stack.request('GET', '/api/catalogue/processes/additive-manufacturing-3d-printing');
    expect(category.body.kind).toBe('category');
    expect(category.body.processes.map((p: { slug: string }) => p.slug)).toContain('3d-printing');

    const categories = await stack.request('GET', '/api/catalogue/categories');
    expect(categories.body).toHaveLength(19);

    const missing = await stack.request('GET', '/api/catalogue/processes/underwater-basket-weaving');
    expect(missing.status).toBe(404);
    expect(missing.body.error.status).toBe('not-found');
  });

  it('lists a category\'s suppliers: those offering any of its processes, as many as the category page counts', async () => {
    for (const slug of ['additive-manufacturing-3d-printing', 'precision-machining-subtractive-manufacturing']) {
      const category = await stack.request('GET', `/api/catalogue/processes/${slug}`);
      expect(category.body.kind).toBe('category');
      const inCategory = new Set(category.body.processes.map((p: { slug: string }) => p.slug));
      const listing = await stack.request('GET', `/api/suppliers/listing?category=${slug}&pageSize=100`);
      expect(listing.status).toBe(200);
      expect(listing.body.total).toBeGreaterThan(0);
      expect(listing.body.total).toBe(category.body.supplierCount);
      for (const hit of listing.body.hits) {
        expect(hit.capabilities.some((c: string) => inCategory.has(c))).toBe(true);
        expect(hit.why.join(' ')).toContain(category.body.category.name);
      }
    }
    const unknown = await stack.request('GET', '/api/suppliers/listing?category=underwater-basket-weaving');
    expect(unknown.status).toBe(400);
    expect(unknown.body.error.message).toMatch(/unknown category/);
  });

  it('lists certifications with supplier counts computed from the data', async () => {
    const { body } = await stack.request('GET', '/api/certifications');
    const slugs = body.map((c: { slug: string }) => c.slug);
    for (const s of ['iso-9001', 'as9100', 'iatf-16949', 'iso-13485', 'itar', 'iso-14001', 'nadcap', 'iso-45001', 'ul']) expect(slugs).toContain(s);
    const iso = body.find((c: { slug: string }) => c.slug === 'iso-9001');
    const search = await stack.request('GET', '/api/suppliers/search?certification=iso-9001&pageSize=1');
    expect(iso.supplierCount).toBe(search.body.total);
    expect((await stack.request('GET', '/api/certifications/as9100')).body.name).toBe('AS9100');
    expect((await stack.request('GET', '/api/certifications/nope')).status).toBe(404);
  });
});

describe('geography and stats', () => {
  it('lists the 50 states, DC and the territories with counts that add up to the stats', async () => {
    const { body: states } = await stack.request('GET', '/api/geo/states');
    expect(states.filter((s: { type: string }) => s.type === 'state')).toHaveLength(50);
    expect(states.find((s: { code: string }) => s.code === 'DC').type).toBe('district');
    expect(states.find((s: { code: string }) => s.code === 'PR').type).toBe('territory');
    const { body: stats } = await stack.request('GET', '/api/stats');
    expect(stats.suppliers).toBe(2000);
    expect(stats.verifiedSuppliers).toBeGreaterThan(1000);
    expect(states.reduce((s: number, r: { supplierCount: number }) => s + r.supplierCount, 0)).toBe(2000);
  });

  it('gives a state with counties and top capabilities, and a county by slug', async () => {
    const { status, body } = await stack.request('GET', '/api/geo/states/oh');
    expect(status).toBe(200);
    expect(body.state.name).toBe('Ohio');
    expect(body.counties).toHaveLength(88);
    expect(body.counties.every((c: { slug: string }) => /^[a-z-]+$/.test(c.slug))).toBe(true);
    expect(body.topCapabilities.length).toBeGreaterThan(0);
    const total = body.counties.reduce((s: number, c: { supplierCount: number }) => s + c.supplierCount, 0);
    expect(total).toBe(body.state.supplierCount);

    const stLouis = await stack.request('GET', '/api/geo/states/MO/counties/st-louis-city');
    expect(stLouis.status).toBe(200);
    expect(stLouis.body.county.fips).toBe('29510');
    expect((await stack.request('GET', '/api/geo/states/MO/counties/st-louis')).body.county.fips).toBe('29189');
    expect((await stack.request('GET', '/api/geo/states/ZZ')).status).toBe(404);
    expect((await stack.request('GET', '/api/geo/states/OH/counties/atlantis')).status).toBe(404);
  });

  it('serves drawable map slices with cache headers', async () => {
    const states = await stack.request('GET', '/api/geo/topology/states');
    expect(states.status).toBe(200);
    expect(states.body.type).toBe('FeatureCollection');
    expect(states.body.features.length).toBe(51);
    expect(states.headers.get('cache-control')).toContain('max-age');
    const ohio = await stack.request('GET', '/api/geo/topology/counties/OH');
    expect(ohio.body.features).toHaveLength(88);
    expect(ohio.body.viewBox).toHaveLength(4);
  });

  it('publishes robots.txt and a sitemap covering public pages', async () => {
    const robots = await stack.request('GET', '/api/seo/robots.txt');
    expect(robots.body).toContain('Sitemap:');
    const index = await stack.request('GET', '/api/seo/sitemap.xml');
    expect(index.body).toContain('sitemap-companies-1.xml');
    const pages = await stack.request('GET', '/api/seo/sitemap-pages.xml');
    expect(pages.body).toContain('/manufacturing/cnc-machining</loc>');
    const companies = await stack.request('GET', '/api/seo/sitemap-companies-1.xml');
    expect(companies.body.match(/<url>/g)).toHaveLength(2000);
  });
});
