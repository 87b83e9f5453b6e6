import { AppError } from '../../lib/app-error.js';
import type { Principal } from '../../lib/auth.js';
import { withRedis } from '../../lib/queue.js';
import { notify } from '../notifications/service.js';
import { day, deadlineJobId, deadlineQueue, scheduleOn } from './deadlines.js';
import { RfqModel, type RfqDoc } from './model.js';
import { quietly, supplierOwners } from './notify.js';
import { parseDueDate, readable, rfqView } from './service.js';

/** The buyer moves the due date later: quoting reopens until then, the jobs are rescheduled and every invitee is told. */
export async function extendDueDate(principal: Principal, rfqId: string, value: string, now = new Date()) {
  const { doc, viewer } = await readable(principal, rfqId);
  if (viewer === 'supplier') throw AppError.forbidden('Only the buyer who sent this RFQ (or an admin) can change its due date.');
  if (doc.status !== 'open') throw AppError.conflict(`A ${doc.status} RFQ has no due date to extend; only an open one has.`);
  const dueDate = parseDueDate(value, now);
  if (dueDate.getTime() <= doc.dueDate.getTime()) throw AppError.badRequest(`dueDate: ${value} is not later than the current due date ${day(doc.dueDate)}.`, { fields: [{ field: 'dueDate', message: 'must be later than the current due date' }] });
  const updated = await RfqModel.findOneAndUpdate(
    { _id: doc._id, status: 'open', dueDate: doc.dueDate },
    { $set: { dueDate, quotingClosedAt: null, updatedAt: now }, $push: { history: { status: 'open', at: now, by: principal.uid, reason: `due date extended from ${day(doc.dueDate)} to ${value}` } } },
    { returnDocument: 'after' },
  ).lean<RfqDoc>();
  if (!updated) throw AppError.conflict('This RFQ changed meanwhile; reload it and try again.');
  const api = deadlineQueue();
  if (api) {
    const { redis, queue } = api;
    await withRedis(redis, async () => {
      for (const kind of ['close', 'remind'] as const) await queue.remove(deadlineJobId(kind, rfqId, doc.dueDate));
      await scheduleOn(queue, updated, now);
    });
  }
  const owners = await supplierOwners(updated.suppliers.map((s) => s.id));
  await quietly('due date extended', () =>
    notify([...owners.values()].map((uid) => ({ uid, kind: 'due-date-extended' as const, title: `New due date for "${updated.title}"`, body: `Quotes are now due by ${value} (was ${day(doc.dueDate)}).`, link: `/rfq/${rfqId}`, subject: rfqId }))),
  );
  return { rfq: rfqView(updated, viewer) };
}
