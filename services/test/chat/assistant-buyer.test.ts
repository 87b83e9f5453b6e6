/**
 * Issue 40 on the real stack (API, embedded store, identity provider, Redis, BOM worker): a company asked for by
 * name, the buyer's own BOM lines and RFQ quotes, follow-ups over the stored result set, certificate statuses, the
 * "best" suppliers of a draft RFQ from the BOM matching's ranking, and the built-in engine's honesty. Every expected
 * answer is read from the API the buyer would use, never typed in.
 */
import { ConversationModel } from '../../src/domains/chat/model.js';
import { plainText } from '../../src/domains/chat/markdown.js';
import { rankSuppliersForDraft } from '../../src/domains/bom/supplier-picks.js';
import { processedBom } from '../bom/helpers.js';
import { createRfq, DUE } from '../support/rfqs.js';
import { createCompanyOwner } from '../support/suppliers.js';
import { startStackWithWorker, type StackWithWorker } from '../support/worker.js';
import { ask, linkTargets, newConversation } from './helpers.js';

const BOM_CSV = [
  'Part Number,Description,Qty,Material',
  'BRK-100,Laser cut mounting bracket,4,Steel',
  'SHF-220,CNC turned drive shaft,2,4140 steel',
  'ENC-300,Sheet metal enclosure bent and welded,6,Aluminum',
  'SCR-M3-8,M3x8 socket head cap screw,160,Stainless steel',
  'NUT-M3,M3 hex nut,200,Stainless steel',
  'WSH-M3,M3 flat washer,120,Stainless steel',
].join('\n');

let stack: StackWithWorker;
let buyer: string;
let admin: string;
let upload: { id: string; lines: any[] };
let rfq: { id: string; lines: { id: string }[] };
const RFQ_TITLE = 'Gearbox housings spring build';

const companyIds = (markdown: string) => linkTargets(markdown).filter((h) => h.startsWith('/company/')).map((h) => h.slice('/company/'.length));
const lineNumbers = (markdown: string) => linkTargets(markdown).filter((h) => h.includes('#line-')).map((h) => Number(h.split('#line-')[1]));
const profile = async (id: string) => (await stack.request('GET', `/api/suppliers/${id}`)).body;

beforeAll(async () => {
  stack = await startStackWithWorker({ SEED_SUPPLIERS: '400', CHAT_MESSAGES_PER_USER_PER_MINUTE: '200' });
  [buyer, admin] = await Promise.all([stack.tokenFor('buyer'), stack.tokenFor('admin')]);
  upload = await processedBom(stack, buyer, 'gearbox.csv', BOM_CSV, { partNumber: 0, description: 1, quantity: 2, material: 3 });
  if (!Array.isArray(upload.lines)) upload.lines = (upload.lines as { lines: any[] }).lines;
  // an RFQ with three invitees, two of which quote (one lower in total), one silent
  const listing = (await stack.request('GET', '/api/suppliers/listing?pageSize=3&capability=cnc-machining')).body.hits as { id: string; name: string }[];
  rfq = await createRfq(stack, buyer, { title: RFQ_TITLE, supplierIds: listing.map((s) => s.id) });
  const owners = await Promise.all(listing.slice(0, 2).map((s, i) => createCompanyOwner(stack, admin, s.id, `quoter${i}@forge.test`, `Quoter${i}Pass42!`)));
  const prices = [[40, 12.5], [38, 14]];
  for (const [i, token] of owners.entries()) {
    const res = await stack.request('POST', `/api/rfqs/${rfq.id}/quotes`, {
      token,
      body: { validUntil: DUE, shippingTerms: 'FOB origin', lines: rfq.lines.map((l, n) => ({ lineId: l.id, unitPrice: prices[i]![n]!, leadTimeDays: 10 + i * 5 + n })) },
    });
    expect(res.status).toBe(201);
  }
}, 180_000);
afterAll(async () => stack?.stop());

describe('a company asked for by name (issue 40, 0)', () => {
  it('"Tell me about Dawson Fabrication Corp." finds the company, not the town of Tell, TX', async () => {
    const target = (await stack.request('GET', '/api/admin/companies?sort=name&dir=desc&pageSize=1', { token: admin })).body.items[0] as { id: string };
    expect((await stack.request('PATCH', `/api/suppliers/${target.id}`, { token: admin, body: { name: 'Dawson Fabrication Corp.' } })).status).toBe(200);
    const answer = await ask(stack, buyer, await newConversation(stack, buyer), 'Tell me about Dawson Fabrication Corp.');
    // the seed may hold a namesake: every company named is a "Dawson Fabrication Corp.", ours among them
    expect(companyIds(answer.text)).toContain(target.id);
    for (const id of companyIds(answer.text)) expect((await profile(id)).name).toBe('Dawson Fabrication Corp.');
    expect(answer.text).not.toMatch(/Tell, TX|No supplier on Forge matches/);
    // a process asked about the same way is still the catalogue's
    expect((await ask(stack, buyer, await newConversation(stack, buyer), 'Tell me about anodizing')).text).toMatch(/catalogue/);
  });
});

describe("the buyer's own data (issue 40, 1 and 3)", () => {
  it('"which lines have no supplier?" answers with exactly the lines that have zero matches', async () => {
    const unmatched = upload.lines.filter((l) => l.suppliers.length === 0).map((l) => l.lineNo as number);
    const matched = upload.lines.filter((l) => l.suppliers.length > 0).map((l) => l.lineNo as number);
    expect(unmatched.length).toBeGreaterThan(0);
    expect(matched.length).toBeGreaterThan(0);
    const answer = await ask(stack, buyer, await newConversation(stack, buyer, { uploadId: upload.id }), 'Which lines have no supplier?');
    expect(answer.tools).toContain('query_bom_lines');
    expect(lineNumbers(answer.text).sort()).toEqual(unmatched.sort());
    // asked outside the BOM's conversation, the buyer's only upload is the one meant
    const general = await ask(stack, buyer, await newConversation(stack, buyer), 'which lines have no supplier?');
    expect(lineNumbers(general.text).sort()).toEqual(unmatched.sort());
  });

  it('"who quoted lowest on my RFQ <title>?" answers from the buyer\'s quotes, with the spread', async () => {
    const comparison = (await stack.request('GET', `/api/rfqs/${rfq.id}/comparison`, { token: buyer })).body.comparison;
    const complete = (comparison.suppliers as { supplierId: string; total: number; quotedLines: number }[]).filter((s) => s.quotedLines === rfq.lines.length).sort((a, b) => a.total - b.total);
    const answer = await ask(stack, buyer, await newConversation(stack, buyer), `Who quoted lowest on my RFQ ${RFQ_TITLE}?`);
    expect(answer.tools).toEqual(expect.arrayContaining(['list_my_rfqs', 'compare_rfq_quotes']));
    const text = plainText(answer.text);
    expect(text).toContain(`Lowest total for all ${rfq.lines.length} lines: ${comparison.suppliers.find((s: any) => s.supplierId === complete[0]!.supplierId).supplierName} at $${complete[0]!.total.toFixed(2)}`);
    expect(text).toContain(`the spread is $${(complete[1]!.total - complete[0]!.total).toFixed(2)}`);
    expect(linkTargets(answer.text)).toContain(`/rfq/${rfq.id}`);
    expect(text).toMatch(/2 of 3 invited suppliers answered/);
    // another buyer's assistant knows nothing of it
    const other = await ask(stack, admin, await newConversation(stack, admin), `Who quoted lowest on my RFQ ${RFQ_TITLE}?`);
    expect(other.text).not.toContain('Lowest total');
  });

  it('lists my RFQs with status, due date and invitees', async () => {
    const answer = await ask(stack, buyer, await newConversation(stack, buyer), 'List my RFQs');
    expect(plainText(answer.text)).toContain(`${RFQ_TITLE}: open, due ${DUE}, 2 lines`);
  });
});

describe('follow-ups over the stored result set (issue 40, 2)', () => {
  it('"only the verified ones" → "sort by lead time" → "the second one" each apply to the last list', async () => {
    const conversation = await newConversation(stack, buyer);
    const first = await ask(stack, buyer, conversation, 'Who does CNC machining?');
    expect(companyIds(first.text).length).toBeGreaterThan(1);
    const stored = await ConversationModel.findById(conversation).lean();
    expect((stored!.lastResult as { kind: string }).kind).toBe('suppliers');

    const verified = await ask(stack, buyer, conversation, 'only the verified ones');
    const verifiedIds = companyIds(verified.text);
    expect(verifiedIds.length).toBeGreaterThan(0);
    for (const id of verifiedIds) expect((await profile(id)).verified).toBe(true);
    const all = (stored!.lastResult as { items: { id: string; verified: boolean }[] }).items;
    expect(verifiedIds.length).toBe(Math.min(10, all.filter((s) => s.verified).length));

    const kept = ((await ConversationModel.findById(conversation).lean())!.lastResult as { items: { id: string }[] }).items.map((s) => s.id);
    expect(kept.length).toBe(all.filter((s) => s.verified).length);
    const sorted = await ask(stack, buyer, conversation, 'sort by lead time');
    const sortedIds = companyIds(sorted.text);
    expect(sortedIds.length).toBe(Math.min(10, kept.length));
    for (const id of sortedIds) expect(kept).toContain(id);
    const leads = await Promise.all(sortedIds.map(async (id) => (await profile(id)).leadTimeDays.min ?? Infinity));
    expect(leads).toEqual([...leads].sort((a, b) => a - b));

    const second = await ask(stack, buyer, conversation, 'the second one');
    expect(companyIds(second.text)[0]).toBe(sortedIds[1]);
  });

  it('"which has the largest quantity" applies to the lines just listed', async () => {
    const conversation = await newConversation(stack, buyer, { uploadId: upload.id });
    await ask(stack, buyer, conversation, 'Which lines have no supplier?');
    const answer = await ask(stack, buyer, conversation, 'which has the largest quantity?');
    const unmatched = upload.lines.filter((l) => l.suppliers.length === 0);
    const most = Math.max(...unmatched.map((l) => l.quantity));
    expect(lineNumbers(answer.text)).toEqual(unmatched.filter((l) => l.quantity === most).map((l) => l.lineNo));
    expect(answer.text).toContain(`qty ${most}`);
  });
});

describe('certificates and bold names (issue 40, 4)', () => {
  it('a comparison names each certificate with its status, and the name in bold markdown that renders', async () => {
    const [a, b] = (await stack.request('GET', '/api/admin/companies?sort=name&dir=asc&pageSize=2', { token: admin })).body.items as { id: string; name: string }[];
    const past = new Date(Date.now() - 5 * 86_400_000).toISOString().slice(0, 10);
    const soon = new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10);
    const certs = [
      { slug: 'iso-9001', certificateNumber: 'Q-1', registrar: 'BSI', expiresAt: past, status: 'expired' },
      { slug: 'as9100', certificateNumber: 'A-1', registrar: 'BSI', expiresAt: soon },
    ];
    expect((await stack.request('PATCH', `/api/admin/gcp-profiles/${a!.id}`, { token: admin, body: { certifications: certs } })).status).toBe(200);
    const answer = await ask(stack, buyer, await newConversation(stack, buyer), `compare ${a!.name} and ${b!.name}`);
    expect(answer.text).toContain(`**[${a!.name}](/company/${a!.id})**`);
    expect(plainText(answer.text)).toMatch(new RegExp(`ISO 9001 \\(expired ${past}\\)`));
    expect(plainText(answer.text)).toMatch(/AS9100\S* \(self-declared\)/);
    expect(plainText(answer.text)).not.toMatch(/ISO 9001(?! \()/);
  });
});

describe('the best suppliers of a draft RFQ (issue 40, 5)', () => {
  it("are the BOM domain's ranking of the draft's lines, with its reasons, not the lowest ids", async () => {
    const conversation = await newConversation(stack, buyer, { uploadId: upload.id });
    const answer = await ask(stack, buyer, conversation, 'Draft an RFQ for the custom lines');
    expect(answer.tools).toContain('rank_suppliers_for_lines');
    const action = answer.chunks.find((c) => c.type === 'data-action') as unknown as { data: { payload: { supplierIds: string[]; lineIds: string[] } } };
    const chosen = upload.lines.filter((l) => action.data.payload.lineIds.includes(l.id) && l.process);
    const { sub } = JSON.parse(Buffer.from(buyer.split('.')[1]!, 'base64url').toString()) as { sub: string };
    const principal = { uid: sub, email: 'buyer@forge.test', name: 'Buyer', roles: ['buyer'], admin: false, client: 'forge-web' };
    const expected = await rankSuppliersForDraft(principal, chosen.map((l) => ({ process: l.process.slug, material: l.material, description: l.displayName, quantity: l.quantity, unitPrice: l.unitPrice })), {}, 3);
    expect(expected.length).toBe(3);
    expect(action.data.payload.supplierIds).toEqual(expected.map((m) => m.id));
    expect(answer.text).toMatch(/\(BOM matching: Offers /);
  });
});

describe('honest about its engine (issue 40, 6)', () => {
  it('names the engine and lists the questions it can answer when one is outside them', async () => {
    expect((await stack.request('GET', '/api/chat/conversations', { token: buyer })).body.backend).toBe('embedded');
    const answer = await ask(stack, buyer, await newConversation(stack, buyer), 'write me a poem about welding');
    expect(answer.text).toMatch(/outside what I can answer/);
    expect(answer.text).toContain('Who quoted lowest on my RFQ');
    expect(answer.text).toContain('Which lines have no supplier?');
  });
});
