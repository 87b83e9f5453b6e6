/**
 * Trust signals from real RFQs (issue 14) on the real stack: a supplier's response rate and median time to quote
 * (shown from 3 invitations, on its profile, in search results and in "why it ranks", announced on the supplier change
 * stream), and a buyer's award rate (from 3 decided RFQs, shown only to the suppliers it invites).
 */
import { Redis } from 'ioredis';
import { RfqModel } from '../../src/domains/rfqs/model.js';
import { SUPPLIER_CHANGES_STREAM } from '../../src/domains/suppliers/change-feed.js';
import { SupplierModel } from '../../src/domains/suppliers/model.js';
import { refreshAllSupplierRfqStats } from '../../src/domains/suppliers/rfq-stats.js';
import { UserModel } from '../../src/domains/users/model.js';
import { SupplierMatcher } from '../../src/domains/bom/match.js';
import { startTestStack, type TestStack } from '../support/stack.js';
import { DUE, createRfq } from '../support/rfqs.js';
import { claimCompany, createCompanyOwner, createUser } from '../support/suppliers.js';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

let stack: TestStack;
let buyer: string;
let admin: string;
let supplierUser: string;
let mine: string;
let theirs: string;
/** Buyers whose RFQs count (verified email, joined 30 days ago): one each, as one buyer counts once a week. */
const established: string[] = [];

/** A buyer account that signed in to Forge `joinedDaysAgo` days ago (its profile's joining date moved back). */
async function buyerAccount(email: string, emailVerified: boolean, joinedDaysAgo: number): Promise<string> {
  const token = await createUser(stack, email, 'Trust-Buyer-2026!', 'buyer', emailVerified);
  const profile = await stack.request('POST', '/api/me/sign-in', { token });
  expect(profile.status).toBe(200);
  await UserModel.updateOne({ _id: profile.body.uid }, { $set: { createdAt: new Date(Date.now() - joinedDaysAgo * DAY) } });
  return token;
}

const sendRfq = (title: string, status: 'open' | 'draft' = 'open', from = buyer) =>
  createRfq(stack, from, { title, status, lines: [{ partNumber: 'P-1', description: 'Bracket', quantity: 10, process: 'cnc-machining' }], supplierIds: [mine, theirs] });
/** Moves an RFQ's sending back in time, so a quote sent now took that long. */
const sentHoursAgo = (rfqId: string, hours: number) => RfqModel.updateOne({ _id: rfqId }, { $set: { openedAt: new Date(Date.now() - hours * HOUR) } });
const priced = (rfq: { lines: { id: string }[] }, unitPrice = 10) => ({ lines: [{ lineId: rfq.lines[0]!.id, unitPrice, leadTimeDays: 12 }] });
const answer = async (rfqId: string, body: unknown) => expect((await stack.request('POST', `/api/rfqs/${rfqId}/quotes`, { token: supplierUser, body })).status).toBe(201);
const profile = async (id: string) => (await stack.request('GET', `/api/suppliers/${id}`)).body;

beforeAll(async () => {
  stack = await startTestStack({ redis: true, env: { SEED_SUPPLIERS: '60' } });
  [buyer, admin, supplierUser] = await Promise.all([stack.tokenFor('buyer'), stack.tokenFor('admin'), stack.tokenFor('supplier')]);
  const listing = await stack.request('GET', '/api/suppliers/listing?pageSize=2');
  [mine, theirs] = (listing.body.hits as { id: string }[]).map((h) => h.id) as [string, string];
  await claimCompany(stack, admin, mine, supplierUser);
  await createCompanyOwner(stack, admin, theirs, 'trust.supplier@forge.test', 'TrustSupplier42!');
  for (let i = 0; i < 4; i++) established.push(await buyerAccount(`trust.buyer${i}@forge.test`, true, 30));
});

afterAll(async () => {
  await stack?.stop();
});

const rfqs: { id: string; lines: { id: string }[] }[] = [];

describe('supplier response rate and median time to quote', () => {
  it('shows nothing below 3 invitations (no figure, not 0 %), in the profile and in search', async () => {
    await sendRfq('Draft only', 'draft'); // a draft invites nobody yet
    rfqs.push(await sendRfq('Trust 1', 'open', established[0]), await sendRfq('Trust 2', 'open', established[1]));
    await sentHoursAgo(rfqs[0]!.id, 10);
    await answer(rfqs[0]!.id, priced(rfqs[0]!));
    const stored = (await SupplierModel.findById(mine).lean()) as { rfqStats?: { invitations: number; answered: number } } | null;
    expect(stored?.rfqStats).toMatchObject({ invitations: 2, answered: 1 }); // counted and stored, not shown yet
    const p = await profile(mine);
    expect(p.rfqStats).toBeNull();
    expect(p.responseRate).toBeNull();
    const hit = (await stack.request('GET', `/api/suppliers/search?q=${encodeURIComponent(p.name)}&pageSize=50`)).body.hits.find((h: { id: string }) => h.id === mine);
    expect(hit.responseRate).toBeNull();
    expect(hit.why).toContain('No response rate yet (fewer than 3 RFQ invitations on Forge): counted as average when breaking ties');
  });

  it('from 3 invitations: answered by a quote or a decline over invitations, and the median hours to a first priced quote', async () => {
    rfqs.push(await sendRfq('Trust 3', 'open', established[2]), await sendRfq('Trust 4', 'open', established[3]));
    await sentHoursAgo(rfqs[1]!.id, 30);
    await answer(rfqs[1]!.id, priced(rfqs[1]!));
    await answer(rfqs[1]!.id, priced(rfqs[1]!, 9)); // a revision later does not move the first quote
    await answer(rfqs[2]!.id, { decline: { reason: 'capacity', text: 'Full until March' } }); // answered, not quoted
    // rfqs[3] stays unanswered
    const p = await profile(mine);
    expect(p.rfqStats).toMatchObject({ invitations: 4, answered: 3, quoted: 2, responseRate: 0.75 });
    expect(p.rfqStats.medianHoursToQuote).toBeGreaterThanOrEqual(20);
    expect(p.rfqStats.medianHoursToQuote).toBeLessThan(20.2); // (10 h + 30 h) / 2
    expect(p.responseRate).toBe(75);
    // a supplier that answered nothing has a real 0 %, not a missing figure
    expect((await profile(theirs)).rfqStats).toMatchObject({ invitations: 4, answered: 0, quoted: 0, responseRate: 0, medianHoursToQuote: null });

    const hit = (await stack.request('GET', `/api/suppliers/search?q=${encodeURIComponent(p.name)}&pageSize=50`)).body.hits.find((h: { id: string }) => h.id === mine);
    expect(hit).toMatchObject({ responseRate: 75, rfqStats: { invitations: 4, answered: 3, responseRate: 0.75 } });
    expect(hit.why).toContain('Response rate 75% (answered 3 of 4 RFQ invitations; median time to quote 20 h)');
    // sorted by response rate: 75 % first, everyone without a figure as average (50 %), and 0 % after them
    const sorted = (await stack.request('GET', '/api/suppliers/listing?sort=responseRate&pageSize=5')).body.hits;
    expect(sorted[0].id).toBe(mine);
    expect(sorted.slice(1).map((h: { id: string }) => h.id)).not.toContain(theirs);
    expect(sorted[1].responseRate).toBeNull();
    expect(sorted[1].why.join(' ')).toContain('sorted as average (50%)');
  });

  it('announces each recount on the supplier change stream, so every replica re-reads the supplier', async () => {
    const redis = new Redis(stack.config.redisUrl);
    try {
      const entries = await redis.xrange(SUPPLIER_CHANGES_STREAM, '-', '+');
      const ids = entries.map(([, fields]) => fields[fields.indexOf('id') + 1]);
      expect(ids).toContain(mine);
      expect(ids).toContain(theirs);
    } finally {
      redis.disconnect();
    }
  });

  it('catches up at start: a lost recount is redone from the RFQs', async () => {
    await SupplierModel.updateOne({ _id: mine }, { $set: { rfqStats: null } });
    expect(await refreshAllSupplierRfqStats()).toBeGreaterThanOrEqual(1);
    expect((await profile(mine)).rfqStats).toMatchObject({ invitations: 4, answered: 3, quoted: 2 });
  });
});

describe("buyer's award rate", () => {
  const inboxRates = async () => {
    const inbox = (await stack.request('GET', '/api/rfqs/inbox', { token: supplierUser })).body;
    return new Map((inbox.items as { id: string; buyerAwardRate: unknown }[]).map((i) => [i.id, i.buyerAwardRate]));
  };

  const own: { id: string; lines: { id: string }[] }[] = [];

  it('is null until 3 RFQs are decided, then awarded over decided (awarded, closed, or past due); only invited suppliers see it', async () => {
    for (let i = 1; i <= 4; i++) own.push(await sendRfq(`Award ${i}`));
    await answer(own[0]!.id, priced(own[0]!));
    expect([...(await inboxRates()).values()].every((v) => v === null)).toBe(true); // nothing decided yet
    expect((await stack.request('POST', `/api/rfqs/${own[0]!.id}/award`, { token: buyer, body: { supplierId: mine } })).status).toBe(200);
    expect((await stack.request('PATCH', `/api/rfqs/${own[2]!.id}`, { token: buyer, body: { status: 'closed', reason: 'Project on hold' } })).status).toBe(200);
    expect([...(await inboxRates()).values()].every((v) => v === null)).toBe(true); // 2 decided: still new
    // one more passes its due day without an award
    await RfqModel.updateOne({ _id: own[3]!.id }, { $set: { dueDate: new Date(Date.now() - 3 * 86_400_000) } });
    const rates = await inboxRates();
    expect(rates.get(own[1]!.id)).toEqual({ decided: 3, awarded: 1, awardRate: 1 / 3 });

    const asSupplier = (await stack.request('GET', `/api/rfqs/${own[1]!.id}`, { token: supplierUser })).body.rfq;
    expect(asSupplier.buyerAwardRate).toEqual({ decided: 3, awarded: 1, awardRate: 1 / 3 });
    expect(asSupplier.owner).toBeNull(); // the rate, never who the buyer is
    const asBuyer = (await stack.request('GET', `/api/rfqs/${own[1]!.id}`, { token: buyer })).body.rfq;
    expect(asBuyer).not.toHaveProperty('buyerAwardRate');
    const asAdmin = (await stack.request('GET', `/api/rfqs/${own[1]!.id}`, { token: admin })).body.rfq;
    expect(asAdmin).not.toHaveProperty('buyerAwardRate');
  });
});

describe('decline reasons feed supplier matching', () => {
  it("an RFQ declined for capability or material ranks the supplier lower for that process, with the reason; capacity doesn't", async () => {
    const { capabilities } = (await SupplierModel.findById(mine, { capabilities: 1 }).lean()) as { capabilities: string[] };
    const process = capabilities[0]!;
    const scoreOf = async () => (await SupplierMatcher.load([process])).rank({ process: { slug: process, name: 'this process' } }, 10_000).find((m) => m.id === mine)!;
    const before = await scoreOf();
    expect(before.reason).not.toContain('Declined');
    // the earlier decline was for capacity: a busy shop is not a shop that can't make the part
    expect(((await SupplierModel.findById(mine).lean()) as { rfqStats: { capabilityDeclines?: object } }).rfqStats.capabilityDeclines ?? {}).toEqual({});

    const res = await stack.request('POST', '/api/rfqs', {
      token: buyer,
      body: { title: 'Beyond us', status: 'open', dueDate: DUE, lines: [{ partNumber: 'P-9', description: 'Part', quantity: 5, process }], supplierIds: [mine] },
    });
    expect(res.status).toBe(201);
    await answer(res.body.rfq.id, { decline: { reason: 'capability', text: 'We do not run this process in house' } });
    const stored = (await SupplierModel.findById(mine).lean()) as { rfqStats: { capabilityDeclines: Record<string, number> } };
    expect(stored.rfqStats.capabilityDeclines).toEqual({ [process]: 1 });

    const after = await scoreOf();
    expect(after.score).toBeLessThan(before.score);
    expect(after.reason).toContain('Declined 1 this process RFQ for capability or material');
  });
});

describe('response-rate inflation (issue 41)', () => {
  const counted = async () => ((await SupplierModel.findById(mine).lean()) as { rfqStats: { invitations: number; answered: number } }).rfqStats;

  it('ignores RFQs from unverified or new buyers, and counts one RFQ per buyer per 7 days', async () => {
    const before = await counted();
    // the demo buyer joined today and an unverified buyer a month ago: quick quotes to them move nothing
    const unverified = await buyerAccount('trust.unverified@forge.test', false, 30);
    for (const from of [buyer, buyer, unverified, unverified]) {
      const rfq = await sendRfq('Inflate', 'open', from);
      await answer(rfq.id, priced(rfq));
    }
    expect(await counted()).toEqual(expect.objectContaining({ invitations: before.invitations, answered: before.answered }));

    // an established buyer's burst of three: the first counts, and the next only once 7 days have passed
    const regular = await buyerAccount('trust.regular@forge.test', true, 30);
    const burst = [await sendRfq('Burst 1', 'open', regular), await sendRfq('Burst 2', 'open', regular), await sendRfq('Burst 3', 'open', regular)];
    for (const rfq of burst) await answer(rfq.id, priced(rfq));
    expect(await counted()).toEqual(expect.objectContaining({ invitations: before.invitations + 1, answered: before.answered + 1 }));
    await sentHoursAgo(burst[0]!.id, 8 * 24);
    expect(await refreshAllSupplierRfqStats()).toBeGreaterThanOrEqual(1);
    expect(await counted()).toEqual(expect.objectContaining({ invitations: before.invitations + 2, answered: before.answered + 2 }));
  });
});
