import { Router } from 'express';
import { z } from 'zod';
import { abuseLimit } from '../../lib/abuse-limits.js';
import { requirePrincipal } from '../../lib/auth.js';
import { createApiRedis } from '../../lib/queue.js';
import { parseOrThrow } from '../../lib/validate.js';
import type { DomainFactory } from '../module.js';
import { confirmAction } from './actions.js';
import { chooseBackend } from './backends.js';
import { createConversation, deleteConversation, getConversation, listConversations, MAX_TITLE, renameConversation } from './conversations.js';
import { MAX_MESSAGE, streamExchange } from './exchange.js';

const MessageSchema = z
  .object({
    text: z
      .string({ error: 'is required' })
      .trim()
      .min(1, 'is empty: type a question')
      .max(MAX_MESSAGE, `must be at most ${MAX_MESSAGE.toLocaleString('en-US')} characters`),
  })
  .strict();
const CreateSchema = z
  .object({ uploadId: z.string().trim().min(1).max(100).optional(), title: z.string().trim().min(1).max(MAX_TITLE).optional() })
  .strict();
const RenameSchema = z.object({ title: z.string().trim().min(1, 'is required').max(MAX_TITLE, `must be at most ${MAX_TITLE} characters`) }).strict();
const ListQuerySchema = z.object({ uploadId: z.string().trim().max(100).optional() }).strict();

/** The sourcing assistant: conversations per user and answers streamed from the configured backend (chat/README.md). */
export const chatDomain: DomainFactory = ({ config, guards, logger, readiness }) => {
  const backend = chooseBackend(config);
  const environment = config.env === 'production' ? 'production' : 'development';
  const onEventError = (error: unknown) => logger.warn({ err: error }, 'chat analytics event not recorded');
  // /readyz names the backend; an LLM server is not a readiness dependency (the embedded backend answers for it)
  readiness.set(`chat:${backend.name}`, async () => undefined);
  const redis = createApiRedis(config.redisUrl, { lazyConnect: false, enableOfflineQueue: false });
  const perMinute = config.chatMessagesPerMinute;
  const router = Router();

  router.get('/chat/conversations', guards.signedIn, async (req, res) => {
    const query = parseOrThrow(ListQuerySchema, req.query, 'query');
    res.json({ conversations: await listConversations(requirePrincipal(req), query.uploadId), backend: backend.name });
  });
  router.post('/chat/conversations', guards.signedIn, async (req, res) => {
    const body = parseOrThrow(CreateSchema, req.body ?? {}, 'conversation');
    res.status(201).json({ conversation: await createConversation(requirePrincipal(req), body) });
  });
  router.get('/chat/conversations/:id', guards.signedIn, async (req, res) => {
    res.json(await getConversation(requirePrincipal(req), String(req.params.id)));
  });
  router.patch('/chat/conversations/:id', guards.signedIn, async (req, res) => {
    const body = parseOrThrow(RenameSchema, req.body, 'conversation');
    res.json({ conversation: await renameConversation(requirePrincipal(req), String(req.params.id), body.title) });
  });
  router.delete('/chat/conversations/:id', guards.signedIn, async (req, res) => {
    await deleteConversation(requirePrincipal(req), String(req.params.id));
    res.status(204).end();
  });
  router.post(
    '/chat/conversations/:id/messages',
    guards.signedIn,
    abuseLimit({
      redis,
      name: 'chat-messages',
      points: perMinute,
      durationSeconds: 60,
      keyOf: (req) => req.principal?.uid,
      message: (s) => `You have sent ${perMinute} messages to the assistant in the last minute, the most it takes. Try again in ${s} seconds.`,
    }),
    async (req, res) => {
      const body = parseOrThrow(MessageSchema, req.body, 'message');
      // closing the connection (the user pressed Stop) aborts the backend's work
      const controller = new AbortController();
      res.on('close', () => {
        if (!res.writableFinished) controller.abort();
      });
      await streamExchange(requirePrincipal(req), String(req.params.id), body.text, res, controller.signal, { backend, environment, onEventError });
    },
  );
  router.post('/chat/conversations/:id/actions/:actionId', guards.signedIn, async (req, res) => {
    res.json(await confirmAction(requirePrincipal(req), String(req.params.id), String(req.params.actionId), { environment, onEventError }));
  });

  return {
    name: 'chat',
    router,
    async stop() {
      backend.close?.();
      redis.disconnect();
    },
  };
};
