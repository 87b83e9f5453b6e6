import { expect } from '@playwright/test';
import { test } from '../support/test';
import { signIn } from '../support/auth';
import { results, searchFromHeader } from '../support/discovery';
import { shootBothWidths, shotsDir } from '../support/shots';

const SHOTS = shotsDir('issue13');
const SHOTS_38 = shotsDir('issue-38');

test.describe('typed search understood as filters (issue 13)', () => {
  test('"cnc machining ohio" from the header: Ohio CNC shops and two chips; removing Ohio shows other states', async ({ page }) => {
    await signIn(page, 'buyer');
    await searchFromHeader(page, 'cnc machining ohio');
    await expect(page).toHaveURL(/\/discover\?q=cnc\+machining\+ohio$/);

    const understood = page.getByRole('group', { name: 'Your search, as understood' });
    await expect(understood.getByRole('button', { name: 'Remove CNC machining' })).toBeVisible();
    await expect(understood.getByRole('button', { name: 'Remove Ohio' })).toBeVisible();
    await expect(understood.getByRole('button', { name: 'Search all of the US instead' })).toBeVisible();
    const first = results(page).first();
    await expect(first).toBeVisible();
    const cards = await results(page).count();
    for (let i = 0; i < cards; i++) await expect(results(page).nth(i)).toContainText(', OH');
    await expect(first).toContainText(/CNC|Swiss|5-Axis/);

    await page.setViewportSize({ width: 1280, height: 900 });
    await page.screenshot({ path: `${SHOTS}/discover-cnc-ohio-1280.png` });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: `${SHOTS}/discover-cnc-ohio-390.png` });
    await page.setViewportSize({ width: 1280, height: 900 });

    await understood.getByRole('button', { name: 'Remove Ohio' }).click();
    await expect(page).toHaveURL(/\/discover\?q=cnc\+machining$/);
    await expect(understood.getByRole('button', { name: 'Remove Ohio' })).toHaveCount(0);
    await expect(understood.getByRole('button', { name: 'Remove CNC machining' })).toBeVisible();
    await expect(results(page).first()).toBeVisible();
    const states = new Set<string>();
    const count = await results(page).count();
    for (let i = 0; i < count; i++) {
      const text = await results(page).nth(i).innerText();
      const state = /, ([A-Z]{2})\b/.exec(text)?.[1];
      if (state) states.add(state);
    }
    expect([...states].some((s) => s !== 'OH')).toBe(true);
  });
});

test.describe('unknown words and local partial results (issue 38)', () => {
  test('an unknown word is its own "also matching" chip; it ranks and never empties the search', async ({ page }) => {
    await signIn(page, 'buyer');
    await searchFromHeader(page, 'cnc machining ohio bicycle');
    const understood = page.getByRole('group', { name: 'Your search, as understood' });
    await expect(understood.getByRole('button', { name: 'Remove CNC machining' })).toBeVisible({ timeout: 45_000 });
    await expect(understood.getByRole('button', { name: 'Remove Ohio' })).toBeVisible();
    await expect(understood).toContainText('also matching:');
    const unknown = understood.getByRole('button', { name: 'Remove bicycle' });
    await expect(unknown).toBeVisible();
    await expect(results(page).first()).toContainText(', OH');
    await shootBothWidths(page, SHOTS_38, 'unknown-word-chip');

    await unknown.click();
    await expect(page).toHaveURL(/\/discover\?q=cnc\+machining\+ohio$/);
    await expect(understood.getByRole('button', { name: 'Remove bicycle' })).toHaveCount(0);
    await expect(results(page).first()).toContainText(', OH');
  });

  test('a city query that runs out of full matches: partial results under a divider, nearest first', async ({ page }) => {
    await signIn(page, 'buyer');
    // the seeded data decides which local query runs out of full matches on page 1: ask the API, then look at the page
    const candidates = ['pcb assembly dayton oh', 'die casting grand rapids mi', 'anodizing pittsburgh pa', 'wire harness charlotte nc', 'swiss machining minneapolis mn', 'heat treating milwaukee, wi'];
    let query: string | undefined;
    for (const q of candidates) {
      const res = await page.request.get(`/api/suppliers/search?q=${encodeURIComponent(q)}`);
      expect(res.ok()).toBe(true);
      const body = (await res.json()) as { hits: { partial?: string }[] };
      if (body.hits.some((h) => h.partial)) {
        query = q;
        break;
      }
    }
    expect(query, 'one of the local queries has partial results on page 1').toBeDefined();
    await page.goto(`/discover?q=${encodeURIComponent(query!).replace(/%20/g, '+')}`);
    const divider = page.getByRole('separator', { name: /mi of|nearest first/ }).first();
    await expect(divider).toBeVisible({ timeout: 45_000 });
    await expect(divider).toContainText('Partial matches:');

    // each group of partial cards (one divider each, saying what it lacks): distances never decrease within it
    const list = page.locator('[data-remote="mf_discovery"] article, [data-remote="mf_discovery"] [role="separator"][aria-label]');
    const texts = await list.evaluateAll((nodes) => nodes.map((n) => (n.getAttribute('role') === 'separator' ? '§' : n.textContent ?? '')));
    const groups = texts.join('\u0000').split('§').slice(1).map((g) => g.split('\u0000').filter(Boolean));
    expect(groups.flat().length).toBeGreaterThan(0);
    for (const group of groups) {
      const miles = group.map((t) => Number(/([\d.]+) mi away/.exec(t)?.[1] ?? NaN));
      expect(miles.every((m) => Number.isFinite(m))).toBe(true);
      for (let i = 1; i < miles.length; i++) expect(miles[i]!).toBeGreaterThanOrEqual(Math.floor(miles[i - 1]!));
    }
    await divider.scrollIntoViewIfNeeded();
    await shootBothWidths(page, SHOTS_38, 'local-partials-divider');
  });

  test('lead time and order volume filters narrow the results and show as chips', async ({ page }) => {
    await signIn(page, 'buyer');
    await page.goto('/discover?q=cnc+machining');
    await expect(results(page).first()).toBeVisible({ timeout: 45_000 });
    const filters = page.getByRole('region', { name: 'Filters' }).or(page.locator('section[aria-label="Filters"]')).first();
    await filters.getByLabel('Lead time').selectOption('14');
    await expect(page).toHaveURL(/leadDays=14/);
    await filters.getByLabel('Order volume').selectOption('production');
    await expect(page).toHaveURL(/volume=production/);
    await expect(page.getByRole('button', { name: 'Remove filter Lead time ≤ 14 days' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Remove filter Production runs' })).toBeVisible();
    await expect(results(page).first()).toBeVisible();
    await shootBothWidths(page, SHOTS_38, 'lead-volume-filters');
  });
});
