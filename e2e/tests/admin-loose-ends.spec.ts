/**
 * Issue 41, the admin's loose ends in Chromium: on Users, Companies, Emails and the supplier waitlist the status column
 * and every row's actions are fully on screen at 1280 px (they were cut off); a suspension's reason reaches the user at
 * sign-in and the audit log shows it field by field; bulk selection on Users and Companies; the queue's 24 h chart and
 * retried jobs. Screenshots of each changed admin page at 1280 and 390 px in `issue-41/`.
 */
import { expect } from '@playwright/test';
import { test } from '../support/test';
import { fillLogin, signIn, USERS } from '../support/auth';
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

test('suspend with a reason (bulk): the user reads it at sign-in; the audit log shows the change; queue chart', async ({ page, browser }) => {
  test.setTimeout(240_000);
  await signIn(page, 'admin');
  const errors = consoleErrors(page);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/admin/users');
  const table = page.getByRole('table', { name: 'Users' });
  await table.getByRole('checkbox', { name: `Select ${USERS.investor.email}` }).check();
  const bar = page.getByTestId('bulk-actions');
  await expect(bar).toContainText('1 selected');
  await bar.getByRole('button', { name: 'Suspend' }).click();
  const dialog = page.getByRole('alertdialog');
  await dialog.getByRole('textbox').fill('Unpaid invoices since March');
  await dialog.getByRole('button', { name: 'Suspend' }).click();
  await expect(bar).toContainText('Suspend: 1 of 1 done.');
  await expect(table.getByTestId(/^row-/).filter({ hasText: USERS.investor.email }).getByText('Suspended')).toHaveAttribute('title', 'Unpaid invoices since March');
  await table.getByRole('checkbox', { name: `Select ${USERS.buyer.email}` }).check();
  await shootBothWidths(page, SHOTS, 'users-suspended-bulk');

  // the investor tries to sign in: the right password learns why
  const context = await browser.newContext();
  const other = await context.newPage();
  await other.goto('/login');
  await fillLogin(other, 'investor');
  await expect(other.getByRole('alert')).toHaveText('Your account is suspended: Unpaid invoices since March. Contact your administrator.');
  await other.screenshot({ path: `${SHOTS}/sign-in-suspended-1280.png` });
  await context.close();

  await page.goto('/admin/audit?q=user.disable');
  const changes = page.getByRole('table', { name: 'Audit log' }).getByTestId('audit-changes').first();
  await expect(changes).toContainText('enabled: yes → no');
  await expect(changes).toContainText('reason: — → Unpaid invoices since March');
  await shootBothWidths(page, SHOTS, 'audit');

  // enable again through the row's own action
  await page.goto('/admin/users');
  const row = page.getByRole('table', { name: 'Users' }).getByTestId(/^row-/).filter({ hasText: USERS.investor.email });
  await row.getByRole('button', { name: 'Enable' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Enable account' }).click();
  await expect(row.getByText('Active')).toBeVisible();

  await page.goto('/admin/companies');
  await page.getByRole('table', { name: 'Companies' }).getByRole('checkbox', { name: 'Select every row on this page' }).check();
  await expect(page.getByTestId('bulk-actions')).toContainText('25 selected');
  await shootBothWidths(page, SHOTS, 'companies-bulk');

  await page.goto('/admin/queue');
  await expect(page.getByRole('heading', { name: 'Last 24 hours' })).toBeVisible();
  await expect(page.getByTestId('queue-history-chart').locator('svg').first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Retried jobs' })).toBeVisible();
  await shootBothWidths(page, SHOTS, 'queue');
  expect(errors).toEqual([]);
});
