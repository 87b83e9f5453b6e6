/**
 * Issue 16, merging duplicates and sponsored placements, in the real product: an admin merges one company into
 * another from /admin/companies (what moves is shown, the name typed to confirm); the removed company's old address
 * answers 301 from the server and lands on the kept company in the browser. A placement for a capability shows as a
 * separate "Featured · sponsored" list above the results of a typed query. Screenshots (m-*) at 1280 and 390 px.
 */
import { expect } from '@playwright/test';
import { test } from '../support/test';
import { apiSession } from '../support/api';
import { signIn } from '../support/auth';
import { shotsDir } from '../support/shots';

const SHOTS = shotsDir('issue16');
type Company = { id: string; slug: string; name: string; state: string; capabilities: string[] };
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

test('admin merges two companies, the old URL redirects, and a typed query shows the sponsored list', async ({ page, browser, request }) => {
  test.setTimeout(300_000);
  const admin = await apiSession(browser, 'admin');
  // two unclaimed companies of one state, far down the alphabet (the demo companies other specs use stay untouched)
  const list = await admin.call<{ items: Company[] }>('GET', '/api/admin/companies?claimed=false&featured=false&pageSize=100&sort=name&dir=desc');
  // names that appear once, so every button and link below names one company
  const named = new Map<string, number>();
  for (const c of list.body.items) named.set(c.name, (named.get(c.name) ?? 0) + 1);
  const byState = new Map<string, Company[]>();
  for (const c of list.body.items.filter((c) => named.get(c.name) === 1)) byState.set(c.state, [...(byState.get(c.state) ?? []), c]);
  const pair = [...byState.values()].find((cs) => cs.length >= 2)!;
  const [keep, remove] = [pair[0]!, pair[1]!];

  await signIn(page, 'admin');
  const esc = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  /** Opens "Merge into…" on `from`, picks `into`, and waits for the server's preview. */
  const openMerge = async (from: Company, into: Company) => {
    await page.goto(`/admin/companies?q=${encodeURIComponent(from.slug)}`);
    await page.getByTestId(`row-${from.id}`).getByRole('button', { name: `Merge ${from.name} into another company` }).click();
    const dialog = page.getByRole('alertdialog');
    await dialog.getByPlaceholder('Search by name, city or slug').fill(into.slug);
    await dialog.getByRole('list', { name: 'Companies to keep' }).getByRole('button', { name: new RegExp(esc(into.name)) }).click();
    await expect(dialog.getByTestId('merge-plan')).toContainText(`/companies/${from.slug} and /company/${from.id} → /companies/${into.slug}`);
    await dialog.getByRole('textbox', { name: new RegExp(`Type ${esc(from.name)} to confirm`) }).fill(from.name);
    return dialog;
  };

  // at 1280 px: the preview for the pair, then cancelled (nothing changes)
  await page.setViewportSize({ width: 1280, height: 900 });
  let dialog = await openMerge(remove, keep);
  await expect(dialog.getByRole('button', { name: 'Merge for good' })).toBeEnabled();
  await page.screenshot({ path: `${SHOTS}/m-merge-dialog-1280.png` });
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  expect((await admin.call('GET', `/api/suppliers/${remove.id}`)).status).toBe(200);

  // on a phone the whole merge is done (the confirmation stays reachable below the scrolling preview)
  await page.setViewportSize({ width: 390, height: 844 });
  dialog = await openMerge(remove, keep);
  await page.screenshot({ path: `${SHOTS}/m-merge-dialog-390.png` });
  await dialog.getByRole('button', { name: 'Merge for good' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId(`row-${remove.id}`)).toHaveCount(0);
  await page.screenshot({ path: `${SHOTS}/m-after-merge-390.png` });

  // the server answers the old addresses with a 301 to the kept company; the browser lands there
  for (const old of [`/companies/${remove.slug}`, `/company/${remove.id}`]) {
    const answer = await request.get(old, { maxRedirects: 0, headers: { accept: 'text/html' } });
    expect({ old, status: answer.status(), location: answer.headers()['location'] }).toEqual({ old, status: 301, location: `/companies/${keep.slug}` });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`/companies/${remove.slug}`);
  await expect(page).toHaveURL(new RegExp(`/companies/${keep.slug}$`));
  await expect(page.getByRole('heading', { level: 1, name: keep.name })).toBeVisible();

  // the browser's own navigation (no server render) follows as well
  await page.goto('/states');
  await page.evaluate((path) => {
    window.history.pushState({}, '', path);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, `/company/${remove.id}`);
  await expect(page).toHaveURL(new RegExp(`/companies/${keep.slug}$`));

  // a placement for one of the kept company's capabilities: a typed query for it shows the sponsored list
  const capability = keep.capabilities[0]!;
  const processes = (await (await request.get('/api/catalogue/processes')).json()) as { slug: string; name: string }[];
  const name = processes.find((p) => p.slug === capability)!.name;
  const placed = await admin.call<{ id: string }>('POST', '/api/admin/featured-suppliers', { supplierId: keep.id, scope: 'capability', value: capability, startsAt: day(-1), endsAt: day(5), order: 1 });
  expect(placed.status).toBe(201);
  try {
    await page.goto(`/discover?q=${encodeURIComponent(name.toLowerCase())}`);
    const sponsored = page.getByTestId('sponsored-list');
    await expect(sponsored).toContainText('Featured · sponsored');
    await expect(sponsored.getByRole('link', { name: keep.name })).toBeVisible();
    await expect(sponsored).toContainText(`Featured for ${name}`);
    await page.screenshot({ path: `${SHOTS}/m-sponsored-search-1280.png` });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: `${SHOTS}/m-sponsored-search-390.png`, fullPage: false });
    // the capability page lists it the same way
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`/manufacturing/${capability}`);
    await expect(page.getByTestId('sponsored-list').getByRole('link', { name: keep.name })).toBeVisible();
  } finally {
    await admin.call('DELETE', `/api/admin/featured-suppliers/${placed.body.id}`);
    await admin.close();
  }
});
