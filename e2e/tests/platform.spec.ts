import { expect, type Page } from '@playwright/test';
import { test } from '../support/test';
import { signIn } from '../support/auth';
import { controlRemote } from '../support/control';

const header = (page: Page) => page.locator('header').first();

test.describe('federation platform', () => {
  test('each of the five remotes renders inside the shell through the runtime manifest', async ({ page }) => {
    const remotesJson = await (await page.request.get('/remotes.json')).json();
    expect(remotesJson.map((r: { name: string }) => r.name).sort()).toEqual([
      'mf_admin', 'mf_bom', 'mf_content', 'mf_discovery', 'mf_rfq',
    ]);
    const manifests: string[] = [];
    page.on('request', (req) => {
      if (req.url().endsWith('/mf-manifest.json')) manifests.push(new URL(req.url()).port);
    });
    await page.goto('/about');
    await expect(page.locator('[data-remote="mf_content"]')).toBeVisible();
    await signIn(page, 'admin');
    for (const [path, remote] of [
      ['/discover', 'mf_discovery'],
      ['/bom-upload', 'mf_bom'],
      ['/rfq-management', 'mf_rfq'],
      ['/admin', 'mf_admin'],
    ] as const) {
      await page.goto(path);
      await expect(page.locator(`[data-remote="${remote}"]`)).toBeVisible();
      await expect(page.locator(`[data-remote="${remote}"] h1`).first()).toBeVisible();
      await expect(header(page)).toBeVisible();
    }
    expect(new Set(manifests).size).toBeGreaterThanOrEqual(5);
  });

  test('a stopped remote shows the fallback, the rest keeps working, and it recovers without a reload', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('[data-remote="mf_content"]')).toBeVisible();
    await controlRemote('mf_discovery', 'stop');
    try {
      // Client-side navigation to the stopped section: same document, no reload.
      await page.evaluate(() => {
        window.history.pushState({}, '', '/manufacturing/all');
        window.dispatchEvent(new PopStateEvent('popstate'));
      });
      await expect(page.getByText('This section is unavailable')).toBeVisible({ timeout: 30_000 });
      await expect(header(page)).toBeVisible();
      await expect(page.locator('footer')).toBeVisible();
      // Another section still works.
      await page.evaluate(() => {
        window.history.pushState({}, '', '/about');
        window.dispatchEvent(new PopStateEvent('popstate'));
      });
      await expect(page.locator('[data-remote="mf_content"]')).toBeVisible();
      await page.evaluate(() => {
        window.history.pushState({}, '', '/manufacturing/all');
        window.dispatchEvent(new PopStateEvent('popstate'));
      });
      await expect(page.getByText('This section is unavailable')).toBeVisible({ timeout: 30_000 });
    } finally {
      await controlRemote('mf_discovery', 'start');
    }
    const marker = await page.evaluate(() => ((window as unknown as { __noReload: number }).__noReload = Date.now()));
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.locator('[data-remote="mf_discovery"]')).toBeVisible({ timeout: 30_000 });
    expect(await page.evaluate(() => (window as unknown as { __noReload: number }).__noReload)).toBe(marker);
  });

  test('a remote that is down when the page loads leaves the shell and the other sections working', async ({ page }) => {
    await controlRemote('mf_discovery', 'stop');
    try {
      await page.goto('/about');
      await expect(page.locator('[data-remote="mf_content"]')).toBeVisible();
      // The shell loads its own lazy chunks (menus, tooltips) after the first paint; none may need the stopped remote.
      await page.waitForLoadState('networkidle');
      await expect(header(page)).toBeVisible();
      await expect(page.locator('[data-remote="mf_content"]')).toBeVisible();
      await page.evaluate(() => {
        window.history.pushState({}, '', '/manufacturing/all');
        window.dispatchEvent(new PopStateEvent('popstate'));
      });
      await expect(page.getByText('This section is unavailable')).toBeVisible({ timeout: 30_000 });
      await expect(page.locator('footer')).toBeVisible();
    } finally {
      await controlRemote('mf_discovery', 'start');
    }
  });

  test('a redeployed remote is picked up on the next page load without a shell rebuild', async ({ page }) => {
    const shellManifestBefore = await (await page.request.get('/mf-manifest.json')).text();
    await page.goto('/about');
    const section = page.locator('[data-remote="mf_content"]');
    await expect(section).toBeVisible();
    const before = await section.getAttribute('data-remote-build');
    const buildId = `e2e-${Date.now()}`;
    await controlRemote('mf_content', 'redeploy', buildId);
    await page.reload();
    await expect(page.locator('[data-remote="mf_content"]')).toHaveAttribute('data-remote-build', buildId);
    expect(buildId).not.toBe(before);
    // The server HTML too (issue 21): the shell server loads the remote's new Node build, without a restart.
    await expect
      .poll(async () => (await page.request.get('/about')).headers()['x-forge-render'], { timeout: 15_000 })
      .toBe(`server; mf_content@${buildId}`);
    expect(await (await page.request.get('/mf-manifest.json')).text()).toBe(shellManifestBefore);
  });
});
