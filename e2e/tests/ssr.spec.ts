/**
 * Public pages arrive as HTML (issue 21): fetched with plain HTTP, no browser, each kind of public page answers with
 * its content, a unique title and description, canonical, Open Graph and Twitter tags and JSON-LD holding the fields
 * schema.org consumers require; unknown pages answer 404; HTML is cached with an ETag and a company edit shows at
 * once; a remote that is down leaves its routes to the browser; the sitemap lists pages that answer 200.
 */
import { expect, type APIRequestContext } from '@playwright/test';
import { test } from '../support/test';
import { apiSession } from '../support/api';
import { controlRemote } from '../support/control';

type JsonLd = Record<string, unknown> & { '@type': string };

interface Fetched {
  status: number;
  html: string;
  headers: Record<string, string>;
  title: string;
  meta: (key: string) => string | undefined;
  canonical: string | undefined;
  jsonLd: JsonLd[];
  h1: string | undefined;
  links: string[];
}

const decode = (s: string) => s.replace(/&quot;/g, '"').replace(/&#(?:39|x27);/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');

async function fetchPage(request: APIRequestContext, path: string): Promise<Fetched> {
  const response = await request.get(path, { maxRedirects: 0, headers: { accept: 'text/html' } });
  const html = await response.text();
  const meta = (key: string) => {
    const m = html.match(new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`));
    return m ? decode(m[1]!) : undefined;
  };
  return {
    status: response.status(),
    html,
    headers: response.headers(),
    title: decode(html.match(/<title>([^<]*)<\/title>/)?.[1] ?? ''),
    meta,
    canonical: html.match(/<link rel="canonical" href="([^"]*)"/)?.[1],
    jsonLd: [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]!) as JsonLd),
    // The app's markup (hydrated pages) carries classes and other attributes; the <noscript> markup does not.
    h1: html.match(/<h1(?: [^>]*)?>([^<]*)<\/h1>/)?.[1],
    links: [...html.matchAll(/<a (?:[^>]* )?href="([^"]*)"/g)].map((m) => decode(m[1]!)),
  };
}

/** The properties schema.org consumers (search engines' rich results) require of each type we publish. */
function expectSchemaFields(item: JsonLd) {
  expect(item['@context']).toBe('https://schema.org');
  const list = (key: string) => item[key] as Record<string, unknown>[];
  switch (item['@type']) {
    case 'LocalBusiness':
    case 'Organization': {
      expect(item.name).toBeTruthy();
      if (item['@type'] === 'LocalBusiness') {
        const address = item.address as Record<string, string>;
        expect(address['@type']).toBe('PostalAddress');
        for (const key of ['addressLocality', 'addressRegion', 'addressCountry']) expect(address[key]).toBeTruthy();
      }
      break;
    }
    case 'BreadcrumbList':
      expect(list('itemListElement').length).toBeGreaterThan(0);
      list('itemListElement').forEach((e, i) => expect(e).toMatchObject({ '@type': 'ListItem', position: i + 1, name: expect.any(String), item: expect.stringMatching(/^https?:\/\//) }));
      break;
    case 'ItemList':
      list('itemListElement').forEach((e, i) => expect(e).toMatchObject({ '@type': 'ListItem', position: i + 1, url: expect.stringMatching(/^https?:\/\//) }));
      break;
    case 'Article':
      expect(item.headline).toBeTruthy();
      expect(Number.isNaN(Date.parse(item.datePublished as string))).toBe(false);
      expect((item.author as { name?: string }).name).toBeTruthy();
      break;
    default:
      throw new Error(`unexpected JSON-LD type ${item['@type']}`);
  }
}

test.describe('server-rendered public pages', () => {
  test('each kind of public page holds its content, head tags and JSON-LD; unknown pages answer 404', async ({ request }) => {
    const listing = await (await request.get('/api/suppliers/listing?state=PA&pageSize=1')).json();
    const company = listing.hits[0] as { id: string; slug: string; name: string; countySlug: string; county: string };
    const article = ((await (await request.get('/api/news')).json()).items as { slug: string; title: string }[])[0]!;

    const pages: { path: string; h1: RegExp; types: string[]; links?: string[]; canonical?: string }[] = [
      { path: '/', h1: /./, types: ['Organization'], links: ['/states'] },
      { path: '/states', h1: /Manufacturers by state/, types: ['ItemList'], links: ['/us-pa'] },
      { path: '/us-pa', h1: /Pennsylvania/, types: ['BreadcrumbList', 'ItemList'], links: [`/us-pa/${company.countySlug}`] },
      { path: '/us-pa/all-counties', h1: /All counties in Pennsylvania/, types: ['BreadcrumbList', 'ItemList'] },
      { path: `/us-pa/${company.countySlug}`, h1: new RegExp(company.county), types: ['BreadcrumbList', 'ItemList'] },
      { path: '/directory/pennsylvania', h1: /Pennsylvania/, types: ['BreadcrumbList', 'ItemList'] },
      { path: `/companies/${company.slug}`, h1: /./, types: ['LocalBusiness'], links: ['/us-pa'] },
      // The same company by id: its canonical is the slug page.
      { path: `/company/${company.id}`, h1: /./, types: ['LocalBusiness'], canonical: `/companies/${company.slug}` },
      { path: '/manufacturing/all', h1: /Manufacturing capabilities/, types: ['ItemList'], links: ['/manufacturing/cnc-machining'] },
      { path: '/manufacturing/cnc-machining', h1: /CNC Machining/, types: ['BreadcrumbList', 'ItemList'] },
      { path: '/certifications/iso-9001', h1: /ISO 9001/, types: ['BreadcrumbList'] },
      { path: '/news', h1: /News/, types: ['ItemList'], links: [`/news/${article.slug}`] },
      { path: `/news/${article.slug}`, h1: /./, types: ['Article', 'BreadcrumbList'] },
      { path: '/privacy', h1: /Privacy/, types: ['BreadcrumbList'] },
      // The h1 the app shows on this page (the server renders the app itself).
      { path: '/customer-presentations', h1: /How teams source with Forge/, types: ['ItemList'] },
    ];
    // Distinct pages (by canonical URL) have distinct titles and descriptions.
    const titles = new Map<string, string>();
    const descriptions = new Map<string, string>();
    for (const spec of pages) {
      const page = await fetchPage(request, spec.path);
      expect(page.status, spec.path).toBe(200);
      expect(page.headers['x-forge-render'], spec.path).toMatch(/^server; mf_(discovery|content)@/);
      expect(page.h1, spec.path).toMatch(spec.h1);
      expect(page.title).not.toBe('Forge');
      const canonicalPath = spec.canonical ?? spec.path;
      expect(page.canonical, spec.path).toMatch(new RegExp(`^https?://[^/]+${canonicalPath.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
      titles.set(page.title, canonicalPath);
      descriptions.set(page.meta('description') ?? '', canonicalPath);
      expect(page.meta('og:title')).toBe(page.title);
      expect(page.meta('og:url')).toBe(page.canonical);
      expect(page.meta('og:description')).toBe(page.meta('description'));
      expect(page.meta('twitter:card')).toBe('summary');
      expect(page.jsonLd.map((j) => j['@type']).sort(), spec.path).toEqual([...spec.types].sort());
      page.jsonLd.forEach(expectSchemaFields);
      for (const link of spec.links ?? []) expect(page.links, `${spec.path} links to ${link}`).toContain(link);
      // The app boots from the same document: it hydrates the page the server rendered with the app itself.
      expect(page.html, spec.path).toMatch(/<div id="root"><.*<\/div><script id="forge-server-state" type="application\/json">/s);
    }
    const distinct = new Set(pages.map((p) => p.canonical ?? p.path)).size;
    expect(titles.size).toBe(distinct);
    expect(descriptions.size).toBe(distinct);

    const profile = await fetchPage(request, `/companies/${company.slug}`);
    expect(profile.html).toContain(company.name.replace(/&/g, '&amp;'));
    const business = profile.jsonLd[0]!;
    expect((business.knowsAbout as string[]).length).toBeGreaterThan(0);
    expect(Array.isArray(business.hasCredential)).toBe(true);

    for (const path of ['/companies/no-such-company-xyz', '/company/no-such-id', '/us-zz', '/us-pa/no-such-county', '/manufacturing/no-such-process', '/certifications/no-such-cert', '/news/no-such-article', '/directory/no-such-state']) {
      const page = await fetchPage(request, path);
      expect(page.status, path).toBe(404);
      expect(page.h1, path).toBe('Page not found');
      expect(page.meta('robots')).toBe('noindex');
    }
  });

  test('HTML is cached with an ETag, and a company edit shows at once', async ({ request, browser }) => {
    test.setTimeout(180_000); // a real sign-in in a browser, on a busy machine
    const listing = await (await request.get('/api/suppliers/listing?state=OH&pageSize=1')).json();
    const { id, slug } = listing.hits[0] as { id: string; slug: string };
    const first = await request.get(`/companies/${slug}`);
    expect(first.headers()['cache-control']).toMatch(/max-age=\d+.*stale-while-revalidate=\d+/);
    const etag = first.headers()['etag']!;
    expect(etag).toBeTruthy();
    expect((await request.get(`/companies/${slug}`, { headers: { 'if-none-match': etag } })).status()).toBe(304);

    const admin = await apiSession(browser, 'admin');
    try {
      const description = `Edited for the server-render test ${Date.now()}.`;
      expect((await admin.call('PATCH', `/api/suppliers/${id}`, { description })).status).toBe(200);
      // Fresh at once: the edit reaches the shell through the suppliers' change stream, not a cache expiry.
      await expect.poll(async () => (await request.get(`/companies/${slug}`)).text(), { timeout: 5_000, intervals: [100] }).toContain(description);
    } finally {
      await admin.close();
    }
  });

  test('a remote that is down leaves its routes to the browser without delaying the answer', async ({ request }) => {
    await controlRemote('mf_content', 'stop');
    try {
      await expect
        .poll(async () => (await request.get('/terms', { timeout: 10_000 })).headers()['x-forge-render'] ?? 'client', { timeout: 15_000 })
        .toBe('client');
      const fallback = await request.get('/terms', { timeout: 10_000 });
      expect(fallback.status()).toBe(200);
      expect(await fallback.text()).toContain('<div id="root"></div>');
      // The other remote's pages still render on the server.
      expect((await request.get('/states')).headers()['x-forge-render']).toMatch(/^server; mf_discovery@/);
    } finally {
      await controlRemote('mf_content', 'start');
    }
    await expect.poll(async () => (await request.get('/terms')).headers()['x-forge-render'] ?? 'client', { timeout: 15_000 }).toMatch(/^server; mf_content@/);
  });

  test('the sitemap lists pages that answer 200', async ({ request }) => {
    const urlsOf = async (path: string) => [...(await (await request.get(path)).text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
    const index = await urlsOf('/sitemap.xml');
    expect(index.length).toBeGreaterThan(1);
    const pages = await urlsOf('/api/seo/sitemap-pages.xml');
    const counties = await urlsOf('/api/seo/sitemap-counties.xml');
    const companies = await urlsOf('/api/seo/sitemap-companies-1.xml');
    // Every static and catalogue page, and an even sample of the county and company pages.
    const sample = (list: string[], n: number) => list.filter((_, i) => i % Math.max(1, Math.floor(list.length / n)) === 0);
    for (const path of [...pages.filter((p) => !p.startsWith('/us-') && !p.startsWith('/directory/')), ...sample(pages, 30), ...sample(counties, 20), ...sample(companies, 20)]) {
      expect((await request.get(path, { maxRedirects: 0 })).status(), path).toBe(200);
    }
  });
});
