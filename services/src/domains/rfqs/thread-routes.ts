import { RfqMessageInputSchema } from '@forge/contract';
import type { Router } from 'express';
import { z } from 'zod';
import type { Guards } from '../../lib/auth.js';
import { requirePrincipal } from '../../lib/auth.js';
import { parseOrThrow } from '../../lib/validate.js';
import { listMessages, postMessage } from './threads.js';

const MessagesQuerySchema = z.object({ supplierId: z.string().trim().min(1).max(100).optional() }).strict();

/** Clarification threads: GET/POST /api/rfqs/:id/messages (thin; the rules live in threads.ts). */
export function addThreadRoutes(router: Router, guards: Guards): void {
  router.get('/rfqs/:id/messages', guards.signedIn, async (req, res) => {
    const query = parseOrThrow(MessagesQuerySchema, req.query, 'query');
    res.set('Cache-Control', 'no-store').json(await listMessages(requirePrincipal(req), String(req.params.id), query.supplierId));
  });
  router.post('/rfqs/:id/messages', guards.signedIn, async (req, res) => {
    const body = parseOrThrow(RfqMessageInputSchema, req.body, 'message');
    res.status(201).json(await postMessage(requirePrincipal(req), String(req.params.id), body));
  });
}

