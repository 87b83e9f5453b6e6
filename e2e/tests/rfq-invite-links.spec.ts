/**
 * Issue 35 §2 in Chromium against the running product: an RFQ sent to two companies nobody has claimed is emailed to
 * their listed contacts (read back from the admin outbox); one opens its link without an account, downloads the
 * drawing, asks a question and quotes; the other declines; the buyer sees each invitation's true state and the quote
 * in the comparison. A forged link says it does not work. Screenshots at 1280 and 390 px.
 */
import { expect, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { test } from '../support/test';
import { apiSession, type ApiSession } from '../support/api';
import { shootBothWidths, shotsDir } from '../support/shots';

const SHOTS = shotsDir('issue35');
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const shoot = (page: Page, name: string) => shootBothWidths(page, SHOTS, name);

interface Company {
  id: string;
  name: string;
  email: string;
}

/** Two companies without an owner that list a contact address (from the public listing and profiles). */
async function unclaimedCompanies(request: APIRequestContext): Promise<Company[]> {
  const listing = (await (await request.get('/api/suppliers/listing?state=OH&pageSize=40')).json()) as { hits: { id: string; name: string; claimed: boolean }[] };
  const found: Company[] = [];
  for (const hit of listing.hits.filter((h) => !h.claimed)) {
    const profile = (await (await request.get(`/api/suppliers/${hit.id}`)).json()) as { contact?: { email?: string } };
    if (profile.contact?.email) found.push({ id: hit.id, name: hit.name, email: profile.contact.email });
    if (found.length === 2) return found;
  }
  throw new Error('the demo data has fewer than two unclaimed Ohio companies with a contact email');
}

/** The quote link in the invitation email the outbox holds for this address and RFQ title. */
async function emailedLink(admin: ApiSession, to: string, title: string): Promise<string> {
  let link: string | undefined;
  await expect(async () => {
    const list = await admin.call<{ items: { subject: string; text: string }[] }>('GET', `/api/admin/emails?template=notification&to=${encodeURIComponent(to)}&pageSize=50`);
    const email = list.body.items.find((e) => e.subject.includes(title));
    link = /\/rfq-invite\/[A-Za-z0-9_-]{43}/.exec(email?.text ?? '')?.[0];
    expect(link).toBeTruthy();
  }).toPass({ timeout: 15_000 });
  return link!;
}

/** A browser with nobody signed in: the company has no account yet. */
async function anonymousPage(browser: Browser): Promise<Page> {
  return (await browser.newContext({ viewport: { width: 1280, height: 900 }, acceptDownloads: true })).newPage();
}

// Not yet seen passing: its one run (session 16, on a machine running two browsers) timed out waiting for the
// buyer's invitation list after the reload. The API path is covered by services/test/rfqs/invite-links.test.ts.
// Issue 35 stays open until this passes in Chromium; remove the fixme then.
test.fixme('quote by link: two unclaimed companies are emailed; one quotes without an account, one declines', async ({ browser, request }) => {
  test.setTimeout(240_000);
  const [first, second] = await unclaimedCompanies(request);
  const buyerApi = await apiSession(browser, 'buyer');
  const adminApi = await apiSession(browser, 'admin');
  const title = `Quote link test ${Date.now()}`;
  const due = new Date(Date.now() + 14 * 86_400_000).toISOString().slice(0, 10);
  const sent = await buyerApi.call<{ rfq: { id: string } }>('POST', '/api/rfqs', {
    title,
    dueDate: due,
    delivery: { zip: '44114' },
    lines: [
      { partNumber: 'QL-BRK', description: 'Laser cut bracket', quantity: 50, material: 'A36 steel', process: 'cnc-machining' },
      { partNumber: 'QL-PLT', description: 'Base plate', quantity: 10, material: '6061-T6', process: 'cnc-machining' },
    ],
    supplierIds: [first!.id, second!.id],
  });
  expect(sent.status).toBe(201);
  const rfqId = sent.body.rfq.id;

  // the buyer attaches a drawing and sees both invitations as emailed (not a blanket "Sent")
  const buyer = buyerApi.page;
  await buyer.setViewportSize({ width: 1280, height: 900 });
  await buyer.goto(`/rfq/${rfqId}`);
  await buyer.getByTestId('rfq-files').getByTestId('rfq-file-input').setInputFiles({ name: 'QL-BRK-rev-A.pdf', mimeType: 'application/pdf', buffer: PDF });
  await expect(buyer.getByTestId('rfq-files').getByTestId('rfq-file')).toContainText('QL-BRK-rev-A.pdf');
  const statuses = buyer.getByRole('list', { name: 'Invitation status' });
  await expect(statuses.locator('[data-status="emailed"]')).toHaveCount(2);
  await expect(statuses).toContainText(`Quote link emailed to ${first!.email}`);
  await shoot(buyer, 'invitations-emailed');

  // the first company opens its emailed link: the RFQ, the drawing, a question and a quote, without an account
  const firstLink = await emailedLink(adminApi, first!.email, title);
  const page = await anonymousPage(browser);
  await page.goto(firstLink);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByText(`Request for quote to ${first!.name}`)).toBeVisible();
  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download QL-BRK-rev-A.pdf' }).click();
  expect((await downloading).suggestedFilename()).toBe('QL-BRK-rev-A.pdf');
  await page.getByTestId('thread-input').fill('Is the bracket deburred on both sides?');
  await page.getByTestId('thread-send').click();
  await expect(page.getByTestId('thread-messages')).toContainText('Is the bracket deburred on both sides?');
  await page.getByRole('listitem', { name: /Line 1: QL-BRK/ }).getByLabel('Unit price, line 1').fill('4.20');
  await page.getByRole('listitem', { name: /Line 1: QL-BRK/ }).getByLabel('Lead time in days, line 1').fill('10');
  await page.getByRole('listitem', { name: /Line 2: QL-PLT/ }).getByLabel('Unit price, line 2').fill('38');
  await page.getByRole('listitem', { name: /Line 2: QL-PLT/ }).getByLabel('Lead time in days, line 2').fill('14');
  // 50 × 4.20 + 10 × 38
  await expect(page.getByTestId('quote-total')).toContainText('$590.00');
  await page.getByRole('button', { name: 'Send quote' }).click();
  await expect(page.getByText('Give your name.')).toBeVisible();
  await page.getByTestId('invite-name').fill('Pat Quoter');
  await page.getByTestId('invite-email').fill(`pat.${Date.now()}@example.test`);
  await shoot(page, 'invite-quote-form');
  await page.getByRole('button', { name: 'Send quote' }).click();
  await expect(page.getByTestId('invite-account')).toContainText('Your answer reached the buyer.');
  await expect(page.getByRole('list', { name: 'Quote revisions' })).toContainText('Revision 1');
  await shoot(page, 'invite-quoted');

  // the second company declines through its link
  const secondLink = await emailedLink(adminApi, second!.email, title);
  const other = await anonymousPage(browser);
  await other.goto(secondLink);
  await other.getByRole('button', { name: 'No quote for this RFQ' }).click();
  await other.locator('#no-quote-reason').selectOption('capacity');
  await other.getByLabel('No quote details').fill('Booked until next quarter');
  await other.getByTestId('invite-name').fill('Lee Caster');
  await other.getByTestId('invite-email').fill(`lee.${Date.now()}@example.test`);
  await other.getByRole('button', { name: 'Send no quote' }).click();
  await expect(other.getByTestId('invite-account')).toBeVisible();

  // the buyer sees the truth: quoted and declined, the quote in the comparison, the download logged for the company
  await buyer.reload();
  await expect(statuses.locator('[data-status="quoted"]')).toContainText(first!.name);
  await expect(statuses.locator('[data-status="declined"]')).toContainText(second!.name);
  const table = buyer.getByRole('table', { name: 'Comparison' });
  await expect(table).toContainText(first!.name);
  await buyer.getByRole('button', { name: 'Who downloaded the files' }).click();
  await expect(buyer.getByRole('table', { name: 'Download log' })).toContainText(first!.email);
  await shoot(buyer, 'invitations-answered');

  // a forged link tells the visitor it does not work
  await page.goto(`/rfq-invite/${'A'.repeat(43)}`);
  await expect(page.getByRole('heading', { level: 1, name: 'This quote link no longer works' })).toBeVisible();
  await shoot(page, 'invite-forged');

  await page.context().close();
  await other.context().close();
  await adminApi.close();
  await buyerApi.close();
});
