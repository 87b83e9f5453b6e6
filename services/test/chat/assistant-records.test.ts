/**
 * The assistant over the buyer's purchase orders, part master and the messages waiting on its RFQs (issue 40), on
 * the real stack: the built-in engine over HTTP, and a second API configured with an OpenAI-compatible model server
 * (the fake of fake-openai.ts, speaking the real chat-completions protocol) calling the same tools. Every expected
 * answer is read from the API the buyer would use; another buyer learns nothing of them.
 */
import { loadConfig } from '../../src/config.js';
import { startApi, type RunningApi } from '../../src/api/server.js';
import { plainText } from '../../src/domains/chat/markdown.js';
import { DUE } from '../support/rfqs.js';
import { startTestStack, TEST_PROXY_SECRET, type TestStack } from '../support/stack.js';
import { claimCompany, createCompanyOwner, createUser } from '../support/suppliers.js';
import { startFakeOpenAi, type FakeOpenAi } from './fake-openai.js';
import { ask, linkTargets, newConversation } from './helpers.js';

let stack: TestStack;
let llmApi: RunningApi;
let fake: FakeOpenAi;
let buyer: string;
let otherBuyer: string;
let mine: string;
let theirs: string;
let orders: { id: string; number: string; status: string; total: number }[];
const parts = new Map<string, string>();
const SHIP_TO = { name: 'Receiving', street: '1300 W 9th St', city: 'Cleveland', state: 'OH', zip: '44113' };
const QUESTION = 'Can the collar be supplied *zinc plated*? [spec](//evil.example/x)';

const request = (method: string, path: string, token: string, body?: unknown) => stack.request(method, path, { token, body });
const expectStatus = async (status: number, pending: ReturnType<typeof request>) => {
  const res = await pending;
  expect({ status: res.status, body: res.status === status ? null : res.body }).toEqual({ status, body: null });
  return res.body;
};

async function part(token: string, partNumber: string, name: string, children: { itemId: string; quantity: number }[] = []): Promise<string> {
  const { item } = await expectStatus(201, request('POST', '/api/parts/items', token, { partNumber, name, kind: 'custom', process: 'cnc-machining' }));
  if (children.length) await expectStatus(200, request('PATCH', `/api/parts/items/${item.id}/revisions/A`, token, { children }));
  return item.id as string;
}

function envOf(s: TestStack): Record<string, string> {
  return {
    NODE_ENV: 'test',
    MONGODB_URI: s.config.mongoUri,
    REDIS_URL: s.config.redisUrl,
    KEYCLOAK_URL: s.config.auth.keycloakUrl,
    KEYCLOAK_ADMIN_CLIENT_SECRET: s.config.auth.adminClientSecret,
    PROXY_SECRET: TEST_PROXY_SECRET,
    LOG_LEVEL: 'silent',
  };
}

beforeAll(async () => {
  stack = await startTestStack({ redis: true, env: { SEED_SUPPLIERS: '60', CHAT_MESSAGES_PER_USER_PER_MINUTE: '200' } });
  let admin: string;
  let supplierUser: string;
  [buyer, admin, supplierUser] = await Promise.all([stack.tokenFor('buyer'), stack.tokenFor('admin'), stack.tokenFor('supplier')]);
  otherBuyer = await createUser(stack, 'records.other@forge.test', 'RecordsOther42!', 'buyer');
  [mine, theirs] = ((await stack.request('GET', '/api/suppliers/listing?pageSize=2')).body.hits as { id: string }[]).map((h) => h.id) as [string, string];
  await claimCompany(stack, admin, mine, supplierUser);
  const otherSupplier = await createCompanyOwner(stack, admin, theirs, 'records.supplier@forge.test', 'RecordsSupplier42!');

  // an RFQ awarded split by line, one purchase order per supplier; the first accepted by its supplier
  const lines = [
    { partNumber: 'CLR-20', description: 'Shaft collar', quantity: 200, material: '1018', process: 'cnc-machining' },
    { partNumber: 'PLT-7', description: 'Adapter plate', quantity: 60, material: '6061-T6', process: 'cnc-machining' },
  ];
  const { rfq } = await expectStatus(201, request('POST', '/api/rfqs', buyer, { title: 'Collars and plates', status: 'open', dueDate: DUE, lines, supplierIds: [mine, theirs] }));
  const lineIds = (rfq.lines as { id: string }[]).map((l) => l.id);
  for (const [token, factor] of [[supplierUser, 1], [otherSupplier, 1.2]] as const) {
    await expectStatus(201, request('POST', `/api/rfqs/${rfq.id}/quotes`, token, { lines: lineIds.map((lineId, n) => ({ lineId, unitPrice: [6.4, 31.75][n]! * factor, leadTimeDays: 10 + n })) }));
  }
  // the second supplier asks a question the buyer answers
  await expectStatus(201, request('POST', `/api/rfqs/${rfq.id}/messages`, otherSupplier, { body: 'Is the bore H7?' }));
  await expectStatus(201, request('POST', `/api/rfqs/${rfq.id}/messages`, buyer, { supplierId: theirs, body: 'Yes, H7.' }));
  await expectStatus(200, request('POST', `/api/rfqs/${rfq.id}/award`, buyer, { lines: lineIds.map((lineId, n) => ({ lineId, supplierId: [mine, theirs][n] })) }));
  for (const [n, lineId] of lineIds.entries()) {
    await expectStatus(201, request('POST', '/api/orders', buyer, { rfqId: rfq.id, number: `PO-T-${n + 1}`, lines: [{ lineId, quantity: lines[n]!.quantity }], dueDate: DUE, shipTo: SHIP_TO }));
  }
  orders = (await request('GET', '/api/orders?role=buyer', buyer)).body.items;
  await expectStatus(200, request('POST', `/api/orders/${orders.find((o) => o.number === 'PO-T-1')!.id}/steps`, supplierUser, { to: 'accepted' }));
  orders = (await request('GET', '/api/orders?role=buyer', buyer)).body.items;

  // a second RFQ where the first supplier's question (with planted markdown) is still unanswered
  const { rfq: waiting } = await expectStatus(201, request('POST', '/api/rfqs', buyer, { title: 'Collar restock', status: 'open', dueDate: DUE, lines: [lines[0]], supplierIds: [mine] }));
  await expectStatus(201, request('POST', `/api/rfqs/${waiting.id}/messages`, supplierUser, { body: QUESTION }));

  // the part master: BRK-100 in GBX-SUB-2 in GBX-ASM-1; another buyer's own OTH-1
  parts.set('BRK-100', await part(buyer, 'BRK-100', 'Mounting bracket'));
  parts.set('GBX-SUB-2', await part(buyer, 'GBX-SUB-2', 'Bracket sub-assembly', [{ itemId: parts.get('BRK-100')!, quantity: 2 }]));
  parts.set('GBX-ASM-1', await part(buyer, 'GBX-ASM-1', 'Gearbox assembly', [{ itemId: parts.get('GBX-SUB-2')!, quantity: 1 }]));
  parts.set('OTH-1', await part(otherBuyer, 'OTH-1', 'Not yours'));

  fake = await startFakeOpenAi([
    { when: /purchase orders/i, tool: 'list_my_orders', args: {}, answer: (r: { number: string; link: string; status: string }[]) => (r.length ? `Your orders: ${r.map((o) => `[${o.number}](${o.link}) ${o.status}`).join(', ')}.` : 'You have no purchase orders.') },
    { when: /status of PO-T-1/i, tool: 'get_my_order', args: { number: 'PO-T-1' }, answer: (r: { number?: string; link?: string; status?: string; error?: string }) => (r.number ? `[${r.number}](${r.link}) is ${r.status}.` : 'I could not read that order.') },
    { when: /where is BRK-100 used/i, tool: 'get_my_part', args: { partNumber: 'BRK-100' }, answer: (r: { usedIn?: { partNumber: string; link: string; level: number }[] }) => `Used in ${(r.usedIn ?? []).map((a) => `[${a.partNumber}](${a.link}) at level ${a.level}`).join(', ') || 'nothing'}.` },
    { when: /where is OTH-1 used/i, tool: 'get_my_part', args: { partNumber: 'OTH-1' }, answer: (r: { usedIn?: unknown[] }) => (r.usedIn ? 'Found it.' : 'No such part in your part master.') },
    { when: /messages waiting/i, tool: 'messages_waiting', args: {}, answer: (r: { threads: { supplierName: string; supplierLink: string; waiting: number; rfq: { title: string } }[] }) => `Waiting: ${r.threads.map((t) => `[${t.supplierName}](${t.supplierLink}) on ${t.rfq.title} (${t.waiting})`).join('; ') || 'none'}.` },
  ]);
  llmApi = await startApi(loadConfig({ ...process.env, ...envOf(stack), LLM_BASE_URL: fake.url, LLM_MODEL: 'fake-model' }), 0);
}, 180_000);
afterAll(async () => {
  await llmApi?.stop();
  await fake?.close().catch(() => undefined);
  await stack?.stop();
});

const via = (api: 'embedded' | 'llm') => ({ ...stack, api: api === 'llm' ? llmApi : stack.api }) as TestStack;
const outputOf = (answer: Awaited<ReturnType<typeof ask>>, tool: string) => answer.chunks.find((c) => c.type === 'tool-output-available' && answer.chunks.some((i) => i.type === 'tool-input-available' && i.toolName === tool && i.toolCallId === c.toolCallId))?.output;

describe('purchase orders', () => {
  it('the built-in engine lists my orders with status, total and links, and picks one in a follow-up', async () => {
    const conversation = await newConversation(stack, buyer);
    const answer = await ask(stack, buyer, conversation, 'List my purchase orders');
    expect(answer.tools).toEqual(['list_my_orders']);
    for (const o of orders) {
      expect(linkTargets(answer.text)).toContain(`/orders/${o.id}`);
      expect(plainText(answer.text)).toContain(`${o.number}: ${o.status.replace('-', ' ')}`);
      expect(plainText(answer.text)).toContain(`$${o.total.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`);
    }
    const second = await ask(stack, buyer, conversation, 'the second one');
    const detail = (await request('GET', `/api/orders/${orders[1]!.id}`, buyer)).body.order;
    expect(second.tools).toEqual(['get_my_order']);
    expect(plainText(second.text)).toContain(`Purchase order ${detail.number} to ${detail.supplier.name}`);
    expect(plainText(second.text)).toContain(detail.lines[0].partNumber);
  });

  it('"which orders are accepted?" names only those, and "status of PO-T-1" reads the order', async () => {
    const accepted = await ask(stack, buyer, await newConversation(stack, buyer), 'Which of my orders are accepted?');
    const ids = linkTargets(accepted.text).filter((h) => h.startsWith('/orders/'));
    expect(ids).toEqual(orders.filter((o) => o.status === 'accepted').map((o) => `/orders/${o.id}`));
    const status = await ask(stack, buyer, await newConversation(stack, buyer), 'What is the status of PO-T-1?');
    expect(status.tools).toEqual(['list_my_orders', 'get_my_order']);
    expect(plainText(status.text)).toMatch(/PO-T-1 to .+: accepted, .*waiting for the supplier to start production/);
  });

  it('the model backend calls the same tools; another buyer gets nothing of mine', async () => {
    const answer = await ask(via('llm'), buyer, await newConversation(stack, buyer), 'What are my purchase orders?');
    expect(fake.requests.at(-2).tools.map((t: any) => t.function.name)).toEqual(expect.arrayContaining(['list_my_orders', 'get_my_order', 'search_my_parts', 'get_my_part', 'messages_waiting']));
    expect(answer.tools).toEqual(['list_my_orders']);
    for (const o of orders) expect(linkTargets(answer.text)).toContain(`/orders/${o.id}`);
    const status = await ask(via('llm'), buyer, await newConversation(stack, buyer), 'status of PO-T-1?');
    expect(status.text).toContain(`[PO-T-1](/orders/${orders.find((o) => o.number === 'PO-T-1')!.id}) is accepted.`);

    const other = await ask(via('llm'), otherBuyer, await newConversation(stack, otherBuyer), 'What are my purchase orders?');
    expect(outputOf(other, 'list_my_orders')).toEqual([]);
    expect(other.text).toBe('You have no purchase orders.');
    const stolen = await ask(via('llm'), otherBuyer, await newConversation(stack, otherBuyer), 'status of PO-T-1?');
    expect(stolen.chunks.some((c) => c.type === 'tool-output-error')).toBe(true);
    expect(stolen.text).not.toContain('/orders/');
    const embedded = await ask(stack, otherBuyer, await newConversation(stack, otherBuyer), 'List my purchase orders');
    expect(embedded.text).toMatch(/no purchase orders yet/);
  });
});

describe('the part master', () => {
  it('"where is BRK-100 used?" answers from where-used at every level, in both engines', async () => {
    const used = (await request('GET', `/api/parts/items/${parts.get('BRK-100')}/where-used`, buyer)).body.assemblies as { itemId: string; level: number }[];
    expect(used.map((a) => a.level).sort()).toEqual([1, 2]);
    for (const api of ['embedded', 'llm'] as const) {
      const answer = await ask(via(api), buyer, await newConversation(stack, buyer), 'Where is BRK-100 used?');
      expect(answer.tools).toEqual(['get_my_part']);
      expect(linkTargets(answer.text).filter((h) => h !== `/parts/items/${parts.get('BRK-100')}`).sort()).toEqual(used.map((a) => `/parts/items/${a.itemId}`).sort());
      expect(plainText(answer.text)).toMatch(/level 2/);
    }
  });

  it("lists my part master and never another buyer's part", async () => {
    const answer = await ask(stack, buyer, await newConversation(stack, buyer), 'Show my part master');
    expect(plainText(answer.text)).toContain('3 parts in your part master');
    expect(linkTargets(answer.text)).not.toContain(`/parts/items/${parts.get('OTH-1')}`);
    const embedded = await ask(stack, buyer, await newConversation(stack, buyer), 'where is OTH-1 used?');
    expect(embedded.text).toMatch(/no part numbered OTH-1/);
    const llm = await ask(via('llm'), buyer, await newConversation(stack, buyer), 'where is OTH-1 used?');
    expect(llm.chunks.some((c) => c.type === 'tool-output-error')).toBe(true);
    expect(llm.text).toBe('No such part in your part master.');
  });
});

describe('messages waiting on my RFQs', () => {
  it('names the unanswered question (as text), not the answered one, in both engines', async () => {
    for (const api of ['embedded', 'llm'] as const) {
      const answer = await ask(via(api), buyer, await newConversation(stack, buyer), 'Any messages waiting on my RFQs?');
      expect(answer.tools).toEqual(['messages_waiting']);
      const output = outputOf(answer, 'messages_waiting') as { threads: { supplierId: string; rfq: { title: string }; waiting: number; last: string }[] };
      expect(output.threads.map((t) => [t.supplierId, t.rfq.title, t.waiting])).toEqual([[mine, 'Collar restock', 1]]);
      expect(linkTargets(answer.text)).toContain(`/company/${mine}`);
      expect(linkTargets(answer.text)).not.toContain(`/company/${theirs}`);
      for (const href of linkTargets(answer.text)) expect(href).toMatch(/^\/(?![/\\])/);
    }
    const embedded = await ask(stack, buyer, await newConversation(stack, buyer), 'Any messages waiting on my RFQs?');
    expect(plainText(embedded.text)).toContain(QUESTION);
  });
});
