// Public routes rendered on the server by the remotes that own them (their ./ssr modules), cached per path with an
// ETag. Fresh for `freshMs`; then served stale while one re-render runs. `invalidate()` (a supplier change, a remote
// redeploy) empties the cache at once. Each page is kept compressed too (encoded-body.mjs): a hit sends stored
// bytes. Anything that fails (remote down, API down, timeout) falls through to the plain app shell: the browser
// renders the route as before.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { renderDocument } from './document.mjs';
import { createApiReads } from './api-reads.mjs';
import { chooseEncoding, encodeBody, etagFor, matchesAnyEtag } from './encoded-body.mjs';

export const PUBLIC_CACHE_CONTROL = 'public, max-age=60, stale-while-revalidate=600';

const withTimeout = (promise, ms) =>
  Promise.race([promise, new Promise((_, reject) => setTimeout(() => reject(new Error(`render timed out after ${ms} ms`)), ms).unref())]);

export function createPublicPages({ serverRemotes, renderApp = null, apiUrl, publicUrl, distDir, apiTimeoutMs = 3000, readTtlMs = 3000, renderTimeoutMs = 5000, freshMs = 30_000, maxEntries = 5000, log = () => undefined }) {
  let template = null;
  const templateHtml = () => (template ??= readFileSync(path.join(distDir, 'index.html'), 'utf8'));
  /** pathname → { status, location?, body: encodeBody(html), hash, build, at } */
  const cache = new Map();
  const rendering = new Map();
  let epoch = 0;

  const reads = createApiReads({ apiUrl, timeoutMs: apiTimeoutMs, ttlMs: readTtlMs });

  /** The `api` of the remotes' server modules: the page's shared reads, parsed. */
  async function api(apiPath) {
    const answer = await reads.read(apiPath);
    const ok = answer.status >= 200 && answer.status < 300;
    return { status: answer.status, body: ok && answer.text ? JSON.parse(answer.text) : null };
  }

  /** The rendered answer for a path, or null when no remote renders it on the server. */
  const render = (pathname) => reads.forPage(() => renderPage(pathname));

  async function renderPage(pathname) {
    const origin = publicUrl;
    for (const { name, module } of await serverRemotes.modules()) {
      let page;
      try {
        page = await withTimeout(module.render({ pathname, publicUrl: origin, api }), renderTimeoutMs);
      } catch (error) {
        log({ event: 'ssr-failed', remote: name, pathname, error: error.message });
        return null;
      }
      if (!page) continue;
      const build = `${name}@${module.buildId ?? 'unknown'}`;
      if (page.status === 301) return { status: 301, location: page.location, body: null, hash: null, build };
      // The page as the app renders it, for the browser to hydrate; without it, the simplified markup in <noscript>.
      let app = null;
      if (page.status === 200 && renderApp) {
        try {
          app = await withTimeout(renderApp(pathname, { read: reads.read }), renderTimeoutMs);
        } catch (error) {
          log({ event: 'ssr-app-failed', remote: name, pathname, error: error.message });
        }
      }
      const body = renderDocument(templateHtml(), page, origin, app);
      return { status: page.status, body: encodeBody(body), hash: createHash('sha1').update(body).digest('base64url'), build };
    }
    return null;
  }

  function renderFresh(pathname) {
    if (rendering.has(pathname)) return rendering.get(pathname);
    const startedIn = epoch;
    const job = render(pathname)
      .then((answer) => {
        // A render that began before an invalidation may hold old data: answer with it, but do not keep it.
        if (answer && startedIn === epoch) {
          cache.delete(pathname);
          cache.set(pathname, { ...answer, at: Date.now() });
          if (cache.size > maxEntries) cache.delete(cache.keys().next().value);
        }
        return answer;
      })
      .finally(() => rendering.delete(pathname));
    rendering.set(pathname, job);
    return job;
  }

  async function answerFor(pathname) {
    // Keeps each remote's server build checked (a redeploy or a remote going down empties the cache).
    await serverRemotes.modules();
    const cached = cache.get(pathname);
    if (cached && Date.now() - cached.at < freshMs) return cached;
    if (cached) {
      void renderFresh(pathname).catch(() => undefined);
      return cached;
    }
    return renderFresh(pathname);
  }

  return {
    middleware: async (req, res, next) => {
      if ((req.method !== 'GET' && req.method !== 'HEAD') || path.extname(req.path) || req.path.startsWith('/api/')) return next();
      let answer;
      try {
        answer = await answerFor(req.path);
      } catch (error) {
        log({ event: 'ssr-failed', pathname: req.path, error: error.message });
        return next();
      }
      if (!answer) return next();
      const query = req.originalUrl.slice(req.path.length);
      if (answer.status === 301) return res.redirect(301, answer.location + query);
      // The stored form the client takes; a Content-Encoding set here also keeps `compression` from encoding again.
      const encoding = chooseEncoding(req);
      res.setHeader('Cache-Control', PUBLIC_CACHE_CONTROL);
      res.vary('Accept-Encoding');
      res.setHeader('ETag', etagFor(answer.hash, encoding));
      // Which remote build rendered it: a redeploy is visible here without guessing.
      res.setHeader('X-Forge-Render', `server; ${answer.build}`);
      if (answer.status === 200 && matchesAnyEtag(req.headers['if-none-match'], answer.hash)) return res.status(304).end();
      if (encoding !== 'identity') res.setHeader('Content-Encoding', encoding);
      res.status(answer.status).type('html').send(answer.body.encoded(encoding));
    },
    /** Drops every cached page (the next request renders again). */
    invalidate() {
      epoch += 1;
      cache.clear();
      reads.clear();
    },
  };
}
