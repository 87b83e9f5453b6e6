/**
 * Issue 14, packages by process and the supplier's formal quote PDF, in Chromium against the running product: a buyer
 * uploads a BOM whose custom lines need CNC machining, sheet metal and PCB fabrication, asks for quotes by process and
 * gets one draft RFQ per process with the matched suppliers; one draft is sent to the demo supplier, who attaches its
 * formal quote PDF (a renamed image is refused with the server's sentence); the buyer downloads the PDF.
 * Screenshots at 1280 and 390 px.
 */
import { expect, type Locator, type Page } from '@playwright/test';
import { test } from '../support/test';
import { readFile } from 'node:fs/promises';
import { apiSession } from '../support/api';
import { signIn } from '../support/auth';
import { shotsDir } from '../support/shots';

const SHOTS = shotsDir('issue14');
const DEMO_COMPANY = 'sup-000001';
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, ...new Array(32).fill(1)]);

const bom = (tag: string) =>
  [
    'Part Number,Rev,Description,Qty,Material',
    `HSG-${tag},C,CNC machined aluminum housing,4,6061-T6 aluminum`,
    `SHF-${tag},A,CNC turned drive shaft,2,4140 steel`,
    `ENC-${tag},B,Sheet metal enclosure bent and formed,6,16ga cold rolled steel`,
    `PCB-${tag},2,Printed circuit board 4-layer FR4 fabrication,10,FR4`,
    'SCR-M3-8,,M3x8 socket head cap screw,16,Stainless steel',
  ].join('\n');

/**
 * The page at 1280 and 390 px (full page, or the viewport while a dialog is open), plus the part under review on
 * its own at 390 px, where a full phone page is too long to read.
 */
async function shoot(page: Page, name: string, detail?: Locator, fullPage = true) {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.evaluate(() => {
      (document.activeElement as HTMLElement | null)?.blur();
      if (!document.querySelector('[role="dialog"]')) window.scrollTo(0, 0);
    });
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage });
    if (width === 390 && detail) await detail.screenshot({ path: `${SHOTS}/${name}-390-detail.png` });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test('packages by process: one draft RFQ per process from a BOM; the supplier attaches its quote PDF, the buyer downloads it', async ({ browser, page }) => {
  test.setTimeout(300_000);
  const tag = Date.now().toString(36).toUpperCase();
  const fileName = `packages-${tag}.csv`;

  // the buyer uploads the BOM and processes it
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, 'buyer');
  await page.goto('/bom-upload');
  await page.getByLabel('BOM file').setInputFiles({ name: fileName, mimeType: 'text/csv', buffer: Buffer.from(bom(tag)) });
  await expect(page.getByRole('heading', { level: 2, name: 'Check the columns' })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Column mapping' }).getByLabel('Map column Rev')).toHaveValue('revision');
  await page.getByRole('button', { name: /^Process 5 lines$/ }).click();
  await page.waitForURL(/\/bom\/results\/[^/?]+$/);
  const uploadId = new URL(page.url()).pathname.split('/').at(-1)!;
  await expect(page.getByRole('table', { name: 'BOM lines' }).getByRole('row')).toHaveCount(6);

  // "Request quotes by process": the packages are shown before anything is created
  await page.getByRole('button', { name: 'Request quotes by process' }).click();
  const packages = page.getByRole('list', { name: 'Packages' });
  await expect(packages).toBeVisible();
  const count = await packages.getByRole('listitem').count();
  expect(count).toBeGreaterThanOrEqual(2);
  const cncPackage = packages.getByRole('listitem').filter({ hasText: 'CNC Machining' });
  await expect(cncPackage).toContainText('2 lines');
  await expect(cncPackage).toContainText(`Revisions kept: HSG-${tag} rev C, SHF-${tag} rev A`);
  await expect(cncPackage).toContainText(/supplier/);
  await shoot(page, 'packages-dialog', undefined, false);
  await page.getByRole('button', { name: `Create ${count} draft RFQs` }).click();

  // the buyer lands on the drafts made from this BOM, one per process
  await page.waitForURL(new RegExp(`/bom/results/${uploadId}/rfqs\\?created=${count}$`));
  await expect(page.getByText(`${count} draft RFQs were created, one per process`)).toBeVisible();
  const drafts = page.getByRole('list', { name: 'RFQs from this BOM' });
  await expect(drafts.getByRole('listitem')).toHaveCount(count);
  await expect(drafts.getByRole('link', { name: 'Review and send' })).toHaveCount(count);
  await shoot(page, 'packages-created');
  const cncDraft = drafts.getByRole('listitem').filter({ hasText: 'CNC Machining parts' });
  await cncDraft.getByRole('link', { name: 'Review and send' }).click();
  await page.waitForURL(/\/rfq\/[a-f0-9]{24}$/);
  const rfqId = new URL(page.url()).pathname.split('/').at(-1)!;

  // the draft has the CNC lines with their revisions and the matched suppliers; add the demo supplier and send it
  const buyerApi = await apiSession(browser, 'buyer');
  const draft = (await buyerApi.call<{ rfq: { title: string; dueDate: string; status: string; lines: { id: string; quantity: number; revision?: string; partNumber: string }[]; suppliers: { id: string }[] } }>('GET', `/api/rfqs/${rfqId}`)).body.rfq;
  expect(draft.status).toBe('draft');
  expect(draft.lines.map((l) => [l.partNumber, l.revision])).toEqual(expect.arrayContaining([[`HSG-${tag}`, 'C'], [`SHF-${tag}`, 'A']]));
  expect(draft.suppliers.length).toBeGreaterThan(0);
  const edited = await buyerApi.call('PUT', `/api/rfqs/${rfqId}`, {
    title: draft.title,
    dueDate: draft.dueDate,
    lines: draft.lines.map((l) => ({ keepLineId: l.id, quantity: l.quantity })),
    supplierIds: [...new Set([DEMO_COMPANY, ...draft.suppliers.map((s) => s.id)])].slice(0, 20),
  });
  expect(edited.status).toBe(200);
  expect((await buyerApi.call('PATCH', `/api/rfqs/${rfqId}`, { status: 'open' })).status).toBe(200);

  // the demo supplier quotes and attaches its formal quote PDF
  const supplierContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const supplier = await supplierContext.newPage();
  await signIn(supplier, 'supplier');
  await supplier.goto(`/rfq/${rfqId}`);
  const quoteLines = supplier.getByRole('list', { name: 'Quote lines' }).getByRole('listitem');
  await expect(quoteLines).toHaveCount(draft.lines.length);
  for (let i = 1; i <= draft.lines.length; i++) {
    await supplier.getByLabel(`Unit price, line ${i}`).fill(String(20 + i));
    await supplier.getByLabel(`Lead time in days, line ${i}`).fill('14');
  }
  const pdfInput = supplier.getByLabel('Quote PDF file');
  await pdfInput.setInputFiles({ name: 'scan.pdf', mimeType: 'application/pdf', buffer: PNG });
  await expect(supplier.getByText(/"scan\.pdf" is named \.pdf but/)).toBeVisible();
  await pdfInput.setInputFiles({ name: `Formal quote ${tag}.pdf`, mimeType: 'application/pdf', buffer: PDF });
  await expect(supplier.getByRole('button', { name: `Download Formal quote ${tag}.pdf` })).toBeVisible();
  await shoot(supplier, 'quote-pdf-form', supplier.getByTestId('quote-pdf-field'));
  await supplier.getByRole('button', { name: 'Send quote' }).click();
  const revisions = supplier.getByRole('list', { name: 'Quote revisions' });
  await expect(revisions).toContainText('Revision 1');
  await expect(revisions.getByRole('button', { name: `Download Formal quote ${tag}.pdf` })).toBeVisible();

  // the buyer sees the PDF with the revision it came with and downloads it
  await page.goto(`/rfq/${rfqId}`);
  const pdfs = page.getByRole('list', { name: 'Formal quote PDFs' });
  await expect(pdfs).toContainText('Revision 1');
  // the lines made from the BOM keep the parts' revisions
  await expect(page.getByTestId('rfq-line').filter({ hasText: `HSG-${tag}` })).toContainText('rev C');
  await shoot(page, 'quote-pdf-buyer', pdfs);
  const downloading = page.waitForEvent('download');
  await pdfs.getByRole('button', { name: `Download Formal quote ${tag}.pdf` }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`Formal quote ${tag}.pdf`);
  expect((await readFile((await download.path())!)).equals(PDF)).toBe(true);
  // and the download is in the RFQ's download log
  const log = await buyerApi.call<{ downloads: { fileName: string; role: string }[] }>('GET', `/api/rfqs/${rfqId}/files/downloads`);
  expect(log.body.downloads).toEqual(expect.arrayContaining([expect.objectContaining({ fileName: `Formal quote ${tag}.pdf`, role: 'buyer' })]));
  await buyerApi.close();
  await supplierContext.close();
});
