import { expect, type Page } from '@playwright/test';

export const USERS = {
  admin: { email: 'admin@forge.test', password: 'ForgeAdmin1!' },
  buyer: { email: 'buyer@forge.test', password: 'ForgeBuyer1!' },
  supplier: { email: 'supplier@forge.test', password: 'ForgeSupplier1!' },
  investor: { email: 'investor@forge.test', password: 'ForgeInvestor1!' },
} as const;

/** Fills the identity provider's real login page (the browser must already be on it). */
export async function fillLogin(page: Page, user: keyof typeof USERS) {
  await page.waitForURL(/\/realms\/forge\//);
  await page.locator('#username').fill(USERS[user].email);
  await page.locator('#password').fill(USERS[user].password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** Signs in through /login and waits until the shell knows the user. */
export async function signIn(page: Page, user: keyof typeof USERS) {
  await page.goto('/login');
  await fillLogin(page, user);
  await page.waitForURL((url) => !url.pathname.startsWith('/realms/') && !url.pathname.startsWith('/login'));
  await expect(page.getByRole('link', { name: 'Sign In' })).toHaveCount(0);
}
