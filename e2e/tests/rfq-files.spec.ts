/**
 * Issue 14, drawings and files in Chromium against the running product: the buyer attaches a drawing to an RFQ sent to
 * the demo supplier's company (a renamed image is refused with the server's sentence), the demo supplier downloads it
 * through an expiring link, and the buyer reads who downloaded it. Screenshots at 1280 and 390 px.
 */
import { expect, type Page } from '@playwright/test';
import { test } from '../support/test';
import { apiSession } from '../support/api';
import { signIn } from '../support/auth';
import { shootBothWidths, shotsDir } from '../support/shots';

const SHOTS = shotsDir('issue14');
const DEMO_COMPANY = 'sup-000001';
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, ...new Array(32).fill(1)]);

const shoot = (page: Page, name: string) => shootBothWidths(page, SHOTS, name);

test('RFQ files: the buyer attaches a drawing, the invited supplier downloads it, the buyer sees the log', async ({ browser, page }) => {
  test.setTimeout(180_000);
  const buyerApi = await apiSession(browser, 'buyer');
  const due = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);
  const sent = await buyerApi.call<{ rfq: { id: string } }>('POST', '/api/rfqs', {
    title: 'Files test: machined cover',
    dueDate: due,
    lines: [{ partNumber: 'FT-CVR', description: 'Machined cover', quantity: 25, material: '6061-T6', process: 'cnc-machining' }],
    supplierIds: [DEMO_COMPANY],
  });
  expect(sent.status).toBe(201);
  const rfqId = sent.body.rfq.id;

  // the buyer attaches a drawing on the RFQ page; an image named .pdf is refused with the server's reason
  const buyer = buyerApi.page;
  await buyer.setViewportSize({ width: 1280, height: 900 });
  await buyer.goto(`/rfq/${rfqId}`);
  const files = buyer.getByTestId('rfq-files');
  await expect(files).toContainText('Up to 50 MB per file and 200 MB per RFQ');
  await files.getByTestId('rfq-file-input').setInputFiles({ name: 'cover-photo.pdf', mimeType: 'application/pdf', buffer: PNG });
  await expect(files.getByRole('alert')).toContainText('"cover-photo.pdf" is named .pdf but its content is PNG');
  await files.getByTestId('rfq-file-input').setInputFiles({ name: 'FT-CVR-rev-A.pdf', mimeType: 'application/pdf', buffer: PDF });
  await expect(files.getByTestId('rfq-file')).toHaveCount(1);
  await expect(files.getByTestId('rfq-file')).toContainText('FT-CVR-rev-A.pdf');

  // the demo supplier downloads it (through a short-lived link)
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, 'supplier');
  await page.goto(`/rfq/${rfqId}`);
  const supplierFiles = page.getByTestId('rfq-files');
  await expect(supplierFiles.getByTestId('rfq-file')).toContainText('FT-CVR-rev-A.pdf');
  await expect(supplierFiles.getByRole('button', { name: 'Attach files' })).toHaveCount(0);
  await shoot(page, 'files-supplier');
  const downloading = page.waitForEvent('download');
  await supplierFiles.getByRole('button', { name: 'Download FT-CVR-rev-A.pdf' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('FT-CVR-rev-A.pdf');

  // the buyer sees who downloaded it and when
  await buyer.reload();
  await buyer.getByRole('button', { name: 'Who downloaded the files' }).click();
  const log = buyer.getByRole('table', { name: 'Download log' });
  await expect(log).toContainText('FT-CVR-rev-A.pdf');
  await expect(log).toContainText('supplier@forge.test');
  await shoot(buyer, 'files-buyer');
  await buyerApi.close();
});
