/**
 * Notifications, clarification threads and deadlines of the RFQ loop (issue 14) on the real stack: API, embedded
 * store, identity provider and a real Redis for the BullMQ deadline jobs.
 */
import { pino } from 'pino';
import { EmailModel } from '../../src/domains/content/model.js';
import { closesAt, deadlineJobId, scheduleOn, startDeadlineWorker } from '../../src/domains/rfqs/deadlines.js';
import { RfqModel } from '../../src/domains/rfqs/model.js';
import { startTestStack, type TestStack } from '../support/stack.js';
import { until } from '../support/until.js';
import { DUE, createRfq as createRfqAs } from '../support/rfqs.js';
import { claimCompany, createCompanyOwner } from '../support/suppliers.js';


let stack: TestStack;
let buyer: string;
let admin: string;
let supplierUser: string;
let secondSupplierUser: string;
let mine: string;
let theirs: string;
let mineName: string;
let theirsName: string;

const createRfq = (suppliers: string[], dueDate = DUE) => createRfqAs(stack, buyer, { title: 'Bracket run', dueDate, supplierIds: suppliers });
const priceAll = (rfq: { lines: { id: string }[] }, unitPrice: number) => ({ lines: rfq.lines.map((l) => ({ lineId: l.id, unitPrice, leadTimeDays: 12 })) });
const notificationsOf = async (token: string) => (await stack.request('GET', '/api/notifications', { token })).body as { items: { id: string; kind: string; title: string; body: string; link: string; read: boolean }[]; unread: number };

beforeAll(async () => {
  stack = await startTestStack({ redis: true, env: { SEED_SUPPLIERS: '40' } });
  [buyer, admin, supplierUser] = await Promise.all([stack.tokenFor('buyer'), stack.tokenFor('admin'), stack.tokenFor('supplier')]);
  const listing = await stack.request('GET', '/api/suppliers/listing?pageSize=2');
  const hits = listing.body.hits as { id: string; name: string }[];
  [mine, theirs] = [hits[0]!.id, hits[1]!.id];
  [mineName, theirsName] = [hits[0]!.name, hits[1]!.name];
  await claimCompany(stack, admin, mine, supplierUser);
  secondSupplierUser = await createCompanyOwner(stack, admin, theirs, 'rival.supplier@forge.test', 'RivalSupplier42!');
  await stack.request('GET', '/api/me', { token: buyer });
});

afterAll(async () => {
  await stack?.stop();
});

describe('notifications of the RFQ loop', () => {
  it('invites, tells the buyer of quotes and revisions, tells winners and losers without leaking the other supplier', async () => {
    const before = (await notificationsOf(supplierUser)).unread;
    const rfq = await createRfq([mine, theirs]);
    const invited = await notificationsOf(supplierUser);
    expect(invited.unread).toBe(before + 1);
    expect(invited.items[0]).toMatchObject({ kind: 'invitation', link: `/rfq/${rfq.id}`, read: false });

    expect((await stack.request('POST', `/api/rfqs/${rfq.id}/quotes`, { token: supplierUser, body: priceAll(rfq, 7.5) })).status).toBe(201);
    expect((await stack.request('POST', `/api/rfqs/${rfq.id}/quotes`, { token: supplierUser, body: priceAll(rfq, 7) })).status).toBe(201);
    expect((await stack.request('POST', `/api/rfqs/${rfq.id}/quotes`, { token: secondSupplierUser, body: priceAll(rfq, 9.25) })).status).toBe(201);
    const buyerSees = (await notificationsOf(buyer)).items.filter((n) => n.link === `/rfq/${rfq.id}`);
    expect(buyerSees.map((n) => n.kind).sort()).toEqual(['quote-received', 'quote-received', 'quote-revised']);
    expect(buyerSees.find((n) => n.kind === 'quote-revised')!.body).toContain(mineName);

    const award = await stack.request('POST', `/api/rfqs/${rfq.id}/award`, { token: buyer, body: { lines: [{ lineId: rfq.lines[0]!.id, supplierId: mine }, { lineId: rfq.lines[1]!.id, supplierId: mine }], reason: 'Shorter lead time' } });
    expect(award.status).toBe(200);
    const won = (await notificationsOf(supplierUser)).items.find((n) => n.kind === 'award-won' && n.link === `/rfq/${rfq.id}`);
    expect(won).toBeDefined();
    const lost = (await notificationsOf(secondSupplierUser)).items.find((n) => n.kind === 'award-lost' && n.link === `/rfq/${rfq.id}`);
    expect(lost?.body).toContain('Shorter lead time');

    // The loser's email: the reason, never the winner's name or prices.
    const emails = await EmailModel.find({ template: 'notification', to: 'rival.supplier@forge.test' }).lean<{ subject: string; text: string; html: string }[]>();
    const lostEmail = emails.find((e) => e.subject.includes('awarded to another supplier'));
    expect(lostEmail?.text).toContain('Shorter lead time');
    for (const e of emails) {
      expect(e.text).not.toContain(mineName);
      expect(e.html).not.toContain(mineName);
      expect(e.text).not.toMatch(/\$7(\.00)?\b/);
    }
    expect(theirsName).not.toBe(mineName);
  });

  it('marks read one or all, only the owner\'s, and lets each user turn emails off per kind', async () => {
    const list = await notificationsOf(supplierUser);
    expect(list.unread).toBeGreaterThan(0);
    const one = list.items.find((n) => !n.read)!;
    expect((await stack.request('POST', `/api/notifications/${one.id}/read`, { token: secondSupplierUser })).status).toBe(404);
    const after = await stack.request('POST', `/api/notifications/${one.id}/read`, { token: supplierUser });
    expect(after.body.unread).toBe(list.unread - 1);
    expect((await stack.request('POST', '/api/notifications/read-all', { token: supplierUser })).body).toEqual({ unread: 0 });
    expect((await stack.request('GET', '/api/notifications/unread-count', { token: supplierUser })).body).toEqual({ unread: 0 });

    const prefs = await stack.request('PUT', '/api/notifications/preferences', { token: supplierUser, body: { email: { invitation: false } } });
    expect(prefs.status).toBe(200);
    expect(prefs.body.email).toMatchObject({ invitation: false, message: true });
    expect((await stack.request('PUT', '/api/notifications/preferences', { token: supplierUser, body: { email: { bogus: false } } })).status).toBe(400);
    const sentBefore = await EmailModel.countDocuments({ template: 'notification', to: 'supplier@forge.test', subject: /invited/ });
    const rfq = await createRfq([mine]);
    expect((await notificationsOf(supplierUser)).items[0]).toMatchObject({ kind: 'invitation', link: `/rfq/${rfq.id}` });
    expect(await EmailModel.countDocuments({ template: 'notification', to: 'supplier@forge.test', subject: /invited/ })).toBe(sentBefore);
    await stack.request('PUT', '/api/notifications/preferences', { token: supplierUser, body: { email: { invitation: true } } });
  });
});

describe('clarification threads', () => {
  it("keeps each supplier's thread private, broadcasts to all, marks 'asked' and notifies", async () => {
    const rfq = await createRfq([mine, theirs]);
    const messages = (token: string, query = '') => stack.request('GET', `/api/rfqs/${rfq.id}/messages${query}`, { token });
    const post = (token: string, body: unknown) => stack.request('POST', `/api/rfqs/${rfq.id}/messages`, { token, body });

    const asked = await post(supplierUser, { body: 'Is the 0.5 mm chamfer on all edges?' });
    expect(asked.status).toBe(201);
    expect(asked.body.message).toMatchObject({ supplierId: mine, from: 'supplier', broadcast: false });
    expect((await stack.request('GET', `/api/rfqs/${rfq.id}/invitations`, { token: buyer })).body.invitations.find((i: { supplierId: string }) => i.supplierId === mine).status).toBe('asked');
    expect((await notificationsOf(buyer)).items[0]).toMatchObject({ kind: 'message', link: `/rfq/${rfq.id}` });

    expect((await post(buyer, { body: 'Yes, all edges.', supplierId: mine })).status).toBe(201);
    expect((await post(buyer, { body: 'Q&A: material certs are required.', broadcast: true })).status).toBe(201);
    expect((await post(buyer, { body: 'Which one?' })).status).toBe(400);
    expect((await post(supplierUser, { body: 'To everyone', broadcast: true })).status).toBe(403);
    expect((await post(supplierUser, { body: 'Into their thread', supplierId: theirs })).status).toBe(404);

    const own = await messages(supplierUser);
    expect(own.body.messages.map((m: { body: string }) => m.body)).toEqual(['Is the 0.5 mm chamfer on all edges?', 'Yes, all edges.', 'Q&A: material certs are required.']);
    expect(own.body.threads).toEqual([]);
    const rival = await messages(secondSupplierUser);
    expect(rival.body.messages.map((m: { body: string }) => m.body)).toEqual(['Q&A: material certs are required.']);
    expect((await messages(secondSupplierUser, `?supplierId=${mine}`)).status).toBe(404);
    const rivalNotes = (await notificationsOf(secondSupplierUser)).items.filter((n) => n.kind === 'message' && n.link === `/rfq/${rfq.id}`);
    expect(rivalNotes).toHaveLength(1);
    expect(rivalNotes[0]!.body).not.toContain('chamfer');

    const buyerView = await messages(buyer, `?supplierId=${mine}`);
    expect(buyerView.body.messages).toHaveLength(3);
    expect(buyerView.body.threads.find((t: { supplierId: string }) => t.supplierId === mine)).toMatchObject({ messages: 2, lastFrom: 'buyer' });
    expect(buyerView.body.threads.find((t: { supplierId: string }) => t.supplierId === theirs)).toMatchObject({ messages: 0, lastAt: null });
    // A stranger (not invited) cannot even see the RFQ.
    expect((await messages(await stack.tokenFor('investor'))).status).toBe(404);
  });
});

describe('deadlines (BullMQ delayed jobs on the real Redis)', () => {
  it('reminds the silent invitee, closes quoting when the close job fires, and an extension reschedules and notifies', async () => {
    const worker = await startDeadlineWorker(stack.redisUrl!, pino({ level: 'silent' }));
    try {
      const due = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
      const rfq = await createRfq([mine, theirs], due);
      const remindId = deadlineJobId('remind', rfq.id, due);
      const closeId = deadlineJobId('close', rfq.id, due);
      expect(await (await worker.queue.getJob(remindId))?.getState()).toBe('delayed');
      expect(await (await worker.queue.getJob(closeId))?.getState()).toBe('delayed');
      // Scheduling again (a worker restart's sweep) adds nothing: the ids name the RFQ and its due date.
      const doc = (await RfqModel.findById(rfq.id).lean<{ _id: unknown; dueDate: Date }>())!;
      await scheduleOn(worker.queue, doc as never);
      expect((await worker.queue.getDelayed()).filter((j) => j.id?.includes(rfq.id))).toHaveLength(2);

      expect((await stack.request('POST', `/api/rfqs/${rfq.id}/quotes`, { token: supplierUser, body: priceAll(rfq, 5) })).status).toBe(201);
      // Fast-forward: the reminder's delay is over now.
      await (await worker.queue.getJob(remindId))!.promote();
      await until(() => notificationsOf(secondSupplierUser), (l) => l.items.some((n) => n.kind === 'reminder' && n.link === `/rfq/${rfq.id}`), 'the reminder');
      expect((await notificationsOf(supplierUser)).items.some((n) => n.kind === 'reminder' && n.link === `/rfq/${rfq.id}`)).toBe(false);

      await (await worker.queue.getJob(closeId))!.promote();
      await until(() => notificationsOf(buyer), (l) => l.items.some((n) => n.kind === 'due-date-passed' && n.link === `/rfq/${rfq.id}`), 'quoting to close');
      expect((await notificationsOf(secondSupplierUser)).items.some((n) => n.kind === 'due-date-passed' && n.link === `/rfq/${rfq.id}`)).toBe(true);
      const late = await stack.request('POST', `/api/rfqs/${rfq.id}/quotes`, { token: secondSupplierUser, body: priceAll(rfq, 4) });
      expect(late.status).toBe(403);
      expect(late.body.error.message).toMatch(/quoting has closed/);

      // Only the buyer extends, only later; then quoting reopens, the old jobs go and new ones wait.
      const later = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);
      expect((await stack.request('POST', `/api/rfqs/${rfq.id}/due-date`, { token: supplierUser, body: { dueDate: later } })).status).toBe(403);
      expect((await stack.request('POST', `/api/rfqs/${rfq.id}/due-date`, { token: buyer, body: { dueDate: due } })).status).toBe(400);
      const extended = await stack.request('POST', `/api/rfqs/${rfq.id}/due-date`, { token: buyer, body: { dueDate: later } });
      expect(extended.status).toBe(200);
      expect(extended.body.rfq.dueDate).toBe(later);
      expect(await worker.queue.getJob(remindId)).toBeUndefined();
      expect(await (await worker.queue.getJob(deadlineJobId('close', rfq.id, later)))?.getState()).toBe('delayed');
      expect((await notificationsOf(secondSupplierUser)).items[0]).toMatchObject({ kind: 'due-date-extended', link: `/rfq/${rfq.id}` });
      expect((await stack.request('POST', `/api/rfqs/${rfq.id}/quotes`, { token: secondSupplierUser, body: priceAll(rfq, 4) })).status).toBe(201);

      // The delay comes from the clock it is given: an injected 'now' one minute before closing waits one minute.
      const probe = { _id: '0123456789abcdef01234567', dueDate: new Date(`${later}T00:00:00.000Z`) };
      await scheduleOn(worker.queue, probe as never, new Date(closesAt(probe.dueDate).getTime() - 60_000));
      const job = await worker.queue.getJob(deadlineJobId('close', probe._id, later));
      expect(job?.opts.delay).toBe(60_000);
      await job?.remove();
    } finally {
      await worker.close();
    }
  });
});
