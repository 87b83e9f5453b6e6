/**
 * Issue 41, the admin's loose ends in Chromium: on Users, Companies, Emails and the supplier waitlist the status column
 * and every row's actions are fully on screen at 1280 px (they were cut off). Screenshots of each changed admin page at
 * 1280 and 390 px in `issue-41/`.
 */
import { expect } from '@playwright/test';
import { test } from '../support/test';
import { signIn } from '../support/auth';
import { consoleErrors } from '../support/console';
import { shootBothWidths, shotsDir } from '../support/shots';

const SHOTS = shotsDir('issue-41');

const LISTS = [
  { path: '/admin/users', name: 'users', table: 'Users' },
  { path: '/admin/companies', name: 'companies', table: 'Companies' },
  { path: '/admin/emails', name: 'emails', table: 'Outbox' },
  { path: '/admin/supplier-waitlist', name: 'supplier-waitlist', table: 'Waitlist entries' },
] as const;

test('admin lists: status and actions fully visible at 1280 px, cards at 390 px', async ({ page }) => {
  test.setTimeout(240_000);
  // a supplier on the waitlist (and its confirmation email in the outbox), so both lists have rows
  const signup = await page.request.post('/api/waitlist', {
    data: { email: `loose.ends.${Date.now()}@forge.test`, company: 'Loose Ends Fabrication LLC', role: 'supplier', source: 'e2e issue 41', description: 'Sheet metal and welding' },
  });
  expect(signup.status()).toBe(201);
  await signIn(page, 'admin');
  const errors = consoleErrors(page);

  for (const list of LISTS) {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(list.path);
    const table = page.getByRole('table', { name: list.table });
    await expect(table, list.path).toBeVisible();
    await expect(table.getByRole('columnheader', { name: /Status/ }), `${list.path} status header`).toBeInViewport({ ratio: 1 });
    const rows = table.locator('tbody tr');
    const count = Math.min(await rows.count(), 5);
    for (let i = 0; i < count; i++) {
      const row = rows.nth(i);
      await row.scrollIntoViewIfNeeded();
      const actions = row.getByTestId('row-actions').locator('button, a, select');
      for (let j = 0; j < (await actions.count()); j++) await expect(actions.nth(j), `${list.path} row ${i} action ${j}`).toBeInViewport({ ratio: 1 });
    }
    await shootBothWidths(page, SHOTS, list.name);
  }
  expect(errors).toEqual([]);
});
