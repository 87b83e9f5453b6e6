import { expect } from '@playwright/test';
import { test } from '../support/test';
import { signIn } from '../support/auth';
import { results, searchFromHeader } from '../support/discovery';
import { apiSession } from '../support/api';


test.describe('supplier discovery (issue 6)', () => {
  test('a buyer searches from the header, filters by state, capability and certification, opens a company and contacts it', async ({ page }) => {
    await signIn(page, 'buyer');
    await searchFromHeader(page, 'machining');
    await expect(page).toHaveURL(/\/discover\?q=machining$/);
    const status = page.getByRole('status').filter({ hasText: /supplier/ });
    await expect(status).toContainText('for “machining”');
    await expect(page.getByRole('searchbox', { name: /Search suppliers by name/ })).toHaveValue('machining');

    const filters = page.getByRole('region', { name: 'Filters' });
    const chip = (label: string) => page.getByRole('button', { name: `Remove filter ${label}` });
    // Each choice waits for the page to show it (chip + URL) before the next, as a person would.
    await filters.getByLabel('State', { exact: true }).selectOption('OH');
    await expect(chip('Ohio')).toBeVisible();
    await expect(page).toHaveURL(/state=OH/);
    await filters.locator('label').filter({ hasText: /^CNC Machining\s*\(/ }).click();
    await expect(chip('CNC Machining')).toBeVisible();
    await expect(page).toHaveURL(/capability=cnc-machining/);
    await expect(page).toHaveURL(/state=OH/);
    await filters.locator('label').filter({ hasText: /^ISO 9001\s*\(/ }).click();
    await expect(chip('ISO 9001')).toBeVisible();
    // The third filter keeps the first two.
    await expect(chip('Ohio')).toBeVisible();
    await expect(chip('CNC Machining')).toBeVisible();
    await expect(page).toHaveURL(/(?=.*state=OH)(?=.*capability=cnc-machining)(?=.*certification=iso-9001)/);

    // Every visible result honours the three filters.
    await expect(status).toContainText('for “machining”');
    const first = results(page).first();
    await expect(first).toBeVisible();
    await expect(first).toContainText(', OH');
    await expect(first.getByLabel('Certifications')).toContainText('ISO 9001');
    const cards = await results(page).count();
    expect(cards).toBeGreaterThan(0);
    for (let i = 0; i < cards; i++) await expect(results(page).nth(i)).toContainText(', OH');

    // The URL holds the query: Back undoes the last filter.
    await page.goBack();
    await expect(page).not.toHaveURL(/certification=/);
    await page.goForward();
    await expect(page).toHaveURL(/certification=iso-9001/);

    const name = (await first.getByRole('heading').first().innerText()).trim();
    await first.getByRole('link', { name: `View ${name}` }).click();
    await expect(page).toHaveURL(/\/company\/[^/]+$/);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();

    const contact = page.getByRole('form', { name: `Contact ${name}` });
    await contact.getByRole('textbox', { name: /Message/ }).fill('We need 200 aluminum brackets, 6061-T6, in four weeks.');
    const sent = page.waitForResponse((r) => /\/api\/suppliers\/[^/]+\/contact$/.test(r.url()));
    await contact.getByRole('button', { name: `Contact ${name}` }).click();
    expect((await sent).status()).toBe(201);
    await expect(page.getByText(`Sent to ${name}`)).toBeVisible();
  });

  test('a visitor browses from /states to a state page and on to a county page', async ({ page }) => {
    await page.goto('/states');
    await expect(page.getByRole('heading', { level: 1, name: 'Manufacturers by state' })).toBeVisible();
    await page.getByRole('list', { name: 'States with supplier counts' }).getByRole('link', { name: 'Ohio', exact: true }).click();
    await expect(page).toHaveURL(/\/us-oh$/i);
    await expect(page.getByRole('heading', { level: 1, name: 'Manufacturers in Ohio' })).toBeVisible();

    const counties = page.getByRole('list', { name: /Ohio counties with the most suppliers/ });
    const county = counties.getByRole('link').first();
    const countyName = (await county.innerText()).trim();
    await county.click();
    await expect(page).toHaveURL(/\/us-oh\/[a-z-]+$/i);
    await expect(page.getByRole('heading', { level: 1, name: `Manufacturers in ${countyName}, Ohio` })).toBeVisible();
    await expect(results(page).first()).toContainText(', OH');
  });

  test('a supplier claims a company with an admin-issued link and edits it', async ({ page, browser }) => {
    // An unclaimed company to hand over.
    const found = await (await page.request.get('/api/suppliers/search?q=fabrication&state=PA&pageSize=50')).json();
    const target = (found.hits as { id: string; name: string; claimed: boolean }[]).find((h) => !h.claimed);
    expect(target, 'an unclaimed supplier to claim').toBeTruthy();

    const admin = await apiSession(browser, 'admin');
    const issued = await admin.call<{ token: string; url: string }>('POST', `/api/admin/suppliers/${target!.id}/claim-tokens`);
    expect(issued.status).toBe(201);

    await signIn(page, 'supplier');
    await page.goto(`/claim/${issued.body.token}`);
    await expect(page.getByRole('heading', { level: 1, name: `Claim ${target!.name}` })).toBeVisible();
    await page.getByRole('button', { name: `Claim ${target!.name}` }).click();
    await expect(page.getByText(`You now manage ${target!.name}`)).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/company/${target!.id}/edit$`));

    const description = `Precision fabrication updated by e2e ${Date.now()}: laser cutting, forming and welding.`;
    const form = page.getByRole('form', { name: 'Edit company profile' });
    await form.getByRole('textbox', { name: 'Description' }).fill(description);
    await form.getByRole('button', { name: 'Save changes' }).click();
    await expect(page).toHaveURL(new RegExp(`/company/${target!.id}$`));
    await expect(page.getByText(description)).toBeVisible();
    await expect(page.getByText('Claimed by the company')).toBeVisible();

    // The profile now names the company: the account dashboard links to its page and its edit form.
    await page.goto('/profile');
    const company = page.getByRole('region', { name: 'My company' });
    await expect(company).toContainText(target!.name);
    await expect(company.getByRole('link', { name: 'Edit company profile' })).toHaveAttribute('href', `/company/${target!.id}/edit`);

    // The link is single-use, and admins see the claim.
    await page.goto(`/claim/${issued.body.token}`);
    await expect(page.getByText('This claim link cannot be used').or(page.getByText('This claim link is not valid'))).toBeVisible();
    const claims = await admin.call<{ supplierId: string; state: string }[]>('GET', '/api/admin/claims');
    expect(claims.body.find((c) => c.supplierId === target!.id)?.state).toBe('claimed');

    // An account answers RFQs for one company: hand the demo supplier back to the demo company (sup-000001), as a
    // real owner of two plants would switch, so the specs after this one find the demo supplier's RFQ inbox.
    const back = await admin.call<{ token: string }>('POST', '/api/admin/suppliers/sup-000001/claim-tokens');
    expect(back.status).toBe(201);
    const supplier = await apiSession(browser, 'supplier');
    expect((await supplier.call('POST', `/api/claims/${back.body.token}`)).status).toBe(200);
    await supplier.close();
    await admin.close();
  });
});
