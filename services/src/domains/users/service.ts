import { type Profile } from '@forge/contract';
import { AppError } from '../../lib/app-error.js';
import type { Principal } from '../../lib/auth.js';
import { textFields } from '../../lib/stored-fields.js';
import { zipPoint } from '../geo/zip-points.js';
import { UserModel, USER_ROLES, type UserDoc, type UserRole } from './model.js';

export type { Profile } from '@forge/contract';

/** The profile role follows the token's realm roles; admin wins, then INVESTOR, supplier, buyer. */
export function roleFromRealmRoles(roles: string[]): UserRole {
  for (const role of ['admin', 'INVESTOR', 'supplier', 'buyer'] as const) if (roles.includes(role)) return role;
  return 'buyer';
}

function toProfile(doc: UserDoc & { _id: string }, admin: boolean): Profile {
  return {
    uid: doc._id,
    email: doc.email,
    role: doc.role as UserRole,
    ...textFields(doc, ['firstName', 'lastName', 'displayName', 'company', 'jobTitle', 'phone', 'photoURL']),
    sourcingInterests: doc.sourcingInterests ?? [],
    supplierCompanyId: doc.supplierCompanyId ?? '',
    shareCorrections: doc.shareCorrections ?? false,
    deliveryZip: doc.deliveryZip ?? '',
    admin,
    createdAt: doc.createdAt.toISOString(),
    lastSignInAt: doc.lastSignInAt.toISOString(),
  };
}

/** Creates the profile on first sign-in and stamps every later one (with the token's `email_verified`). */
export async function recordSignIn(principal: Principal, now = new Date()): Promise<Profile> {
  const [firstName = '', ...rest] = (principal.name ?? '').split(' ');
  const doc = await UserModel.findOneAndUpdate(
    { _id: principal.uid },
    {
      $set: { email: principal.email, role: roleFromRealmRoles(principal.roles), lastSignInAt: now, emailVerified: principal.emailVerified === true },
      // joined = the earliest sign-in recorded (a seed may record one in the past after a real one)
      $min: { createdAt: now },
      $setOnInsert: { firstName, lastName: rest.join(' '), displayName: principal.name ?? '' },
    },
    { upsert: true, returnDocument: 'after', lean: true },
  );
  return toProfile(doc as UserDoc & { _id: string }, principal.admin);
}

export async function getProfile(principal: Principal): Promise<Profile> {
  const doc = await UserModel.findById(principal.uid).lean();
  if (!doc) return recordSignIn(principal);
  return toProfile(doc as UserDoc & { _id: string }, principal.admin);
}

export interface ProfileChanges {
  firstName?: string | undefined;
  lastName?: string | undefined;
  displayName?: string | undefined;
  company?: string | undefined;
  jobTitle?: string | undefined;
  phone?: string | undefined;
  photoURL?: string | undefined;
  sourcingInterests?: string[] | undefined;
  shareCorrections?: boolean | undefined;
  deliveryZip?: string | undefined;
}

export async function updateProfile(principal: Principal, changes: ProfileChanges): Promise<Profile> {
  if (changes.deliveryZip && !zipPoint(changes.deliveryZip)) throw AppError.badRequest(`deliveryZip: ${changes.deliveryZip} is not a US ZIP code Forge knows.`);
  await getProfile(principal);
  const set = Object.fromEntries(Object.entries(changes).filter(([, v]) => v !== undefined));
  const doc = await UserModel.findByIdAndUpdate(principal.uid, { $set: set }, { returnDocument: 'after', lean: true });
  if (!doc) throw AppError.notFound('Your profile no longer exists.');
  return toProfile(doc as UserDoc & { _id: string }, principal.admin);
}

/**
 * Links the profile to the company its user now owns (after a claim). A profile names one company, and a company
 * one owner: a previous owner's link to this company is cleared so no profile points at a company it cannot edit.
 */
export async function linkSupplierCompany(principal: Principal, companyId: string): Promise<Profile> {
  await getProfile(principal);
  await UserModel.updateMany({ supplierCompanyId: companyId, _id: { $ne: principal.uid } }, { $set: { supplierCompanyId: '' } });
  const doc = await UserModel.findByIdAndUpdate(principal.uid, { $set: { supplierCompanyId: companyId } }, { returnDocument: 'after', lean: true });
  if (!doc) throw AppError.notFound('Your profile no longer exists.');
  return toProfile(doc as UserDoc & { _id: string }, principal.admin);
}

/** A user with a Forge profile (signed in at least once), by email: who an admin can hand a company to. */
export async function findUserByEmail(email: string): Promise<{ uid: string; email: string } | null> {
  const pattern = new RegExp(`^${email.trim().replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`, 'i');
  const doc = await UserModel.findOne({ email: pattern }, { email: 1 }).lean();
  return doc ? { uid: String(doc._id), email: String(doc.email) } : null;
}

/**
 * The profile of an account made for someone who has not signed in yet (a supplier answering an emailed RFQ link);
 * an existing profile is left as it is. Signing in later stamps it as usual.
 */
export async function ensureInvitedProfile(account: { uid: string; email: string; name: string }, role: UserRole, now = new Date()): Promise<void> {
  const [firstName = '', ...rest] = account.name.trim().split(/\s+/);
  await UserModel.updateOne(
    { _id: account.uid },
    { $setOnInsert: { email: account.email, role, firstName, lastName: rest.join(' '), displayName: account.name.trim(), createdAt: now, lastSignInAt: now } },
    { upsert: true },
  );
}

/** An admin's transfer: this user's profile names the company, and nobody else's does any longer. */
export async function assignSupplierCompany(uid: string, companyId: string): Promise<void> {
  await UserModel.updateMany({ supplierCompanyId: companyId, _id: { $ne: uid } }, { $set: { supplierCompanyId: '' } });
  const doc = await UserModel.findByIdAndUpdate(uid, { $set: { supplierCompanyId: companyId } }, { returnDocument: 'after', lean: true });
  if (!doc) throw AppError.notFound('That user has no Forge profile.');
}

/** Of these users, the ones who let their BOM corrections train the shared classifier. */
export async function usersSharingCorrections(uids: string[]): Promise<Set<string>> {
  if (uids.length === 0) return new Set();
  const docs = await UserModel.find({ _id: { $in: uids }, shareCorrections: true }, { _id: 1 }).lean();
  return new Set(docs.map((d) => String(d._id)));
}

/** The ZIP a user's parts are delivered to ('' when not given or no profile); read only, creates nothing. */
export async function deliveryZipOf(uid: string): Promise<string> {
  const doc = await UserModel.findById(uid, { deliveryZip: 1 }).lean();
  return doc?.deliveryZip ?? '';
}

/** The email address of each of these users that has a profile (for notifications). */
export async function emailsOf(uids: string[]): Promise<Map<string, string>> {
  if (uids.length === 0) return new Map();
  const docs = await UserModel.find({ _id: { $in: uids } }, { email: 1 }).lean();
  return new Map(docs.map((d) => [String(d._id), String(d.email)]));
}

export { USER_ROLES };
