/**
 * The header's row holds everything a signed-in user has (main navigation, search, RFQ inbox, My Activity, the bell,
 * the account menu) without pushing any of it off screen or squeezing the search box to its icon: at 1280 px, where
 * the main navigation shows, at 1024 px, where it moves to the menu drawer, and on a phone.
 */
import { expect, type Page } from '@playwright/test';
import { test } from '../support/test';
import { signIn } from '../support/auth';

/** The header row's visible controls, with their left and right edges. */
const rowControls = (page: Page) =>
  page.evaluate(() =>
    Array.from(document.querySelectorAll('header a, header button, header form'))
      .map((el) => ({ el, box: el.getBoundingClientRect() }))
      // The claim strip above the row is 32 px high; hidden controls have no width.
      .filter(({ box }) => box.top >= 32 && box.width > 0)
      .map(({ el, box }) => ({ name: (el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 30), left: box.left, right: box.right, width: box.width, search: el.getAttribute('role') === 'search' })),
  );

for (const role of ['supplier', 'admin'] as const) {
  test(`${role}: the header row fits at 1280, 1024 and 390 px, with a usable search box`, async ({ page }) => {
    await signIn(page, role);
    for (const width of [1280, 1024, 390]) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/');
      await expect(page.getByRole('button', { name: /account menu/ })).toBeVisible();
      if (role === 'supplier') await expect(page.getByTestId('rfq-inbox-link')).toBeVisible();
      await expect(page.getByRole('link', { name: 'My Activity' })).toHaveCount(width >= 768 ? 1 : 0);
      const controls = await rowControls(page);
      for (const control of controls) expect(control.right, `${control.name} at ${width} px`).toBeLessThanOrEqual(width);
      for (const [a, b] of controls.slice(0, -1).map((c, i) => [c, controls[i + 1]!] as const)) {
        expect(b.left, `${b.name} overlaps ${a.name} at ${width} px`).toBeGreaterThanOrEqual(a.right - 1);
      }
      const search = controls.find((c) => c.search);
      if (width >= 768) expect(search?.width ?? 0, `search box at ${width} px`).toBeGreaterThanOrEqual(180);
      // The main navigation is in the row from 1280 px; below, in the menu drawer.
      await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible({ visible: width >= 1280 });
      await expect(page.getByRole('button', { name: 'Open menu' })).toBeVisible({ visible: width < 1280 });
    }
  });
}
