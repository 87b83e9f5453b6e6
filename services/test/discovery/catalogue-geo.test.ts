import { startTestStack, type TestStack } from '../support/stack.js';

let stack: TestStack;

beforeAll(async () => {
  stack = await startTestStack({ env: { SEED_SUPPLIERS: '2000' } });
});

afterAll(async () => {
  await stack?.stop();
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
