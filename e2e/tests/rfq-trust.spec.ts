/**
 * Issue 14, trust signals in Chromium against the running product: the demo supplier's response rate and median
 * time to quote (counted from the seeded RFQs) on its company page, in search results and in "why it ranks", and
 * the demo buyer's award rate in the supplier's inbox and RFQ view. The figures on screen must be the API's.
 * Screenshots at 1280 and 390 px.
 */
import { expect, type Page } from '@playwright/test';
import { test } from '../support/test';
import { apiSession } from '../support/api';
import { signIn } from '../support/auth';
import { shotsDir } from '../support/shots';

const SHOTS = shotsDir('issue14');
const DEMO_COMPANY = 'sup-000001';

interface Stats { invitations: number; answered: number; quoted: number; responseRate: number; medianHoursToQuote: number | null }
const pct = (rate: number) => `${Math.round(rate * 100)}%`;
const hours = (h: number) => (h < 1 ? 'under 1 h' : h < 48 ? `${Math.round(h)} h` : `${Math.round((h / 24) * 10) / 10} days`);

async function shoot(page: Page, name: string) {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
    // nothing runs off the side of a phone
    if (width === 390) expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test('response rate and time to quote on the company page and in search; the buyer award rate in the supplier inbox', async ({ page, browser }) => {
  test.setTimeout(180_000);
  const profile = (await (await page.request.get(`/api/suppliers/${DEMO_COMPANY}`)).json()) as { name: string; rfqStats: Stats | null };
  // the demo data gives the demo supplier at least 3 invitations, so a figure is shown (never a made-up one)
  expect(profile.rfqStats).not.toBeNull();
  const stats = profile.rfqStats!;
  expect(stats.invitations).toBeGreaterThanOrEqual(3);
  expect(stats.medianHoursToQuote).not.toBeNull();

  // the company page (public), then search (signed in, as a buyer)
  await signIn(page, 'buyer');
  await page.goto(`/company/${DEMO_COMPANY}`);
  await expect(page.getByText(`${pct(stats.responseRate)} of ${stats.invitations} RFQ invitations`, { exact: true })).toBeVisible();
  await expect(page.getByText('Median time to quote', { exact: true })).toBeVisible();
  await expect(page.getByText(hours(stats.medianHoursToQuote!), { exact: true })).toBeVisible();
  await shoot(page, 'trust-company-page');

  // search results: the card and its "why it ranks"
  await page.goto(`/discover?q=${encodeURIComponent(profile.name)}`);
  const card = page.getByRole('article', { name: profile.name });
  await expect(card).toBeVisible();
  await expect(card.getByText(pct(stats.responseRate), { exact: true })).toBeVisible();
  await expect(card.getByText(hours(stats.medianHoursToQuote!), { exact: true })).toBeVisible();
  await expect(card).toContainText(`Response rate ${pct(stats.responseRate)} (answered ${stats.answered} of ${stats.invitations} RFQ invitations`);
  await shoot(page, 'trust-search-results');
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await card.screenshot({ path: `${SHOTS}/trust-search-card-${width}.png` });
  }
  await page.setViewportSize({ width: 1280, height: 900 });

  // the supplier inbox: the buyer's award rate on each row, as the API counts it
  const supplierApi = await apiSession(browser, 'supplier');
  const inbox = (await supplierApi.call<{ items: { id: string; title: string; buyerAwardRate: { decided: number; awarded: number; awardRate: number } | null }[] }>('GET', '/api/rfqs/inbox')).body;
  const shafts = inbox.items.find((i) => i.title === 'Turned stainless shafts')!;
  expect(shafts.buyerAwardRate).not.toBeNull();
  const { decided, awarded, awardRate } = shafts.buyerAwardRate!;
  const awardText = `Buyer awards ${pct(awardRate)} of RFQs (${awarded} of ${decided} decided)`;

  const supplier = supplierApi.page;
  await supplier.setViewportSize({ width: 1280, height: 900 });
  await supplier.goto('/rfq-inbox?tab=answered');
  const row = supplier.getByTestId('inbox-item').filter({ hasText: 'Turned stainless shafts' });
  await expect(row.getByTestId('buyer-award-rate')).toHaveText(awardText);
  await shoot(supplier, 'trust-supplier-inbox');

  await row.getByRole('link', { name: 'Turned stainless shafts' }).click();
  await expect(supplier.getByText('You are invited to quote on this RFQ.', { exact: false })).toBeVisible();
  await expect(supplier.getByTestId('buyer-award-rate')).toHaveText(awardText);
  await shoot(supplier, 'trust-supplier-rfq');
  await supplierApi.close();
});
