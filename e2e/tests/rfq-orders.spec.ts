/**
 * Issue 35 §3 in Chromium against the running product: after an award the buyer issues a purchase order from the
 * RFQ page (form prefilled from the awarded line), the supplier accepts it, puts it in production and ships it with a
 * carrier and tracking number, the buyer records it delivered on time, and the supplier's company page shows the
 * order scorecard (on-time %, parts accepted, orders completed) as the API counts it. Screenshots at 1280 and 390 px.
 */
import { expect, type Page } from '@playwright/test';
import { test } from '../support/test';
import { apiSession, type ApiSession } from '../support/api';
import { signIn } from '../support/auth';
import { shotsDir } from '../support/shots';
import { expectScorecard, recordDeliveredOnTime, shipAsSupplier } from '../support/orders';

const SHOTS = shotsDir('issue-35');
const DEMO_COMPANY = 'sup-000001';
const SHIP_TO = { name: 'Receiving, Lakeside Robotics', street: '1300 W 9th St', city: 'Cleveland', state: 'OH', zip: '44113' };

const dayFromNow = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

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

/** An open RFQ inviting the demo company, quoted by it and awarded to it (through the API); its id and line id. */
async function awardedRfq(buyerApi: ApiSession, supplierApi: ApiSession, title: string) {
  const sent = await buyerApi.call<{ rfq: { id: string; lines: { id: string }[] } }>('POST', '/api/rfqs', {
    title,
    dueDate: dayFromNow(10),
    delivery: { zip: '44113', state: 'OH' },
    lines: [{ partNumber: 'PO-BRK', description: 'Milled bracket', quantity: 25, material: '6061-T6', process: 'cnc-machining' }],
    supplierIds: [DEMO_COMPANY],
  });
  expect(sent.status).toBe(201);
  const rfqId = sent.body.rfq.id;
  const lineId = sent.body.rfq.lines[0]!.id;
  expect((await supplierApi.call('POST', `/api/rfqs/${rfqId}/quotes`, { lines: [{ lineId, unitPrice: 18.5, leadTimeDays: 7 }] })).status).toBe(201);
  expect((await buyerApi.call('POST', `/api/rfqs/${rfqId}/award`, { supplierId: DEMO_COMPANY, reason: 'Best lead time' })).status).toBe(200);
  return { rfqId, lineId };
}

/** One order run to delivery through the API, so the scorecard has enough orders behind it. */
async function deliveredThroughApi(buyerApi: ApiSession, supplierApi: ApiSession, title: string) {
  const { rfqId, lineId } = await awardedRfq(buyerApi, supplierApi, title);
  const issued = await buyerApi.call<{ order: { id: string } }>('POST', '/api/orders', { rfqId, lines: [{ lineId, quantity: 25 }], dueDate: dayFromNow(7), shipTo: SHIP_TO });
  expect(issued.status).toBe(201);
  const id = issued.body.order.id;
  for (const step of [{ to: 'accepted' }, { to: 'in-production' }, { to: 'shipped', carrier: 'FedEx', trackingNumber: '7777 0000 1111' }]) {
    expect((await supplierApi.call('POST', `/api/orders/${id}/steps`, step)).status).toBe(200);
  }
  expect((await buyerApi.call('POST', `/api/orders/${id}/steps`, { to: 'delivered', receivedOn: dayFromNow(0), lines: [{ lineId, accepted: true }] })).status).toBe(200);
}

test('award, issue the PO, supplier accepts and ships with tracking, buyer records it delivered on time, scorecard', async ({ page, browser }) => {
  test.setTimeout(480_000);
  const buyerApi = await apiSession(browser, 'buyer');
  const supplierApi = await apiSession(browser, 'supplier');
  // two earlier deliveries, so this one makes at least the 3 the scorecard needs
  await deliveredThroughApi(buyerApi, supplierApi, 'Orders e2e: earlier order 1');
  await deliveredThroughApi(buyerApi, supplierApi, 'Orders e2e: earlier order 2');
  const { rfqId } = await awardedRfq(buyerApi, supplierApi, 'Orders e2e: milled brackets');

  // the buyer issues the purchase order from the awarded RFQ's page
  await signIn(page, 'buyer');
  await page.goto(`/rfq/${rfqId}`);
  const orders = page.getByTestId('rfq-orders');
  await orders.getByRole('button', { name: 'Issue purchase order' }).click();
  const form = orders.getByTestId('issue-order-form');
  await expect(form.getByLabel('Quantity of PO-BRK')).toHaveValue('25');
  await expect(form.getByText('Total $462.50')).toBeVisible();
  await form.getByLabel(/Ship to/).fill(SHIP_TO.name);
  await form.getByLabel(/Street/).fill(SHIP_TO.street);
  await form.getByLabel(/City/).fill(SHIP_TO.city);
  await expect(form.getByLabel(/ZIP/)).toHaveValue('44113');
  await shoot(page, 'order-issue-form');
  await form.getByRole('button', { name: 'Issue purchase order' }).click();
  await page.waitForURL(/\/orders\/[0-9a-f]{24}$/);
  const orderPath = new URL(page.url()).pathname;
  await expect(page.getByRole('heading', { name: /^PO PO-/ })).toBeVisible();
  await expect(page.getByText('Waiting for the supplier to mark it accepted.')).toBeVisible();
  await shoot(page, 'order-issued-buyer');

  // a second PO for the same awarded line is refused with a sentence
  const again = await buyerApi.call<{ error: { message: string } }>('POST', '/api/orders', { rfqId, lines: [{ lineId: (await buyerApi.call<{ rfq: { lines: { id: string }[] } }>('GET', `/api/rfqs/${rfqId}`)).body.rfq.lines[0]!.id, quantity: 25 }], dueDate: dayFromNow(7), shipTo: SHIP_TO });
  expect(again.status).toBe(409);
  expect(again.body.error.message).toMatch(/already covers/);

  // the supplier accepts, starts production and ships with a carrier and tracking number
  const supplier = supplierApi.page;
  await supplier.setViewportSize({ width: 1280, height: 900 });
  await shipAsSupplier(supplier, orderPath);
  await shoot(supplier, 'order-shipped-supplier');

  // the buyer was told, and records the delivery on time with the line accepted
  await page.goto('/orders');
  await expect(page.getByTestId('order-row').first()).toContainText('Your move: delivered');
  await recordDeliveredOnTime(page, orderPath, '1 of 1');
  await shoot(page, 'order-delivered-buyer');

  // the scorecard on the company page is the API's
  const stats = await expectScorecard(page, page.request, DEMO_COMPANY);
  expect(stats.completed).toBeGreaterThanOrEqual(3);
  await shoot(page, 'order-scorecard-company-page');

  await supplierApi.close();
  await buyerApi.close();
});
