// Server render time of public pages under concurrency, each request timed to the last byte of the body:
// - `uncached`: 20 requests for one page that is not in the HTML cache, sent at once (the shell server renders it
//   once for all of them). For the company page, one such wave per company over several companies.
// - `served`: 20 clients requesting one page again and again (answered from the HTML cache once rendered).
// - `everyRequestNew`: 20 clients, each request for a different company: every request waits for its own render
//   (a crawler walking the directory), so it measures the server's render throughput.
// Before any of it, a warm-up renders other companies (not timed): a process just started runs its code unoptimised.
// (autocannon reports p50/p90/p97.5 but no p95, so the requests are timed here.)
// The client asks for brotli or gzip as a browser does, and keeps the body compressed: decoding it is the client's
// work, and on the same two cores it cost ~1.8 ms of CPU a request against the server's ~0.3 ms for a cached page,
// so a decoding client measured mostly itself.
// `notRendered` counts 200s that were not rendered on the server (no `X-Forge-Render: server`): the plain app shell
// the shell server falls back to is fast, and would otherwise pass for a fast render.
import http from 'node:http';

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

/** GET to the last byte, over a kept-alive connection; the body stays as sent. */
function get(agent, url) {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { agent, headers: { accept: 'text/html', 'accept-encoding': 'br, gzip' } }, (response) => {
      response.on('data', () => undefined);
      response.on('end', () => resolve({ status: response.statusCode, render: response.headers['x-forge-render'] }));
      response.on('error', reject);
    });
    request.on('error', reject);
  });
}

/** p50, p95 and counts of a load's `{ times, failures, notRendered }`. */
function summarise({ times, failures, notRendered }) {
  const sorted = [...times].sort((a, b) => a - b);
  return { p50: percentile(sorted, 50), p95: percentile(sorted, 95), requests: sorted.length, failures, notRendered };
}

/** `connections` clients working through `paths`, each sending its next request when the last one has answered. */
async function load(base, paths, connections) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const times = [];
  let failures = 0;
  let notRendered = 0;
  let next = 0;
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (next < paths.length) {
        const path = paths[next++];
        const started = performance.now();
        const response = await get(agent, base + path);
        times.push(performance.now() - started);
        if (response.status !== 200) failures += 1;
        else if (!response.render?.startsWith('server')) notRendered += 1;
      }
    }),
  );
  agent.destroy();
  return { times, failures, notRendered };
}

/** `connections` requests for each path, sent at once, one path after another. */
async function waves(base, paths, connections) {
  const all = { times: [], failures: 0, notRendered: 0 };
  for (const path of paths) {
    const one = await load(base, Array.from({ length: connections }, () => path), connections);
    all.times.push(...one.times);
    all.failures += one.failures;
    all.notRendered += one.notRendered;
  }
  return all;
}

/**
 * `pages`: the table's pages (each must not have been requested yet); `companyPaths`: other company pages, none
 * requested yet, for the company waves and the every-request-new load; `warmupPaths`: pages rendered first, untimed.
 */
export async function renderLatency(base, { pages, companyPaths, warmupPaths, connections = 20, servedRequests = 200, companyWaves = 15 }) {
  await load(base, warmupPaths, connections);
  const perPage = [];
  for (const path of pages) {
    const uncached = summarise(await waves(base, [path], connections));
    const served = summarise(await load(base, Array.from({ length: servedRequests }, () => path), connections));
    perPage.push({ path, uncached, served });
  }
  const companyUncached = summarise(await waves(base, companyPaths.slice(0, companyWaves), connections));
  const everyRequestNew = summarise(await load(base, companyPaths.slice(companyWaves), connections));
  return { connections, perPage, companyUncached, everyRequestNew };
}
