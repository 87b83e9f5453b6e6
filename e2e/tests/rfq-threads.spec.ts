/**
 * Issue 14 in Chromium against the running product: the buyer sends an RFQ to the demo supplier, the supplier finds
 * the invitation under the header bell, asks a question in its thread, the buyer follows the bell's message
 * notification and answers, and the supplier's bell shows the answer. Screenshots (bell-, threads-) at 1280 and 390 px.
 */
import { expect, type Page } from '@playwright/test';
import { test } from '../support/test';
import { apiSession } from '../support/api';
import { shotsDir } from '../support/shots';

const SHOTS = shotsDir('issue14');
const TITLE = `Threads e2e bracket ${Date.now().toString(36)}`;

async function shoot(page: Page, name: string, prepare?: () => Promise<void>) {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await prepare?.();
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: !prepare });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** Opens the bell's panel (closing it first if a previous step left it open). */
async function openBell(page: Page) {
  const button = page.getByTestId('notification-bell').getByRole('button', { name: /^Notifications/ });
  if ((await button.getAttribute('aria-expanded')) === 'true') await button.click();
  await button.click();
  await expect(page.getByTestId('notification-panel')).toBeVisible();
}

test('buyer and demo supplier talk in the RFQ thread and see it in their bells', async ({ browser }) => {
  test.setTimeout(180_000);
  const buyer = await apiSession(browser, 'buyer');
  const supplier = await apiSession(browser, 'supplier');
  const admin = await apiSession(browser, 'admin');
  try {
    // The demo supplier owns a company (the demo seed's, or one claimed here as an operator would).
    let company = (await supplier.call<{ supplierCompanyId: string }>('GET', '/api/me')).body.supplierCompanyId;
    if (!company) {
      const claim = await admin.call<{ token: string }>('POST', '/api/admin/suppliers/sup-000001/claim-tokens');
      expect(claim.status).toBe(201);
      expect((await supplier.call('POST', `/api/claims/${claim.body.token}`)).status).toBe(200);
      company = 'sup-000001';
    }
    const dueDate = new Date(Date.now() + 14 * 86_400_000).toISOString().slice(0, 10);
    const created = await buyer.call<{ rfq: { id: string } }>('POST', '/api/rfqs', {
      title: TITLE,
      dueDate,
      lines: [{ partNumber: 'BRK-7', description: 'Laser-cut bracket, 3 mm steel', quantity: 250, material: 'A36', process: 'laser-cutting' }],
      supplierIds: [company],
    });
    expect(created.status).toBe(201);
    const rfqId = created.body.rfq.id;

    // Supplier: the bell counts the invitation and links to the RFQ.
    const sp = supplier.page;
    await sp.goto('/');
    await expect(sp.getByTestId('notification-bell').getByRole('button', { name: /^Notifications/ })).toHaveAccessibleName(/unread/);
    await openBell(sp);
    const invitation = sp.getByTestId('notification-item').filter({ hasText: `You are invited to quote "${TITLE}"` });
    await expect(invitation).toBeVisible();
    await shoot(sp, 'bell-supplier', () => openBell(sp));
    await invitation.click();
    await sp.waitForURL(`**/rfq/${rfqId}`);

    // Supplier asks in its own thread.
    const threads = sp.getByTestId('rfq-threads');
    await threads.getByLabel('Ask the buyer a question').fill('Is the 3 mm a minimum or nominal thickness?');
    await threads.getByRole('button', { name: 'Send' }).click();
    await expect(threads.getByTestId('thread-messages')).toContainText('Is the 3 mm a minimum or nominal thickness?');

    // Buyer: the bell's message notification leads to the thread; the answer goes to that supplier only.
    const bp = buyer.page;
    await bp.goto('/');
    await openBell(bp);
    const message = bp.getByTestId('notification-item').filter({ hasText: `New message on "${TITLE}"` }).first();
    await expect(message).toBeVisible();
    await shoot(bp, 'bell-buyer', () => openBell(bp));
    await message.click();
    await bp.waitForURL(`**/rfq/${rfqId}`);
    const buyerThreads = bp.getByTestId('rfq-threads');
    await expect(buyerThreads.getByTestId('thread-messages')).toContainText('Is the 3 mm a minimum or nominal thickness?');
    await buyerThreads.getByLabel('Reply').fill('Nominal: 3 mm ± 0.2 mm.');
    await buyerThreads.getByRole('button', { name: 'Send' }).click();
    await expect(buyerThreads.getByTestId('thread-messages')).toContainText('Nominal: 3 mm ± 0.2 mm.');
    await buyerThreads.scrollIntoViewIfNeeded();
    await shoot(bp, 'threads-buyer');

    // Supplier: the answer is in the bell and in the thread.
    await sp.goto('/');
    await openBell(sp);
    await expect(sp.getByTestId('notification-item').filter({ hasText: `New message on "${TITLE}"` }).first()).toBeVisible();
    await sp.goto(`/rfq/${rfqId}`);
    await expect(sp.getByTestId('rfq-threads').getByTestId('thread-messages')).toContainText('Nominal: 3 mm ± 0.2 mm.');
    await shoot(sp, 'threads-supplier');
  } finally {
    await Promise.all([buyer.close(), supplier.close(), admin.close()]);
  }
});
