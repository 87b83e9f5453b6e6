import type { AdminUserDetail } from '@forge/contract';
import { Router } from 'express';
import { z } from 'zod';
import { recentUploads } from '../domains/bom/queries.js';
import { listForBuyer } from '../domains/rfqs/queries.js';
import { getSupplier } from '../domains/suppliers/service.js';
import { adminUser } from '../domains/users/admin-users.js';
import type { Guards } from '../lib/auth.js';
import type { IdentityAdmin } from '../lib/identity-admin.js';
import { parseOrThrow } from '../lib/validate.js';

/** One user for /admin/users: the account, their latest uploads and RFQs, and the company they claimed. */
export async function adminUserDetail(idp: IdentityAdmin, uid: string): Promise<AdminUserDetail> {
  const user = await adminUser(idp, uid);
  // The owner's view of their own uploads (the bom domain's narrow read takes the owner as a principal).
  const owner = { uid, email: user.email, name: user.name, roles: user.roles, admin: false, client: '' };
  const [uploads, rfqs, company] = await Promise.all([
    recentUploads(owner, 20),
    listForBuyer(uid, 20),
    user.supplierCompanyId ? getSupplier(user.supplierCompanyId).catch(() => null) : Promise.resolve(null),
  ]);
  return {
    user,
    uploads: uploads.map((u) => ({ id: u.id, fileName: u.fileName, state: u.state, lineCount: u.lineCount, createdAt: String(u.createdAt) })),
    rfqs,
    company: company ? { id: company.id, name: company.name, slug: company.slug } : null,
  };
}

export function adminUserDetailRouter(guards: Guards, idp: IdentityAdmin): Router {
  const router = Router();
  router.get('/admin/users/:uid', guards.admin, async (req, res) => {
    const { uid } = parseOrThrow(z.object({ uid: z.string().min(1).max(100) }), req.params, 'user id');
    res.json(await adminUserDetail(idp, uid));
  });
  return router;
}
