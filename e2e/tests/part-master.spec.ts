/**
 * Issue 37, the part master, in Chromium against the running product: a buyer imports an indented BOM (a Level
 * column) as a three-level assembly, releases revision A with a note, starts revision B and changes one line's
 * quantity, sees the difference line by line, sees where a leaf is used, and creates an item by hand (a duplicate
 * number is refused with the existing item named). Screenshots at 1280 and 390 px.
 */
import { expect } from '@playwright/test';
import { test } from '../support/test';
import { signIn } from '../support/auth';
import { shootBothWidths, shotsDir } from '../support/shots';

const SHOTS = shotsDir('issue-37');

const indented = (tag: string) =>
  [
    'Level,Part Number,Description,Qty',
    `0,CART-${tag},Service cart,1`,
    `1,FRM-${tag},Welded frame,1`,
    `2,TUBE-${tag},Square tube 25 mm,4`,
    `2,PLT-${tag},Base plate,1`,
    `1,WHL-${tag},Caster wheel 75 mm,4`,
    `1,SCR-${tag},M6x16 screw,16`,
  ].join('\n');

test('part master: import an indented BOM, release, new revision and its difference, where-used, create an item', async ({ page }) => {
  test.setTimeout(300_000);
  const tag = Date.now().toString(36).toUpperCase();
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, 'buyer');

  // import the indented BOM from the part master list
  await page.goto('/parts');
  await expect(page.getByRole('heading', { level: 1, name: 'Part master' })).toBeVisible();
  await page.getByRole('button', { name: 'Import BOM' }).click();
  const importDialog = page.getByRole('dialog', { name: 'Import an indented BOM' });
  await importDialog.getByLabel('BOM file').setInputFiles({ name: `cart-${tag}.csv`, mimeType: 'text/csv', buffer: Buffer.from(indented(tag)) });
  await importDialog.getByRole('button', { name: 'Import' }).click();

  // the top assembly opens: three levels, five lines
  await expect(page.getByRole('heading', { level: 1, name: `CART-${tag}` })).toBeVisible();
  const tree = page.getByRole('list', { name: `Structure of CART-${tag}` });
  await expect(page.getByText('3 levels · 5 lines')).toBeVisible();
  await expect(tree.getByRole('link', { name: `TUBE-${tag}` })).toBeVisible();
  await tree.getByRole('button', { name: `Collapse FRM-${tag}` }).click();
  await expect(tree.getByRole('link', { name: `TUBE-${tag}` })).toBeHidden();
  await tree.getByRole('button', { name: `Expand FRM-${tag}` }).press('Enter');
  await expect(tree.getByRole('link', { name: `TUBE-${tag}` })).toBeVisible();
  await shootBothWidths(page, SHOTS, '01-imported-assembly');

  // release revision A with a note: it is frozen, the lines editor goes away
  await page.getByRole('button', { name: 'Release A' }).click();
  const release = page.getByRole('dialog', { name: 'Release revision A' });
  await release.getByLabel(/Release note/).fill('Prototype build, 10 carts');
  await release.getByRole('button', { name: 'Release' }).click();
  await expect(page.getByText(/by buyer@forge\.test: Prototype build, 10 carts/)).toBeVisible();
  await expect(page.getByText(/Revision A is released: its lines are frozen/)).toBeVisible();

  // revision B: four screws more
  await page.getByRole('button', { name: 'New revision' }).click();
  const lines = page.getByRole('region', { name: 'Lines of revision B' });
  await expect(lines).toBeVisible();
  await lines.getByLabel(`Quantity of SCR-${tag}`).fill('20');
  await lines.getByRole('button', { name: 'Save lines' }).click();
  const changed = page.getByRole('table', { name: 'Changed lines' });
  await expect(changed.getByRole('row').filter({ hasText: `SCR-${tag}` })).toContainText('qty 16');
  await expect(changed.getByRole('row').filter({ hasText: `SCR-${tag}` })).toContainText('qty 20');
  await expect(changed.getByRole('row')).toHaveCount(2);
  await shootBothWidths(page, SHOTS, '02-revision-b-difference');

  // a bad quantity is refused before anything is saved
  await lines.getByLabel(`Quantity of WHL-${tag}`).fill('lots');
  await lines.getByRole('button', { name: 'Save lines' }).click();
  await expect(lines.getByText(`Line 2 (WHL-${tag}): the quantity must be a number greater than 0, not "lots".`)).toBeVisible();

  // where-used of a leaf: its frame (level 1) and the cart (level 2)
  await tree.getByRole('link', { name: `TUBE-${tag}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: `TUBE-${tag}` })).toBeVisible();
  const used = page.getByRole('table', { name: 'Assemblies using this item' });
  await expect(used.getByRole('row').filter({ hasText: `FRM-${tag}` })).toContainText('1 (direct)');
  await expect(used.getByRole('row').filter({ hasText: `CART-${tag}` })).toBeVisible();
  await shootBothWidths(page, SHOTS, '03-where-used');

  // the list finds them; a duplicate number written differently is refused, naming the item
  await page.goto(`/parts?q=${tag}`);
  const items = page.getByRole('table', { name: 'Items' });
  await expect(items.getByRole('link', { name: `CART-${tag}` })).toBeVisible();
  await expect(page.getByText('6 items')).toBeVisible();
  await shootBothWidths(page, SHOTS, '04-list');
  await page.getByRole('button', { name: 'New item' }).click();
  const create = page.getByRole('dialog', { name: 'New item' });
  await create.getByLabel(/Part number/).fill(`whl ${tag.toLowerCase()}`);
  await create.getByLabel(/Name/).fill('Another wheel');
  await create.getByRole('button', { name: 'Create item' }).click();
  await expect(create.getByText(new RegExp(`already used by WHL-${tag} "Caster wheel 75 mm"`))).toBeVisible();
  await create.getByLabel(/Part number/).fill(`BRK-${tag}`);
  await create.getByRole('button', { name: 'Create item' }).click();
  await expect(page.getByRole('heading', { level: 1, name: `BRK-${tag}` })).toBeVisible();
  await shootBothWidths(page, SHOTS, '05-created-item');
});
