/**
 * The shell server's public-page cache (issue 21 §3) on the real API: each page is stored compressed and answered
 * in the client's encoding without compressing again (ETag per encoding, 304, HEAD); the remote's server module and
 * the app render share one read per API path, concurrent renders share recent reads, and an invalidation (a
 * supplier change) makes the next render read the API again. A counting pass-through proxy in front of the real API
 * shows which reads reached it.
 */
import http, { type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { useTestStack, type TestStack } from '../support/stack.js';

type Answer = { status: number; statusText: string; text: string };
type Api = (path: string) => Promise<{ status: number; body: unknown }>;
type ServerModule = { buildId: string; render(ctx: { pathname: string; publicUrl: string; api: Api }): Promise<unknown> };
type PublicPages = { middleware: unknown; invalidate(): void };
type CreatePublicPages = (options: {
  serverRemotes: { modules(): Promise<{ name: string; module: ServerModule }[]> };
  renderApp: ((pathname: string, options: { read: (url: string) => Promise<Answer> }) => Promise<unknown>) | null;
  apiUrl: string;
  publicUrl: string;
  distDir: string;
  readTtlMs?: number;
}) => PublicPages;
type Router = { use(handler: unknown): void };
type AppFactory = { listen(port: number, host: string, cb: () => void): Server };

const { createPublicPages } = (await import('../../../shell/server/ssr/public-pages.mjs' as string)) as { createPublicPages: CreatePublicPages };
const { createStaticApp } = (await import('../../../shell/sdk/build/serve-static.mjs' as string)) as {
  createStaticApp(dir: string, options: { spaFallback: boolean; cors: boolean; routesBefore: (router: Router) => void }): AppFactory;
};

let stack: TestStack;
useTestStack({ env: { SEED_SUPPLIERS: '30' } }, (started) => {
  stack = started;
});

const listen = (server: Server) => new Promise<string>((resolve) => server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`)));

/** Forwards to the real API and counts each path it is asked for. */
async function countingProxy(target: string) {
  const counts = new Map<string, number>();
  const server = http.createServer((req, res) => {
    counts.set(req.url!, (counts.get(req.url!) ?? 0) + 1);
    // No keep-alive to the API: its sockets would outlive the test.
    http
      .get(target + req.url, { agent: false, headers: { accept: 'application/json' } }, (answer) => {
        res.writeHead(answer.statusCode!, { 'content-type': answer.headers['content-type'] ?? 'application/json' });
        answer.pipe(res);
      })
      .on('error', () => res.destroy());
  });
  return { url: await listen(server), counts, server };
}

describe('public pages: stored encodings and shared API reads (real API)', () => {
  let dist: string;
  let proxy: Awaited<ReturnType<typeof countingProxy>>;
  const servers: Server[] = [];
  let slugs: string[];

  /** A shell-like server (compression on, as in production) around a public-page cache whose pages read `reads`. */
  async function shellWith(reads: (pathname: string) => string[], options: { readTtlMs?: number } = {}) {
    const module: ServerModule = {
      buildId: 'test',
      async render({ pathname, api }) {
        if (!pathname.startsWith('/companies/')) return null;
        // The remote's module reads each path, some twice.
        for (const path of [...reads(pathname), ...reads(pathname)]) await api(path);
        const supplier = (await api(`/api/suppliers/by-slug/${pathname.slice('/companies/'.length)}`)).body as { name: string } | null;
        if (!supplier) return { status: 404, title: 'Not found', description: 'Not found', canonicalPath: '/', jsonLd: [], bodyHtml: '<h1>Page not found</h1>' };
        const list = `<ul>${Array.from({ length: 400 }, (_, i) => `<li>${supplier.name} item ${i}</li>`).join('')}</ul>`;
        return { status: 200, title: supplier.name, description: `About ${supplier.name}`, canonicalPath: pathname, jsonLd: [], bodyHtml: `<h1>${supplier.name}</h1>${list}` };
      },
    };
    const pages = createPublicPages({
      serverRemotes: { modules: async () => [{ name: 'mf_test', module }] },
      // The app render reads the same paths through the SDK's anonymous reader (full URLs on the API).
      renderApp: async (pathname, { read }) => {
        const answers = await Promise.all(reads(pathname).map((path) => read(proxy.url + path)));
        return { html: `<main>${answers.map((a) => a.status).join(',')}</main>`, state: { queries: answers.length } };
      },
      apiUrl: proxy.url,
      publicUrl: 'https://forge.test',
      distDir: dist,
      ...options,
    });
    const app = createStaticApp(dist, { spaFallback: false, cors: false, routesBefore: (router) => router.use(pages.middleware) });
    const server = await new Promise<Server>((resolve) => {
      const s = app.listen(0, '127.0.0.1', () => resolve(s));
    });
    servers.push(server);
    return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, pages };
  }

  beforeAll(async () => {
    dist = await mkdtemp(join(tmpdir(), 'forge-public-pages-'));
    await writeFile(join(dist, 'index.html'), '<!doctype html><html><head><title>Forge</title><meta name="description" content="x"></head><body><noscript>JS</noscript><div id="root"></div></body></html>');
    proxy = await countingProxy(stack.api.url);
    servers.push(proxy.server);
    const { body } = await stack.request('GET', '/api/suppliers/listing?pageSize=10');
    slugs = (body as { hits: { slug: string }[] }).hits.map((h) => h.slug);
    expect(slugs.length).toBeGreaterThan(5);
  });

  afterAll(async () => {
    await Promise.all(
      servers.map(
        (server) =>
          new Promise((resolve) => {
            server.close(resolve);
            server.closeAllConnections();
          }),
      ),
    );
    await rm(dist, { recursive: true, force: true });
  });

  beforeEach(() => proxy.counts.clear());

  it('answers a hit in the encoding the client accepts, from stored bytes, with an ETag per encoding; 304 and HEAD stay right', async () => {
    const { url } = await shellWith(() => []);
    const path = `/companies/${slugs[0]}`;
    // Node's http client, so nothing decodes the body on the way.
    const get = (headers: Record<string, string>, method = 'GET') =>
      new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
        http
          .request(url + path, { method, headers, agent: false }, (res) => {
            const chunks: Buffer[] = [];
            res.on('data', (c: Buffer) => chunks.push(c));
            res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
          })
          .on('error', reject)
          .end();
      });

    const plain = await get({});
    expect(plain.status).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toContain('<main>');
    const html = plain.body.toString();

    const br = await get({ 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.body).toString()).toBe(html);
    expect(Number(br.headers['content-length'])).toBe(br.body.length);

    const gzip = await get({ 'accept-encoding': 'gzip;q=1, br;q=0.5' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).toString()).toBe(html);

    for (const answer of [plain, br, gzip]) expect(answer.headers.vary).toMatch(/Accept-Encoding/i);
    const etags = [plain, br, gzip].map((a) => a.headers.etag!);
    expect(new Set(etags).size).toBe(3);

    // Any stored form's ETag is the current page, whichever encoding the client asks for now.
    for (const etag of etags) expect((await get({ 'accept-encoding': 'br', 'if-none-match': etag })).status).toBe(304);
    expect((await get({ 'accept-encoding': 'br', 'if-none-match': `W/${etags[1]}` })).status).toBe(304);
    expect((await get({ 'accept-encoding': 'br', 'if-none-match': '"another-page"' })).status).toBe(200);

    const head = await get({ 'accept-encoding': 'br' }, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    expect(head.headers['content-encoding']).toBe('br');
    expect(Number(head.headers['content-length'])).toBe(br.body.length);
  });

  it('reads each API path once per page, shared by the server module and the app render', async () => {
    // The app render reads the company too, as the app's page does.
    const { url } = await shellWith((pathname) => ['/api/catalogue/processes', '/api/certifications', `/api/suppliers/by-slug/${pathname.split('/')[2]}`], { readTtlMs: 0 });
    const path = `/companies/${slugs[1]}`;
    expect((await fetch(url + path)).status).toBe(200);
    expect(proxy.counts.get('/api/catalogue/processes')).toBe(1);
    expect(proxy.counts.get('/api/certifications')).toBe(1);
    expect(proxy.counts.get(`/api/suppliers/by-slug/${slugs[1]}`)).toBe(1);
    // With no shared window (readTtlMs 0), the next page reads again: the scope was that one page's render.
    expect((await fetch(`${url}/companies/${slugs[2]}`)).status).toBe(200);
    expect(proxy.counts.get('/api/catalogue/processes')).toBe(2);
  });

  it('shares recent reads across concurrent renders, and an invalidation makes the next render read the API again', async () => {
    const { url, pages } = await shellWith(() => ['/api/catalogue/processes'], { readTtlMs: 60_000 });
    const paths = slugs.slice(0, 6).map((slug) => `/companies/${slug}`);
    const answers = await Promise.all(paths.map((path) => fetch(url + path)));
    expect(answers.map((a) => a.status)).toEqual(paths.map(() => 200));
    expect(proxy.counts.get('/api/catalogue/processes')).toBe(1);
    for (const slug of slugs.slice(0, 6)) expect(proxy.counts.get(`/api/suppliers/by-slug/${slug}`)).toBe(1);

    pages.invalidate();
    expect((await fetch(url + paths[0])).status).toBe(200);
    expect(proxy.counts.get('/api/catalogue/processes')).toBe(2);
    expect(proxy.counts.get(`/api/suppliers/by-slug/${slugs[0]}`)).toBe(2);
  });

  it('a missing company answers 404 after one read', async () => {
    const { url } = await shellWith(() => []);
    const missing = await fetch(`${url}/companies/no-such-company-xyz`);
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain('Page not found');
    expect(proxy.counts.get('/api/suppliers/by-slug/no-such-company-xyz')).toBe(1);
  });
});
