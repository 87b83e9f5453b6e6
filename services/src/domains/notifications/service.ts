import { NOTIFICATION_KINDS, type Notification, type NotificationKind, type NotificationPreferences } from '@forge/contract';
import { Types } from 'mongoose';
import type { Logger } from 'pino';
import { AppError } from '../../lib/app-error.js';
import type { Principal } from '../../lib/auth.js';
import { composeText, type Outbox } from '../content/outbox.js';
import { emailsOf } from '../users/service.js';
import { NotificationModel, NotificationPreferencesModel, type NotificationDoc, type PreferencesDoc } from './model.js';

/**
 * In-app notifications per user (the shell's bell) and their email through the content domain's outbox. Other
 * domains call `notify`; what a notification says is written by the caller for that one recipient, so it must only
 * hold what that recipient may see (a supplier never learns another supplier's identity or prices).
 */

export interface NotifyInput {
  uid: string;
  kind: NotificationKind;
  title: string;
  body: string;
  /** A path inside the product, e.g. /rfq/{id}. */
  link: string;
  subject?: string;
}

interface Delivery {
  outbox: Outbox;
  publicUrl: string;
  logger: Logger;
}

/** Set when the API (notifications domain) or the worker starts; without it (scripts) only in-app notifications are stored. */
let delivery: Delivery | null = null;

export function configureNotificationEmail(value: Delivery | null): void {
  delivery = value;
}

function view(doc: NotificationDoc): Notification {
  return { id: String(doc._id), kind: doc.kind, title: doc.title, body: doc.body, link: doc.link, read: doc.readAt !== null, createdAt: doc.createdAt.toISOString() };
}

async function emailOffFor(uids: string[]): Promise<Map<string, Set<string>>> {
  const docs = await NotificationPreferencesModel.find({ _id: { $in: uids } }).lean<PreferencesDoc[]>();
  return new Map(docs.map((d) => [d._id, new Set(d.emailOff)]));
}

/** Stores one notification per input and emails those whose recipient has not turned that kind's email off. */
export async function notify(inputs: NotifyInput[], now = new Date()): Promise<void> {
  if (inputs.length === 0) return;
  const uids = [...new Set(inputs.map((i) => i.uid))];
  const [emails, off] = await Promise.all([delivery ? emailsOf(uids) : Promise.resolve(new Map<string, string>()), emailOffFor(uids)]);
  const docs = inputs.map((input) => ({ ...input, subject: input.subject ?? '', readAt: null, emailed: false, createdAt: now }));
  const stored = await NotificationModel.insertMany(docs);
  if (!delivery) return;
  const { outbox, publicUrl, logger } = delivery;
  for (const [index, input] of inputs.entries()) {
    const to = emails.get(input.uid);
    if (!to || off.get(input.uid)?.has(input.kind)) continue;
    try {
      await outbox.send(
        to,
        'notification',
        composeText({
          subject: `Forge: ${input.title}`,
          paragraphs: [input.title, input.body].filter(Boolean),
          action: { label: 'Open in Forge', url: `${publicUrl}${input.link}` },
          footer: { label: 'Choose which emails you get', url: `${publicUrl}/profile/edit` },
        }),
      );
      await NotificationModel.updateOne({ _id: stored[index]!._id }, { $set: { emailed: true } });
    } catch (error) {
      logger.warn({ err: error, kind: input.kind }, 'notification email not queued');
    }
  }
}

/**
 * Emails someone who has no account (an unclaimed company's listed contact) through the same outbox; `action.path`
 * is made absolute with the public URL. Returns the outbox entry's id, or null where no email can be sent (scripts).
 */
export async function emailContact(to: string, email: { subject: string; paragraphs: string[]; action: { label: string; path: string } }): Promise<string | null> {
  if (!delivery) return null;
  return delivery.outbox.send(to, 'notification', composeText({ subject: email.subject, paragraphs: email.paragraphs, action: { label: email.action.label, url: `${delivery.publicUrl}${email.action.path}` } }));
}

/** For callers whose transition must not fail because a notification could not be stored: the failure is logged. */
export function reportNotificationFailure(error: unknown, what: string): void {
  delivery?.logger.warn({ err: error }, `notification not stored: ${what}`);
}

export async function unreadCount(principal: Principal): Promise<{ unread: number }> {
  return { unread: await NotificationModel.countDocuments({ uid: principal.uid, readAt: null }) };
}

export async function listNotifications(principal: Principal, query: { unread?: boolean | undefined; limit: number }) {
  const filter: Record<string, unknown> = { uid: principal.uid };
  if (query.unread) filter.readAt = null;
  const [items, count] = await Promise.all([NotificationModel.find(filter).sort({ createdAt: -1, _id: -1 }).limit(query.limit).lean<NotificationDoc[]>(), unreadCount(principal)]);
  return { items: items.map(view), unread: count.unread };
}

export async function markRead(principal: Principal, id: string, now = new Date()) {
  if (!Types.ObjectId.isValid(id)) throw AppError.notFound(`No notification with id "${id}".`);
  const doc = await NotificationModel.findOne({ _id: new Types.ObjectId(id), uid: principal.uid }, { _id: 1 }).lean();
  if (!doc) throw AppError.notFound(`No notification with id "${id}".`);
  await NotificationModel.updateOne({ _id: doc._id, readAt: null }, { $set: { readAt: now } });
  return unreadCount(principal);
}

export async function markAllRead(principal: Principal, now = new Date()) {
  await NotificationModel.updateMany({ uid: principal.uid, readAt: null }, { $set: { readAt: now } });
  return unreadCount(principal);
}

function preferencesView(emailOff: readonly string[]): NotificationPreferences {
  const off = new Set(emailOff);
  return { email: Object.fromEntries(NOTIFICATION_KINDS.map((k) => [k, !off.has(k)])) as NotificationPreferences['email'] };
}

export async function getPreferences(principal: Principal): Promise<NotificationPreferences> {
  const doc = await NotificationPreferencesModel.findById(principal.uid).lean<PreferencesDoc>();
  return preferencesView(doc?.emailOff ?? []);
}

export async function setPreferences(principal: Principal, change: { email: Partial<Record<NotificationKind, boolean>> }, now = new Date()): Promise<NotificationPreferences> {
  const current = new Set((await NotificationPreferencesModel.findById(principal.uid).lean<PreferencesDoc>())?.emailOff ?? []);
  for (const [kind, on] of Object.entries(change.email)) {
    if (on) current.delete(kind as NotificationKind);
    else current.add(kind as NotificationKind);
  }
  const emailOff = NOTIFICATION_KINDS.filter((k) => current.has(k));
  await NotificationPreferencesModel.updateOne({ _id: principal.uid }, { $set: { emailOff, updatedAt: now } }, { upsert: true });
  return preferencesView(emailOff);
}
