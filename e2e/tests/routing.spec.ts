import { expect } from '@playwright/test';
import { test } from '../support/test';
import { signIn, type USERS } from '../support/auth';

const REDIRECTS: [string, RegExp][] = [
  ['/search', /\/discover$|\/waitlist$/],
  ['/suppliers', /\/discover$|\/waitlist$/],
  ['/suppliers/chat', /\/discover$|\/waitlist$/],
  ['/bom', /\/discover$|\/waitlist$/],
  ['/directory', /\/states$/],
  ['/doss', /\/partners\/doss$/],
];

test.describe('anonymous visitor', () => {
  for (const [from, to] of REDIRECTS) {
    test(`${from} redirects`, async ({ page }) => {
      await page.goto(from);
      await expect(page).toHaveURL(to);
    });
  }

  test('guarded routes go to /waitlist; admin and investor routes too', async ({ page }) => {
    for (const path of ['/discover', '/bom-upload', '/rfq-management', '/parts', '/profile', '/admin', '/072025']) {
      await page.goto(path);
      await expect(page, path).toHaveURL(/\/waitlist$/);
    }
  });

  test('unknown paths show the designed not-found page', async ({ page }) => {
    await page.goto('/this/does/not/exist');
    await expect(page.getByRole('heading', { name: /couldn't find that page/i })).toBeVisible();
    await expect(page.locator('header').first()).toBeVisible();
    await page.goto('/us-ohio-is-not-a-state/123');
    await expect(page.getByRole('heading', { name: /couldn't find that page/i })).toBeVisible();
  });

  test('public pattern routes resolve (state, county, lowercase presentation)', async ({ page }) => {
    await page.goto('/us-oh');
    await expect(page.locator('[data-remote="mf_discovery"]')).toBeVisible();
    await page.goto('/presentations/august-cdl');
    await expect(page.locator('[data-remote="mf_content"]')).toBeVisible();
  });
});

const OUTCOMES: Record<keyof typeof USERS, { admin: RegExp; investor: RegExp }> = {
  buyer: { admin: /\/$/, investor: /\/$/ },
  investor: { admin: /\/$/, investor: /\/072025$/ },
  admin: { admin: /\/admin$/, investor: /\/072025$/ },
  supplier: { admin: /\/$/, investor: /\/$/ },
};

for (const user of ['buyer', 'investor', 'admin'] as const) {
  test(`${user}: guard outcomes`, async ({ page }) => {
    await signIn(page, user);
    await page.goto('/discover');
    await expect(page).toHaveURL(/\/discover$/);
    await page.goto('/admin');
    await expect(page).toHaveURL(OUTCOMES[user].admin);
    await page.goto('/072025');
    await expect(page).toHaveURL(OUTCOMES[user].investor);
    await page.goto('/search');
    await expect(page).toHaveURL(/\/discover$/);
  });
}
