/**
 * Issue 41, bulk actions beyond Users and Companies, in Chromium: two featured placements are selected and stopped
 * with one action; each goes through its own audited route, so the audit log holds a removal for each company.
 * Screenshots of the selection at 1280 and 390 px in `issue-41/`.
 */
import { expect } from '@playwright/test';
import { test } from '../support/test';
import { apiSession } from '../support/api';
import { signIn } from '../support/auth';
import { consoleErrors } from '../support/console';
import { shootBothWidths, shotsDir } from '../support/shots';

const SHOTS = shotsDir('issue-41');
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

interface Company { id: string; name: string; capabilities: string[] }

test('featured suppliers: two placements stopped at once, each removal audited', async ({ page, browser }) => {
  test.setTimeout(240_000);
  const admin = await apiSession(browser, 'admin');
  // two unfeatured companies near the end of the alphabet (other specs use the first demo companies)
  const list = await admin.call<{ items: Company[] }>('GET', '/api/admin/companies?featured=false&pageSize=50&sort=name&dir=desc');
  const names = new Set<string>();
  const pair = list.body.items.filter((c) => c.capabilities.length > 0 && !names.has(c.name) && names.add(c.name)).slice(0, 2);
  expect(pair).toHaveLength(2);
  const placed: string[] = [];
  for (const company of pair) {
    const response = await admin.call<{ id: string }>('POST', '/api/admin/featured-suppliers', { supplierId: company.id, scope: 'capability', value: company.capabilities[0], startsAt: day(-1), endsAt: day(5), order: 9 });
    expect(response.status).toBe(201);
    placed.push(response.body.id);
  }
  await admin.close();

  await signIn(page, 'admin');
  const errors = consoleErrors(page);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/admin/featured-suppliers?status=active');
  const table = page.getByRole('table', { name: 'Featured suppliers' });
  for (const id of placed) await table.getByTestId(`row-${id}`).getByRole('checkbox').check();
  const bar = page.getByTestId('bulk-actions');
  await expect(bar).toContainText('2 selected');
  await shootBothWidths(page, SHOTS, 'featured-bulk');

  await page.setViewportSize({ width: 1280, height: 900 });
  await bar.getByRole('button', { name: 'Stop featuring' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Stop featuring' }).click();
  await expect(bar).toContainText('Stop featuring: 2 of 2 done.');
  for (const id of placed) await expect(table.getByTestId(`row-${id}`)).toHaveCount(0);

  await page.goto('/admin/audit?q=feature.remove');
  const audit = page.getByRole('table', { name: 'Audit log' });
  for (const company of pair) await expect(audit.getByText(company.name).first()).toBeVisible();
  expect(errors).toEqual([]);
});
