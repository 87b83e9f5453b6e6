import type { AdminListQuery, AdminUser } from '@forge/contract';
import { AppError } from '../../lib/app-error.js';
import { arrayListSource, type ListSource } from '../../lib/admin-list.js';
import type { CsvColumn } from '../../lib/csv.js';
import type { IdentityAdmin, IdentityUser, ProductRole } from '../../lib/identity-admin.js';
import { recordAdminAction, type AuditActor } from '../audit/service.js';
import { clearDisabled, markDisabled } from './disabled.js';
import { UserModel, type UserDoc } from './model.js';

type Account = IdentityUser & { roles: ProductRole[] };

async function joinProfiles(accounts: Account[]): Promise<AdminUser[]> {
  const profiles = await UserModel.find({ _id: { $in: accounts.map((a) => a.id) } }).lean<(UserDoc & { _id: string })[]>();
  const byId = new Map(profiles.map((p) => [p._id, p]));
  return accounts.map((account) => {
    const profile = byId.get(account.id);
    const name = profile?.displayName || [account.firstName, account.lastName].filter(Boolean).join(' ');
    return {
      uid: account.id,
      email: account.email,
      name,
      roles: account.roles,
      enabled: account.enabled,
      suspendedReason: account.suspendedReason,
      company: profile?.company ?? '',
      supplierCompanyId: profile?.supplierCompanyId ?? '',
      createdAt: account.createdAt,
      lastSignInAt: profile?.lastSignInAt ? profile.lastSignInAt.toISOString() : null,
    };
  });
}

/** /admin/users: every account, searchable by email or name, filterable by role, sortable. */
export async function adminUserList(idp: IdentityAdmin, query: AdminListQuery, role?: ProductRole): Promise<ListSource<AdminUser>> {
  const accounts = await idp.listUsers();
  const users = await joinProfiles(role ? accounts.filter((a) => a.roles.includes(role)) : accounts);
  return arrayListSource(users, query, {
    searchText: (u) => `${u.email} ${u.name}`,
    sortValues: {
      email: (u) => u.email,
      name: (u) => u.name.toLowerCase(),
      role: (u) => u.roles.join(','),
      createdAt: (u) => u.createdAt,
      lastSignInAt: (u) => u.lastSignInAt ?? '',
    },
    defaultSort: 'createdAt',
  });
}

export async function adminUser(idp: IdentityAdmin, uid: string): Promise<AdminUser> {
  const [user] = await joinProfiles([await idp.getUser(uid)]);
  return user!;
}

/** Sets the product role; it applies on the user's next token. An admin cannot take their own admin role away. */
export async function changeUserRole(idp: IdentityAdmin, actor: AuditActor, uid: string, role: ProductRole): Promise<AdminUser> {
  if (uid === actor.uid && role !== 'admin') throw AppError.forbidden('You cannot remove your own admin role: ask another admin.');
  const before = await idp.getUser(uid);
  await idp.setProductRole(uid, role);
  // The profile's role follows on the next sign-in too; set it now so lists agree at once.
  await UserModel.updateOne({ _id: uid }, { $set: { role } });
  const after = await adminUser(idp, uid);
  await recordAdminAction(actor, { action: 'user.role', target: { type: 'user', id: uid, label: before.email }, before: { roles: before.roles }, after: { roles: after.roles } });
  return after;
}

/** Suspends (refresh refused, API 401 on the next call; the reason is shown at sign-in) or enables an account. */
export async function setUserEnabled(idp: IdentityAdmin, actor: AuditActor, uid: string, enabled: boolean, reason = ''): Promise<AdminUser> {
  if (uid === actor.uid && !enabled) throw AppError.forbidden('You cannot disable your own account.');
  const before = await idp.getUser(uid);
  await idp.setEnabled(uid, enabled, reason);
  if (enabled) await clearDisabled(uid);
  else await markDisabled(uid, actor.uid);
  await recordAdminAction(actor, { action: enabled ? 'user.enable' : 'user.disable', target: { type: 'user', id: uid, label: before.email }, before: { enabled: before.enabled, ...(before.suspendedReason ? { reason: before.suspendedReason } : {}) }, after: { enabled, ...(!enabled && reason ? { reason } : {}) } });
  return adminUser(idp, uid);
}

/** Queues a password-reset email (the identity provider writes it to the outbox). */
export async function sendUserPasswordReset(idp: IdentityAdmin, actor: AuditActor, uid: string): Promise<{ message: string }> {
  const user = await idp.getUser(uid);
  if (!user.enabled) throw AppError.badRequest('This account is disabled: enable it before sending a password reset.');
  await idp.sendPasswordReset(uid);
  await recordAdminAction(actor, { action: 'user.password-reset', target: { type: 'user', id: uid, label: user.email } });
  return { message: `A password-reset email to ${user.email} is queued.` };
}

export const ADMIN_USER_CSV: CsvColumn<AdminUser>[] = [
  { header: 'Email', value: (u) => u.email },
  { header: 'Name', value: (u) => u.name },
  { header: 'Roles', value: (u) => u.roles.join(' ') },
  { header: 'Enabled', value: (u) => u.enabled },
  { header: 'Company', value: (u) => u.company },
  { header: 'Created', value: (u) => u.createdAt },
  { header: 'Last sign-in', value: (u) => u.lastSignInAt },
];
