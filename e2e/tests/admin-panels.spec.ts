/**
 * Issue 16, second half, walked as an admin in the real product: the profile generator reads a pasted statement and
 * marks the source words; testimonials, leads, waitlist, emails, analytics and the dashboard show real content with
 * no console error; lists become cards on a phone. Screenshots (b-*) at 1280 and 390 px.
 */
import { expect } from '@playwright/test';
import { test } from '../support/test';
import { signIn } from '../support/auth';
import { consoleErrors } from '../support/console';
import { shotsDir } from '../support/shots';

const SHOTS = shotsDir('issue16');
const STATEMENT = 'Keystone Precision Machining, Inc. is an AS9100D certified machine shop located in Erie, Pennsylvania. Founded in 1979, we employ 62 people and offer 5-axis CNC milling, Swiss-type turning and wire EDM for aerospace and medical device customers.';
const PANELS: { path: string; name: string; list?: string }[] = [
  { path: '/admin', name: 'dashboard' },
  { path: '/admin/testimonials', name: 'testimonials', list: 'Testimonials' },
  { path: '/admin/leads', name: 'leads', list: 'Leads' },
  { path: '/admin/supplier-waitlist', name: 'supplier-waitlist', list: 'Waitlist entries' },
  { path: '/admin/emails', name: 'emails', list: 'Outbox' },
  { path: '/admin/analytics', name: 'analytics' },
];

test('admin panels: generator, testimonials, leads, waitlist, emails, analytics, dashboard at 1280 and 390 px', async ({ page }) => {
  test.setTimeout(300_000);
  await signIn(page, 'admin');
  const errors = consoleErrors(page);

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/admin/interactive-generator');
  await page.getByRole('textbox', { name: 'Company text' }).fill(STATEMENT);
  await page.getByRole('button', { name: 'Read profile' }).click();
  await expect(page.getByRole('textbox', { name: 'Company name' })).toHaveValue('Keystone Precision Machining');
  await expect(page.getByTestId('source-text').locator('mark').first()).toBeVisible();
  await page.getByRole('checkbox', { name: /Swiss Machining/ }).hover();
  await page.screenshot({ path: `${SHOTS}/b-interactive-generator-1280.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${SHOTS}/b-interactive-generator-390.png`, fullPage: true });

  for (const panel of PANELS) {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(panel.path);
    await expect(page.getByRole('heading', { level: 1 }), panel.path).toBeVisible();
    // The list, or its empty state; other rows (a user's "No BOM") may also read "No ", so take the first match.
    if (panel.list) await expect(page.getByRole('table', { name: panel.list }).or(page.getByText(/matches|No /)).first()).toBeVisible();
    if (panel.name === 'analytics') await expect(page.getByText('Top search queries')).toBeVisible();
    if (panel.name === 'dashboard') await expect(page.getByTestId('figure-searches')).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/b-${panel.name}-1280.png`, fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    if (panel.list) await expect(page.getByRole('table', { name: panel.list })).toHaveCount(0);
    await page.screenshot({ path: `${SHOTS}/b-${panel.name}-390.png`, fullPage: true });
  }
  expect(errors).toEqual([]);
});
