import { NotificationPreferencesChangeSchema } from '@forge/contract';
import { Router } from 'express';
import { z } from 'zod';
import type { DomainFactory } from '../module.js';
import { requirePrincipal } from '../../lib/auth.js';
import { parseOrThrow } from '../../lib/validate.js';
import { Outbox } from '../content/outbox.js';
import { configureNotificationEmail, getPreferences, listNotifications, markAllRead, markRead, setPreferences, unreadCount } from './service.js';
import { ownDocumentRoutes } from '../../lib/own-document-routes.js';

const ListQuerySchema = z
  .object({
    unread: z.enum(['true', 'false']).optional(),
    limit: z.coerce.number().int().min(1).max(100).default(20),
  })
  .strict();

/** The signed-in user's notifications (the shell's bell) and which kinds are also emailed. */
export const notificationsDomain: DomainFactory = ({ config, guards, logger }) => {
  const outbox = new Outbox(config.smtpUrl, logger);
  configureNotificationEmail({ outbox, publicUrl: config.publicUrl, logger });
  const router = Router();

  router.get('/notifications', guards.signedIn, async (req, res) => {
    const query = parseOrThrow(ListQuerySchema, req.query, 'query');
    res.set('Cache-Control', 'no-store').json(await listNotifications(requirePrincipal(req), { unread: query.unread === 'true', limit: query.limit }));
  });
  router.get('/notifications/unread-count', guards.signedIn, async (req, res) => {
    res.set('Cache-Control', 'no-store').json(await unreadCount(requirePrincipal(req)));
  });
  router.post('/notifications/read-all', guards.signedIn, async (req, res) => {
    res.json(await markAllRead(requirePrincipal(req)));
  });
  router.post('/notifications/:id/read', guards.signedIn, async (req, res) => {
    res.json(await markRead(requirePrincipal(req), String(req.params.id)));
  });
  ownDocumentRoutes(router, guards.signedIn, '/notifications/preferences', getPreferences, {
    method: 'put',
    schema: NotificationPreferencesChangeSchema,
    what: 'preferences',
    apply: setPreferences,
  });

  return {
    name: 'notifications',
    router,
    async stop() {
      configureNotificationEmail(null);
      outbox.close();
    },
  };
};
