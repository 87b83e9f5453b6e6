import { readFile } from 'node:fs/promises';
import { expect, type Page } from '@playwright/test';
import { test } from '../support/test';
import { signIn } from '../support/auth';
import { apiSession } from '../support/api';

/**
 * A real-world export: a title block above the header row, a quoted cell with a comma and a line break,
 * "$" prices, and a column whose name the detector cannot know ("Stock" holds the material).
 */
function messyBom(tag: string): string {
  return [
    `Acme Robotics — Gripper assembly ${tag},,,,`,
    'Rev C released by J. Ortiz,,,,',
    ',,,,',
    'Part Number,Description,Qty,Stock,Unit Price',
    `GR-100-${tag},"Gripper base plate, CNC machined`,
    `pocketed both sides",2,6061-T6 aluminum,$45.00`,
    `GR-101-${tag},Laser cut sheet metal mounting bracket,4,16 ga cold rolled steel,$12.50`,
    `GR-102-${tag},3D printed finger pad,8,TPU 95A,$3.20`,
    'SHCS-M3X8,M3 x 8 socket head cap screw,24,Stainless steel,$0.12',
    '608-2RS,608-2RS deep groove ball bearing,6,Chrome steel,"$1,250.00"',
    '',
  ].join('\r\n');
}

const countOf = async (page: Page, state: string) =>
  Number(((await page.getByTestId(`count-${state}`).textContent()) ?? '').replace(/,/g, ''));

test.describe('BOM pipeline (issue 7)', () => {
  test('a buyer uploads a messy CSV, fixes the mapping, watches it process, corrects a line, exports and sends an RFQ for two lines; an admin watches the queue', async ({ page, browser }) => {
    test.setTimeout(120_000); // two sessions, an upload, a processing run and an RFQ: a minute was the whole budget on a busy 2-core machine
    const tag = String(Date.now());
    const fileName = `gripper-${tag}.csv`;

    // The operator keeps the queue page open while the buyer works.
    const admin = await apiSession(browser, 'admin');
    await admin.page.goto('/admin/queue');
    await expect(admin.page.getByRole('heading', { level: 1, name: 'BOM processing queue' })).toBeVisible();
    const counts = admin.page.getByRole('list', { name: 'Jobs by state' });
    await expect(counts).toBeVisible();
    await expect(admin.page.getByTestId('count-completed')).toHaveText(/^[\d,]+$/);
    const completedBefore = await countOf(admin.page, 'completed');

    await signIn(page, 'buyer');
    await page.goto('/bom-upload');
    await expect(page.getByRole('heading', { level: 1, name: 'Upload a bill of materials' })).toBeVisible();
    await page.getByLabel('BOM file').setInputFiles({ name: fileName, mimeType: 'text/csv', buffer: Buffer.from(messyBom(tag)) });

    // Mapping step: the header row was found below the title block; map the unknown "Stock" column.
    await expect(page.getByRole('heading', { level: 2, name: 'Check the columns' })).toBeVisible();
    await expect(page).toHaveURL(/\/bom-upload\?upload=/);
    await expect(page.getByText(/header found on row 4/)).toBeVisible();
    const mapping = page.getByRole('group', { name: 'Column mapping' });
    await expect(mapping.getByLabel('Map column Part Number')).toHaveValue('partNumber');
    await expect(mapping.getByLabel('Map column Description')).toHaveValue('description');
    await expect(mapping.getByLabel('Map column Qty')).toHaveValue('quantity');
    await mapping.getByLabel('Map column Stock').selectOption('material');
    await expect(mapping.getByLabel('Map column Stock')).toHaveValue('material');
    const preview = page.getByRole('table', { name: 'Preview of the first lines' });
    await expect(preview).toContainText('Gripper base plate, CNC machined');

    // Processing: the live progress is shown, then the results open by themselves.
    // A 5-line file can finish before the bar paints, so the check is that the page followed the live stream.
    const progressStream = page.waitForResponse((r) => /\/api\/bom\/uploads\/[^/]+\/progress$/.test(r.url()));
    await page.getByRole('button', { name: /^Process 5 lines$/ }).click();
    const stream = await progressStream;
    expect(stream.status()).toBe(200);
    expect(stream.headers()['content-type']).toContain('text/event-stream');
    await page.waitForURL(/\/bom\/results\/[^/?]+$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(fileName);

    const lines = page.getByRole('table', { name: 'BOM lines' });
    await expect(lines.getByRole('row')).toHaveCount(6); // header + 5 lines, blank and title rows dropped
    const basePlate = lines.getByRole('row').filter({ hasText: `GR-100-${tag}` });
    await expect(basePlate).toContainText('Custom part');
    await expect(basePlate).toContainText('6061-T6 aluminum');
    const screw = lines.getByRole('row').filter({ hasText: 'SHCS-M3X8' });
    await expect(screw).toContainText('Standard part');

    // Correct one line inline: the finger pad is a custom part made by 3D printing.
    const pad = lines.getByRole('row').filter({ hasText: `GR-102-${tag}` });
    await pad.getByRole('button', { name: /^Correct line \d+$/ }).click();
    await pad.getByRole('combobox', { name: /^Kind for line \d+$/ }).selectOption('custom');
    const processSelect = pad.getByRole('combobox', { name: /^Process for line \d+$/ });
    const processValue = await processSelect.locator('option', { hasText: /3D printing/i }).first().getAttribute('value');
    await processSelect.selectOption(processValue!);
    await pad.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('status').filter({ hasText: /^Line \d+ corrected/ })).toBeVisible();
    await expect(pad.getByRole('button', { name: /^Correct line \d+$/ })).toBeVisible();
    await expect(pad).toContainText('Custom part');
    await expect(pad).toContainText(/3D printing/i);

    // Export CSV: a real download carrying the lines (and the correction).
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/\.csv$/);
    const csv = await readFile((await download.path())!, 'utf8');
    expect(csv).toContain(`GR-100-${tag}`);
    expect(csv).toContain('SHCS-M3X8');

    // Select two lines and send them on to the RFQ form.
    await lines.getByRole('row').filter({ hasText: `GR-100-${tag}` }).locator('label').first().click();
    await lines.getByRole('row').filter({ hasText: `GR-101-${tag}` }).locator('label').first().click();
    await page.getByRole('button', { name: 'Request quotes (2)' }).click();
    await expect(page).toHaveURL(/\/create-rfq\?.*upload=/);
    const rfqUrl = new URL(page.url());
    expect(rfqUrl.searchParams.getAll('lines').join(',').split(',').filter(Boolean)).toHaveLength(2);

    // The RFQ form copies exactly the selected lines (content from the BOM, quantities editable) and sends them.
    await expect(page.getByRole('heading', { level: 1, name: 'Request quotes' })).toBeVisible();
    const draftLines = page.getByRole('list', { name: 'Line items' }).getByTestId('rfq-line');
    await expect(draftLines).toHaveCount(2);
    await expect(draftLines.filter({ hasText: `GR-100-${tag}` })).toContainText('6061-T6 aluminum');
    await expect(draftLines.filter({ hasText: `GR-101-${tag}` })).toBeVisible();
    await expect(page.getByLabel('Quantity, line 2')).toHaveValue('4');
    await page.getByLabel('Quantity, line 2').fill('40');
    await page.getByLabel('Delivery ZIP code').fill('44114');
    await page.getByRole('button', { name: 'Send RFQ' }).click();

    // The RFQ detail page shows it open with the two lines as sent.
    await page.waitForURL(/\/rfq\/[a-f0-9]{24}$/);
    await expect(page.getByRole('status').filter({ hasText: 'RFQ sent' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toContainText(`gripper-${tag}`);
    await expect(page.getByTestId('rfq-status')).toHaveText('Open');
    const sentLines = page.getByRole('table', { name: 'Line items' }).getByTestId('rfq-line');
    await expect(sentLines).toHaveCount(2);
    await expect(sentLines.filter({ hasText: `GR-100-${tag}` })).toContainText('6061-T6 aluminum');
    await expect(sentLines.filter({ hasText: `GR-101-${tag}` })).toContainText('40');
    await expect(page.getByText('Cleveland, OH 44114')).toBeVisible();

    // The queue page updated live: one more completed job.
    await expect.poll(() => countOf(admin.page, 'completed'), { timeout: 15_000 }).toBeGreaterThan(completedBefore);
    await admin.close();
  });
});
