/**
 * The e2e `test`: Playwright's, with every page of the test's own context waiting, after each `goto`, `reload`,
 * `goBack` and `goForward`, until the app has taken over the document (`data-app-ready`, set by the shell once
 * hydrated and routing). A server-rendered page is visible before that, but a form filled or an in-app navigation
 * made in that window is lost; on a loaded CI machine the window grows past Playwright's own waiting.
 */
import { test as base, type Page } from '@playwright/test';

const READY_TIMEOUT_MS = 30_000;

/** Waits for the app's mark; a document that is not the app (no #root: the identity provider, a file) is ready. */
export async function waitForApp(page: Page): Promise<void> {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    try {
      const state = await page.evaluate(() =>
        !document.getElementById('root') ? 'not-app' : document.documentElement.hasAttribute('data-app-ready') ? 'ready' : 'waiting',
      );
      if (state !== 'waiting') return;
    } catch {
      // The document changed under the check (a redirect): the next one decides.
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  // Not ready in time: the test's own assertions report what the page shows.
}

function waitAfterNavigation(page: Page): void {
  for (const method of ['goto', 'reload', 'goBack', 'goForward'] as const) {
    const original = page[method].bind(page) as (...args: unknown[]) => ReturnType<Page['goto']>;
    (page as unknown as Record<string, unknown>)[method] = async (...args: unknown[]) => {
      const response = await original(...args);
      // A test that asks for the page at its first byte wants it before the app.
      const options = args.find((arg) => typeof arg === 'object' && arg !== null) as { waitUntil?: string } | undefined;
      if (options?.waitUntil !== 'commit') await waitForApp(page);
      return response;
    };
  }
}

export const test = base.extend({
  context: async ({ context }, use) => {
    // A fresh context: every page, the test's own `page` included, is opened after this.
    context.on('page', waitAfterNavigation);
    await use(context);
  },
});
