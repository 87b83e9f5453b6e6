// Usage: node e2e/tools/screenshot.mjs <url> <out.png> [width] [height]  — a quick look at a page in Chromium.
import { chromium } from '@playwright/test';

const [url, out, width = '1280', height = '800'] = process.argv.slice(2);
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking',
    '--disable-component-update', '--disable-sync'],
});
const page = await browser.newPage({ viewport: { width: Number(width), height: Number(height) } });
const logs = [];
page.on('console', (m) => logs.push(`${m.type()}: ${m.text()}`));
page.on('pageerror', (e) => logs.push(`pageerror: ${e.message}`));
await page.goto(url, { waitUntil: 'networkidle' });
await page.waitForTimeout(Number(process.env.WAIT ?? 500));
await page.screenshot({ path: out, fullPage: process.env.FULL === '1' });
console.log(logs.slice(0, 20).join('\n'));
await browser.close();
