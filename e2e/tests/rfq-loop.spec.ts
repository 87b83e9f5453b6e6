/**
 * Issue 14, the quote loop in Chromium against the running product: a buyer sends an RFQ to two suppliers, the demo
 * supplier quotes it in the quote form, the second supplier declines one line (and quotes the other), the buyer
 * compares and splits the award, and both suppliers find the outcome in their inbox. Screenshots at 1280 and 390 px.
 */
import path from 'node:path';
import { expect, type Browser, type Page } from '@playwright/test';
import { test } from '../support/test';
// @ts-expect-error plain ESM module without types
import { loadStackSecrets } from '../../scripts/lib/secrets.mjs';
import { apiSession } from '../support/api';
import { signIn } from '../support/auth';
import { shootBothWidths, shotsDir } from '../support/shots';

const ROOT = path.resolve(import.meta.dirname, '..', '..');
const SHOTS = shotsDir('issue14');
const IDENTITY = process.env.E2E_IDENTITY_URL ?? 'http://localhost:18180';
/** The seed gives supplier@forge.test the first generated company; the second supplier claims the next one. */
const DEMO_COMPANY = 'sup-000001';
const SECOND_COMPANY = 'sup-000002';
const SECOND = { email: 'second.supplier@forge.test', password: 'SecondSupplier42!' };

/** A second supplier account, created as an operator would: the identity provider's admin REST API. */
async function createSecondSupplier(): Promise<void> {
  const { servicesClientSecret } = loadStackSecrets(process.env.E2E_DATA_DIR ?? path.join(ROOT, '.data', 'e2e')) as { servicesClientSecret: string };
  const tokenResponse = await fetch(`${IDENTITY}/realms/forge/protocol/openid-connect/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'client_credentials', client_id: 'forge-services', client_secret: servicesClientSecret }),
  });
  const { access_token: token } = (await tokenResponse.json()) as { access_token: string };
  const admin = (p: string, init: RequestInit = {}) => fetch(`${IDENTITY}/admin/realms/forge${p}`, { ...init, headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' } });
  const created = await admin('/users', {
    method: 'POST',
    body: JSON.stringify({ username: SECOND.email, email: SECOND.email, firstName: 'Sol', lastName: 'Second', enabled: true, emailVerified: true, credentials: [{ type: 'password', value: SECOND.password, temporary: false }] }),
  });
  expect([201, 409]).toContain(created.status);
  const [user] = (await (await admin(`/users?email=${encodeURIComponent(SECOND.email)}&exact=true`)).json()) as { id: string }[];
  const role = await (await admin('/roles/supplier')).json();
  expect((await admin(`/users/${user!.id}/role-mappings/realm`, { method: 'POST', body: JSON.stringify([role]) })).ok).toBe(true);
}

async function secondSupplierPage(browser: Browser): Promise<Page> {
  const page = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
  await signIn(page, SECOND);
  return page;
}

const shoot = (page: Page, name: string) => shootBothWidths(page, SHOTS, name);

test('RFQ loop: send to two suppliers, quote, decline, compare, split award, outcome in both inboxes', async ({ browser, page }) => {
  test.setTimeout(300_000);
  await createSecondSupplier();
  const adminApi = await apiSession(browser, 'admin');
  const claim = await adminApi.call<{ token: string }>('POST', `/api/admin/suppliers/${SECOND_COMPANY}/claim-tokens`);
  expect(claim.status).toBe(201);
  await adminApi.close();
  const second = await secondSupplierPage(browser);
  await second.goto(`/claim/${claim.body.token}`);
  const claimed = second.waitForResponse((r) => r.url().includes('/api/claims/') && r.request().method() === 'POST');
  await second.getByRole('button', { name: /^Claim / }).click();
  expect((await claimed).status()).toBe(200);

  // the buyer sends an RFQ to both companies
  const buyerApi = await apiSession(browser, 'buyer');
  const due = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);
  const sent = await buyerApi.call<{ rfq: { id: string } }>('POST', '/api/rfqs', {
    title: 'Loop test: brackets and shafts',
    dueDate: due,
    lines: [
      { partNumber: 'LP-BRK', description: 'Bent bracket, 14 ga', quantity: 120, material: 'CRS', process: 'sheet-metal-fabrication' },
      { partNumber: 'LP-SHF', description: 'Turned shaft', quantity: 40, material: '4140', process: 'cnc-machining' },
    ],
    supplierIds: [DEMO_COMPANY, SECOND_COMPANY],
  });
  expect(sent.status).toBe(201);
  const rfqId = sent.body.rfq.id;

  // the demo supplier: header badge, inbox (new), quote form
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, 'supplier');
  await expect(page.getByTestId('rfq-inbox-badge')).toBeVisible();
  await page.getByTestId('rfq-inbox-link').click();
  const invitation = page.getByRole('link', { name: 'Loop test: brackets and shafts' });
  await expect(invitation).toBeVisible();
  await shoot(page, 'inbox');
  await invitation.click();
  const bracket = page.getByRole('listitem', { name: /Line 1: LP-BRK/ });
  await bracket.getByLabel('Unit price, line 1').fill('6.40');
  await bracket.getByLabel('Lead time in days, line 1').fill('12');
  await bracket.getByRole('button', { name: 'Add a quantity break' }).click();
  await bracket.getByLabel('Break 1 quantity, line 1').fill('100');
  await bracket.getByLabel('Break 1 unit price, line 1').fill('5.90');
  await bracket.getByLabel('Note, line 1').fill('Deburred, zinc plated');
  const shaft = page.getByRole('listitem', { name: /Line 2: LP-SHF/ });
  await shaft.getByLabel('Unit price, line 2').fill('31');
  await shaft.getByLabel('Lead time in days, line 2').fill('20');
  await page.getByLabel('Shipping terms').fill('FOB origin');
  // 120 × 5.90 (break reached) + 40 × 31
  await expect(page.getByTestId('quote-total')).toContainText('$1,948.00');
  await shoot(page, 'quote-form');
  await page.getByRole('button', { name: 'Send quote' }).click();
  await expect(page.getByRole('list', { name: 'Quote revisions' })).toContainText('Revision 1');

  // the second supplier declines the bracket (capability) and quotes the shaft cheaper
  await second.goto(`/rfq/${rfqId}`);
  const secondBracket = second.getByRole('listitem', { name: /Line 1: LP-BRK/ });
  await secondBracket.getByRole('button', { name: 'Decline' }).click();
  await secondBracket.getByRole('combobox').selectOption('capability');
  await secondBracket.getByLabel('Decline details, line 1').fill('No press brake');
  const secondShaft = second.getByRole('listitem', { name: /Line 2: LP-SHF/ });
  await secondShaft.getByLabel('Unit price, line 2').fill('27.5');
  await secondShaft.getByLabel('Lead time in days, line 2').fill('25');
  await second.getByRole('button', { name: 'Send quote' }).click();
  await expect(second.getByRole('list', { name: 'Quote revisions' })).toContainText('Revision 1');
  // a supplier never sees the other invitees
  await expect(second.getByRole('list', { name: 'Invited suppliers' }).getByRole('listitem')).toHaveCount(1);

  // the buyer compares and splits the award
  await buyerApi.page.setViewportSize({ width: 1280, height: 900 });
  await buyerApi.page.goto(`/rfq/${rfqId}`);
  const buyer = buyerApi.page;
  const table = buyer.getByRole('table', { name: 'Comparison' });
  await expect(table.getByTestId('comparison-offer')).toHaveCount(3);
  await expect(table).toContainText('No quote — Not our capability, No press brake');
  // what the demo supplier wrote beside its bracket price (issue 35)
  await expect(table.getByTestId('offer-details')).toContainText('Quantity breaks: 100+ $5.90');
  await expect(table.getByTestId('offer-details')).toContainText('Note: Deburred, zinc plated');
  // both priced a line, so each row of the invited suppliers offers "Award" (through POST …/award)
  await expect(buyer.getByRole('list', { name: 'Invited suppliers' }).getByRole('button', { name: /^Award to / })).toHaveCount(2);
  await expect(buyer.getByRole('list', { name: 'Invitation status' })).toContainText('Quoted');
  await shoot(buyer, 'comparison');
  // the award starts from the lowest price per line: the bracket to the demo supplier, the shaft to the second
  await expect(table.getByRole('radio')).toHaveCount(3);
  await expect(table.getByRole('radio', { checked: true })).toHaveCount(2);
  await buyer.getByRole('button', { name: 'Award selected lines' }).click();
  const dialog = buyer.getByRole('alertdialog', { name: 'Award the selected lines?' });
  await dialog.getByLabel('Reason for the other suppliers').fill('Split by line for price');
  await dialog.getByRole('button', { name: 'Confirm award' }).click();
  await expect(buyer.getByText('RFQ awarded')).toBeVisible();
  await expect(buyer.getByTestId('rfq-status')).toContainText('Awarded');

  // both suppliers see the outcome in their inbox: each won the line it was cheapest on
  await page.goto('/rfq-inbox?tab=won');
  await expect(page.getByRole('link', { name: 'Loop test: brackets and shafts' })).toBeVisible();
  await second.goto('/rfq-inbox?tab=won');
  await expect(second.getByRole('link', { name: 'Loop test: brackets and shafts' })).toBeVisible();
  await second.goto(`/rfq/${rfqId}`);
  await expect(second.getByRole('list', { name: 'Lines you won' })).toContainText('LP-SHF: $27.50 each, 25 days');
  await expect(second.getByRole('list', { name: 'Lines you won' })).not.toContainText('LP-BRK');
  await buyerApi.close();
  await second.context().close();
});
