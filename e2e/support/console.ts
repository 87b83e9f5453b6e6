import type { Page } from '@playwright/test';

/** The footer's social widget loads platform.twitter.com, which has no DNS here: that one failure is not the page's. */
export const OFFLINE_WIDGET = 'Failed to load resource: net::ERR_NAME_NOT_RESOLVED';

/** Collects the page's console errors and uncaught exceptions from now on (the offline social widget excepted). */
export function consoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (m) => m.type() === 'error' && m.text() !== OFFLINE_WIDGET && errors.push(m.text()));
  page.on('pageerror', (e) => errors.push(e.message));
  return errors;
}
