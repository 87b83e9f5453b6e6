import { expect } from '@playwright/test';
import { test } from '../support/test';
import { signIn } from '../support/auth';
import { shotsDir } from '../support/shots';

/**
 * Issue 15: a real-world mixed BOM (section titles, a total row, a KiCad-style value-only line, supplier, link and
 * price columns) keeps every row: skipped rows are listed and can be restored, standard lines form a buy list.
 * Issue 12's regression: a SolidWorks/ERP header with Rev and UOM uploads in the browser.
 */
function mixedBom(tag: string): string {
  return [
    'Part,Name,Qty,Supplier,Unit Price,Link,Ref',
    'Electronics,,,,,,',
    `CB-${tag},Control Board,1,JLCPCB,12.00,https://jlcpcb.com,`,
    `,,3,,,,"C2,C4,C7"`,
    `AS-${tag},Arduino Shield,1,PCBWay,9.00,https://www.pcbway.com,`,
    'Mechanical,,,,,,',
    `TP-${tag},Top plate 3mm aluminium,2,SendCutSend,14.50,https://sendcutsend.com,`,
    `BH-${tag},3D printed Battery Holder,1,,,battery_holder.stl,`,
    '92949A144,Button head screw M3x8,16,McMaster-Carr,0.21,https://www.mcmaster.com/92949A144/,',
    'SG90,Micro servo,2,Amazon,4.50,https://www.amazon.com/dp/B07MLR1498,',
    'Total,,,,,,',
    '',
  ].join('\r\n');
}

test.describe('BOM on real-world files (issue 15)', () => {
  test('every row is a line or a skipped row, a skipped row is restored, the buy list groups standard parts by supplier', async ({ page }, testInfo) => {
    test.setTimeout(90_000);
    const tag = String(Date.now());
    await signIn(page, 'buyer');
    await page.goto('/bom-upload');
    await page.getByLabel('BOM file').setInputFiles({ name: `robot-${tag}.csv`, mimeType: 'text/csv', buffer: Buffer.from(mixedBom(tag)) });
    const mapping = page.getByRole('group', { name: 'Column mapping' });
    await expect(mapping.getByLabel('Map column Supplier')).toHaveValue('supplier');
    await expect(mapping.getByLabel('Map column Link')).toHaveValue('link');
    await expect(mapping.getByLabel('Map column Ref')).toHaveValue('refDes');
    await page.getByRole('button', { name: /^Process 7 lines$/ }).click();
    await page.waitForURL(/\/bom\/results\/[^/?]+$/);

    await expect(page.getByTestId('sourcing-split')).toHaveText('4 to quote · 3 to buy · 0 to review');
    const lines = page.getByRole('table', { name: 'BOM lines' });
    await expect(lines.getByRole('row').filter({ hasText: 'Control Board' })).toContainText('PCB Fabrication');
    await expect(lines.getByRole('row').filter({ hasText: 'Battery Holder' })).toContainText('3D Printing');
    await expect(lines.getByRole('row').filter({ hasText: 'Top plate' })).toContainText('Laser Cutting');
    await expect(lines.getByRole('row').filter({ hasText: 'Capacitor' })).toContainText('C2 C4 C7');

    const skipped = page.getByTestId('skipped-rows');
    await expect(skipped).toContainText('Not a part: 3 rows');
    await skipped.getByText('Not a part: 3 rows').click();
    await expect(skipped).toContainText('Section title');
    await expect(skipped).toContainText('Subtotal or total');

    const buyList = page.getByTestId('buy-list');
    await expect(buyList.getByRole('heading', { name: 'McMaster-Carr' })).toBeVisible();
    await expect(buyList.getByRole('link', { name: 'Button head screw M3x8' })).toHaveAttribute('href', 'https://www.mcmaster.com/92949A144/');
    const download = page.waitForEvent('download');
    await buyList.getByRole('button', { name: 'Export buy list (CSV)' }).click();
    expect((await download).suggestedFilename()).toBe(`robot-${tag}-buy-list.csv`);

    const shots = shotsDir('issue15');
    await page.screenshot({ path: `${shots}/results-1280-${testInfo.project.name}.png`, fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(buyList).toBeVisible();
    await page.screenshot({ path: `${shots}/results-390-${testInfo.project.name}.png`, fullPage: true });
    await page.setViewportSize({ width: 1280, height: 800 });

    await skipped.getByRole('button', { name: 'Restore row 2 as a line' }).click();
    // the restored section title is a line named exactly so (matched suppliers such as "American Electronics Inc." also say it)
    await expect(lines.getByRole('row').filter({ has: page.getByText('Electronics', { exact: true }) })).toBeVisible({ timeout: 30_000 });
    await expect(skipped).toContainText('Not a part: 2 rows');
  });

  test('a SolidWorks/ERP header with Rev and UOM uploads in the browser (issue 12)', async ({ page }) => {
    await signIn(page, 'buyer');
    await page.goto('/bom-upload');
    const csv = ['ITEM NO.,PART NUMBER,Rev,DESCRIPTION,UOM,QTY.', '1,BRK-100,B,Motor bracket,EA,2', '2,91290A115,A,M3 x 10 socket head cap screw,EA,8', ''].join('\r\n');
    await page.getByLabel('BOM file').setInputFiles({ name: `rev-uom-${Date.now()}.csv`, mimeType: 'text/csv', buffer: Buffer.from(csv) });
    const mapping = page.getByRole('group', { name: 'Column mapping' });
    await expect(mapping.getByLabel('Map column Rev')).toHaveValue('revision');
    await expect(mapping.getByLabel('Map column UOM')).toHaveValue('unit');
    await expect(page.getByText(/Invalid option/)).toHaveCount(0);
    await page.getByRole('button', { name: /^Process 2 lines$/ }).click();
    await page.waitForURL(/\/bom\/results\/[^/?]+$/);
    await expect(page.getByRole('table', { name: 'BOM lines' }).getByRole('row').filter({ hasText: 'BRK-100' })).toContainText('Custom part');
  });
});
