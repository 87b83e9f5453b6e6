import { expect } from '@playwright/test';
import { test } from '../support/test';
import { fillLogin, signIn, USERS } from '../support/auth';

const NAMES: Record<keyof typeof USERS, RegExp> = {
  admin: /Avery|admin/i,
  buyer: /Blake|buyer/i,
  supplier: /Sam|supplier/i,
  investor: /Ivy|investor/i,
};

for (const user of Object.keys(USERS) as (keyof typeof USERS)[]) {
  test(`${user}: signs in on the login page, lands where they came from, calls an API, refreshes, logs out`, async ({ page }) => {
    // A guarded page sends a visitor to the waitlist and remembers where they were going.
    await page.clock.install();
    await page.goto('/my-activity');
    await expect(page).toHaveURL(/\/waitlist$/);
    await page.goto('/login');
    const signInCall = page.waitForResponse((r) => r.url().endsWith('/api/me/sign-in'));
    await fillLogin(page, user);
    await expect(page).toHaveURL(/\/my-activity$/);

    // The header shows the avatar and the display name (falls back to the part of the email before @).
    const header = page.locator('header').first();
    await expect(header.getByText(NAMES[user]).first()).toBeVisible();

    // The shell called the API with the token on sign-in (the profile record is read).
    expect((await signInCall).status()).toBe(200);
    const me = await page.request.get('/api/me');
    expect(me.status()).toBe(401); // without the bearer token the API refuses

    // Token refresh: fast-forward past the 5-minute access token; keycloak-js refreshes it. First let the page's
    // code finish loading: fast-forwarding fires the load timeout of any chunk still on its way (the supplier's RFQ
    // inbox link loads the buying contract after sign-in).
    await page.waitForLoadState('networkidle');
    const refresh = page.waitForResponse(
      (r) => r.url().includes('/protocol/openid-connect/token') && (r.request().postData() ?? '').includes('refresh_token'),
    );
    await page.clock.fastForward('05:30');
    expect((await refresh).status()).toBe(200);

    // Log out from the account menu ends the session and lands on /.
    await header.getByRole('button', { name: /account/i }).click();
    await page.getByRole('menuitem', { name: /log out/i }).click();
    await page.waitForURL((url) => url.pathname === '/' && !url.href.includes('/realms/'));
    await page.goto('/my-activity');
    await expect(page).toHaveURL(/\/waitlist$/);
  });
}

test('a sign-in check cut short (the page left mid-exchange, a network error) does not sign the user out', async ({ page }) => {
  await signIn(page, 'buyer');
  // The page's token exchange fails, as it does when the visitor follows a link while it runs.
  let cut = false;
  await page.route('**/protocol/openid-connect/token', async (route) => {
    cut = true;
    await route.abort('connectionreset');
  });
  await page.goto('/about');
  await expect.poll(() => cut).toBe(true);
  // This page could not confirm the session, so it shows the visitor as signed out...
  await expect(page.getByRole('link', { name: 'Sign In' }).first()).toBeVisible();
  await page.unroute('**/protocol/openid-connect/token');
  // ...but the next page checks again and finds it.
  await page.goto('/discover');
  await expect(page).toHaveURL(/\/discover$/);
  await expect(page.getByRole('link', { name: 'Sign In' })).toHaveCount(0);
});

test('a wrong password shows an error on the login page', async ({ page }) => {
  await page.goto('/login');
  await page.waitForURL(/\/realms\/forge\//);
  await page.locator('#username').fill(USERS.buyer.email);
  await page.locator('#password').fill('not-the-password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText(/invalid username or password/i)).toBeVisible();
});
