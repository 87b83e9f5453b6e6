import { expect, type Page } from '@playwright/test';
import { test } from '../support/test';
import { signIn } from '../support/auth';
import { shotsDir } from '../support/shots';

/**
 * The sourcing assistant (issue 18): a buyer opens "Ask about this BOM" from a results page, asks which lines need
 * machining, asks a follow-up, drafts an RFQ from the answer (only on a click) and finds it in /rfq-management;
 * then the same conversation at phone width. Screenshots go to /work/shots/issue18/.
 */
const SHOTS = shotsDir('issue18');

function bom(tag: string): string {
  return [
    'Part Number,Description,Qty,Material',
    `BRK-${tag},Laser cut mounting bracket,4,Steel`,
    'SCR-M3-8,M3x8 socket head cap screw,16,Stainless steel',
    `SHF-${tag},CNC turned drive shaft,2,4140 steel`,
    `HSG-${tag},CNC milled gearbox housing,1,6061-T6 aluminum`,
  ].join('\n');
}

/** The bearer token the shell sends with the assistant's first request (the shell does not expose it otherwise). */
async function bearerOf(page: Page): Promise<string> {
  const request = page.waitForRequest((r) => r.url().includes('/api/chat/conversations') && !!r.headers()['authorization']);
  await page.goto('/chat');
  return (await request).headers()['authorization']!;
}

async function call<T>(page: Page, authorization: string, method: string, path: string, body?: unknown): Promise<{ status: number; body: T }> {
  return page.evaluate(
    async ({ method, path, body, authorization }) => {
      const response = await fetch(path, { method, headers: { authorization, ...(body === undefined ? {} : { 'content-type': 'application/json' }) }, body: body === undefined ? undefined : JSON.stringify(body) });
      const text = await response.text();
      return { status: response.status, body: (text ? JSON.parse(text) : null) as T };
    },
    { method, path, body, authorization },
  );
}

/** Uploads and processes a BOM through the API as the signed-in buyer; returns its id. */
async function processedUpload(page: Page, fileName: string, csv: string): Promise<string> {
  const authorization = await bearerOf(page);
  const id = await page.evaluate(
    async ({ fileName, csv, authorization }) => {
      const form = new FormData();
      form.append('file', new Blob([csv], { type: 'text/csv' }), fileName);
      const response = await fetch('/api/bom/uploads', { method: 'POST', headers: { authorization }, body: form });
      return ((await response.json()) as { upload: { id: string } }).upload.id;
    },
    { fileName, csv, authorization },
  );
  expect((await call(page, authorization, 'POST', `/api/bom/uploads/${id}/process`, { mapping: { partNumber: 0, description: 1, quantity: 2, material: 3 } })).status).toBe(202);
  await expect
    .poll(async () => (await call<{ upload: { state: string } }>(page, authorization, 'GET', `/api/bom/uploads/${id}`)).body.upload.state, { message: 'the BOM is processed', timeout: 120_000 })
    .toBe('completed');
  return id;
}

async function ask(page: Page, question: string) {
  const answers = page.getByTestId('assistant-message');
  const before = await answers.count();
  await page.getByLabel('Your question').fill(question);
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(answers).toHaveCount(before + 1);
  // the answer is complete when Send is back (Stop shows while it streams)
  await expect(page.getByRole('button', { name: 'Send' })).toBeVisible();
  return answers.nth(before);
}

test.describe('Sourcing assistant (issue 18)', () => {
  test('Ask about this BOM → machining lines → follow-up → draft RFQ found in RFQ management; also at phone width', async ({ page }) => {
    test.setTimeout(240_000);
    const tag = String(Date.now()).slice(-6);
    const fileName = `chat-e2e-${tag}.csv`;
    await signIn(page, 'buyer');
    await expect(page.getByRole('link', { name: 'Assistant' })).toHaveAttribute('href', '/chat');
    const uploadId = await processedUpload(page, fileName, bom(tag));
    await page.goto(`/bom/results/${uploadId}`);
    await page.getByRole('link', { name: 'Ask about this BOM' }).click();
    await expect(page).toHaveURL(new RegExp(`/chat/${uploadId}$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Sourcing assistant' })).toBeVisible();

    const machining = await ask(page, 'Which lines need machining?');
    await expect(machining.getByRole('list', { name: 'Steps' })).toContainText('Reading BOM lines');
    await expect(machining).toContainText(`SHF-${tag}`);
    await expect(machining).toContainText(`HSG-${tag}`);
    await expect(machining).not.toContainText('SCR-M3-8');
    await expect(machining.getByRole('link', { name: /^Line \d+$/ }).first()).toHaveAttribute('href', new RegExp(`^/bom/results/${uploadId}#line-\\d+$`));

    const ohio = await ask(page, 'only the ones in Ohio');
    await expect(ohio.getByRole('list', { name: 'Steps' })).toContainText(/Searching suppliers: .*Ohio/);
    await expect(ohio).toContainText(/supplier(s)? match/);
    const cards = ohio.getByRole('list', { name: 'Suppliers in this answer' });
    await expect(cards.getByRole('link').first()).toHaveAttribute('href', /^\/company\//);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.screenshot({ path: `${SHOTS}/chat-1280.png`, fullPage: true });

    const draft = await ask(page, 'Draft an RFQ for the machined parts to the top 3 suppliers');
    await expect(draft).toContainText('Nothing is created until you click');
    // the follow-up keeps Ohio and invites the best three of that search
    await expect(draft.getByRole('list', { name: 'Steps' })).toContainText(/Searching suppliers: CNC machining (in )?Ohio/);
    await expect(draft).toContainText('inviting');
    await expect(draft.getByRole('button', { name: 'Create draft RFQ' })).toBeVisible();
    await draft.getByRole('button', { name: 'Create draft RFQ' }).click();
    await expect(draft.getByText('Draft RFQ created.')).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/chat-draft-rfq-1280.png`, fullPage: true });

    await page.goto('/rfq-management');
    await expect(page.getByText(`CNC machining from ${fileName}`).first()).toBeVisible();

    // Phone width: the same conversation, picked from the conversation menu, and one more question.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`/chat/${uploadId}`);
    await page.getByText(/^Conversations \(\d+\)$/).click();
    await page.getByRole('navigation', { name: 'Conversations (phone)' }).getByRole('button', { name: `About ${fileName}`, exact: true }).click();
    await expect(page.getByTestId('assistant-message')).toHaveCount(3);
    const unknown = await ask(page, 'What can I buy off the shelf?');
    await expect(unknown).toContainText('SCR-M3-8');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.screenshot({ path: `${SHOTS}/chat-390.png`, fullPage: true });
  });
});
