import { expect } from '@playwright/test';
import { test } from '../support/test';
import { signIn } from '../support/auth';
import { apiSession } from '../support/api';

interface Page<T> {
  items: T[];
  total: number;
}
interface OutboxEmail {
  to: string;
  subject: string;
  template: string;
  status: string;
}
interface Lead {
  kind: string;
  email: string;
  name: string;
}

test.describe('content and growth (issue 8)', () => {
  test('a visitor follows a guarded link from the landing page to the waitlist, joins with a BOM, and the email is in the outbox', async ({ page, browser }) => {
    const email = `waitlist-${Date.now()}@e2e.forge.test`;
    await page.goto('/');
    await expect(page.locator('[data-remote="mf_content"] h1').first()).toBeVisible();
    await page.getByRole('link', { name: /Upload a bill of materials/ }).click();
    await expect(page).toHaveURL(/\/waitlist$/);

    const form = page.getByRole('form', { name: 'Join the waitlist' });
    await form.getByText('Source parts (buyer)').click();
    await form.getByRole('textbox', { name: /Work email/ }).fill(email);
    await form.getByRole('textbox', { name: /Company/ }).fill('Northwind Robotics');
    await form.getByRole('combobox', { name: /How did you hear about Forge/ }).selectOption('LinkedIn');
    await form.getByRole('textbox', { name: /What are you looking to source/ }).fill('CNC machined aluminum brackets and sheet metal enclosures, 50–500 pcs.');
    await form.getByLabel('Bill of materials (optional)').setInputFiles({
      name: 'enclosure-bom.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from('Part Number,Description,Qty\nEN-1,Sheet metal enclosure,10\nEN-2,M4 screw,40\n'),
    });
    await form.getByRole('button', { name: 'Join the waitlist' }).click();

    const confirmation = page.getByRole('status').filter({ has: page.getByRole('heading', { level: 2 }) });
    await expect(confirmation.getByRole('heading', { name: 'You’re on the list' })).toBeVisible();
    await expect(confirmation).toContainText('enclosure-bom.csv');

    const admin = await apiSession(browser, 'admin');
    const emails = await admin.call<Page<OutboxEmail>>('GET', `/api/admin/emails?to=${encodeURIComponent(email)}`);
    expect(emails.status).toBe(200);
    expect(emails.body.items).toEqual([expect.objectContaining({ to: email, template: 'waitlist-confirmation', subject: 'You are on the Forge waitlist' })]);
    await admin.close();
  });

  test('the contact and sales forms create leads', async ({ page, browser }) => {
    const stamp = Date.now();
    const forms = [
      { path: '/contact', kind: 'contact', submit: 'Send message', message: /How can we help/, email: `contact-${stamp}@e2e.forge.test` },
      { path: '/sales', kind: 'sales', submit: 'Talk to sales', message: /What are you looking to source/, email: `sales-${stamp}@e2e.forge.test` },
    ];
    for (const f of forms) {
      await page.goto(f.path);
      const form = page.getByRole('form', { name: f.submit });
      await form.getByRole('textbox', { name: /Full name/ }).fill('Dana Whitfield');
      await form.getByRole('textbox', { name: /Work email/ }).fill(f.email);
      await form.getByRole('textbox', { name: /Company/ }).fill('Whitfield Medical');
      await form.getByRole('textbox', { name: f.message }).fill('We source machined titanium implant housings, about 2,000 a year.');
      await form.getByRole('button', { name: f.submit }).click();
      await expect(page.getByRole('heading', { level: 2, name: 'Message sent' })).toBeVisible();
    }

    const admin = await apiSession(browser, 'admin');
    for (const f of forms) {
      const leads = await admin.call<Page<Lead>>('GET', `/api/admin/leads?kind=${f.kind}&pageSize=50`);
      expect(leads.status).toBe(200);
      expect(leads.body.items).toContainEqual(expect.objectContaining({ kind: f.kind, email: f.email, name: 'Dana Whitfield' }));
    }
    await admin.close();
  });

  test('an investor sees the investor pages', async ({ page }) => {
    await signIn(page, 'investor');
    await page.goto('/072025');
    await expect(page.getByRole('heading', { level: 1, name: 'Where Forge stands' })).toBeVisible();
    await page.goto('/07212025-jane');
    await expect(page.getByRole('heading', { level: 1, name: 'Hi Jane, here is where Forge stands' })).toBeVisible();
  });

  test('a buyer is sent from the investor pages to /', async ({ page }) => {
    await signIn(page, 'buyer');
    for (const path of ['/072025', '/07212025-jane']) {
      await page.goto(path);
      await expect(page).toHaveURL((url) => url.pathname === '/');
      await expect(page.getByRole('heading', { name: /where Forge stands/ })).toHaveCount(0);
    }
  });

  test('the slide viewer of a customer presentation works by keyboard', async ({ page }) => {
    await page.goto('/customer-presentations');
    const deckLink = page.locator('[data-remote="mf_content"]').getByRole('link', { name: /Northline Robotics/ }).first();
    const title = (await deckLink.innerText()).trim();
    await deckLink.click();
    await expect(page).toHaveURL(/\/customer-presentations\/[a-z0-9-]+$/);
    const deck = page.getByRole('region', { name: title });
    const first = deck.getByLabel(/^Slide 1 of \d+/);
    await expect(first).toBeVisible();
    const total = Number(/of (\d+)/.exec((await first.getAttribute('aria-label')) ?? '')?.[1]);
    expect(total).toBeGreaterThan(2);

    await page.keyboard.press('ArrowRight');
    await expect(page).toHaveURL(/[?&]slide=2(&|$)/);
    await expect(deck.getByLabel(`Slide 2 of ${total}`, { exact: false })).toBeVisible();
    await page.keyboard.press('ArrowRight');
    await expect(page).toHaveURL(/[?&]slide=3(&|$)/);
    await page.keyboard.press('ArrowLeft');
    await expect(page).toHaveURL(/[?&]slide=2(&|$)/);
    await page.keyboard.press('End');
    await expect(page).toHaveURL(new RegExp(`[?&]slide=${total}(&|$)`));
    await expect(deck.getByLabel(`Slide ${total} of ${total}`, { exact: false })).toBeVisible();

    // The deep link opens that slide.
    await page.goto(page.url().replace(/slide=\d+/, 'slide=2'));
    await expect(deck.getByLabel(/^Slide 2 of \d+/)).toBeVisible();
  });
});
