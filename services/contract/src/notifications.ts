import { z } from 'zod';
import { routeGroup, routeList, type ApiRoute } from './route-types.js';

/** What a notification is about (issue 14): each kind can have its email turned off per user. */
export const NOTIFICATION_KINDS = ['invitation', 'message', 'quote-received', 'quote-revised', 'reminder', 'due-date-passed', 'award-won', 'award-lost', 'due-date-extended', 'drawing-added', 'order'] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

export const NOTIFICATION_KIND_LABELS: Record<NotificationKind, string> = {
  invitation: 'Invitations to quote',
  message: 'New messages on an RFQ',
  'quote-received': 'Quotes received',
  'quote-revised': 'Quotes revised',
  reminder: 'Reminders before a due date',
  'due-date-passed': 'Due date passed (quoting closed)',
  'award-won': 'Awards won',
  'award-lost': 'Awards lost',
  'due-date-extended': 'Due date extended',
  'drawing-added': 'New drawings on an RFQ',
  order: 'Purchase orders: issued, accepted, shipped, delivered',
};

export const NotificationSchema = z.object({
  id: z.string(),
  kind: z.enum(NOTIFICATION_KINDS),
  title: z.string(),
  body: z.string(),
  /** A path inside the product (e.g. /rfq/{id}). */
  link: z.string(),
  read: z.boolean(),
  createdAt: z.string(),
});
export type Notification = z.infer<typeof NotificationSchema>;

export const NotificationListSchema = z.object({ items: z.array(NotificationSchema), unread: z.number().int().min(0) });
export type NotificationList = z.infer<typeof NotificationListSchema>;

export const UnreadCountSchema = z.object({ unread: z.number().int().min(0) });

/** Per kind: true when the user still gets the email (in-app notifications are always kept). */
export const NotificationPreferencesSchema = z.object({ email: z.record(z.enum(NOTIFICATION_KINDS), z.boolean()) });
export type NotificationPreferences = z.infer<typeof NotificationPreferencesSchema>;

export const NotificationPreferencesChangeSchema = z.object({ email: z.partialRecord(z.enum(NOTIFICATION_KINDS), z.boolean()) }).strict();

export const NOTIFICATIONS_API = routeGroup('notifications', ['notifications'], {
  getUnreadCount: { method: 'get', path: '/api/notifications/unread-count', summary: 'Unread in-app notifications of the signed-in user (the bell)', tags: ['notifications'], auth: true, response: UnreadCountSchema },
  getPreferences: { method: 'get', path: '/api/notifications/preferences', summary: 'Which notification kinds are also emailed', tags: ['notifications'], auth: true, response: NotificationPreferencesSchema },
  setPreferences: { method: 'put', path: '/api/notifications/preferences', summary: 'Turn emails on or off per kind {email: {kind: boolean}}', tags: ['notifications'], auth: true, request: NotificationPreferencesChangeSchema, response: NotificationPreferencesSchema },
  readAll: { method: 'post', path: '/api/notifications/read-all', summary: 'Mark every notification read', tags: ['notifications'], auth: true, response: UnreadCountSchema },
  read: { method: 'post', path: '/api/notifications/{id}/read', summary: 'Mark one notification read', tags: ['notifications'], auth: true, response: UnreadCountSchema },
  list: { method: 'get', path: '/api/notifications', summary: 'My notifications, newest first (?unread=true, ?limit=)', tags: ['notifications'], auth: true, response: NotificationListSchema },
});

export const NOTIFICATION_API_ROUTES: ApiRoute[] = [...routeList(NOTIFICATIONS_API)];
