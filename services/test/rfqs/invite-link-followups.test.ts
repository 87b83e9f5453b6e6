/**
 * What happens after a company answered an RFQ through its emailed quote link (issue 35 §2): the account the answer
 * made is emailed, through the outbox like the invitation, when the buyer extends the due date, when quoting closes
 * (the deadline job the worker runs) and when the RFQ is awarded, each email linking to the RFQ.
 */
import { EmailModel } from '../../src/domains/content/model.js';
import { closesAt, runDeadlineJob } from '../../src/domains/rfqs/deadlines.js';
import { RfqModel } from '../../src/domains/rfqs/model.js';
import { SupplierModel } from '../../src/domains/suppliers/model.js';
import { useTestStack, viaShellFrom, type TestStack } from '../support/stack.js';
import { DUE, createRfq } from '../support/rfqs.js';

let stack: TestStack;
let buyer: string;
let admin: string;
let quoter: string;
let decliner: string;
const QUOTER_EMAIL = 'sam.quoter@followup-a.example.test';
const DECLINER_EMAIL = 'kim.decliner@followup-b.example.test';
const TITLE = 'Follow-ups by link';
const LATER = new Date(Date.now() + 40 * 86_400_000).toISOString().slice(0, 10);

const viaLink = (method: string, path: string, body?: unknown) => stack.request(method, path, { body, headers: viaShellFrom('198.51.100.7') });

async function linkTokenFor(to: string): Promise<string> {
  const list = await stack.request('GET', `/api/admin/emails?template=notification&to=${encodeURIComponent(to)}&pageSize=50`, { token: admin });
  const email = (list.body.items as { subject: string; text: string }[]).find((e) => e.subject.includes(TITLE));
  const token = /\/rfq-invite\/([A-Za-z0-9_-]{43})/.exec(email?.text ?? '')?.[1];
  expect(token).toBeDefined();
  return token!;
}

/** The notification emails in the outbox for `to` whose subject contains `about`. */
const emailsTo = (to: string, about: string) => EmailModel.find({ template: 'notification', to, subject: { $regex: about.replace(/[.*+?^${}()|[\]\\"]/g, '\\$&') } }).lean<{ subject: string; text: string }[]>();

useTestStack({ redis: true, env: { SEED_SUPPLIERS: '30' } }, async (started) => {
  stack = started;
  [buyer, admin] = await Promise.all([stack.tokenFor('buyer'), stack.tokenFor('admin')]);
  const unclaimed = (await SupplierModel.find({ ownerUid: null }, { _id: 1 }).sort({ _id: -1 }).limit(2).lean()).map((s) => String(s._id));
  expect(unclaimed).toHaveLength(2);
  [quoter, decliner] = unclaimed as [string, string];
  // test data: each company lists its own contact address
  await SupplierModel.updateOne({ _id: quoter }, { $set: { 'contact.email': 'quotes@followup-a.example.test' } });
  await SupplierModel.updateOne({ _id: decliner }, { $set: { 'contact.email': 'quotes@followup-b.example.test' } });
});

describe('a company that answered by link hears what happens next', () => {
  it('is emailed about the extension, the closing and the award', async () => {
    const rfq = await createRfq(stack, buyer, { title: TITLE, dueDate: DUE, supplierIds: [quoter, decliner] });
    const quoted = await viaLink('POST', `/api/rfq-invites/${await linkTokenFor('quotes@followup-a.example.test')}/quotes`, {
      name: 'Sam Quoter',
      email: QUOTER_EMAIL,
      quote: { lines: rfq.lines.map((l) => ({ lineId: l.id, unitPrice: 12, leadTimeDays: 10 })) },
    });
    expect(quoted.status).toBe(201);
    const declined = await viaLink('POST', `/api/rfq-invites/${await linkTokenFor('quotes@followup-b.example.test')}/quotes`, {
      name: 'Kim Decliner',
      email: DECLINER_EMAIL,
      quote: { decline: { reason: 'capacity', text: 'Booked this quarter' } },
    });
    expect(declined.status).toBe(201);
    const link = `${stack.config.publicUrl}/rfq/${rfq.id}`;

    // the buyer extends the due date: both answering accounts are emailed the new date
    expect((await stack.request('POST', `/api/rfqs/${rfq.id}/due-date`, { token: buyer, body: { dueDate: LATER } })).status).toBe(200);
    for (const to of [QUOTER_EMAIL, DECLINER_EMAIL]) {
      const [extended] = await emailsTo(to, `New due date for "${TITLE}"`);
      expect(extended?.text).toContain(`Quotes are now due by ${LATER}`);
      expect(extended?.text).toContain(link);
    }

    // quoting closes when the deadline job fires (run here in the API's process, whose notifications are emailed;
    // the worker process configures the same outbox when it starts)
    const doc = await RfqModel.findById(rfq.id).lean();
    expect(await runDeadlineJob({ kind: 'close', rfqId: rfq.id, dueDate: LATER }, new Date(closesAt(doc!.dueDate).getTime() + 1000))).toBe('done');
    for (const to of [QUOTER_EMAIL, DECLINER_EMAIL]) {
      const [closed] = await emailsTo(to, `Quoting closed for "${TITLE}"`);
      expect(closed?.text).toContain(`Quotes were due on ${LATER}`);
    }

    // the award: the company that quoted won, the one that declined is told it went elsewhere, without prices
    expect((await stack.request('POST', `/api/rfqs/${rfq.id}/award`, { token: buyer, body: { supplierId: quoter, reason: 'Only quote' } })).status).toBe(200);
    const [won] = await emailsTo(QUOTER_EMAIL, `You won "${TITLE}"`);
    expect(won?.text).toContain('The whole RFQ was awarded to you.');
    expect(won?.text).toContain(link);
    const [lost] = await emailsTo(DECLINER_EMAIL, `"${TITLE}" was awarded to another supplier`);
    expect(lost?.text).toContain('Only quote');
    expect(lost?.text).not.toContain('$12');
  });
});
