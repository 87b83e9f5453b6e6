import { Router } from 'express';
import { z } from 'zod';
import { IMPERSONATION_API } from '@forge/contract';
import type { Guards } from '../../lib/auth.js';
import { mountRoute } from '../../lib/contract-route.js';
import type { IdentityAdmin } from '../../lib/identity-admin.js';
import { parseOrThrow } from '../../lib/validate.js';
import { auditActorOf } from '../audit/service.js';
import { startImpersonation, stopImpersonation } from './impersonation.js';

const UidParam = z.object({ uid: z.string().min(1).max(100) });
const GrantParam = z.object({ grantId: z.string().min(20).max(100) });

/** Admins view Forge as a user, read-only (the auth guard applies the grant; see impersonation.ts). */
export function impersonationRouter(guards: Guards, idp: IdentityAdmin): Router {
  const router = Router();
  mountRoute(router, IMPERSONATION_API.startImpersonation, [guards.admin], async ({ params }, req, res) => {
    const { uid } = parseOrThrow(UidParam, params, 'user id');
    res.status(201);
    return startImpersonation(idp, auditActorOf(req), uid);
  });
  mountRoute(router, IMPERSONATION_API.stopImpersonation, [guards.admin], async ({ params }, req) => {
    const { grantId } = parseOrThrow(GrantParam, params, 'view-as session');
    return stopImpersonation(auditActorOf(req), grantId);
  });
  return router;
}
