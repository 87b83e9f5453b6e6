/** Supplier quotes and the supplier inbox against the real stack: API, embedded store and identity provider. */
import ExcelJS from 'exceljs';
import { RfqModel } from '../../src/domains/rfqs/model.js';
import { QuoteModel } from '../../src/domains/rfqs/quote-model.js';
import { useTestStack, type TestStack } from '../support/stack.js';
import { DUE, TWO_TYPED_LINES, createRfq as createRfqAs } from '../support/rfqs.js';
import { claimCompany, createCompanyOwner } from '../support/suppliers.js';

const SOON = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);

let stack: TestStack;
let buyer: string;
let admin: string;
let supplierUser: string;
let secondSupplierUser: string;
let supplierIds: string[];
let mine: string;
let theirs: string;
let stranger: string;

const createRfq = (suppliers: string[], dueDate = DUE) => createRfqAs(stack, buyer, { title: 'Quote me', dueDate, supplierIds: suppliers });
const quote = (rfqId: string, body: unknown, token = supplierUser) => stack.request('POST', `/api/rfqs/${rfqId}/quotes`, { token, body });
const priced = (rfq: { lines: { id: string }[] }, unitPrice = 12.5) => ({
  validUntil: DUE,
  shippingTerms: 'FOB origin',
  lines: [
    { lineId: rfq.lines[0]!.id, unitPrice, leadTimeDays: 10, breaks: [{ minQuantity: 100, unitPrice: 9 }], note: 'Deburred' },
    { lineId: rfq.lines[1]!.id, decline: { reason: 'capability', text: 'No lathe' } },
  ],
});

// with Redis: quoting schedules deadline jobs and notifications on BullMQ, whose clients must be able to close
useTestStack({ redis: true, env: { SEED_SUPPLIERS: '60' } }, async (started) => {
  stack = started;
  [buyer, admin, supplierUser] = await Promise.all([stack.tokenFor('buyer'), stack.tokenFor('admin'), stack.tokenFor('supplier')]);
  const listing = await stack.request('GET', '/api/suppliers/listing?pageSize=3');
  supplierIds = (listing.body.hits as { id: string }[]).map((h) => h.id);
  [mine, theirs, stranger] = supplierIds as [string, string, string];
  await claimCompany(stack, admin, mine, supplierUser);
  secondSupplierUser = await createCompanyOwner(stack, admin, theirs, 'second.supplier@forge.test', 'SecondSupplier42!');
});

describe('POST /api/rfqs/:id/quotes', () => {
  it('stores a revision per submission with prices, breaks, lead time, declines and a server-computed total', async () => {
    const rfq = await createRfq([mine, theirs]);
    const first = await quote(rfq.id, priced(rfq));
    expect(first.status).toBe(201);
    expect(first.body.quote).toMatchObject({ revision: 1, supplierId: mine, total: 62.5, validUntil: DUE, shippingTerms: 'FOB origin' });
    expect(first.body.quote.lines[0]).toMatchObject({ unitPrice: 12.5, leadTimeDays: 10, breaks: [{ minQuantity: 100, unitPrice: 9 }], note: 'Deburred', decline: null });
    expect(first.body.quote.lines[1]).toMatchObject({ unitPrice: null, decline: { reason: 'capability', text: 'No lathe' } });

    const second = await quote(rfq.id, priced(rfq, 11));
    expect(second.status).toBe(201);
    expect(second.body.quote).toMatchObject({ revision: 2, total: 55 });
    const own = await stack.request('GET', `/api/rfqs/${rfq.id}/quotes`, { token: supplierUser });
    expect(own.body.quotes.map((q: any) => q.revision)).toEqual([2, 1]);
  });

  it('keeps one revision when the same quote is submitted twice at once', async () => {
    const rfq = await createRfq([mine]);
    const answers = await Promise.all([quote(rfq.id, priced(rfq)), quote(rfq.id, priced(rfq))]);
    // Whether the two overlap (the unique index answers 409) or not (the second is the same quote: no new revision).
    for (const answer of answers) expect([201, 409]).toContain(answer.status);
    expect(answers.some((a) => a.status === 201)).toBe(true);
    expect(await QuoteModel.countDocuments({ rfqId: rfq.id })).toBe(1);
    // Sent once more later, the same quote is still revision 1.
    const again = await quote(rfq.id, priced(rfq));
    expect(again.body.quote.revision).toBe(1);
    expect(await QuoteModel.countDocuments({ rfqId: rfq.id })).toBe(1);
  });

  it('takes a whole-RFQ no quote with a reason, and refuses unknown reasons, unknown lines and unpriced lines', async () => {
    const rfq = await createRfq([mine]);
    expect((await quote(rfq.id, { decline: { reason: 'teleportation' } })).status).toBe(400);
    const unknownLine = await quote(rfq.id, { lines: [{ lineId: 'nope', unitPrice: 1, leadTimeDays: 1 }] });
    expect(unknownLine.status).toBe(400);
    expect(unknownLine.body.error.message).toContain('this RFQ has no line "nope"');
    const unpriced = await quote(rfq.id, { lines: [{ lineId: rfq.lines[0]!.id, leadTimeDays: 3 }] });
    expect(unpriced.status).toBe(400);
    expect((await quote(rfq.id, { lines: [] })).status).toBe(400);
    const declined = await quote(rfq.id, { decline: { reason: 'capacity', text: 'Booked until March' } });
    expect(declined.status).toBe(201);
    expect(declined.body.quote).toMatchObject({ revision: 1, lines: [], total: 0, decline: { reason: 'capacity', text: 'Booked until March' } });
  });
});

describe('who may quote and see quotes', () => {
  it("hides other invitees' quotes from a supplier; the buyer sees every supplier's revisions", async () => {
    const rfq = await createRfq([mine, theirs]);
    expect((await quote(rfq.id, priced(rfq))).status).toBe(201);
    expect((await quote(rfq.id, priced(rfq, 30), secondSupplierUser)).status).toBe(201);
    const second = await stack.request('GET', `/api/rfqs/${rfq.id}/quotes`, { token: secondSupplierUser });
    expect(second.body.quotes.map((q: any) => q.supplierId)).toEqual([theirs]);
    const asBuyer = await stack.request('GET', `/api/rfqs/${rfq.id}/quotes`, { token: buyer });
    expect(asBuyer.body.quotes.map((q: any) => q.supplierId).sort()).toEqual([mine, theirs].sort());
    const read = await stack.request('GET', `/api/rfqs/${rfq.id}`, { token: secondSupplierUser });
    expect(read.body.rfq.suppliers.map((s: any) => s.id)).toEqual([theirs]);
    expect(read.body.rfq.owner).toBeNull();
  });

  it('answers 404 to a supplier whose company is not invited, and 403 to the buyer quoting', async () => {
    const rfq = await createRfq([stranger, theirs]);
    expect((await quote(rfq.id, priced(rfq))).status).toBe(404);
    expect((await stack.request('GET', `/api/rfqs/${rfq.id}/quotes`, { token: supplierUser })).status).toBe(404);
    expect((await quote(rfq.id, priced(rfq), buyer)).status).toBe(403);
  });

  it('refuses quotes after an award, after closing and after the due day', async () => {
    const awarded = await createRfq([mine, theirs]);
    expect((await quote(awarded.id, priced(awarded), secondSupplierUser)).status).toBe(201);
    expect((await stack.request('POST', `/api/rfqs/${awarded.id}/award`, { token: buyer, body: { supplierId: theirs } })).status).toBe(200);
    const late = await quote(awarded.id, priced(awarded));
    expect(late.status).toBe(403);
    expect(late.body.error.message).toMatch(/awarded; it no longer takes quotes/);

    const closed = await createRfq([mine]);
    expect((await stack.request('PATCH', `/api/rfqs/${closed.id}`, { token: buyer, body: { status: 'closed' } })).status).toBe(200);
    expect((await quote(closed.id, priced(closed))).status).toBe(403);

    const overdue = await createRfq([mine]);
    // The API refuses past due dates, so the stored date is moved back as time passing would.
    await RfqModel.updateOne({ _id: overdue.id }, { $set: { dueDate: new Date(Date.now() - 2 * 86_400_000) } });
    const tooLate = await quote(overdue.id, priced(overdue));
    expect(tooLate.status).toBe(403);
    expect(tooLate.body.error.message).toMatch(/were due on/);
  });
});

describe('GET /api/rfqs/inbox', () => {
  it('puts each invitation in new, due soon, answered, won or lost, with counts, for the own company only', async () => {
    const fresh = await createRfq([mine]);
    const soon = await createRfq([mine], SOON);
    const answered = await createRfq([mine]);
    expect((await quote(answered.id, priced(answered))).status).toBe(201);
    const won = await createRfq([mine, theirs]);
    const lost = await createRfq([mine, theirs]);
    expect((await quote(won.id, priced(won))).status).toBe(201);
    expect((await quote(lost.id, priced(lost), secondSupplierUser)).status).toBe(201);
    expect((await stack.request('POST', `/api/rfqs/${won.id}/award`, { token: buyer, body: { supplierId: mine } })).status).toBe(200);
    expect((await stack.request('POST', `/api/rfqs/${lost.id}/award`, { token: buyer, body: { supplierId: theirs } })).status).toBe(200);

    const inbox = await stack.request('GET', '/api/rfqs/inbox', { token: supplierUser });
    expect(inbox.status).toBe(200);
    const bucketOf = (id: string) => inbox.body.items.find((i: any) => i.id === id)?.bucket;
    expect([fresh, soon, answered, won, lost].map((r) => bucketOf(r.id))).toEqual(['new', 'due-soon', 'answered', 'won', 'lost']);
    expect(inbox.body.items.find((i: any) => i.id === answered.id).myQuote).toMatchObject({ revision: 1, declined: false, total: 62.5 });
    for (const bucket of ['new', 'due-soon', 'answered', 'won', 'lost'] as const) {
      expect(inbox.body.counts[bucket]).toBe(inbox.body.items.filter((i: any) => i.bucket === bucket).length);
    }
    const onlyWon = await stack.request('GET', '/api/rfqs/inbox?bucket=won', { token: supplierUser });
    expect(onlyWon.body.items.every((i: any) => i.bucket === 'won')).toBe(true);
    expect(onlyWon.body.items.map((i: any) => i.id)).toContain(won.id);
    const theirsInbox = await stack.request('GET', '/api/rfqs/inbox', { token: secondSupplierUser });
    expect(theirsInbox.body.items.map((i: any) => i.id)).not.toContain(fresh.id);
    expect((await stack.request('GET', '/api/rfqs/inbox?bucket=nope', { token: supplierUser })).status).toBe(400);
    const buyerInbox = await stack.request('GET', '/api/rfqs/inbox', { token: buyer });
    expect(buyerInbox.body).toMatchObject({ companyId: null, items: [] });
  });
});

describe('GET /api/rfqs/:id/comparison', () => {
  it('compares latest revisions line by line, marks lowest and fastest, totals quoted lines, lists no-quotes; buyer only', async () => {
    const rfq = await createRfq([mine, theirs, stranger]);
    const [plate, shaft] = [rfq.lines[0]!.id, rfq.lines[1]!.id];
    expect((await quote(rfq.id, priced(rfq, 20))).status).toBe(201);
    // Revision 2 replaces revision 1 in the comparison; 5 pieces do not reach the 100-piece break.
    expect((await quote(rfq.id, { lines: [{ lineId: plate, unitPrice: 12, leadTimeDays: 15, breaks: [{ minQuantity: 100, unitPrice: 9 }] }, { lineId: shaft, decline: { reason: 'capability', text: 'No lathe' } }] })).status).toBe(201);
    const theirQuote = { lines: [{ lineId: plate, unitPrice: '=cmd|calc', leadTimeDays: 4 }] };
    expect((await quote(rfq.id, theirQuote, secondSupplierUser)).status).toBe(400);
    expect((await quote(rfq.id, { lines: [{ lineId: plate, unitPrice: 14, leadTimeDays: 4 }, { lineId: shaft, unitPrice: 30, leadTimeDays: 20, breaks: [{ minQuantity: 10, unitPrice: 25 }] }] }, secondSupplierUser)).status).toBe(201);

    const res = await stack.request('GET', `/api/rfqs/${rfq.id}/comparison`, { token: buyer });
    expect(res.status).toBe(200);
    const { lines: rows, suppliers } = res.body.comparison;
    expect(rows[0].offers).toEqual([
      expect.objectContaining({ supplierId: mine, revision: 2, unitPrice: 12, extendedPrice: 60, leadTimeDays: 15, lowestPrice: true, fastestLeadTime: false }),
      expect.objectContaining({ supplierId: theirs, revision: 1, unitPrice: 14, extendedPrice: 70, leadTimeDays: 4, lowestPrice: false, fastestLeadTime: true }),
    ]);
    expect(rows[1].offers).toEqual([expect.objectContaining({ supplierId: theirs, unitPrice: 25, extendedPrice: 500, lowestPrice: true, fastestLeadTime: true })]);
    expect(rows[1].declines).toEqual([expect.objectContaining({ supplierId: mine, reason: 'capability', text: 'No lathe' })]);
    const bySupplier = Object.fromEntries(suppliers.map((s: any) => [s.supplierId, s]));
    expect(bySupplier[mine]).toMatchObject({ answered: true, revision: 2, total: 60, quotedLines: 1 });
    expect(bySupplier[theirs]).toMatchObject({ total: 570, quotedLines: 2 });
    expect(bySupplier[stranger]).toMatchObject({ answered: false, total: 0, quotedLines: 0 });

    const csv = await stack.request('GET', `/api/rfqs/${rfq.id}/comparison.csv`, { token: buyer });
    expect(csv.status).toBe(200);
    expect(String(csv.body).split('\r\n')[0]).toMatch(/^Part number,Description,Quantity,Supplier,Unit price/);
    expect(String(csv.body)).toContain('capability: No lathe');

    expect((await stack.request('GET', `/api/rfqs/${rfq.id}/comparison`, { token: supplierUser })).status).toBe(403);
    expect((await stack.request('GET', `/api/rfqs/${rfq.id}/comparison.csv`, { token: secondSupplierUser })).status).toBe(403);
  });

  it('neutralises formulas typed by the buyer or a supplier in the CSV and the Excel export', async () => {
    const res = await stack.request('POST', '/api/rfqs', { token: buyer, body: { title: 'Formula', dueDate: DUE, lines: [{ partNumber: '=HYPERLINK("http://evil")', quantity: 2 }], supplierIds: [mine] } });
    const rfq = res.body.rfq;
    expect((await quote(rfq.id, { lines: [{ lineId: rfq.lines[0].id, decline: { reason: 'capacity', text: '@SUM(1)' } }] })).status).toBe(201);
    const csv = String((await stack.request('GET', `/api/rfqs/${rfq.id}/comparison.csv`, { token: buyer })).body);
    expect(csv).toContain(`"'=HYPERLINK(""http://evil"")"`);
    expect(csv).not.toMatch(/(^|,)=/m);

    // the Excel export says each cell's type: the typed formula is a text cell, never a formula
    const xlsx = await fetch(`${stack.api.url}/api/rfqs/${rfq.id}/comparison.xlsx`, { headers: { authorization: `Bearer ${buyer}` } });
    expect(xlsx.status).toBe(200);
    expect(xlsx.headers.get('content-type')).toContain('spreadsheetml');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(Buffer.from(await xlsx.arrayBuffer()) as never);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.getRow(1).getCell(1).value).toBe('Part number');
    const cell = sheet.getRow(2).getCell(1);
    expect(cell.type).toBe(ExcelJS.ValueType.String);
    expect(cell.value).toBe('=HYPERLINK("http://evil")');
    expect(sheet.getRow(2).getCell(10).value).toBe('capacity: @SUM(1)');
    expect((await fetch(`${stack.api.url}/api/rfqs/${rfq.id}/comparison.xlsx`, { headers: { authorization: `Bearer ${supplierUser}` } })).status).toBe(403);
  });
});

describe('POST /api/rfqs/:id/award', () => {
  it('splits an award by line at the quoted price and lead time; winners see only their lines; both see it in the inbox', async () => {
    const rfq = await createRfq([mine, theirs]);
    const [plate, shaft] = [rfq.lines[0]!.id, rfq.lines[1]!.id];
    expect((await quote(rfq.id, { lines: [{ lineId: plate, unitPrice: 12, leadTimeDays: 15 }, { lineId: shaft, unitPrice: 40, leadTimeDays: 9 }] })).status).toBe(201);
    expect((await quote(rfq.id, { lines: [{ lineId: shaft, unitPrice: 30, leadTimeDays: 20, breaks: [{ minQuantity: 10, unitPrice: 25 }] }, { lineId: plate, decline: { reason: 'material' } }] }, secondSupplierUser)).status).toBe(201);

    expect((await stack.request('POST', `/api/rfqs/${rfq.id}/award`, { token: supplierUser, body: { supplierId: mine } })).status).toBe(403);
    const notQuoted = await stack.request('POST', `/api/rfqs/${rfq.id}/award`, { token: buyer, body: { lines: [{ lineId: plate, supplierId: theirs }] } });
    expect(notQuoted.status).toBe(409);
    expect((await stack.request('POST', `/api/rfqs/${rfq.id}/award`, { token: buyer, body: { supplierId: mine, lines: [{ lineId: plate, supplierId: mine }] } })).status).toBe(400);

    const split = await stack.request('POST', `/api/rfqs/${rfq.id}/award`, { token: buyer, body: { lines: [{ lineId: plate, supplierId: mine }, { lineId: shaft, supplierId: theirs }], reason: 'Split for lead time' } });
    expect(split.status).toBe(200);
    expect(split.body.rfq.status).toBe('awarded');
    expect(split.body.awards).toEqual([
      { lineId: plate, supplierId: mine, revision: 1, unitPrice: 12, leadTimeDays: 15 },
      { lineId: shaft, supplierId: theirs, revision: 1, unitPrice: 25, leadTimeDays: 20 },
    ]);
    const seenByMine = (await stack.request('GET', `/api/rfqs/${rfq.id}`, { token: supplierUser })).body.rfq;
    expect(seenByMine.awards.map((a: any) => a.lineId)).toEqual([plate]);
    const inboxes = await Promise.all([supplierUser, secondSupplierUser].map((token) => stack.request('GET', '/api/rfqs/inbox?bucket=won', { token })));
    for (const inbox of inboxes) expect(inbox.body.items.map((i: any) => i.id)).toContain(rfq.id);
    expect((await stack.request('POST', `/api/rfqs/${rfq.id}/award`, { token: buyer, body: { supplierId: mine } })).status).toBe(409);
    expect((await quote(rfq.id, priced(rfq))).status).toBe(403);
  });

  it('awards the whole RFQ to one supplier (its quoted lines); the other invitee sees it as lost', async () => {
    const rfq = await createRfq([mine, theirs]);
    expect((await quote(rfq.id, priced(rfq, 10))).status).toBe(201);
    const whole = await stack.request('POST', `/api/rfqs/${rfq.id}/award`, { token: buyer, body: { supplierId: mine } });
    expect(whole.status).toBe(200);
    expect(whole.body.awards).toEqual([{ lineId: rfq.lines[0]!.id, supplierId: mine, revision: 1, unitPrice: 10, leadTimeDays: 10 }]);
    expect(whole.body.rfq.awardedSupplierId).toBe(mine);
    const lost = await stack.request('GET', '/api/rfqs/inbox?bucket=lost', { token: secondSupplierUser });
    expect(lost.body.items.map((i: any) => i.id)).toContain(rfq.id);
  });
});

describe('invitation status, loser reason, badge counts', () => {
  it('shows each invitation as sent, opened, quoted or declined; the first read by the supplier marks it opened', async () => {
    const rfq = await createRfq([mine, theirs, stranger]);
    const statuses = async () => (await stack.request('GET', `/api/rfqs/${rfq.id}/invitations`, { token: buyer })).body.invitations.map((i: any) => [i.supplierId, i.status]);
    expect(await statuses()).toEqual([[mine, 'sent'], [theirs, 'sent'], [stranger, 'sent']]);
    const badge = await stack.request('GET', '/api/rfqs/inbox/counts', { token: supplierUser });
    expect(badge.body.companyId).toBe(mine);
    const before = badge.body.unopened as number;
    expect(before).toBeGreaterThanOrEqual(1);

    expect((await stack.request('GET', `/api/rfqs/${rfq.id}`, { token: supplierUser })).status).toBe(200);
    expect((await stack.request('GET', `/api/rfqs/${rfq.id}`, { token: supplierUser })).status).toBe(200);
    expect(await statuses()).toEqual([[mine, 'opened'], [theirs, 'sent'], [stranger, 'sent']]);
    expect((await stack.request('GET', '/api/rfqs/inbox/counts', { token: supplierUser })).body.unopened).toBe(before - 1);
    expect((await RfqModel.findById(rfq.id).lean<any>()).opened).toHaveLength(1);

    expect((await quote(rfq.id, priced(rfq))).status).toBe(201);
    expect((await quote(rfq.id, { decline: { reason: 'capacity', text: 'Full until March' } }, secondSupplierUser)).status).toBe(201);
    const after = (await stack.request('GET', `/api/rfqs/${rfq.id}/invitations`, { token: buyer })).body.invitations;
    expect(after.map((i: any) => i.status)).toEqual(['quoted', 'declined', 'sent']);
    expect(after[1]).toMatchObject({ declineReason: 'capacity', revision: 1 });

    expect((await stack.request('GET', `/api/rfqs/${rfq.id}/invitations`, { token: supplierUser })).status).toBe(403);
  });

  it('tells the loser the reason the buyer gave, and not the winner', async () => {
    const rfq = await createRfq([mine, theirs]);
    expect((await quote(rfq.id, priced(rfq, 10))).status).toBe(201);
    expect((await quote(rfq.id, priced(rfq, 11), secondSupplierUser)).status).toBe(201);
    expect((await stack.request('POST', `/api/rfqs/${rfq.id}/award`, { token: buyer, body: { supplierId: mine, reason: 'Lower price' } })).status).toBe(200);
    const lost = (await stack.request('GET', '/api/rfqs/inbox?bucket=lost', { token: secondSupplierUser })).body.items.find((i: any) => i.id === rfq.id);
    expect(lost.lossReason).toBe('Lower price');
    expect((await stack.request('GET', `/api/rfqs/${rfq.id}`, { token: secondSupplierUser })).body.rfq.awardReason).toBe('Lower price');
    expect((await stack.request('GET', `/api/rfqs/${rfq.id}`, { token: supplierUser })).body.rfq.awardReason).toBe('');
  });
});

describe('edit a draft, duplicate, cancel with a reason', () => {
  it('edits only drafts, keeps lines by id, and refuses suppliers and sent RFQs', async () => {
    const draft = (await stack.request('POST', '/api/rfqs', { token: buyer, body: { title: 'Draft to edit', status: 'draft', dueDate: DUE, lines: TWO_TYPED_LINES, supplierIds: [mine] } })).body.rfq;
    const body = { title: 'Edited draft', dueDate: DUE, lines: [{ keepLineId: draft.lines[0].id, quantity: 50 }, { description: 'Anodised cover', quantity: 3 }], supplierIds: [mine, theirs] };
    const edited = await stack.request('PUT', `/api/rfqs/${draft.id}`, { token: buyer, body });
    expect(edited.status).toBe(200);
    expect(edited.body.rfq).toMatchObject({ title: 'Edited draft', status: 'draft' });
    expect(edited.body.rfq.lines.map((l: any) => [l.id === draft.lines[0].id, l.partNumber || l.description, l.quantity])).toEqual([[true, 'PLT-9', 50], [false, 'Anodised cover', 3]]);
    expect(edited.body.rfq.suppliers.map((s: any) => s.id)).toEqual([mine, theirs]);
    expect((await stack.request('PUT', `/api/rfqs/${draft.id}`, { token: buyer, body: { ...body, lines: [{ keepLineId: 'nope', quantity: 1 }] } })).status).toBe(400);
    expect((await stack.request('PUT', `/api/rfqs/${draft.id}`, { token: supplierUser, body })).status).toBe(404);

    const sent = await createRfq([mine]);
    const refused = await stack.request('PUT', `/api/rfqs/${sent.id}`, { token: buyer, body });
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toMatch(/Only a draft can be edited/);
  });

  it('duplicates into a new draft of the caller; cancels an open RFQ with its reason; suppliers may do neither', async () => {
    const rfq = await createRfq([mine]);
    expect((await stack.request('POST', `/api/rfqs/${rfq.id}/duplicate`, { token: supplierUser })).status).toBe(403);
    const copy = await stack.request('POST', `/api/rfqs/${rfq.id}/duplicate`, { token: buyer });
    expect(copy.status).toBe(201);
    expect(copy.body.rfq).toMatchObject({ title: 'Quote me (copy)', status: 'draft', dueDate: DUE });
    expect(copy.body.rfq.id).not.toBe(rfq.id);
    expect(copy.body.rfq.lines.map((l: any) => l.partNumber)).toEqual(['PLT-9', 'SHF-2']);
    expect(copy.body.rfq.suppliers.map((s: any) => s.id)).toEqual([mine]);

    const cancelled = await stack.request('PATCH', `/api/rfqs/${rfq.id}`, { token: buyer, body: { status: 'closed', reason: 'Project cancelled' } });
    expect(cancelled.body.rfq.history.at(-1)).toMatchObject({ status: 'closed', reason: 'Project cancelled' });
    expect((await quote(rfq.id, priced(rfq))).status).toBe(403);
  });
});

describe('demo data', () => {
  it('gives supplier@forge.test a claimed company with an open invitation, a quoted RFQ and won ones, and both sides trust figures; once', async () => {
    const { seedDemoRfqsIfEmpty, DEMO_COMPANY_ID } = await import('../../src/domains/rfqs/demo-seed.js');
    expect(await seedDemoRfqsIfEmpty(stack.config)).toEqual({ inserted: 5 });
    expect(await seedDemoRfqsIfEmpty(stack.config)).toEqual({ inserted: 0, skipped: 'present' });
    const inbox = (await stack.request('GET', '/api/rfqs/inbox', { token: supplierUser })).body;
    expect(inbox.companyId).toBe(DEMO_COMPANY_ID);
    expect(inbox.items.map((i: any) => [i.title, i.bucket])).toEqual(
      expect.arrayContaining([
        ['Anodized aluminum enclosures, 3 parts', 'new'],
        ['Turned stainless shafts', 'answered'],
        ['Laser-cut steel gussets', 'won'],
        ['Brass hose fittings', 'won'],
      ]),
    );
    // the demo supplier: 4 invitations, 3 answered, quoted 5 h, 27 h and 50 h after sending; the buyer: 2 of 3 decided
    expect((await stack.request('GET', `/api/suppliers/${DEMO_COMPANY_ID}`)).body.rfqStats).toMatchObject({ invitations: 4, answered: 3, quoted: 3, responseRate: 0.75, medianHoursToQuote: 27 });
    // (on its own the demo buyer has 2 of 3 decided; the other tests here add the same buyer's RFQs)
    const rate = inbox.items.find((i: any) => i.title === 'Turned stainless shafts').buyerAwardRate;
    expect(rate.decided).toBeGreaterThanOrEqual(3);
    expect(rate.awarded).toBeGreaterThanOrEqual(2);
    expect(rate.awardRate).toBeCloseTo(rate.awarded / rate.decided);
    const mine = (await stack.request('GET', '/api/rfqs?status=awarded', { token: buyer })).body.items.map((r: any) => r.title);
    expect(mine).toContain('Laser-cut steel gussets');
    // both awards have purchase orders: last month's closed after an on-time delivery, the recent one in production
    const orders = (await stack.request('GET', '/api/orders?role=supplier', { token: supplierUser })).body.items.filter((o: any) => o.supplier.id === DEMO_COMPANY_ID);
    expect(orders.map((o: any) => [o.rfqTitle, o.status]).sort()).toEqual([
      ['Brass hose fittings', 'closed'],
      ['Laser-cut steel gussets', 'in-production'],
    ]);
    expect((await stack.request('GET', '/api/orders?role=buyer', { token: buyer })).body.items.map((o: any) => o.rfqTitle)).toEqual(expect.arrayContaining(['Brass hose fittings', 'Laser-cut steel gussets']));
    // the open one carries a real drawing on its first line, which the demo supplier can download
    const open = inbox.items.find((i: any) => i.title === 'Anodized aluminum enclosures, 3 parts');
    const files = (await stack.request('GET', `/api/rfqs/${open.id}/files`, { token: supplierUser })).body.files;
    expect(files).toEqual([expect.objectContaining({ name: 'ENC-210-rev-A.pdf', kind: 'PDF', contentType: 'application/pdf' })]);
    const link = (await stack.request('POST', `/api/rfqs/${open.id}/files/${files[0].id}/link`, { token: supplierUser })).body;
    const pdf = Buffer.from(await (await fetch(`${stack.api.url}${link.url}`)).arrayBuffer());
    expect(pdf.subarray(0, 8).toString()).toBe('%PDF-1.4');
    expect(pdf.length).toBe(files[0].size);
  });
});
