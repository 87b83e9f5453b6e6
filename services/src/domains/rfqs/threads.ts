import type { RfqMessage, RfqMessageInput } from '@forge/contract';
import { AppError } from '../../lib/app-error.js';
import type { Principal } from '../../lib/auth.js';
import { notify } from '../notifications/service.js';
import { markInvitationAsked } from './invitations.js';
import type { RfqDoc } from './model.js';
import { quietly, supplierOwners } from './notify.js';
import { RfqMessageModel, type RfqMessageDoc } from './thread-model.js';
import { readable } from './service.js';

/**
 * Clarification threads: the buyer (or an admin) and each invited supplier's owner talk in that supplier's thread;
 * the buyer may broadcast a question and answer to every invitee. A supplier reads only its own thread and the
 * broadcasts; naming another supplier's thread answers 404, as if it did not exist.
 */

function messageView(m: RfqMessageDoc): RfqMessage {
  return { id: String(m._id), supplierId: m.supplierId, broadcast: m.supplierId === null, from: m.from, body: m.body, createdAt: m.createdAt.toISOString() };
}

function checkInvited(doc: RfqDoc, supplierId: string) {
  if (!doc.suppliers.some((s) => s.id === supplierId)) throw AppError.notFound(`Supplier "${supplierId}" is not invited to this RFQ.`);
}

export async function listMessages(principal: Principal, rfqId: string, requested?: string) {
  const { doc, viewer, companyId } = await readable(principal, rfqId);
  const id = String(doc._id);
  if (viewer === 'supplier') {
    if (requested && requested !== companyId) throw AppError.notFound(`No thread for supplier "${requested}" here.`);
    const messages = await RfqMessageModel.find({ rfqId: id, supplierId: { $in: [companyId ?? null, null] } }).sort({ createdAt: 1, _id: 1 }).lean<RfqMessageDoc[]>();
    return { supplierId: companyId ?? null, messages: messages.map(messageView), threads: [] };
  }
  if (requested) checkInvited(doc, requested);
  const [messages, grouped] = await Promise.all([
    RfqMessageModel.find({ rfqId: id, supplierId: { $in: [requested ?? null, null] } }).sort({ createdAt: 1, _id: 1 }).lean<RfqMessageDoc[]>(),
    RfqMessageModel.aggregate<{ _id: string; messages: number; lastAt: Date; lastFrom: 'buyer' | 'supplier' }>([
      { $match: { rfqId: id, supplierId: { $ne: null } } },
      { $sort: { createdAt: 1 } },
      { $group: { _id: '$supplierId', messages: { $sum: 1 }, lastAt: { $last: '$createdAt' }, lastFrom: { $last: '$from' } } },
    ]),
  ]);
  const bySupplier = new Map(grouped.map((g) => [g._id, g]));
  const threads = doc.suppliers.map((s) => {
    const g = bySupplier.get(s.id);
    return { supplierId: s.id, name: s.name, messages: g?.messages ?? 0, lastAt: g ? new Date(g.lastAt).toISOString() : null, lastFrom: g?.lastFrom ?? null };
  });
  return { supplierId: requested ?? null, messages: messages.map(messageView), threads };
}

export async function postMessage(principal: Principal, rfqId: string, input: RfqMessageInput, now = new Date()) {
  const { doc, viewer, companyId } = await readable(principal, rfqId);
  if (doc.status === 'draft') throw AppError.conflict('Send the RFQ before starting a clarification thread.');
  const link = `/rfq/${String(doc._id)}`;
  const title = `New message on "${doc.title}"`;
  if (viewer === 'supplier') {
    if (input.broadcast) throw AppError.forbidden('Only the buyer can write to every invited supplier.');
    if (input.supplierId && input.supplierId !== companyId) throw AppError.notFound(`No thread for supplier "${input.supplierId}" here.`);
    return postSupplierMessage(doc, companyId!, principal.uid, input.body, now);
  }
  if (Boolean(input.broadcast) === Boolean(input.supplierId)) throw AppError.badRequest('Name the supplier whose thread you answer (supplierId) or write to every invited supplier (broadcast: true).');
  if (input.supplierId) checkInvited(doc, input.supplierId);
  const supplierId = input.supplierId ?? null;
  const created = await RfqMessageModel.create({ rfqId: String(doc._id), supplierId, from: 'buyer', authorUid: principal.uid, body: input.body, createdAt: now });
  const recipients = await supplierOwners(supplierId ? [supplierId] : doc.suppliers.map((s) => s.id));
  await quietly('message', () =>
    notify([...recipients.values()].map((uid) => ({ uid, kind: 'message' as const, title, body: `${supplierId ? 'The buyer answers' : 'The buyer, to every invited supplier'}: ${excerpt(input.body)}`, link, subject: String(doc._id) }))),
  );
  return { message: messageView(created.toObject() as unknown as RfqMessageDoc) };
}

/** An invited company writes in its own thread (signed in, or through its emailed quote link); the buyer is told. */
export async function postSupplierMessage(doc: RfqDoc, companyId: string, authorUid: string, body: string, now = new Date()) {
  const created = await RfqMessageModel.create({ rfqId: String(doc._id), supplierId: companyId, from: 'supplier', authorUid, body, createdAt: now });
  await markInvitationAsked(String(doc._id), companyId, now);
  const name = doc.suppliers.find((s) => s.id === companyId)?.name ?? 'A supplier';
  await quietly('message', () =>
    notify([{ uid: doc.uid, kind: 'message', title: `New message on "${doc.title}"`, body: `${name} asks: ${excerpt(body)}`, link: `/rfq/${String(doc._id)}`, subject: String(doc._id) }]),
  );
  return { message: messageView(created.toObject() as unknown as RfqMessageDoc) };
}

/** The company's own thread and the buyer's broadcasts, oldest first. */
export async function supplierThread(rfqId: string, companyId: string): Promise<RfqMessage[]> {
  const messages = await RfqMessageModel.find({ rfqId, supplierId: { $in: [companyId, null] } }).sort({ createdAt: 1, _id: 1 }).lean<RfqMessageDoc[]>();
  return messages.map(messageView);
}

const excerpt = (text: string) => (text.length > 160 ? `${text.slice(0, 157)}…` : text);
