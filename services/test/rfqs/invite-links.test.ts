/**
 * Quoting by link (issue 35 §2) on the real stack: an invitation to an unclaimed company is emailed to its listed
 * contact with a link; the link reads the RFQ, downloads a drawing (logged against the company), asks, quotes or
 * declines without an account, and stops working when withdrawn, closed or tampered with.
 */
import mongoose from 'mongoose';
import { randomBytes } from 'node:crypto';
import { EmailModel } from '../../src/domains/content/model.js';
import { InviteLinkModel } from '../../src/domains/rfqs/invite-link-model.js';
import { QuoteModel } from '../../src/domains/rfqs/quote-model.js';
import { RfqModel } from '../../src/domains/rfqs/model.js';
import { SupplierModel } from '../../src/domains/suppliers/model.js';
import { INVITE_LINK_LIMITS } from '../../src/domains/rfqs/invite-link-routes.js';
import { useTestStack, viaShellFrom, type TestStack } from '../support/stack.js';
import { DUE, createRfq } from '../support/rfqs.js';
import { claimCompany } from '../support/suppliers.js';

const PDF = Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

let stack: TestStack;
let buyer: string;
let admin: string;
let supplierUser: string;
/** Unclaimed companies, each with its own listed contact address (the last lists none). */
let open: string[];
let contacts: string[];
let noAddress: string;
let mine: string;

async function upload(rfqId: string, fileName: string, content: Buffer) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(content)]), fileName);
  const response = await fetch(`${stack.api.url}/api/rfqs/${rfqId}/files`, { method: 'POST', headers: { authorization: `Bearer ${buyer}` }, body: form });
  expect(response.status).toBe(201);
  return ((await response.json()) as { file: { id: string } }).file;
}

let addresses = 0;
/** Each request through a link comes from its own client address, so the per-address limit is tested on its own. */
const fresh = () => viaShellFrom(`203.0.113.${(addresses += 1) % 250}`);
/** A request through a quote link (no bearer token). */
const viaLink = (method: string, path: string, body?: unknown) => stack.request(method, path, { body, headers: fresh() });

async function download(path: string) {
  const response = await fetch(`${stack.api.url}${path}`, { headers: fresh() });
  return { status: response.status, bytes: Buffer.from(await response.arrayBuffer()) };
}

/** The invitation email sent to `to` for the RFQ titled `title`, from the admin outbox, and the token of its link. */
async function invitationEmailTo(to: string, title: string) {
  const list = await stack.request('GET', `/api/admin/emails?template=notification&to=${encodeURIComponent(to)}&pageSize=50`, { token: admin });
  expect(list.status).toBe(200);
  const email = (list.body.items as { id: string; subject: string; text: string; html: string }[]).find((e) => e.subject.includes(title));
  expect(email).toBeDefined();
  const match = new RegExp(`${stack.config.publicUrl}/rfq-invite/([A-Za-z0-9_-]{43})`).exec(email!.text);
  expect(match).not.toBeNull();
  return { email: email!, token: match![1]! };
}

const invitations = async (rfqId: string) => {
  const res = await stack.request('GET', `/api/rfqs/${rfqId}/invitations`, { token: buyer });
  expect(res.status).toBe(200);
  return new Map((res.body.invitations as { supplierId: string; status: string; channel: string; contactEmail: string | null; withdrawnAt: string | null }[]).map((i) => [i.supplierId, i]));
};

const priced = (rfq: { lines: { id: string }[] }) => ({
  validUntil: DUE,
  shippingTerms: 'FOB origin',
  lines: [
    { lineId: rfq.lines[0]!.id, unitPrice: 40, leadTimeDays: 12, note: 'Deburred, anodised' },
    { lineId: rfq.lines[1]!.id, unitPrice: 7.5, leadTimeDays: 9 },
  ],
});

useTestStack({ redis: true, env: { SEED_SUPPLIERS: '60' } }, async (started) => {
  stack = started;
  [buyer, admin, supplierUser] = await Promise.all([stack.tokenFor('buyer'), stack.tokenFor('admin'), stack.tokenFor('supplier')]);
  const unclaimed = (await SupplierModel.find({ ownerUid: null }, { _id: 1 }).sort({ _id: 1 }).limit(8).lean()).map((s) => String(s._id));
  expect(unclaimed).toHaveLength(8);
  mine = unclaimed.pop()!;
  noAddress = unclaimed.pop()!;
  open = unclaimed;
  contacts = open.map((_, i) => `quotes${i}@shop${i}.example.test`);
  // test data: each company lists its own contact address, one lists none
  for (const [i, id] of open.entries()) await SupplierModel.updateOne({ _id: id }, { $set: { 'contact.email': contacts[i] } });
  await SupplierModel.updateOne({ _id: noAddress }, { $set: { 'contact.email': '' } });
  await claimCompany(stack, admin, mine, supplierUser);
});

describe('sending an RFQ to companies without an account', () => {
  it("emails each unclaimed company's listed contact a summary and a link; the buyer sees emailed, no address and sent", async () => {
    const rfq = await createRfq(stack, buyer, { title: 'Brackets by link', supplierIds: [open[0], noAddress, mine], notes: 'Anodise black.' });
    const { email } = await invitationEmailTo(contacts[0]!, 'Brackets by link');
    expect(email.text).toContain('PLT-9 — Waterjet cut base plate');
    expect(email.text).toContain('Anodise black.');
    expect(email.text).toContain(`Quotes are due by ${DUE}`);
    // the summary only: no drawing (there is none yet, and the email never links /api/rfq-files)
    expect(email.text).not.toContain('/api/rfq-files/');
    const list = await invitations(rfq.id);
    expect(list.get(open[0]!)).toMatchObject({ status: 'emailed', channel: 'email', contactEmail: contacts[0] });
    expect(list.get(noAddress)).toMatchObject({ status: 'no-address', channel: 'none' });
    expect(list.get(mine)).toMatchObject({ status: 'sent', channel: 'account' });
    // only the token's hash is stored
    const stored = await InviteLinkModel.findOne({ rfqId: rfq.id, supplierId: open[0] }).lean();
    expect(stored?.tokenHash).toMatch(/^[a-f0-9]{64}$/);
  });

  it('says "bounced" when the outbox could not deliver the email, and "not-sent" for a draft', async () => {
    const draft = await createRfq(stack, buyer, { title: 'Draft by link', status: 'draft', supplierIds: [open[3], mine] });
    const drafted = await invitations(draft.id);
    expect([drafted.get(open[3]!)?.status, drafted.get(mine)?.status]).toEqual(['not-sent', 'not-sent']);
    const rfq = await createRfq(stack, buyer, { title: 'Bounce by link', supplierIds: [open[3]] });
    const { email } = await invitationEmailTo(contacts[3]!, 'Bounce by link');
    // what the outbox records when the SMTP server refuses the message
    await EmailModel.updateOne({ _id: email.id }, { $set: { status: 'failed', error: '550 mailbox unavailable' } });
    expect((await invitations(rfq.id)).get(open[3]!)?.status).toBe('bounced');
  });
});

describe('answering through the link', () => {
  it('reads the RFQ, downloads a drawing logged against the company, asks, and quotes into the comparison', async () => {
    const rfq = await createRfq(stack, buyer, { title: 'Shafts by link', supplierIds: [open[1], mine] });
    const drawing = await upload(rfq.id, 'shaft.pdf', PDF);
    const { token } = await invitationEmailTo(contacts[1]!, 'Shafts by link');

    const page = await viaLink('GET', `/api/rfq-invites/${token}`);
    expect(page.status).toBe(200);
    expect(page.body.invite).toMatchObject({ supplierId: open[1], contactEmail: contacts[1], companyClaimed: false });
    expect(page.body.rfq).toMatchObject({ id: rfq.id, title: 'Shafts by link', viewer: 'supplier', owner: null, history: [] });
    // the invited company sees only itself among the invitees
    expect(page.body.rfq.suppliers.map((s: { id: string }) => s.id)).toEqual([open[1]]);
    expect(page.body.files.files.map((f: { id: string }) => f.id)).toEqual([drawing.id]);
    expect((await invitations(rfq.id)).get(open[1]!)?.status).toBe('opened');

    const file = await download(`/api/rfq-invites/${token}/files/${drawing.id}/content`);
    expect(file.status).toBe(200);
    expect(file.bytes.equals(PDF)).toBe(true);
    const log = await stack.request('GET', `/api/rfqs/${rfq.id}/files/downloads`, { token: buyer });
    expect(log.body.downloads[0]).toMatchObject({ fileId: drawing.id, role: 'supplier', supplierId: open[1], email: contacts[1], via: 'link' });

    const asked = await viaLink('POST', `/api/rfq-invites/${token}/messages`, { body: 'Is the 0.01 mm tolerance on the journal only?' });
    expect(asked.status).toBe(201);
    const thread = await stack.request('GET', `/api/rfqs/${rfq.id}/messages?supplierId=${open[1]}`, { token: buyer });
    expect(thread.body.messages.map((m: { body: string; from: string }) => [m.from, m.body])).toEqual([['supplier', 'Is the 0.01 mm tolerance on the journal only?']]);
    expect((await invitations(rfq.id)).get(open[1]!)?.status).toBe('asked');

    const quoted = await viaLink('POST', `/api/rfq-invites/${token}/quotes`, { name: 'Pat Quoter', email: 'Pat.Quoter@Shop1.example.test', quote: priced(rfq) });
    expect(quoted.status).toBe(201);
    expect(quoted.body.quote).toMatchObject({ revision: 1, supplierId: open[1], total: 350 });
    expect(quoted.body.account).toEqual({ email: 'pat.quoter@shop1.example.test', created: true, supplierId: open[1], joinedClaim: false, passwordEmail: true });
    const comparison = await stack.request('GET', `/api/rfqs/${rfq.id}/comparison`, { token: buyer });
    expect(comparison.body.comparison.suppliers.find((s: { supplierId: string }) => s.supplierId === open[1])).toMatchObject({ answered: true, total: 350, quotedLines: 2 });
    expect((await invitations(rfq.id)).get(open[1]!)?.status).toBe('quoted');

    // the account owns the company now, and was sent a link to set its password
    const company = await SupplierModel.findById(open[1]).lean();
    expect(company?.ownerUid).toBeTruthy();
    // (the identity provider queues it in its own database's outbox in this stack)
    const identityDb = mongoose.connection.getClient().db(new URL(stack.mongo.uri).pathname.slice(1) || 'test');
    expect(await identityDb.collection('emails').findOne({ to: 'pat.quoter@shop1.example.test', template: 'execute-actions' })).not.toBeNull();
    // someone else with the link cannot answer for the claimed company; its owner's email can
    const other = await viaLink('POST', `/api/rfq-invites/${token}/quotes`, { name: 'Someone Else', email: 'else@example.test', quote: priced(rfq) });
    expect(other.status).toBe(409);
    const revised = await viaLink('POST', `/api/rfq-invites/${token}/quotes`, { name: 'Pat Quoter', email: 'pat.quoter@shop1.example.test', quote: { ...priced(rfq), shippingTerms: 'Delivered' } });
    expect(revised.status).toBe(201);
    expect(revised.body.quote.revision).toBe(2);
    expect(revised.body.account.created).toBe(false);
    const again = await viaLink('GET', `/api/rfq-invites/${token}`);
    expect(again.body.invite.companyClaimed).toBe(true);
    expect(again.body.quotes.map((q: { revision: number }) => q.revision)).toEqual([2, 1]);
  });

  it("declines through the link, joining the company's open claim link", async () => {
    const rfq = await createRfq(stack, buyer, { title: 'Castings by link', supplierIds: [open[2]] });
    const { token } = await invitationEmailTo(contacts[2]!, 'Castings by link');
    const issued = await stack.request('POST', `/api/admin/suppliers/${open[2]}/claim-tokens`, { token: admin });
    expect(issued.status).toBe(201);
    const declined = await viaLink('POST', `/api/rfq-invites/${token}/quotes`, { name: 'Lee Caster', email: 'lee@shop2.example.test', quote: { decline: { reason: 'capacity', text: 'Foundry full until March' } } });
    expect(declined.status).toBe(201);
    expect(declined.body.quote.decline).toEqual({ reason: 'capacity', text: 'Foundry full until March' });
    expect(declined.body.account).toMatchObject({ created: true, joinedClaim: true });
    const claims = await stack.request('GET', '/api/admin/claims', { token: admin });
    const claim = (claims.body as { token: string }[]).find((c: { token: string }) => c.token === issued.body.token);
    expect(claim).toMatchObject({ state: 'claimed', claimedByEmail: 'lee@shop2.example.test' });
    const list = await invitations(rfq.id);
    expect(list.get(open[2]!)?.status).toBe('declined');
    const comparison = await stack.request('GET', `/api/rfqs/${rfq.id}/comparison`, { token: buyer });
    expect(comparison.body.comparison.suppliers[0]).toMatchObject({ supplierId: open[2], declinedAll: { reason: 'capacity', text: 'Foundry full until March' } });
  });
});

describe('a link that must not work', () => {
  it('answers 404 for a forged or altered token and for another RFQ\'s drawing', async () => {
    const rfq = await createRfq(stack, buyer, { title: 'Plates by link', supplierIds: [open[4]] });
    const { token } = await invitationEmailTo(contacts[4]!, 'Plates by link');
    const other = await createRfq(stack, buyer, { title: 'Other by link', supplierIds: [mine] });
    const otherDrawing = await upload(other.id, 'other.pdf', PDF);
    const altered = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    for (const bad of [randomBytes(32).toString('base64url'), altered, 'not-a-token']) {
      expect((await viaLink('GET', `/api/rfq-invites/${bad}`)).status).toBe(404);
      expect((await viaLink('POST', `/api/rfq-invites/${bad}/quotes`, { name: 'X Y', email: 'x@example.test', quote: priced(rfq) })).status).toBe(404);
    }
    expect((await download(`/api/rfq-invites/${token}/files/${otherDrawing.id}/content`)).status).toBe(404);
    expect((await viaLink('GET', `/api/rfq-invites/${token}`)).status).toBe(200);
  });

  it('stops working once the buyer withdraws the invitation or closes the RFQ', async () => {
    const rfq = await createRfq(stack, buyer, { title: 'Withdrawn by link', supplierIds: [open[5], mine] });
    const { token } = await invitationEmailTo(contacts[5]!, 'Withdrawn by link');
    expect((await stack.request('POST', `/api/rfqs/${rfq.id}/invitations/${open[5]}/withdraw`, { token: supplierUser, body: {} })).status).toBe(403);
    const withdrawn = await stack.request('POST', `/api/rfqs/${rfq.id}/invitations/${open[5]}/withdraw`, { token: buyer, body: { reason: 'Found it in stock' } });
    expect(withdrawn.status).toBe(200);
    expect(withdrawn.body.invitations.find((i: { supplierId: string }) => i.supplierId === open[5])).toMatchObject({ status: 'withdrawn', channel: 'email' });
    expect((await viaLink('GET', `/api/rfq-invites/${token}`)).status).toBe(404);
    expect((await viaLink('POST', `/api/rfq-invites/${token}/quotes`, { name: 'Late Shop', email: 'late@example.test', quote: priced(rfq) })).status).toBe(404);
    expect(await QuoteModel.countDocuments({ rfqId: rfq.id })).toBe(0);
    expect((await stack.request('POST', `/api/rfqs/${rfq.id}/invitations/${open[5]}/withdraw`, { token: buyer, body: {} })).status).toBe(404);

    const closing = await createRfq(stack, buyer, { title: 'Closed by link', supplierIds: [open[5]] });
    const second = await invitationEmailTo(contacts[5]!, 'Closed by link');
    expect((await viaLink('GET', `/api/rfq-invites/${second.token}`)).status).toBe(200);
    expect((await stack.request('PATCH', `/api/rfqs/${closing.id}`, { token: buyer, body: { status: 'closed', reason: 'Cancelled' } })).status).toBe(200);
    expect((await viaLink('GET', `/api/rfq-invites/${second.token}`)).status).toBe(404);
    expect((await viaLink('POST', `/api/rfq-invites/${second.token}/messages`, { body: 'Still open?' })).status).toBe(404);
    expect((await stack.request('POST', `/api/rfqs/${closing.id}/invitations/${open[5]}/withdraw`, { token: buyer, body: {} })).status).toBe(409);
  });

  it('stops working after the end of the due day (the link expires with the RFQ)', async () => {
    const rfq = await createRfq(stack, buyer, { title: 'Expired by link', supplierIds: [open[5]] });
    const { token } = await invitationEmailTo(contacts[5]!, 'Expired by link');
    expect((await viaLink('GET', `/api/rfq-invites/${token}`)).status).toBe(200);
    // time passes: the due day was yesterday (stored as midnight UTC of that day)
    const yesterday = new Date(`${new Date(Date.now() - 86_400_000).toISOString().slice(0, 10)}T00:00:00.000Z`);
    await RfqModel.updateOne({ _id: rfq.id }, { $set: { dueDate: yesterday } });
    const expired = await viaLink('GET', `/api/rfq-invites/${token}`);
    expect(expired.status).toBe(404);
    expect(expired.body.error.message).toMatch(/quoting has closed/);
  });

  it('refuses withdrawing a company that already answered (409)', async () => {
    const rfq = await createRfq(stack, buyer, { title: 'Answered by link', supplierIds: [mine] });
    const quoted = await stack.request('POST', `/api/rfqs/${rfq.id}/quotes`, { token: supplierUser, body: priced(rfq) });
    expect(quoted.status).toBe(201);
    expect((await stack.request('POST', `/api/rfqs/${rfq.id}/invitations/${mine}/withdraw`, { token: buyer, body: {} })).status).toBe(409);
  });
});

describe('bad input through the link', () => {
  it('answers 4xx with a message and writes nothing: no account, no quote', async () => {
    const rfq = await createRfq(stack, buyer, { title: 'Bad bodies by link', supplierIds: [open[4]] });
    const { token } = await invitationEmailTo(contacts[4]!, 'Bad bodies by link');
    const post = (body: unknown) => viaLink('POST', `/api/rfq-invites/${token}/quotes`, body);
    const cases: [unknown, RegExp][] = [
      [{}, /name/],
      [{ name: 'Sam Shop', email: 'not-an-email', quote: priced(rfq) }, /email/],
      [{ name: 'Sam Shop', email: 'sam@example.test', quote: priced(rfq), extra: 1 }, /extra/],
      [{ name: 'Sam Shop', email: 'sam@example.test', quote: { lines: [{ lineId: 'nope', unitPrice: 1, leadTimeDays: 1 }] } }, /no line "nope"/],
      [{ name: 'Sam Shop', email: 'sam@example.test', quote: { lines: [] } }, /quote or decline/],
      [{ name: 'Sam Shop', email: 'sam@example.test', quote: { lines: [{ lineId: rfq.lines[0]!.id, unitPrice: -3, leadTimeDays: 1 }] } }, /more than 0/],
    ];
    for (const [body, message] of cases) {
      const res = await post(body);
      expect(res.status).toBe(400);
      expect(res.body.error.message).toMatch(message);
    }
    expect(await QuoteModel.countDocuments({ rfqId: rfq.id })).toBe(0);
    expect((await SupplierModel.findById(open[4]).lean())?.ownerUid ?? null).toBeNull();
    const empty = await viaLink('POST', `/api/rfq-invites/${token}/messages`, { body: '   ' });
    expect(empty.status).toBe(400);
    expect((await stack.request('POST', `/api/rfqs/${rfq.id}/invitations/${open[4]}/withdraw`, { token: buyer, body: { reason: 'x'.repeat(501) } })).status).toBe(400);
  });

  it('rate-limits the quote-link routes per client address (429 with Retry-After)', async () => {
    const headers = viaShellFrom('198.51.100.35');
    const statuses: number[] = [];
    for (let i = 0; i <= INVITE_LINK_LIMITS.writes; i += 1) {
      statuses.push((await stack.request('POST', `/api/rfq-invites/${randomBytes(32).toString('base64url')}/messages`, { body: { body: 'hello' }, headers })).status);
    }
    expect(statuses.slice(0, INVITE_LINK_LIMITS.writes).every((s) => s === 404)).toBe(true);
    const limited = await stack.request('POST', `/api/rfq-invites/${randomBytes(32).toString('base64url')}/messages`, { body: { body: 'hello' }, headers });
    expect([statuses.at(-1), limited.status]).toEqual([429, 429]);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});
