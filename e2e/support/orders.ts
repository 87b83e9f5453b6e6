/** The purchase-order steps and the scorecard check that the order specs share, done in the browser as a user would. */
import { expect, type APIRequestContext, type Page } from '@playwright/test';

export interface OrderStats { completed: number; onTime: number; onTimeRate: number; linesInspected: number; linesAccepted: number; acceptanceRate: number }

export const TRACKING = '1Z 999 AA1 0123456784';
export const pct = (rate: number) => `${Math.round(rate * 100)}%`;

/** The supplier accepts the PO, starts production and ships it with UPS and a tracking number. */
export async function shipAsSupplier(supplier: Page, orderPath: string): Promise<void> {
  await supplier.goto(orderPath);
  await supplier.getByRole('button', { name: 'Accept purchase order' }).click();
  await expect(supplier.getByTestId('timeline-accepted')).toContainText('by the supplier');
  await supplier.getByRole('button', { name: 'Mark in production' }).click();
  await expect(supplier.getByTestId('timeline-in-production')).toContainText('by the supplier');
  await supplier.getByLabel(/Carrier/).fill('UPS');
  await supplier.getByLabel(/Tracking number/).fill(TRACKING);
  await supplier.getByRole('button', { name: 'Mark shipped' }).click();
  await expect(supplier.getByTestId('timeline-shipped')).toContainText(`UPS · tracking ${TRACKING}`);
}

/** The buyer records a shipped order delivered on time with every line accepted; `accepted` is e.g. "2 of 2". */
export async function recordDeliveredOnTime(buyer: Page, orderPath: string, accepted: string): Promise<void> {
  await buyer.goto(orderPath);
  await expect(buyer.getByTestId('timeline-shipped')).toContainText(TRACKING);
  await expect(buyer.getByText(/^On time \(due /)).toBeVisible();
  await buyer.getByRole('button', { name: 'Record delivery' }).click();
  await expect(buyer.getByTestId('timeline-delivered')).toContainText(`on time · ${accepted} lines accepted`);
}

/** The company page shows the order scorecard exactly as the API counts it; the API's figures are returned. */
export async function expectScorecard(page: Page, request: APIRequestContext, companyId: string): Promise<OrderStats> {
  const profile = (await (await request.get(`/api/suppliers/${companyId}`)).json()) as { orderStats: OrderStats | null };
  expect(profile.orderStats).not.toBeNull();
  const stats = profile.orderStats!;
  await page.goto(`/company/${companyId}`);
  await expect(page.getByText(`${pct(stats.onTimeRate)} of ${stats.completed} delivered orders`, { exact: true })).toBeVisible();
  await expect(page.getByText(`${pct(stats.acceptanceRate)} of ${stats.linesInspected} lines inspected`, { exact: true })).toBeVisible();
  await expect(page.getByText('Orders completed', { exact: true })).toBeVisible();
  return stats;
}
