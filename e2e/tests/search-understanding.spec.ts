import { expect } from '@playwright/test';
import { test } from '../support/test';
import { signIn } from '../support/auth';
import { results, searchFromHeader } from '../support/discovery';
import { shotsDir } from '../support/shots';

const SHOTS = shotsDir('issue13');

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
