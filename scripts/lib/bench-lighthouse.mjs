// Lighthouse with its default mobile settings (Moto G Power emulation, simulated slow 4G, 4x CPU slowdown) in Debian's
// Chromium: per page, the run with the median performance score of `runs` completed runs.
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';

const FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

/**
 * The page's HTML made fresh in the server's cache before a run. A page older than its max-age is answered stale and
 * rendered again in the background (stale-while-revalidate): here that render would share the machine's two cores
 * with the browser being measured, and Lighthouse multiplies the browser's slowed tasks by four. On a real deployment
 * the server and the phone are different machines. The request is repeated once the background render has had time
 * to finish, so the run starts with the server idle.
 */
async function freshen(url) {
  for (let i = 0; i < 2; i++) {
    await fetch(url, { headers: { 'accept-encoding': 'br, gzip' } }).then((r) => r.arrayBuffer()).catch(() => undefined);
    await new Promise((resolve) => setTimeout(resolve, 1500));
  }
}

export async function lighthouseMobile(urls, { runs = 3 } = {}) {
  const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags: FLAGS });
  const rows = [];
  try {
    for (const url of urls) {
      const samples = [];
      const failures = [];
      // A run Lighthouse could not complete (e.g. NO_NAVSTART) is reported and made up for, up to `runs` extra tries.
      for (let attempt = 0; samples.length < runs && attempt < runs * 2; attempt++) {
        await freshen(url);
        // Generous load waits: on a busy machine the defaults (45 s / 30 s) give up on a page that is merely slow.
        const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', maxWaitForLoad: 120_000, maxWaitForFcp: 90_000, onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'] });
        const lhr = result?.lhr;
        if (!lhr || lhr.runtimeError) {
          failures.push(lhr?.runtimeError?.code ?? 'no result'); // reported in the table, not hidden
          continue;
        }
        const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
        samples.push({
          performance: score('performance'),
          lcpMs: lhr.audits['largest-contentful-paint']?.numericValue ?? NaN,
          tbtMs: lhr.audits['total-blocking-time']?.numericValue ?? NaN,
          cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? NaN,
          accessibility: score('accessibility'),
          seo: score('seo'),
          bestPractices: score('best-practices'),
        });
      }
      samples.sort((a, b) => a.performance - b.performance);
      rows.push({ url, runs: samples.length, failed: failures.length ? `${failures.length}: ${failures.join(', ')}` : '0', ...(samples[Math.floor(samples.length / 2)] ?? { performance: NaN, lcpMs: NaN, tbtMs: NaN, cls: NaN, accessibility: NaN, seo: NaN, bestPractices: NaN }) });
    }
  } finally {
    await chrome.kill();
  }
  return rows;
}

/** The table of the budgets; `server` adds each page's server times (path → { uncached, served }). */
export function lighthouseTable(rows, server = new Map()) {
  const ms = (figures) => (figures ? `${Math.round(figures.p50)} / ${Math.round(figures.p95)} ms` : 'n/a');
  const head =
    '| Page | Perf | LCP | TBT | CLS | A11y | SEO | Best practices | Server p50 / p95, uncached | Server p50 / p95, served | Runs (failed) |\n|---|---|---|---|---|---|---|---|---|---|---|';
  const body = rows.map((r) => {
    const path = new URL(r.url).pathname;
    const times = server.get(path);
    return `| ${path} | ${r.performance} | ${(r.lcpMs / 1000).toFixed(1)} s | ${Math.round(r.tbtMs)} ms | ${r.cls.toFixed(3)} | ${r.accessibility} | ${r.seo} | ${r.bestPractices} | ${ms(times?.uncached)} | ${ms(times?.served)} | ${r.runs} (${r.failed}) |`;
  });
  return [head, ...body].join('\n');
}
