import path from 'node:path';
import type { Page } from '@playwright/test';

/** Where specs write their review screenshots: FORGE_SHOTS_DIR (e.g. /work/shots), else under test-results/. */
export function shotsDir(issue: string): string {
  return path.join(process.env.FORGE_SHOTS_DIR ?? path.resolve(import.meta.dirname, '../test-results/shots'), issue);
}

/**
 * Full-page review screenshots at 1280 px and at 390 px (a phone), as `<dir>/<name>-<width>.png`, each after two
 * animation frames so the layout has settled; the page is left at 1280 × 900.
 */
export async function shootBothWidths(page: Page, dir: string, name: string): Promise<void> {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    await page.screenshot({ path: `${dir}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}
