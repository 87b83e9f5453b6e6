import { createHash, randomBytes } from 'node:crypto';
import { IMPERSONATION_LIFETIME_MINUTES, type ImpersonationGrant } from '@forge/contract';
import mongoose, { Schema } from 'mongoose';
import { AppError } from '../../lib/app-error.js';
import type { Principal } from '../../lib/auth.js';
import type { IdentityAdmin } from '../../lib/identity-admin.js';
import { recordAdminAction, type AuditActor } from '../audit/service.js';
import { UserModel } from './model.js';

/**
 * Impersonation grants (collection "impersonation_grants"): an admin views Forge as a user, read-only, for a short
 * time. Stored server-side so every API replica honours a grant and its end at once; only the grant's hash is kept,
 * and a grant works only together with the token of the admin who started it.
 */
const grantSchema = new Schema(
  {
    _id: { type: String, required: true },
    admin: { uid: { type: String, required: true }, email: { type: String, default: '' } },
    target: {
      uid: { type: String, required: true },
      email: { type: String, default: '' },
      name: { type: String, default: '' },
      roles: { type: [String], default: [] },
      emailVerified: { type: Boolean, default: false },
    },
    startedAt: { type: Date, required: true },
    expiresAt: { type: Date, required: true },
    endedAt: { type: Date, default: null },
  },
  { collection: 'impersonation_grants', versionKey: false },
);
// Expired grants are removed by MongoDB a while after they lapse; validity never depends on that (see resolve).
grantSchema.index({ expiresAt: 1 }, { expireAfterSeconds: 24 * 3600 });
const GrantModel = mongoose.model('ImpersonationGrant', grantSchema);

interface GrantDoc {
  _id: string;
  admin: { uid: string; email: string };
  target: { uid: string; email: string; name: string; roles: string[]; emailVerified: boolean };
  startedAt: Date;
  expiresAt: Date;
  endedAt: Date | null;
}

const hashOf = (grantId: string) => createHash('sha256').update(grantId).digest('base64url');

/** Starts viewing as `uid`: refused for admins (their powers are not lent out); audited with admin and target. */
export async function startImpersonation(idp: IdentityAdmin, actor: AuditActor, uid: string, now = new Date()): Promise<ImpersonationGrant> {
  const account = await idp.getUser(uid);
  if (account.roles.includes('admin')) throw AppError.forbidden('Admins cannot be viewed as: choose a buyer, supplier or investor account.');
  if (!account.enabled) throw AppError.conflict('This account is disabled: enable it before viewing Forge as this user.');
  const profile = await UserModel.findById(uid).lean<{ displayName?: string; emailVerified?: boolean }>();
  const name = profile?.displayName || [account.firstName, account.lastName].filter(Boolean).join(' ') || account.email;
  const grantId = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + IMPERSONATION_LIFETIME_MINUTES * 60_000);
  const target = { uid, email: account.email, name, roles: [...account.roles] };
  await GrantModel.create({
    _id: hashOf(grantId),
    admin: { uid: actor.uid, email: actor.email },
    target: { ...target, emailVerified: profile?.emailVerified ?? false },
    startedAt: now,
    expiresAt,
  });
  await recordAdminAction(actor, {
    action: 'user.impersonate.start',
    target: { type: 'user', id: uid, label: account.email },
    after: { readOnly: true, expiresAt: expiresAt.toISOString() },
    note: `Viewing as ${name}, read-only, for ${IMPERSONATION_LIFETIME_MINUTES} minutes`,
  }, now);
  return { grantId, target, readOnly: true, startedAt: now.toISOString(), expiresAt: expiresAt.toISOString() };
}

/** Ends the admin's own grant; a grant already ended or lapsed answers `stopped: false` (nothing to audit). */
export async function stopImpersonation(actor: AuditActor, grantId: string, now = new Date()): Promise<{ stopped: boolean }> {
  const grant = await GrantModel.findOneAndUpdate(
    { _id: hashOf(grantId), 'admin.uid': actor.uid, endedAt: null, expiresAt: { $gt: now } },
    { $set: { endedAt: now } },
  ).lean<GrantDoc>();
  if (!grant) return { stopped: false };
  await recordAdminAction(actor, {
    action: 'user.impersonate.stop',
    target: { type: 'user', id: grant.target.uid, label: grant.target.email },
    before: { startedAt: grant.startedAt.toISOString() },
    note: `Stopped viewing as ${grant.target.name}`,
  }, now);
  return { stopped: true };
}

/** The auth guard's resolver: the target as the principal, marked with the admin behind it. */
export async function resolveImpersonation(grantId: string, admin: Principal, now = new Date()): Promise<Principal> {
  const grant = await GrantModel.findById(hashOf(grantId)).lean<GrantDoc>();
  if (!grant || grant.admin.uid !== admin.uid) throw AppError.forbidden('This view-as session is not yours or does not exist: stop viewing as the user and start again.');
  if (grant.endedAt || grant.expiresAt <= now) {
    throw AppError.unauthenticated('Your view-as session has ended (stopped or past its time): stop viewing as the user to return to your account.');
  }
  return {
    uid: grant.target.uid,
    email: grant.target.email,
    name: grant.target.name,
    roles: grant.target.roles,
    admin: false,
    emailVerified: grant.target.emailVerified,
    client: admin.client,
    impersonatedBy: { uid: admin.uid, email: admin.email },
  };
}
