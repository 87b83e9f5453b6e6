import { expect } from '@playwright/test';
import { test } from '../support/test';

test('mobile: bottom bar with five entries and the mobile menu', async ({ page }) => {
  await page.goto('/');
  const bar = page.getByRole('navigation', { name: 'Quick navigation' });
  await expect(bar).toBeVisible();
  await expect(bar.getByRole('link')).toHaveCount(5);
  for (const name of ['Home', 'Discover', 'Capabilities', 'Certifications', 'Login']) {
    await expect(bar.getByRole('link', { name })).toBeVisible();
  }
  await page.getByRole('button', { name: /menu/i }).first().click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('link', { name: /join waitlist/i })).toBeVisible();
  await expect(dialog.getByRole('searchbox').or(dialog.getByRole('textbox')).first()).toBeVisible();
});

test('mobile: guarded routes redirect to the waitlist', async ({ page }) => {
  await page.goto('/bom-upload');
  await expect(page).toHaveURL(/\/waitlist$/);
});
