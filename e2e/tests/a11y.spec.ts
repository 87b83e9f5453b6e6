import AxeBuilder from '@axe-core/playwright';
import { expect } from '@playwright/test';
import { test } from '../support/test';

for (const path of ['/', '/about', '/manufacturing/all', '/states', '/waitlist', '/this-page-does-not-exist']) {
  test(`axe finds no serious or critical violations on ${path}`, async ({ page }) => {
    await page.goto(path);
    await expect(page.locator('main')).toBeVisible();
    await page.waitForLoadState('networkidle');
    const results = await new AxeBuilder({ page }).analyze();
    const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')})`)).toEqual([]);
  });
}

test('the frame works by keyboard: skip link, header search', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('header').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: /skip to (main )?content/i })).toBeFocused();
  const search = page.locator('header').first().getByRole('searchbox').or(page.locator('header').first().getByRole('textbox')).first();
  await search.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/$/); // empty search does nothing
  await search.fill('anodizing');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/(discover\?q=anodizing|waitlist)$/);
});
