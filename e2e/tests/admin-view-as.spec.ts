/**
 * Issue 41, view as user in Chromium: an admin opens a buyer's details in /admin/users, views Forge as them (banner on
 * every page, the buyer's own account page), a save is refused read-only with the API's message, Stop returns to the
 * admin's Users page, and the audit log has start and stop. Screenshots at 1280 and 390 px in `issue-41/`.
 */
import { expect } from '@playwright/test';
import { test } from '../support/test';
import { signIn, USERS } from '../support/auth';
import { shootBothWidths, shotsDir } from '../support/shots';

const SHOTS = shotsDir('issue-41');

test('admin views Forge as a buyer: marked, read-only, stopped, audited', async ({ page }) => {
  test.setTimeout(240_000);
  await signIn(page, 'admin');
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`/admin/users?q=${encodeURIComponent(USERS.buyer.email)}`);
  const row = page.getByRole('table', { name: 'Users' }).getByTestId(/^row-/).filter({ hasText: USERS.buyer.email });
  await row.getByRole('button', { name: 'Details' }).click();
  const details = page.getByRole('region', { name: 'User details' });
  await details.getByRole('button', { name: 'View as user' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'View as user' }).click();

  await page.waitForURL((url) => url.pathname === '/');
  const banner = page.getByTestId('impersonation-banner');
  await expect(banner).toContainText(/Viewing as .+ — read-only/);
  await shootBothWidths(page, SHOTS, 'view-as-home');

  await page.goto('/profile');
  await expect(banner).toBeVisible();
  await expect(page.getByText(USERS.buyer.email).first()).toBeVisible();
  await shootBothWidths(page, SHOTS, 'view-as-profile');

  await page.goto('/profile/edit');
  await page.getByLabel('Job title').fill('Changed while viewing as');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText(/read-only: this change was refused/)).toBeVisible();
  await shootBothWidths(page, SHOTS, 'view-as-refused');

  await banner.getByRole('button', { name: 'Stop' }).click();
  await page.waitForURL((url) => url.pathname === '/admin/users');
  await expect(page.getByTestId('impersonation-banner')).toHaveCount(0);
  await expect(page.getByRole('table', { name: 'Users' })).toBeVisible();

  await page.goto('/admin/audit?q=user.impersonate');
  const audit = page.getByRole('table', { name: 'Audit log' });
  await expect(audit.getByText('user.impersonate.stop').first()).toBeVisible();
  await expect(audit.getByText('user.impersonate.start').first()).toBeVisible();
  await shootBothWidths(page, SHOTS, 'view-as-audit');
});
