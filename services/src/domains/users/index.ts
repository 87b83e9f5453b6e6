import { ProfileChangesSchema } from '@forge/contract';
import { Router } from 'express';
import type { DomainFactory } from '../module.js';
import { requirePrincipal } from '../../lib/auth.js';
import { ownDocumentRoutes } from '../../lib/own-document-routes.js';
import { createIdentityAdmin } from '../../lib/identity-admin.js';
import { adminUsersRouter } from './admin-routes.js';
import { impersonationRouter } from './impersonation-routes.js';
import { getProfile, recordSignIn, updateProfile } from './service.js';

/** Profiles: created on first sign-in, stamped on each one. */
export const usersDomain: DomainFactory = ({ guards, config }) => {
  const router = Router();
  const idp = createIdentityAdmin(config.auth);
  router.use(adminUsersRouter(guards, idp));
  router.use(impersonationRouter(guards, idp));
  router.post('/me/sign-in', guards.signedIn, async (req, res) => {
    res.json(await recordSignIn(requirePrincipal(req)));
  });
  ownDocumentRoutes(router, guards.signedIn, '/me', getProfile, { method: 'patch', schema: ProfileChangesSchema, what: 'profile', apply: updateProfile });
  return {
    name: 'users',
    router,
    // /api/me and /api/me/sign-in are documented by @forge/contract (API_ROUTES).
  };
};
