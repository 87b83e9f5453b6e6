import { AdminEnabledChangeSchema, AdminListQuerySchema, AdminRoleChangeSchema, ADMIN_ASSIGNABLE_ROLES } from '@forge/contract';
import { Router } from 'express';
import { z } from 'zod';
import type { Guards } from '../../lib/auth.js';
import { sendAdminList } from '../../lib/admin-list.js';
import type { IdentityAdmin } from '../../lib/identity-admin.js';
import { parseOrThrow } from '../../lib/validate.js';
import { auditActorOf } from '../audit/service.js';
import { ADMIN_USER_CSV, adminUserList, changeUserRole, sendUserPasswordReset, setUserEnabled } from './admin-users.js';

const UsersQuerySchema = AdminListQuerySchema.extend({ role: z.enum(ADMIN_ASSIGNABLE_ROLES).optional() });
const UidParam = z.object({ uid: z.string().min(1).max(100) });

/** /api/admin/users: the accounts panel (the user detail view is a composition: compositions/admin-user-detail). */
export function adminUsersRouter(guards: Guards, idp: IdentityAdmin): Router {
  const router = Router();
  router.get('/admin/users', guards.admin, async (req, res) => {
    const { role, ...query } = parseOrThrow(UsersQuerySchema, req.query, 'query');
    await sendAdminList(res, query, await adminUserList(idp, query, role), { fileName: 'forge-users.csv', columns: ADMIN_USER_CSV });
  });
  router.put('/admin/users/:uid/role', guards.admin, async (req, res) => {
    const { uid } = parseOrThrow(UidParam, req.params, 'user id');
    const { role } = parseOrThrow(AdminRoleChangeSchema, req.body, 'role change');
    res.json(await changeUserRole(idp, auditActorOf(req), uid, role));
  });
  router.put('/admin/users/:uid/enabled', guards.admin, async (req, res) => {
    const { uid } = parseOrThrow(UidParam, req.params, 'user id');
    const { enabled, reason } = parseOrThrow(AdminEnabledChangeSchema, req.body, 'account change');
    res.json(await setUserEnabled(idp, auditActorOf(req), uid, enabled, reason));
  });
  router.post('/admin/users/:uid/password-reset', guards.admin, async (req, res) => {
    const { uid } = parseOrThrow(UidParam, req.params, 'user id');
    res.status(202).json(await sendUserPasswordReset(idp, auditActorOf(req), uid));
  });
  return router;
}
