import { expect } from '@playwright/test';
import ExcelJS from 'exceljs';
import { test } from '../support/test';
import { signIn } from '../support/auth';
import { shootBothWidths, shotsDir } from '../support/shots';

/**
 * Issue 39: a workbook kept as people keep them, one sheet per kind of part, uploaded once. The mapping step asks
 * which of two quantity columns is the quantity needed; totals, a section title and a note after the total go to the
 * "Not a part" list, and the user moves a line there and back.
 */
async function threeSheetWorkbook(tag: string): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  book.addWorksheet('Hardware').addRows([
    ['Description', 'Qty', 'Sold quantity', 'Supplier'],
    [`M3x10 socket head screw ${tag}`, 20, 100, 'McMaster-Carr'],
    ['M3 hex nut', 20, 100, 'McMaster-Carr'],
    ['Shipping estimate', 1, 1, 'McMaster-Carr'],
    ['Total', 41, '', ''],
    ['Prices as of May', '', '', ''],
  ]);
  book.addWorksheet('Printed parts').addRows([
    ['Name', 'Qty', 'Material'],
    ['Tube holder with holes', 2, 'PETG'],
    ['Box corner stand', 4, 'PLA'],
  ]);
  const machined = book.addWorksheet('Machined');
  machined.addRows([
    ['Part', 'Description', 'Qty'],
    ['MACHINED PARTS', '', ''],
    ['MP-1', 'Top plate, 6061 aluminium', 1],
    ['MP-2', 'Stepper motor mounting plate', 2],
    ['Total', '', 3],
  ]);
  machined.mergeCells('A2:C2');
  return Buffer.from(await book.xlsx.writeBuffer());
}

test.describe('BOM workbooks (issue 39)', () => {
  test('a three-sheet workbook uploaded once: the quantity question, the "Not a part" list moved both ways', async ({ page }) => {
    test.setTimeout(150_000);
    const tag = String(Date.now());
    const shots = shotsDir('issue39');
    await signIn(page, 'buyer');
    await page.goto('/bom-upload');
    await page.getByLabel('BOM file').setInputFiles({
      name: `robot-${tag}.xlsx`,
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      buffer: await threeSheetWorkbook(tag),
    });

    // Two columns could hold the quantity: the mapping step asks which.
    const question = page.getByTestId('quantity-question');
    await expect(question).toContainText('Which column is the quantity you need?');
    await expect(question).toContainText('“Qty” and “Sold quantity”');
    const sheets = page.getByTestId('sheets-to-read');
    for (const name of ['Hardware', 'Printed parts', 'Machined']) await expect(sheets).toContainText(name);
    await shootBothWidths(page, shots, 'workbook-mapping');
    const choices = page.getByRole('group', { name: 'Quantity column' });
    await choices.getByRole('button', { name: /^Sold quantity/ }).click();
    await expect(page.getByRole('group', { name: 'Column mapping' }).getByLabel('Map column Sold quantity')).toHaveValue('quantity');
    await choices.getByRole('button', { name: /^Qty/ }).click();
    await expect(choices.getByRole('button', { name: /^Qty/ })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('group', { name: 'Column mapping' }).getByLabel('Map column Qty')).toHaveValue('quantity');
    await page.getByRole('button', { name: /^Process \d+ lines$/ }).click();
    await page.waitForURL(/\/bom\/results\/[^/?]+$/);

    // One upload, every sheet: each line tagged with its sheet; the needed quantity, not the pack size.
    const lines = page.getByRole('table', { name: 'BOM lines' });
    await expect(lines.getByRole('row')).toHaveCount(8, { timeout: 60_000 });
    await expect(lines.getByRole('row').filter({ hasText: 'Tube holder with holes' })).toContainText('Printed parts');
    await expect(lines.getByRole('row').filter({ hasText: 'Stepper motor mounting plate' })).toContainText('Machined');
    const screw = lines.getByRole('row').filter({ hasText: `M3x10 socket head screw ${tag}` });
    await expect(screw.getByRole('cell').nth(3)).toHaveText('20');

    const notParts = page.getByTestId('skipped-rows');
    await expect(notParts).toContainText('Not a part: 4 rows');
    await notParts.getByText('Not a part: 4 rows').click();
    await expect(notParts).toContainText('Row 5 of Hardware');
    await expect(notParts).toContainText('Note after the total');
    await expect(notParts).toContainText('Section title');
    await expect(notParts).toContainText('Row 5 of Machined');

    // A line out: the shipping estimate is not a part.
    await lines.getByRole('button', { name: 'Mark line 4 of Hardware as not a part' }).click();
    await expect(lines.getByRole('row').filter({ hasText: 'Shipping estimate' })).toHaveCount(0, { timeout: 60_000 });
    await expect(notParts).toContainText('Not a part: 5 rows', { timeout: 30_000 });
    await expect(notParts).toContainText('You marked it');
    await expect(lines.getByRole('row')).toHaveCount(7, { timeout: 30_000 });
    await shootBothWidths(page, shots, 'workbook-results');

    // And back again.
    await notParts.getByRole('button', { name: 'Restore row 4 of hardware as a line' }).click();
    await expect(lines.getByRole('row').filter({ hasText: 'Shipping estimate' })).toHaveCount(1, { timeout: 60_000 });
    await expect(notParts).toContainText('Not a part: 4 rows');
  });
});
