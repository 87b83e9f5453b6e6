// Server render time of public pages under concurrency: `connections` clients in parallel, each timing its requests
// to the last byte of the body. `cold` sends each request to a different company (nothing cached: the remote's server
// module renders with data from the API); `cached` repeats one page (answered from the shell's HTML cache).
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
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p95: percentile(times, 95), requests: times.length, failures, notRendered };
}

export async function renderLatency(base, companyPaths, { connections = 20, cachedRequests = 1000 } = {}) {
  const cold = await load(base, companyPaths, connections);
  const cached = await load(base, Array.from({ length: cachedRequests }, () => companyPaths[0]), connections);
  return { cold, cached, connections };
}
