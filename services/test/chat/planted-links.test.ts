/**
 * Issue 40, planted links: a company name that is Markdown or HTML is refused on every edit path with a clear 400;
 * text already stored (a legacy name, a description, a city) reaches an answer escaped, so its only links are Forge's.
 */
import { SupplierModel } from '../../src/domains/suppliers/model.js';
import { plainText } from '../../src/domains/chat/markdown.js';
import { startTestStack, type TestStack } from '../support/stack.js';
import { createCompanyOwner } from '../support/suppliers.js';
import { ask, linkTargets, newConversation } from './helpers.js';

let stack: TestStack;
let admin: string;
let buyer: string;
let owner: string;
let company: { id: string; name: string };
let other: { id: string; name: string };

const PLANTED_NAMES = [
  'Name](//evil.example/phish) [Co',
  'Acme <a href="//evil.example">Co</a>',
  'Acme `Co`',
  'Acme\nInc',
  'Acme //evil.example',
  'Acme **Bold** Co',
  'Acme {Co} | Ltd \\ x',
];
const PLANTED_TEXT = 'Visit [our site](//evil.example/phish) <img src=x onerror=alert(1)> **now**';
const LEGACY_NAME = 'Zyxplanted Name](//evil.example/phish) [Co';

beforeAll(async () => {
  stack = await startTestStack({ redis: true, env: { SEED_SUPPLIERS: '40' } });
  [admin, buyer] = await Promise.all([stack.tokenFor('admin'), stack.tokenFor('buyer')]);
  const items = (await stack.request('GET', '/api/admin/companies?sort=name&dir=asc&pageSize=2', { token: admin })).body.items as { id: string; name: string }[];
  [company, other] = [items[0]!, items[1]!];
  owner = await createCompanyOwner(stack, admin, company.id, 'planted-owner@forge.test', 'PlantedOwner1!');
}, 120_000);
afterAll(async () => stack?.stop());

describe('company names refuse markup', () => {
  it.each(PLANTED_NAMES)('owner, admin and the admin profile editor all answer 400 for %j', async (name) => {
    for (const [path, token] of [[`/api/suppliers/${company.id}`, owner], [`/api/suppliers/${company.id}`, admin], [`/api/admin/gcp-profiles/${company.id}`, admin]] as const) {
      const res = await stack.request('PATCH', path, { token, body: { name } });
      expect(res.status).toBe(400);
      expect(res.body.error.message).toMatch(/name.*must not contain/);
    }
    expect((await stack.request('GET', `/api/suppliers/${company.id}`)).body.name).toBe(company.name);
  });

  it('never stores an invisible direction mark in a name (the request layer drops it before the rules run)', async () => {
    const res = await stack.request('PATCH', `/api/suppliers/${company.id}`, { token: owner, body: { name: 'Acme\u202eInc' } });
    if (res.status === 200) expect(res.body.name).toBe('AcmeInc');
    else expect(res.body.error.message).toMatch(/name.*must not contain/);
  });

  it('accepts real company names with punctuation', async () => {
    for (const name of ['A&B Machine Works, Inc.', "O'Neil Tool & Die (Dayton)", 'Smith/Jones Fabrication #2', 'Precision-Cut L.L.C.']) {
      const res = await stack.request('PATCH', `/api/suppliers/${company.id}`, { token: owner, body: { name } });
      expect(res.status).toBe(200);
      expect(res.body.name).toBe(name);
    }
  });
});

describe('stored supplier text in answers', () => {
  it('a legacy markdown name, city and description reach the answer escaped, with only Forge links', async () => {
    // free-text fields stay editable; a name stored before the rule is written straight to the store, as an old import would
    expect((await stack.request('PATCH', `/api/suppliers/${company.id}`, { token: owner, body: { description: PLANTED_TEXT, address: { city: 'Dayton](//evil.example) [x' } } })).status).toBe(200);
    await SupplierModel.updateOne({ _id: company.id }, { $set: { name: LEGACY_NAME } });
    expect((await stack.request('POST', '/api/admin/suppliers/reindex', { token: admin })).status).toBe(200);

    const conversation = await newConversation(stack, buyer);
    for (const question of [`compare Zyxplanted and ${other.name}`, 'Tell me about Zyxplanted']) {
      const answer = await ask(stack, buyer, conversation, question);
      expect(answer.status).toBe(200);
      expect(plainText(answer.text)).toContain(LEGACY_NAME);
      expect(plainText(answer.text)).toContain('Dayton](//evil.example) [x');
      expect(answer.text).not.toMatch(/(?<!\\)\]\(\/\//);
      for (const href of linkTargets(answer.text)) expect(href).toMatch(/^\/(?![/\\])/);
      expect(linkTargets(answer.text)).toContain(`/company/${company.id}`);
    }
  });
});
