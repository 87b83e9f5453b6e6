/**
 * Nothing secret in the logs (issue 20 part 3): after a signed-in session with a claim and a password reset, no log
 * file of the stack holds a token, password or claim token used in it. Named zz- so it runs after the others.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect } from '@playwright/test';
import { test } from '../support/test';
import { apiSession } from '../support/api';
import { fillLogin, USERS } from '../support/auth';

const LOG_DIR = path.resolve(import.meta.dirname, '..', '..', '.data', 'e2e', 'logs');

test('no log file holds a token, password or claim token of a signed-in session', async ({ browser }) => {
  const secrets = new Set<string>([USERS.buyer.password, USERS.admin.password]);
  const admin = await apiSession(browser, 'admin');
  const buyer = await apiSession(browser, 'buyer');
  for (const session of [admin, buyer]) secrets.add(session.authorization.replace(/^Bearer /, ''));

  // Tokens of a fresh sign-in, seen at the token endpoint (access, refresh, id).
  const context = await browser.newContext();
  const page = await context.newPage();
  page.on('response', async (response) => {
    if (!response.url().includes('/protocol/openid-connect/token')) return;
    const body = (await response.json().catch(() => ({}))) as Record<string, unknown>;
    for (const key of ['access_token', 'refresh_token', 'id_token']) if (typeof body[key] === 'string') secrets.add(body[key] as string);
  });
  await page.goto('/login');
  await fillLogin(page, 'buyer');
  await page.waitForURL((url) => !url.pathname.startsWith('/realms/') && !url.pathname.startsWith('/login'));

  // A token sent in the query string, as some clients do.
  const token = buyer.authorization.replace(/^Bearer /, '');
  await buyer.page.evaluate(async (t) => fetch(`/api/me?access_token=${encodeURIComponent(t)}`), token);

  // A claim link read and redeemed.
  const found = await admin.call<{ hits: { id: string; claimed: boolean }[] }>('GET', '/api/suppliers/listing?pageSize=40');
  const target = found.body.hits.find((h) => !h.claimed)!;
  const issued = await admin.call<{ token: string }>('POST', `/api/admin/suppliers/${target.id}/claim-tokens`);
  secrets.add(issued.body.token);
  expect((await buyer.call('GET', `/api/claims/${issued.body.token}`)).status).toBe(200);
  await buyer.page.goto(`/claim/${issued.body.token}`);

  // A password reset asked for, and its emailed link opened.
  const reset = await context.newPage();
  await reset.goto('/forgot-password');
  await reset.waitForURL(/reset-credentials/);
  await reset.locator('#username').fill(USERS.investor.email);
  await reset.getByRole('button').first().click();
  await expect.poll(async () => {
    const emails = await admin.call<{ items: Record<string, unknown>[] }>('GET', `/api/admin/emails?to=${encodeURIComponent(USERS.investor.email)}`);
    const mail = emails.body.items?.map((e) => JSON.stringify(e)).find((text) => text.includes('action-token'));
    const link = /https?:\/\/[^\s"<\\]+action-token[^\s"<\\]*/.exec(mail ?? '')?.[0];
    if (link) {
      const key = new URL(link.replace(/&amp;/g, '&')).searchParams.get('key');
      if (key) secrets.add(key);
      await reset.goto(link.replace(/&amp;/g, '&'));
    }
    return !!link;
  }, { timeout: 15_000 }).toBe(true);

  await new Promise((resolve) => setTimeout(resolve, 1500)); // let the services flush their log lines
  const leaks: string[] = [];
  for (const file of readdirSync(LOG_DIR)) {
    const text = readFileSync(path.join(LOG_DIR, file), 'utf8');
    for (const secret of secrets) if (secret.length >= 8 && text.includes(secret)) leaks.push(`${file} holds ${secret.slice(0, 12)}…`);
  }
  expect(secrets.size).toBeGreaterThan(6);
  expect(leaks).toEqual([]);
  await Promise.all([admin.close(), buyer.close(), context.close()]);
});
