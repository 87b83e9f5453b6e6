/**
 * Public pages are rendered on the server by the app itself and hydrated (issue 21 §1): the browser keeps the
 * server's DOM (no hydration error, no "Loading..." in between), reads nothing the server already read, the server
 * HTML is styled before any script runs, and a remote that is down leaves its routes to the browser.
 */
import { expect, type Page } from '@playwright/test';
import { test } from '../support/test';
import { controlRemote } from '../support/control';
import { shotsDir } from '../support/shots';
import { signIn } from '../support/auth';

const HYDRATION_ERROR = /#418|#419|#421|#422|#423|#425|hydrat|did not match|didn't match/i;

/** Console errors, page errors and the API reads of a page, from its first byte on. */
function watch(page: Page) {
  const errors: string[] = [];
  const reads: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (request.method() === 'GET' && url.pathname.startsWith('/api/')) reads.push(url.pathname + url.search);
  });
  return { errors, reads };
}

/**
 * Once the HTML is parsed (the app's script only starts loading its modules then), marks the server's <h1> with a
 * property React never sees, and notes whether "Loading..." ever appears: after hydration the same <h1> node is still
 * there (rendering from scratch would have replaced it), and the spinner never showed.
 */
async function markServerDom(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __loadingSeen: boolean };
    w.__loadingSeen = false;
    document.addEventListener('DOMContentLoaded', () => {
      const h1 = document.querySelector('#root h1') as (HTMLElement & { __fromServer?: boolean }) | null;
      if (h1) h1.__fromServer = true;
    });
    new MutationObserver(() => {
      if (/Loading\.\.\./.test(document.getElementById('root')?.textContent ?? '')) w.__loadingSeen = true;
    }).observe(document, { subtree: true, childList: true, characterData: true });
  });
}

const hydratedState = async (page: Page) =>
  page.evaluate(() => ({
    sameH1: (document.querySelector('#root h1') as (HTMLElement & { __fromServer?: boolean }) | null)?.__fromServer === true,
    loadingSeen: (window as unknown as { __loadingSeen: boolean }).__loadingSeen,
  }));

test.describe('hydrated public pages', () => {
  test('the company page, /states and /us-pa hydrate the server HTML: no mismatch, no second read, no spinner', async ({ page, request }) => {
    const listing = await (await request.get('/api/suppliers/listing?state=PA&pageSize=1')).json();
    const company = listing.hits[0] as { slug: string; name: string };
    const pages = [
      { path: `/companies/${company.slug}`, h1: company.name, read: `/api/suppliers/by-slug/${company.slug}` },
      { path: '/states', h1: 'Manufacturers by state', read: '/api/geo/states' },
      { path: '/us-pa', h1: 'Manufacturers in Pennsylvania', read: '/api/geo/states/PA' },
    ];
    await markServerDom(page);
    for (const spec of pages) {
      const seen = watch(page);
      const response = await page.goto(spec.path);
      const html = await response!.text();
      // The server sent the app's markup with the data it was rendered from.
      expect(html, spec.path).toContain('<script id="forge-server-state" type="application/json">');
      expect(html, spec.path).toMatch(new RegExp(`<div id="root">.*<h1[^>]*>${spec.h1.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/&/g, '&amp;')}</h1>`, 's'));
      await expect(page.locator('h1').first()).toHaveText(spec.h1);
      // Interactive: the header's menu opens (hydrated handlers).
      await page.getByRole('button', { name: 'Capabilities' }).first().click();
      await expect(page.getByRole('menu').first()).toBeVisible();
      await page.keyboard.press('Escape');
      // Reads a client render would make start as it mounts; the menu above answering means it has mounted.
      await page.waitForTimeout(1_000);
      expect(seen.errors.filter((e) => HYDRATION_ERROR.test(e)), spec.path).toEqual([]);
      // The data was passed along: the page's reads (and the header's) are not made again in the browser.
      expect(seen.reads, spec.path).toEqual([]);
      expect(seen.reads).not.toContain(spec.read);
      const state = await hydratedState(page);
      expect(state.sameH1, `${spec.path}: the server's <h1> node is kept`).toBe(true);
      expect(state.loadingSeen, `${spec.path}: no "Loading..."`).toBe(false);
    }
  });

  test("the server's styles are used where they are: no style sheet moved, none of their rules written again", async ({ page }) => {
    // Moving a <style> (as emotion's cache does with its own tags) makes the browser parse it and restyle the page.
    await page.addInitScript(() => {
      const w = window as unknown as { __movedStyles: string[] };
      w.__movedStyles = [];
      new MutationObserver((records) => {
        for (const record of records)
          for (const node of Array.from(record.removedNodes))
            if (node instanceof HTMLStyleElement && node.hasAttribute('data-forge-styles')) w.__movedStyles.push(node.getAttribute('data-forge-styles')!.slice(0, 40));
      }).observe(document, { subtree: true, childList: true });
    });
    const seen = watch(page);
    await page.goto('/companies/julian-finishing-inc');
    await page.locator('html[data-app-ready]').waitFor();
    // A menu brings styles the server did not write: the client adds those, and only those.
    await page.getByRole('button', { name: 'Capabilities' }).first().click();
    await expect(page.getByRole('menu').first()).toBeVisible();
    const styles = await page.evaluate(() => {
      const server = Array.from(document.querySelectorAll('style[data-forge-styles^="css "]'));
      const ids = server.flatMap((tag) => tag.getAttribute('data-forge-styles')!.split(' ').slice(1));
      const written = new Map<string, number>();
      for (const sheet of Array.from(document.styleSheets)) {
        if (server.includes(sheet.ownerNode as Element)) continue;
        for (const rule of Array.from(sheet.cssRules)) {
          const id = /^\.css-([a-z0-9]+)/.exec((rule as CSSStyleRule).selectorText ?? '')?.[1];
          if (id) written.set(id, (written.get(id) ?? 0) + 1);
        }
      }
      return { ids: ids.length, clientWritten: written.size, again: ids.filter((id) => written.has(id)), moved: (window as unknown as { __movedStyles: string[] }).__movedStyles };
    });
    expect(styles.ids).toBeGreaterThan(20);
    expect(styles.clientWritten, "the menu's own styles are written by the client").toBeGreaterThan(0);
    expect(styles.again, "server style ids the client wrote again").toEqual([]);
    expect(styles.moved, 'server style tags moved').toEqual([]);
    expect(seen.errors.filter((e) => HYDRATION_ERROR.test(e))).toEqual([]);
  });

  test('a visitor who scrolls the server HTML before the app takes over keeps their place', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    // Scrolls as soon as the HTML is parsed, before the app's modules have run.
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => window.scrollTo(0, 1200));
    });
    const seen = watch(page);
    await page.goto('/manufacturing/all');
    await expect.poll(() => page.evaluate(() => Object.keys(document.getElementById('root')!).some((k) => k.startsWith('__reactContainer')))).toBe(true);
    // Past hydration and its effects (the page's own reads are done): the page was not sent back to the top.
    await page.waitForLoadState('networkidle');
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
    expect(seen.errors.filter((e) => HYDRATION_ERROR.test(e))).toEqual([]);
  });

  test('a form sent before the app takes over is not sent by the browser (no typed data in the URL)', async ({ page }) => {
    // The app's scripts are held back, so the page stays the server's HTML.
    await page.route(/\.js(\?|$)/, (route) => route.abort());
    await page.goto('/contact', { waitUntil: 'commit' });
    const form = page.getByRole('form', { name: 'Send message' });
    await form.getByRole('textbox', { name: /Work email/ }).fill('dana@example.com');
    await form.getByRole('button', { name: 'Send message' }).click();
    await page.waitForTimeout(500);
    expect(page.url()).not.toContain('dana');
    expect(new URL(page.url()).pathname).toBe('/contact');
    await expect(form.getByRole('textbox', { name: /Work email/ })).toHaveValue('dana@example.com');
  });

  test('the header is right from the server HTML on: "Sign In" for a visitor, no "Sign In" flash for a signed-in user', async ({ page }) => {
    // A visitor: the server's header shows the sign-in actions, with no "Checking sign-in" spinner, scripts or not.
    const html = await (await page.request.get('/states')).text();
    expect(html).toContain('data-testid="signed-out-actions"');
    expect(html).not.toContain('auth-loading');
    await page.route(/\.js(\?|$)/, (route) => route.abort());
    await page.goto('/states', { waitUntil: 'commit' });
    await expect(page.getByRole('link', { name: 'Sign In' })).toBeVisible();
    await page.unroute(/\.js(\?|$)/);

    // A signed-in user back on a public page: until the app has checked, the server's "Sign In" stays hidden (its
    // place kept); then the account menu, with no hydration error.
    await signIn(page, 'buyer');
    const seen = watch(page);
    await page.route(/\.js(\?|$)/, (route) => route.abort());
    await page.goto('/states', { waitUntil: 'commit' });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Manufacturers by state');
    await expect(page.getByTestId('signed-out-actions')).toBeHidden();
    await page.unroute(/\.js(\?|$)/);
    await page.goto('/states');
    await expect(page.getByRole('button', { name: /Blake Buyer/ })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Sign In' })).toHaveCount(0);
    expect(seen.errors.filter((e) => HYDRATION_ERROR.test(e))).toEqual([]);
  });

  test('sections below the fold hydrate when scrolled near, a click in one is not lost, and the map needs no shapes', async ({ page, request }) => {
    const seen = watch(page);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/states');
    await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));
    // React marks each DOM node it has hydrated with a `__reactFiber$…` property; a section left as server HTML has none.
    const isHydrated = (selector: string) =>
      page.locator(selector).evaluate((element) => Object.keys(element.closest('[data-hydrate-when-visible]')!).some((key) => key.startsWith('__reactFiber')));
    await page.waitForTimeout(1_000);
    expect(await isHydrated('section[aria-labelledby="all-states-heading"]')).toBe(false);
    expect(await isHydrated('footer')).toBe(false);
    // The map hydrated from its own markup: its shapes were neither in the page's state nor read again.
    expect(seen.reads.filter((path) => path.includes('/geo/topology'))).toEqual([]);
    expect(await request.get('/states').then((r) => r.text())).not.toContain('"/api/geo/topology/states"');
    // A click on a link of a section still unhydrated: Playwright scrolls it in, the section hydrates, and the link
    // navigates in the app (the same document), not by a page load.
    await page.locator('section[aria-labelledby="all-states-heading"]').getByRole('link', { name: /^Ohio/ }).click();
    await expect(page).toHaveURL(/\/us-oh$/);
    await expect(page.locator('h1').first()).toHaveText('Manufacturers in Ohio');
    expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
    expect(seen.errors.filter((e) => HYDRATION_ERROR.test(e))).toEqual([]);
  });

  test('the footer, written from markup the server kept from an earlier page, hydrates when scrolled to and links in the app', async ({ page, request }) => {
    const listing = await (await request.get('/api/suppliers/listing?state=OH&pageSize=2')).json();
    const [earlier, later] = (listing.hits as { slug: string }[]).map((hit) => hit.slug);
    // The server renders the footer with the earlier page and keeps its markup for the pages after it.
    expect((await request.get(`/companies/${earlier}`)).status()).toBe(200);
    const seen = watch(page);
    await page.goto(`/companies/${later}`);
    await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));
    const footer = page.locator('footer');
    await footer.scrollIntoViewIfNeeded();
    await expect
      .poll(() => footer.evaluate((element) => Object.keys(element.closest('[data-hydrate-when-visible]')!).some((key) => key.startsWith('__reactFiber'))))
      .toBe(true);
    await footer.getByRole('link', { name: 'All States' }).click();
    await expect(page).toHaveURL(/\/states$/);
    expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
    expect(seen.errors.filter((e) => HYDRATION_ERROR.test(e))).toEqual([]);
  });

  test('a signed-in user scrolling a company page hydrates its contact section with no hydration error', async ({ page, request }) => {
    const listing = await (await request.get('/api/suppliers/listing?state=PA&pageSize=1')).json();
    const { slug } = listing.hits[0] as { slug: string };
    await signIn(page, 'buyer');
    const seen = watch(page);
    await page.goto(`/companies/${slug}`);
    await expect(page.getByRole('button', { name: /Blake Buyer/ })).toBeVisible();
    const contact = page.locator('section[aria-labelledby="contact-form-heading"]');
    await contact.scrollIntoViewIfNeeded();
    await expect
      .poll(() => contact.evaluate((element) => Object.keys(element.closest('[data-hydrate-when-visible]')!).some((key) => key.startsWith('__reactFiber'))))
      .toBe(true);
    await page.locator('footer').scrollIntoViewIfNeeded();
    await page.waitForTimeout(500);
    expect(seen.errors.filter((e) => HYDRATION_ERROR.test(e))).toEqual([]);
  });

  test('a URL with a query the server did not render with is rendered by the browser, without a hydration error', async ({ page }) => {
    const seen = watch(page);
    await page.goto('/us-pa?page=2');
    await expect(page.locator('h1').first()).toHaveText('Manufacturers in Pennsylvania');
    await expect(page.getByText(/page 2\b/i).first()).toBeVisible();
    await page.waitForTimeout(1_000);
    expect(seen.errors.filter((e) => HYDRATION_ERROR.test(e))).toEqual([]);
  });

  test('the server HTML is styled before any script runs (1280 and 390 px)', async ({ browser, request }) => {
    const listing = await (await request.get('/api/suppliers/listing?state=PA&pageSize=1')).json();
    const { slug } = listing.hits[0] as { slug: string };
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    try {
      await page.goto(`/companies/${slug}`);
      const h1 = page.locator('h1').first();
      await expect(h1).toBeVisible();
      // Chakra's heading style and the navy header come from the <style> tags in the server HTML.
      expect(parseFloat(await h1.evaluate((el) => getComputedStyle(el).fontSize))).toBeGreaterThanOrEqual(28);
      expect(await page.locator('header').first().evaluate((el) => getComputedStyle(el).backgroundColor)).not.toBe('rgba(0, 0, 0, 0)');
      await page.screenshot({ path: `${shotsDir('issue21')}/hydration-company-nojs-1280.png` });
      await page.setViewportSize({ width: 390, height: 844 });
      await expect(h1).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      await page.screenshot({ path: `${shotsDir('issue21')}/hydration-company-nojs-390.png` });
    } finally {
      await context.close();
    }
  });

  test('with discovery down, its pages answer at once and the browser shows the section fallback', async ({ page, request }) => {
    const listing = await (await request.get('/api/suppliers/listing?state=PA&pageSize=1')).json();
    const { slug, name } = listing.hits[0] as { slug: string; name: string };
    await controlRemote('mf_discovery', 'stop');
    try {
      await expect
        .poll(async () => (await request.get(`/companies/${slug}`, { timeout: 10_000 })).headers()['x-forge-render'] ?? 'client', { timeout: 20_000 })
        .toBe('client');
      const started = Date.now();
      const fallback = await request.get(`/companies/${slug}`, { timeout: 10_000 });
      expect(fallback.status()).toBe(200);
      expect(Date.now() - started).toBeLessThan(5_000);
      expect(await fallback.text()).toContain('<div id="root"></div>');
      await page.goto(`/companies/${slug}`);
      await expect(page.getByRole('heading', { name: 'This section is unavailable' })).toBeVisible();
    } finally {
      await controlRemote('mf_discovery', 'start');
    }
    // Back up: rendered on the server and hydrated again.
    await expect
      .poll(async () => (await request.get(`/companies/${slug}`)).text(), { timeout: 20_000 })
      .toContain('<script id="forge-server-state" type="application/json">');
    await page.goto(`/companies/${slug}`);
    await expect(page.locator('h1').first()).toHaveText(name);
  });

  test('a remote redeployed alone changes the hydrated HTML, without a shell rebuild or restart', async ({ page, request }) => {
    test.setTimeout(180_000); // a real rebuild of the remote on a busy machine
    const shellManifestBefore = await (await request.get('/mf-manifest.json')).text();
    const buildId = `e2e-hydrate-${Date.now()}`;
    await controlRemote('mf_discovery', 'redeploy', buildId);
    // The shell server loads the remote's new Node build: its page in the server HTML names the new build.
    await expect.poll(async () => (await request.get('/states')).text(), { timeout: 20_000 }).toContain(`data-remote-build="${buildId}"`);
    const seen = watch(page);
    await markServerDom(page);
    await page.goto('/states');
    await expect(page.locator('[data-remote="mf_discovery"]')).toHaveAttribute('data-remote-build', buildId);
    await page.getByRole('button', { name: 'Capabilities' }).first().click();
    await expect(page.getByRole('menu').first()).toBeVisible();
    await page.waitForTimeout(1_000);
    expect(seen.errors.filter((e) => HYDRATION_ERROR.test(e))).toEqual([]);
    expect(seen.reads).toEqual([]);
    expect((await hydratedState(page)).sameH1).toBe(true);
    expect(await (await request.get('/mf-manifest.json')).text()).toBe(shellManifestBefore);
  });
});
