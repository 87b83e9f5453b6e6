import { Types } from 'mongoose';
import { AppError } from '../../lib/app-error.js';
import type { Principal } from '../../lib/auth.js';
import { getOwnedUpload } from '../bom/service.js';
import { ConversationModel, MessageModel, type ConversationDoc, type MessageDoc } from './model.js';

/** Conversations belong to one user: another user's id answers 404, like a BOM upload. */

export const MAX_TITLE = 120;

function objectId(id: string): Types.ObjectId {
  if (!/^[a-f0-9]{24}$/i.test(id)) throw AppError.notFound(`No conversation with id "${id}".`);
  return new Types.ObjectId(id);
}

export function conversationView(c: ConversationDoc) {
  return { id: String(c._id), title: c.title, uploadId: c.uploadId, createdAt: c.createdAt.toISOString(), updatedAt: c.updatedAt.toISOString() };
}

export function messageView(m: MessageDoc) {
  return {
    id: String(m._id),
    role: m.role,
    text: m.text,
    backend: m.backend,
    tools: m.tools.map((t) => ({ name: t.name, ms: t.ms, ok: t.ok })),
    latencyMs: m.latencyMs,
    cards: m.cards,
    actions: m.actions,
    notice: m.notice,
    stopped: m.stopped,
    createdAt: m.createdAt.toISOString(),
  };
}

export async function ownedConversation(principal: Principal, id: string): Promise<ConversationDoc> {
  const c = await ConversationModel.findById(objectId(id)).lean<ConversationDoc>();
  if (!c || c.uid !== principal.uid) throw AppError.notFound(`No conversation with id "${id}".`);
  return c;
}

export async function createConversation(principal: Principal, input: { uploadId?: string | undefined; title?: string | undefined }) {
  let title = input.title?.trim() || 'New conversation';
  if (input.uploadId) {
    // the BOM must be the caller's (404 otherwise), checked through the BOM service
    const upload = await getOwnedUpload(principal, input.uploadId);
    if (!input.title) title = `About ${upload.fileName}`;
  }
  const doc = await ConversationModel.create({ uid: principal.uid, title: title.slice(0, MAX_TITLE), uploadId: input.uploadId ?? null });
  return conversationView(doc.toObject() as ConversationDoc);
}

export async function listConversations(principal: Principal, uploadId?: string) {
  const filter = uploadId ? { uid: principal.uid, uploadId } : { uid: principal.uid };
  const docs = await ConversationModel.find(filter).sort({ updatedAt: -1 }).limit(100).lean<ConversationDoc[]>();
  return docs.map(conversationView);
}

export async function getConversation(principal: Principal, id: string) {
  const c = await ownedConversation(principal, id);
  const messages = await MessageModel.find({ conversationId: c._id }).sort({ createdAt: 1, _id: 1 }).limit(500).lean<MessageDoc[]>();
  return { conversation: conversationView(c), messages: messages.map(messageView) };
}

export async function renameConversation(principal: Principal, id: string, title: string) {
  const c = await ownedConversation(principal, id);
  await ConversationModel.updateOne({ _id: c._id }, { $set: { title: title.slice(0, MAX_TITLE) } });
  return conversationView({ ...c, title: title.slice(0, MAX_TITLE) });
}

export async function deleteConversation(principal: Principal, id: string): Promise<void> {
  const c = await ownedConversation(principal, id);
  await MessageModel.deleteMany({ conversationId: c._id });
  await ConversationModel.deleteOne({ _id: c._id });
}
