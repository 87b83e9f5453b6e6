import type { Browser, BrowserContext, Page } from '@playwright/test';
import { signIn, type Account } from './auth';

/** A signed-in page in its own browser context, with the bearer token the shell sends to the API. */
export interface ApiSession {
  context: BrowserContext;
  page: Page;
  authorization: string;
  call: <T = unknown>(method: string, path: string, body?: unknown) => Promise<{ status: number; body: T }>;
  close: () => Promise<void>;
}

/**
 * Signs in for real in a separate context and captures the Authorization header of the shell's own /api
 * requests (the shell does not expose its token), then calls the API from that page with it.
 */
export async function apiSession(browser: Browser, user: Account): Promise<ApiSession> {
  const context = await browser.newContext();
  const page = await context.newPage();
  let authorization: string | undefined;
  page.on('request', (request) => {
    const header = request.headers()['authorization'];
    if (request.url().includes('/api/') && header?.startsWith('Bearer ')) authorization = header;
  });
  await signIn(page, user);
  if (!authorization) {
    const request = page.waitForRequest((r) => r.url().includes('/api/') && !!r.headers()['authorization']);
    await page.goto('/my-activity');
    authorization = (await request).headers()['authorization'];
  }
  const call = async <T>(method: string, path: string, body?: unknown) =>
    page.evaluate(
      async ({ method, path, body, authorization }) => {
        const response = await fetch(path, {
          method,
          headers: { authorization, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
          body: body === undefined ? undefined : JSON.stringify(body),
        });
        const text = await response.text();
        return { status: response.status, body: (text ? JSON.parse(text) : null) as T };
      },
      { method, path, body, authorization: authorization! },
    );
  return { context, page, authorization: authorization!, call, close: () => context.close() };
}
