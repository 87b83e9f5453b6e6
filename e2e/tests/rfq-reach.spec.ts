/**
 * Issue 35 in Chromium, end to end: a buyer in Cleveland (delivery ZIP 44114) uploads a BOM, sends an RFQ with a
 * drawing to two suggested companies nobody has claimed; each is emailed a quote link (read from the admin outbox).
 * One reads it and downloads the drawing without an account, asks a question and quotes (a note and a quantity
 * break), then sets the password of the account the answer made and signs in; the other declines; a forged link
 * says it does not work. The buyer sees the true invitation states and the comparison, awards, issues the purchase order;
 * the supplier accepts, produces and ships with a tracking number; the buyer records it delivered on time; the
 * company's public scorecard counts it. Screenshots at 1280 and 390 px under issue-35/.
 */
import { expect, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { test } from '../support/test';
import { apiSession, type ApiSession } from '../support/api';
import { shootBothWidths, shotsDir } from '../support/shots';
import { expectScorecard, recordDeliveredOnTime, shipAsSupplier } from '../support/orders';

const SHOTS = shotsDir('issue-35');
const shoot = (page: Page, name: string) => shootBothWidths(page, SHOTS, name);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const SHIP_TO = { name: 'Receiving, Lakeside Robotics', street: '1300 W 9th St', city: 'Cleveland', state: 'OH', zip: '44114' };
const dayFromNow = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

interface Company {
  id: string;
  name: string;
  email: string;
}

function bom(tag: string): string {
  return ['Part Number,Description,Qty,Material', `RCH-100-${tag},"Mounting bracket, CNC machined",50,6061-T6 aluminum`, `RCH-101-${tag},CNC turned drive shaft,10,4140 steel`, ''].join('\r\n');
}

/** The suggested companies, in the form's order, that nobody has claimed and that list a contact email. */
async function unclaimedWithEmail(request: APIRequestContext, ids: string[]): Promise<Company[]> {
  const found: Company[] = [];
  for (const id of ids) {
    const profile = (await (await request.get(`/api/suppliers/${id}`)).json()) as { name: string; claimed: boolean; contact?: { email?: string } };
    if (!profile.claimed && profile.contact?.email) found.push({ id, name: profile.name, email: profile.contact.email });
  }
  return found;
}

/** The first link matching `pattern` in an email to `to` whose text mentions `about`, from the admin outbox. */
async function linkInOutbox(admin: ApiSession, to: string, about: string, pattern: RegExp): Promise<string> {
  let link: string | undefined;
  await expect(async () => {
    const list = await admin.call<{ items: { subject: string; text: string }[] }>('GET', `/api/admin/emails?to=${encodeURIComponent(to)}&pageSize=50`);
    const email = list.body.items.find((e) => `${e.subject}\n${e.text}`.includes(about) && pattern.test(e.text));
    link = pattern.exec(email?.text ?? '')?.[0];
    expect(link).toBeTruthy();
  }).toPass({ timeout: 20_000 });
  return link!;
}

/** A browser with nobody signed in: the company has no account yet. */
async function anonymousPage(browser: Browser): Promise<Page> {
  return (await browser.newContext({ viewport: { width: 1280, height: 900 }, acceptDownloads: true })).newPage();
}

/** An earlier order of the company, from RFQ to delivery through the API, so the scorecard has its minimum sample. */
async function earlierDeliveredOrder(buyerApi: ApiSession, supplierApi: ApiSession, companyId: string, title: string) {
  const sent = await buyerApi.call<{ rfq: { id: string; lines: { id: string }[] } }>('POST', '/api/rfqs', {
    title,
    dueDate: dayFromNow(10),
    delivery: { zip: '44114' },
    lines: [{ partNumber: 'RCH-EARLY', description: 'Milled spacer', quantity: 20, material: '6061-T6', process: 'cnc-machining' }],
    supplierIds: [companyId],
  });
  expect(sent.status).toBe(201);
  const rfqId = sent.body.rfq.id;
  const lineId = sent.body.rfq.lines[0]!.id;
  expect((await supplierApi.call('POST', `/api/rfqs/${rfqId}/quotes`, { lines: [{ lineId, unitPrice: 9.5, leadTimeDays: 5 }] })).status).toBe(201);
  expect((await buyerApi.call('POST', `/api/rfqs/${rfqId}/award`, { supplierId: companyId })).status).toBe(200);
  const issued = await buyerApi.call<{ order: { id: string } }>('POST', '/api/orders', { rfqId, lines: [{ lineId, quantity: 20 }], dueDate: dayFromNow(7), shipTo: SHIP_TO });
  expect(issued.status).toBe(201);
  const id = issued.body.order.id;
  for (const step of [{ to: 'accepted' }, { to: 'in-production' }, { to: 'shipped', carrier: 'FedEx', trackingNumber: '7777 0000 1111' }]) {
    expect((await supplierApi.call('POST', `/api/orders/${id}/steps`, step)).status).toBe(200);
  }
  expect((await buyerApi.call('POST', `/api/orders/${id}/steps`, { to: 'delivered', receivedOn: dayFromNow(0), lines: [{ lineId, accepted: true }] })).status).toBe(200);
}

test('Cleveland buyer: BOM, RFQ to two suggested unclaimed companies, quote by link, decline, award, PO, shipping, delivery, scorecard', async ({ browser, request }) => {
  test.setTimeout(600_000);
  const tag = String(Date.now());
  const buyerApi = await apiSession(browser, 'buyer');
  const adminApi = await apiSession(browser, 'admin');
  // the buyer's delivery ZIP on the profile: Cleveland
  expect((await buyerApi.call('PATCH', '/api/me', { deliveryZip: '44114' })).status).toBe(200);
  const buyer = buyerApi.page;
  await buyer.setViewportSize({ width: 1280, height: 900 });

  // 1. upload the BOM; the mapping step ranks by the profile's ZIP; the results say why each supplier was picked
  await buyer.goto('/bom-upload');
  await buyer.getByLabel('BOM file').setInputFiles({ name: `cleveland-${tag}.csv`, mimeType: 'text/csv', buffer: Buffer.from(bom(tag)) });
  await expect(buyer.getByRole('heading', { level: 2, name: 'Check the columns' })).toBeVisible();
  await expect(buyer.getByLabel(/Delivery ZIP/)).toHaveValue('44114');
  await buyer.getByRole('button', { name: /^Process 2 lines$/ }).click();
  await buyer.waitForURL(/\/bom\/results\/[^/?]+$/);
  const lines = buyer.getByRole('table', { name: 'BOM lines' });
  const bracketRow = lines.getByRole('row').filter({ hasText: `RCH-100-${tag}` });
  await expect(bracketRow).toContainText('Custom part');
  await expect(bracketRow).toContainText(/\d+ mi/);
  // the nearest suggestions are within reach of Cleveland
  const miles = [...((await bracketRow.textContent()) ?? '').matchAll(/(\d+) mi/g)].map((m) => Number(m[1]));
  expect(miles.length).toBeGreaterThan(0);
  expect(Math.min(...miles)).toBeLessThanOrEqual(150);
  await shoot(buyer, 'bom-matches');

  // 2. both lines on to the RFQ form; keep two suggested companies nobody has claimed
  await bracketRow.locator('label').first().click();
  await lines.getByRole('row').filter({ hasText: `RCH-101-${tag}` }).locator('label').first().click();
  await buyer.getByRole('button', { name: 'Request quotes (2)' }).click();
  await expect(buyer.getByRole('heading', { level: 1, name: 'Request quotes' })).toBeVisible();
  const candidates = buyer.getByRole('list', { name: 'Suppliers to invite' }).getByTestId('supplier-candidate');
  await expect(candidates.first()).toBeVisible();
  await expect(candidates.first()).toContainText('Matched to your BOM');
  const ids = (await candidates.locator('a[href^="/company/"]').evaluateAll((links) => links.map((a) => a.getAttribute('href')!.split('/').pop()!))).filter(Boolean);
  const chosen = (await unclaimedWithEmail(request, ids)).slice(0, 2);
  expect(chosen, `two of the suggestions ${ids.join(', ')} should be unclaimed with a contact email`).toHaveLength(2);
  const [first, second] = chosen as [Company, Company];
  for (let i = 0; i < ids.length; i++) {
    const wanted = chosen.some((c) => c.id === ids[i]);
    const row = candidates.nth(i);
    if ((await row.locator('input[type="checkbox"]').isChecked()) !== wanted) await row.locator('label').first().click();
    await expect(row.locator('input[type="checkbox"]')).toBeChecked({ checked: wanted });
  }
  const title = `Cleveland reach ${tag}`;
  const titleField = buyer.getByRole('textbox', { name: /^Title/ });
  await titleField.fill(title);
  await buyer.getByLabel('Delivery ZIP code').fill('44114');
  await buyer.getByTestId('create-drawings-input').setInputFiles({ name: 'RCH-100-rev-A.pdf', mimeType: 'application/pdf', buffer: PDF });
  await expect(buyer.getByRole('list', { name: 'Drawings to attach' })).toContainText('RCH-100-rev-A.pdf');
  await buyer.getByRole('button', { name: 'Send RFQ' }).click();
  await buyer.waitForURL(/\/rfq\/[a-f0-9]{24}$/);

  // 3. the buyer sees both invitations emailed (not a blanket "Sent")
  const statuses = buyer.getByRole('list', { name: 'Invitation status' });
  await expect(statuses.locator('[data-status="emailed"]')).toHaveCount(2);
  await expect(statuses).toContainText(`Quote link emailed to ${first.email}`);
  await expect(buyer.getByTestId('rfq-files').getByTestId('rfq-file')).toContainText('RCH-100-rev-A.pdf');
  await shoot(buyer, 'invitations-emailed');

  // 4. the first company quotes through the link in its email, without an account
  const firstLink = await linkInOutbox(adminApi, first.email, title, /\/rfq-invite\/[A-Za-z0-9_-]{43}/);
  const quoting = await anonymousPage(browser);
  await quoting.goto(firstLink);
  await expect(quoting.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(quoting.getByText(`Request for quote to ${first.name}`)).toBeVisible();
  await shoot(quoting, 'link-quote-page');
  const downloading = quoting.waitForEvent('download');
  await quoting.getByRole('link', { name: 'Download RCH-100-rev-A.pdf' }).click();
  expect((await downloading).suggestedFilename()).toBe('RCH-100-rev-A.pdf');
  await quoting.getByTestId('thread-input').fill('Is the bracket deburred on both sides?');
  await quoting.getByTestId('thread-send').click();
  await expect(quoting.getByTestId('thread-messages')).toContainText('Is the bracket deburred on both sides?');
  const bracket = quoting.getByRole('listitem', { name: /Line 1: RCH-100/ });
  await bracket.getByLabel('Unit price, line 1').fill('4.20');
  await bracket.getByLabel('Lead time in days, line 1').fill('10');
  await bracket.getByRole('button', { name: 'Add a quantity break' }).click();
  await bracket.getByLabel('Break 1 quantity, line 1').fill('40');
  await bracket.getByLabel('Break 1 unit price, line 1').fill('3.90');
  await bracket.getByLabel('Note, line 1').fill('Anodized clear, deburred');
  const shaft = quoting.getByRole('listitem', { name: /Line 2: RCH-101/ });
  await shaft.getByLabel('Unit price, line 2').fill('38');
  await shaft.getByLabel('Lead time in days, line 2').fill('14');
  // 50 × 3.90 (break reached) + 10 × 38
  await expect(quoting.getByTestId('quote-total')).toContainText('$575.00');
  const quoterEmail = `pat.${tag}@example.test`;
  await quoting.getByTestId('invite-name').fill('Pat Quoter');
  await quoting.getByTestId('invite-email').fill(quoterEmail);
  await quoting.getByRole('button', { name: 'Send quote' }).click();
  await expect(quoting.getByTestId('invite-account')).toContainText('Your answer reached the buyer.');
  await expect(quoting.getByRole('list', { name: 'Quote revisions' })).toContainText('Revision 1');
  await shoot(quoting, 'link-quoted');

  // 5. the second company declines through its link
  const secondLink = await linkInOutbox(adminApi, second.email, title, /\/rfq-invite\/[A-Za-z0-9_-]{43}/);
  const declining = await anonymousPage(browser);
  await declining.goto(secondLink);
  await declining.getByRole('button', { name: 'No quote for this RFQ' }).click();
  await declining.locator('#no-quote-reason').selectOption('capacity');
  await declining.getByLabel('No quote details').fill('Booked until next quarter');
  await declining.getByTestId('invite-name').fill('Lee Caster');
  await declining.getByTestId('invite-email').fill(`lee.${tag}@example.test`);
  await declining.getByRole('button', { name: 'Send no quote' }).click();
  await expect(declining.getByTestId('invite-account')).toBeVisible();
  await declining.context().close();

  // 6. the buyer sees the truth: quoted and declined, the note and the break in the comparison
  await buyer.reload();
  await expect(statuses.locator('[data-status="quoted"]')).toContainText(first.name);
  await expect(statuses.locator('[data-status="declined"]')).toContainText(second.name);
  const table = buyer.getByRole('table', { name: 'Comparison' });
  await expect(table.getByTestId('offer-details')).toContainText('Quantity breaks: 40+ $3.90');
  await expect(table.getByTestId('offer-details')).toContainText('Note: Anodized clear, deburred');
  await shoot(buyer, 'comparison-notes-breaks');
  // the drawing downloaded through the link is logged against the company's listed contact
  await buyer.getByRole('button', { name: 'Who downloaded the files' }).click();
  await expect(buyer.getByRole('table', { name: 'Download log' })).toContainText(first.email);

  // 7. award to the company that quoted (the one that declined is offered no award) and issue the PO
  const invited = buyer.getByRole('list', { name: 'Invited suppliers' });
  await expect(invited.getByRole('button', { name: /^Award to / })).toHaveCount(1);
  await invited.getByRole('button', { name: `Award to ${first.name}` }).click();
  await buyer.getByRole('button', { name: 'Confirm award' }).click();
  await expect(buyer.getByTestId('rfq-status')).toContainText('Awarded');
  const orders = buyer.getByTestId('rfq-orders');
  await orders.getByRole('button', { name: 'Issue purchase order' }).click();
  const form = orders.getByTestId('issue-order-form');
  await expect(form.getByLabel(`Quantity of RCH-100-${tag}`)).toHaveValue('50');
  await form.getByLabel(/Ship to/).fill(SHIP_TO.name);
  await form.getByLabel(/Street/).fill(SHIP_TO.street);
  await form.getByLabel(/City/).fill(SHIP_TO.city);
  await expect(form.getByLabel(/ZIP/)).toHaveValue('44114');
  await shoot(buyer, 'po-form');
  await form.getByRole('button', { name: 'Issue purchase order' }).click();
  await buyer.waitForURL(/\/orders\/[0-9a-f]{24}$/);
  const orderPath = new URL(buyer.url()).pathname;
  await expect(buyer.getByRole('heading', { name: /^PO PO-/ })).toBeVisible();
  await shoot(buyer, 'po-issued');

  // a forged link says it does not work
  const forger = await anonymousPage(browser);
  await forger.goto(`/rfq-invite/${'A'.repeat(43)}`);
  await expect(forger.getByRole('heading', { level: 1, name: 'This quote link no longer works' })).toBeVisible();
  await shoot(forger, 'link-forged');
  await forger.context().close();

  // 8. the account the quote made: its password is set through the emailed link, then it signs in
  const password = `Quoter-${tag.slice(-6)}x`;
  const setPassword = await linkInOutbox(adminApi, quoterEmail, 'Action required', /https?:\/\/[^\s"<]+action-token[^\s"<]*/);
  await quoting.goto(setPassword.replace(/&amp;/g, '&'));
  await quoting.locator('#password-new').fill(password);
  await quoting.locator('#password-confirm').fill(password);
  await quoting.getByRole('button', { name: 'Save password' }).click();
  await expect(quoting.getByText('Your password has been changed')).toBeVisible();
  await quoting.context().close();
  const supplierApi = await apiSession(browser, { email: quoterEmail, password });
  const supplier = supplierApi.page;
  await supplier.setViewportSize({ width: 1280, height: 900 });

  // two earlier orders of the same company delivered through the API: with this one the scorecard's minimum of 3
  await earlierDeliveredOrder(buyerApi, supplierApi, first.id, `Cleveland reach earlier 1 ${tag}`);
  await earlierDeliveredOrder(buyerApi, supplierApi, first.id, `Cleveland reach earlier 2 ${tag}`);

  // 9. the supplier accepts, starts production and ships with a tracking number
  await shipAsSupplier(supplier, orderPath);
  await shoot(supplier, 'order-shipped-supplier');

  // 10. the buyer records it delivered on time, every line accepted
  await buyer.goto('/orders');
  await expect(buyer.getByTestId('order-row').filter({ hasText: title })).toContainText('Your move: delivered');
  await shoot(buyer, 'orders-list-buyer');
  await recordDeliveredOnTime(buyer, orderPath, '2 of 2');
  await shoot(buyer, 'order-timeline-delivered');

  // 11. the company's public scorecard counts it, as the API does
  const visitor = await anonymousPage(browser);
  const stats = await expectScorecard(visitor, request, first.id);
  expect(stats.completed).toBe(3);
  expect(stats.onTimeRate).toBe(1);
  await shoot(visitor, 'scorecard');

  await visitor.context().close();
  await supplierApi.close();
  await adminApi.close();
  await buyerApi.close();
});
