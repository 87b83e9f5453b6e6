#!/usr/bin/env node
// Lighthouse on the landing page (desktop preset) with Debian's Chromium; prints the four category scores.
// Usage: node scripts/lighthouse.mjs [url] [--json=/tmp/report.json]
import { writeFileSync } from 'node:fs';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import * as chromeLauncher from 'chrome-launcher';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/lib/chromium.mjs';

const args = process.argv.slice(2);
const url = args.find((a) => !a.startsWith('--')) ?? 'http://localhost:8080/';
const jsonOut = args.find((a) => a.startsWith('--json='))?.slice('--json='.length);

const chrome = await chromeLauncher.launch({
  chromePath: CHROMIUM_PATH,
  chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
});

let exitCode = 0;
try {
  const result = await lighthouse(
    url,
    { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'] },
    desktopConfig,
  );
  if (!result) throw new Error('Lighthouse returned no result');
  const { categories, runtimeError } = result.lhr;
  if (runtimeError) throw new Error(`Lighthouse runtime error: ${runtimeError.code} ${runtimeError.message}`);
  const scores = Object.fromEntries(Object.entries(categories).map(([id, c]) => [id, Math.round((c.score ?? 0) * 100)]));
  console.log(`Lighthouse (desktop) ${url}`);
  for (const [id, score] of Object.entries(scores)) console.log(`  ${id.padEnd(15)} ${score}`);
  // The audits that cost points, so a regression is easy to act on.
  const failing = Object.values(result.lhr.audits)
    .filter((a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode !== 'informative' && a.scoreDisplayMode !== 'manual' && a.scoreDisplayMode !== 'notApplicable')
    .map((a) => `  - ${a.id}: ${a.title}${a.displayValue ? ` (${a.displayValue})` : ''}`);
  if (failing.length) console.log(`Audits below 0.9:\n${failing.join('\n')}`);
  if (jsonOut) writeFileSync(jsonOut, JSON.stringify(result.lhr, null, 2));
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  exitCode = 1;
} finally {
  await chrome.kill();
}
process.exit(exitCode);
