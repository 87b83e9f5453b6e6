import { Router } from 'express';
import { z } from 'zod';
import type { Guards } from '../../lib/auth.js';
import type { IdentityAdmin } from '../../lib/identity-admin.js';
import { parseOrThrow } from '../../lib/validate.js';
import { auditActorOf } from '../audit/service.js';
import { startImpersonation, stopImpersonation } from './impersonation.js';

const UidParam = z.object({ uid: z.string().min(1).max(100) });
const GrantParam = z.object({ grantId: z.string().min(20).max(100) });

/** Admins view Forge as a user, read-only (the auth guard applies the grant; see impersonation.ts). */
export function impersonationRouter(guards: Guards, idp: IdentityAdmin): Router {
  const router = Router();
  router.post('/admin/users/:uid/impersonation', guards.admin, async (req, res) => {
    const { uid } = parseOrThrow(UidParam, req.params, 'user id');
    res.status(201).json(await startImpersonation(idp, auditActorOf(req), uid));
  });
  router.delete('/admin/impersonation/:grantId', guards.admin, async (req, res) => {
    const { grantId } = parseOrThrow(GrantParam, req.params, 'view-as session');
    res.json(await stopImpersonation(auditActorOf(req), grantId));
  });
  return router;
}
