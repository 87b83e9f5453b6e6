// Server render time of public pages under concurrency: `connections` clients in parallel, each timing its requests
// to the full body. `cold` sends each request to a different company (nothing cached: the remote's server module
// renders with data from the API); `cached` repeats one page (answered from the shell's HTML cache).
// (autocannon reports p50/p90/p97.5 but no p95, so the requests are timed here.)
// `notRendered` counts 200s that were not rendered on the server (no `X-Forge-Render: server`): the plain app shell
// the shell server falls back to is fast, and would otherwise pass for a fast render.

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

async function load(base, paths, connections) {
  const times = [];
  let failures = 0;
  let notRendered = 0;
  let next = 0;
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (next < paths.length) {
        const path = paths[next++];
        const started = performance.now();
        const response = await fetch(base + path, { headers: { accept: 'text/html' } });
        await response.arrayBuffer();
        times.push(performance.now() - started);
        if (response.status !== 200) failures += 1;
        else if (!response.headers.get('x-forge-render')?.startsWith('server')) notRendered += 1;
      }
    }),
  );
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p95: percentile(times, 95), requests: times.length, failures, notRendered };
}

export async function renderLatency(base, companyPaths, { connections = 20, cachedRequests = 1000 } = {}) {
  const cold = await load(base, companyPaths, connections);
  const cached = await load(base, Array.from({ length: cachedRequests }, () => companyPaths[0]), connections);
  return { cold, cached, connections };
}
