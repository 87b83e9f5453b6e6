import { expect, type Page } from '@playwright/test';

export const USERS = {
  admin: { email: 'admin@forge.test', password: 'ForgeAdmin1!' },
  buyer: { email: 'buyer@forge.test', password: 'ForgeBuyer1!' },
  supplier: { email: 'supplier@forge.test', password: 'ForgeSupplier1!' },
  investor: { email: 'investor@forge.test', password: 'ForgeInvestor1!' },
} as const;

/** A demo account by role, or any other account's credentials (e.g. one a spec created). */
export type Account = keyof typeof USERS | { email: string; password: string };

/** Fills the identity provider's real login page (the browser must already be on it). */
export async function fillLogin(page: Page, user: Account) {
  const { email, password } = typeof user === 'string' ? USERS[user] : user;
  await page.waitForURL(/\/realms\/forge\//);
  await page.locator('#username').fill(email);
  await page.locator('#password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** Signs in through /login and waits until the shell knows the user. */
export async function signIn(page: Page, user: Account) {
  await page.goto('/login');
  await fillLogin(page, user);
  await page.waitForURL((url) => !url.pathname.startsWith('/realms/') && !url.pathname.startsWith('/login'));
  await expect(page.getByRole('link', { name: 'Sign In' })).toHaveCount(0);
}
