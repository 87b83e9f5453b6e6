import type { Page } from '@playwright/test';

/** The shell's header (the first <header> on the page). */
export const header = (page: Page) => page.locator('header').first();

/** The supplier cards the discovery remote shows. */
export const results = (page: Page) => page.locator('[data-remote="mf_discovery"] article');

/** Searches from the header's box on a page outside discovery (/about), as a visitor starting anywhere would. */
export async function searchFromHeader(page: Page, query: string): Promise<void> {
  await page.goto('/about');
  const search = header(page).getByRole('searchbox', { name: 'Search suppliers' });
  await search.fill(query);
  await search.press('Enter');
}
