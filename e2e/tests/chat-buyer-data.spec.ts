import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type Locator, type Page } from '@playwright/test';
import { test } from '../support/test';
import { apiSession, type ApiSession } from '../support/api';
import { shootBothWidths, shotsDir } from '../support/shots';

/**
 * The assistant over the buyer's own data (issue 40): which lines have no supplier, who quoted lowest on the buyer's
 * RFQ, and a three-step follow-up chain, each checked against the API; a planted company name renders as text and
 * links nowhere; the line under the box names the engine. Screenshots at 1280 and 390 px go to FORGE_SHOTS_DIR/issue-40/.
 */
const SHOTS = shotsDir('issue-40');
const ROOT = path.resolve(import.meta.dirname, '..', '..');
const DATA_DIR = path.join(ROOT, '.data', 'e2e');
const OFFSET = 10_000;
const PLANTED = 'Zyxplanted Name](//evil.example/phish) [Co';

async function ask(page: Page, question: string): Promise<Locator> {
  const answers = page.getByTestId('assistant-message');
  const before = await answers.count();
  await page.getByLabel('Your question').fill(question);
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(answers).toHaveCount(before + 1);
  await expect(page.getByRole('button', { name: 'Send' })).toBeVisible();
  return answers.nth(before);
}

/** The company ids an answer's text links to, in order (the supplier cards below it are left out). */
async function companyLinks(answer: Locator): Promise<string[]> {
  const hrefs = await answer.locator('a[href^="/company/"]').evaluateAll((links) =>
    links.filter((a) => !a.closest('[aria-label="Suppliers in this answer"]')).map((a) => a.getAttribute('href')!),
  );
  return [...new Set(hrefs.map((h) => h.slice('/company/'.length)))];
}

/** A name stored before names were checked (an old import), written straight to the store as such data would be. */
async function withStoredName<T>(id: string, name: string, run: () => Promise<T>): Promise<T> {
  const { MongoClient } = await import('mongodb');
  const secrets = JSON.parse(readFileSync(path.join(DATA_DIR, 'secrets.json'), 'utf8')) as Record<string, string>;
  const client = await MongoClient.connect(`mongodb://forge:${encodeURIComponent(secrets.mongoPassword!)}@127.0.0.1:${27018 + OFFSET}/forge?authSource=admin`);
  const suppliers = client.db('forge').collection<{ _id: string; name: string }>('suppliers');
  const before = (await suppliers.findOne({ _id: id }))!.name;
  try {
    await suppliers.updateOne({ _id: id }, { $set: { name } });
    return await run();
  } finally {
    await suppliers.updateOne({ _id: id }, { $set: { name: before } });
    await client.close();
  }
}

test.describe('Assistant over my data (issue 40)', () => {
  let buyer: ApiSession;
  let admin: ApiSession;
  test.beforeAll(async ({ browser }) => {
    [buyer, admin] = await Promise.all([apiSession(browser, 'buyer'), apiSession(browser, 'admin')]);
  });
  test.afterAll(async () => {
    await Promise.all([buyer?.close(), admin?.close()]);
  });

  test('a planted company name is refused, and one already stored renders as text with no off-site link', async () => {
    const target = (await admin.call<{ items: { id: string; name: string }[] }>('GET', '/api/admin/companies?sort=name&dir=desc&pageSize=1')).body.items[0]!;
    const refused = await admin.call<{ error: { message: string } }>('PATCH', `/api/suppliers/${target.id}`, { name: PLANTED });
    expect(refused.status).toBe(400);
    expect(refused.body.error.message).toMatch(/name.*must not contain/);

    await withStoredName(target.id, PLANTED, async () => {
      expect((await admin.call('POST', '/api/admin/suppliers/reindex')).status).toBe(200);
      const page = buyer.page;
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.goto('/chat');
      const answer = await ask(page, 'Tell me about Zyxplanted');
      await expect(answer).toContainText(PLANTED);
      await expect(answer.locator('a[href*="evil.example"]')).toHaveCount(0);
      const hrefs = await answer.locator('a').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
      for (const href of hrefs) expect(href).toMatch(/^\/(?![/\\])/);
      await expect(answer.getByRole('link', { name: PLANTED }).first()).toHaveAttribute('href', `/company/${target.id}`);
      await shootBothWidths(page, SHOTS, 'planted-name');
    });
    expect((await admin.call('POST', '/api/admin/suppliers/reindex')).status).toBe(200);
  });

  test('"which lines have no supplier?" names exactly the lines with no match', async () => {
    test.setTimeout(180_000);
    const tag = String(Date.now()).slice(-6);
    const csv = ['Part Number,Description,Qty,Material', `BRK-${tag},Laser cut mounting bracket,4,Steel`, `SHF-${tag},CNC turned drive shaft,2,4140 steel`, 'SCR-M3-8,M3x8 socket head cap screw,160,Stainless steel', 'NUT-M3,M3 hex nut,200,Stainless steel'].join('\n');
    const page = buyer.page;
    const id = await page.evaluate(
      async ({ csv, tag, authorization }) => {
        const form = new FormData();
        form.append('file', new Blob([csv], { type: 'text/csv' }), `no-supplier-${tag}.csv`);
        const response = await fetch('/api/bom/uploads', { method: 'POST', headers: { authorization }, body: form });
        return ((await response.json()) as { upload: { id: string } }).upload.id;
      },
      { csv, tag, authorization: buyer.authorization },
    );
    expect((await buyer.call('POST', `/api/bom/uploads/${id}/process`, { mapping: { partNumber: 0, description: 1, quantity: 2, material: 3 } })).status).toBe(202);
    await expect.poll(async () => (await buyer.call<{ upload: { state: string } }>('GET', `/api/bom/uploads/${id}`)).body.upload.state, { timeout: 120_000 }).toBe('completed');
    const body = (await buyer.call<unknown>('GET', `/api/bom/uploads/${id}/lines`)).body;
    const lines = (Array.isArray(body) ? body : (body as { lines: unknown[] }).lines) as { lineNo: number; suppliers: unknown[] }[];
    const unmatched = lines.filter((l) => l.suppliers.length === 0).map((l) => `/bom/results/${id}#line-${l.lineNo}`);

    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`/chat/${id}`);
    const answer = await ask(page, 'Which lines have no supplier?');
    const linked = await answer.locator('a[href*="#line-"]').evaluateAll((links) => links.map((a) => a.getAttribute('href')!));
    expect(linked.sort()).toEqual(unmatched.sort());
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await shootBothWidths(page, SHOTS, 'no-supplier');
  });

  test('"who quoted lowest on my RFQ" answers from the RFQ comparison', async () => {
    const list = (await buyer.call<{ items: { id: string; title: string; status: string }[] }>('GET', '/api/rfqs?scope=mine&pageSize=50')).body.items;
    let chosen: { id: string; title: string; total: number; name: string } | null = null;
    for (const rfq of list.filter((r) => r.status !== 'draft')) {
      const comparison = (await buyer.call<{ comparison: { lineCount: number; suppliers: { supplierName: string; total: number; quotedLines: number }[] } }>('GET', `/api/rfqs/${rfq.id}/comparison`)).body.comparison;
      const complete = comparison.suppliers.filter((s) => s.quotedLines === comparison.lineCount).sort((a, b) => a.total - b.total);
      if (complete[0]) {
        chosen = { id: rfq.id, title: rfq.title, total: complete[0].total, name: complete[0].supplierName };
        break;
      }
    }
    expect(chosen, 'the demo seed gives the buyer an RFQ with a complete quote').not.toBeNull();
    const page = buyer.page;
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/chat');
    const answer = await ask(page, `Who quoted lowest on my RFQ ${chosen!.title}?`);
    await expect(answer.getByRole('list', { name: 'Steps' })).toContainText('Reading the quotes on your RFQ');
    await expect(answer).toContainText(`${chosen!.name} at $${chosen!.total.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`);
    await expect(answer.getByRole('link', { name: chosen!.title }).first()).toHaveAttribute('href', `/rfq/${chosen!.id}`);
    await expect(page.getByTestId('chat-engine')).toContainText('Built-in assistant');
    await shootBothWidths(page, SHOTS, 'lowest-quote');
  });

  test('a three-step follow-up chain applies to the last list: verified → sort by lead time → the second one', async () => {
    const page = buyer.page;
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/chat');
    const first = await ask(page, 'Who does CNC machining in Ohio?');
    expect((await companyLinks(first)).length).toBeGreaterThan(1);

    const verified = await ask(page, 'only the verified ones');
    const verifiedIds = await companyLinks(verified);
    expect(verifiedIds.length).toBeGreaterThan(1);
    for (const id of verifiedIds) expect((await buyer.call<{ verified: boolean }>('GET', `/api/suppliers/${id}`)).body.verified).toBe(true);

    const sorted = await ask(page, 'sort by lead time');
    const sortedIds = await companyLinks(sorted);
    const leads: number[] = [];
    for (const id of sortedIds) {
      const profile = (await buyer.call<{ verified: boolean; leadTimeDays: { min: number | null } }>('GET', `/api/suppliers/${id}`)).body;
      expect(profile.verified).toBe(true);
      leads.push(profile.leadTimeDays.min ?? Number.MAX_SAFE_INTEGER);
    }
    expect(leads).toEqual([...leads].sort((a, b) => a - b));

    const second = await ask(page, 'the second one');
    expect((await companyLinks(second))[0]).toBe(sortedIds[1]);
    await expect(second.locator('strong').first()).toBeVisible();
    await expect(second).not.toContainText('**');
    await shootBothWidths(page, SHOTS, 'follow-up');
  });

  test('"list my purchase orders" links exactly the orders the orders API lists', async () => {
    const orders = (await buyer.call<{ items: { id: string; number: string }[] }>('GET', '/api/orders?role=buyer')).body.items;
    const page = buyer.page;
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/chat');
    const answer = await ask(page, 'List my purchase orders');
    const linked = await answer.locator('a[href^="/orders/"]').evaluateAll((links) => links.map((a) => a.getAttribute('href')!));
    expect(linked).toEqual(orders.slice(0, 10).map((o) => `/orders/${o.id}`));
    if (!orders.length) await expect(answer).toContainText('no purchase orders yet');
    await shootBothWidths(page, SHOTS, 'orders');
  });

  test('the line under the box names the engine and what it can answer', async () => {
    const page = buyer.page;
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/chat');
    const backend = (await buyer.call<{ backend: string }>('GET', '/api/chat/conversations')).body.backend;
    expect(backend).toBe('embedded');
    await expect(page.getByTestId('chat-engine')).toHaveText(/^Built-in assistant: no language model is configured\./);
    const answer = await ask(page, 'write me a poem about welding');
    await expect(answer).toContainText('outside what I can answer');
    await expect(answer).toContainText('Which lines have no supplier?');
    await shootBothWidths(page, SHOTS, 'engine-line');
  });
});
