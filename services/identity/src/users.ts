import { randomUUID } from 'node:crypto';
import { Schema, type Connection, type Model } from 'mongoose';
import { DEFAULT_ROLES } from './roles.js';
import { hashPassword } from './password.js';

export interface IdentityUser {
  _id: string;
  username: string;
  email?: string | undefined;
  firstName?: string | undefined;
  lastName?: string | undefined;
  enabled: boolean;
  emailVerified: boolean;
  realmRoles: string[];
  requiredActions: string[];
  passwordHash?: string | undefined;
  createdTimestamp: number;
  attributes: Record<string, string[]>;
  /** Set on a client's service-account user (Keycloak's `serviceAccountClientLink`). */
  serviceAccountClientId?: string | undefined;
  /** Ids of the groups the user is a member of (identity_groups). */
  groupIds?: string[] | undefined;
}

const userSchema = new Schema<IdentityUser>(
  {
    // Keycloak user ids are UUID strings.
    _id: { type: String, default: () => randomUUID() },
    username: { type: String, required: true, lowercase: true, trim: true, unique: true },
    email: { type: String, lowercase: true, trim: true, unique: true, sparse: true },
    firstName: { type: String, trim: true },
    lastName: { type: String, trim: true },
    enabled: { type: Boolean, default: true },
    emailVerified: { type: Boolean, default: false },
    realmRoles: { type: [String], default: () => [DEFAULT_ROLES] },
    requiredActions: { type: [String], default: () => [] },
    passwordHash: { type: String },
    createdTimestamp: { type: Number, default: () => Date.now() },
    attributes: { type: Schema.Types.Mixed, default: () => ({}) },
    serviceAccountClientId: { type: String },
    groupIds: { type: [String], default: undefined, index: true },
  },
  { collection: 'identity_users', versionKey: false, minimize: false },
);

export type UserModel = Model<IdentityUser>;

export function userModel(connection: Connection): UserModel {
  return (
    (connection.models.IdentityUser as UserModel | undefined) ??
    connection.model<IdentityUser>('IdentityUser', userSchema)
  );
}

export function displayName(
  user: Pick<IdentityUser, 'firstName' | 'lastName' | 'username' | 'email'>,
): string {
  const full = [user.firstName, user.lastName].filter(Boolean).join(' ');
  return full || user.username || user.email || '';
}

export function findByLogin(users: UserModel, login: string) {
  const normalized = login.trim().toLowerCase();
  return users.findOne({ $or: [{ username: normalized }, { email: normalized }] }).lean<IdentityUser>();
}

interface DemoUser {
  email: string;
  password: string;
  firstName: string;
  lastName?: string;
  roles: string[];
}

/** Demo accounts for local development. All have full names; the display-name fallback (username/email)
 * applies to users created without names, e.g. through the Admin REST API. */
export const DEMO_USERS: DemoUser[] = [
  {
    email: 'admin@forge.test',
    password: 'ForgeAdmin1!',
    firstName: 'Avery',
    lastName: 'Admin',
    roles: ['admin'],
  },
  {
    email: 'buyer@forge.test',
    password: 'ForgeBuyer1!',
    firstName: 'Blake',
    lastName: 'Buyer',
    roles: ['buyer'],
  },
  {
    email: 'supplier@forge.test',
    password: 'ForgeSupplier1!',
    firstName: 'Sam',
    lastName: 'Supplier',
    roles: ['supplier'],
  },
  {
    email: 'investor@forge.test',
    password: 'ForgeInvestor1!',
    firstName: 'Ivy',
    lastName: 'Investor',
    roles: ['INVESTOR'],
  },
];

/** Creates missing demo users; existing ones are left alone so password changes made while testing survive. */
export async function seedDemoUsers(users: UserModel): Promise<void> {
  for (const demo of DEMO_USERS) {
    const existing = await users.exists({ $or: [{ username: demo.email }, { email: demo.email }] });
    if (existing) continue;
    try {
      await users.create({
        username: demo.email,
        email: demo.email,
        firstName: demo.firstName,
        lastName: demo.lastName,
        enabled: true,
        emailVerified: true,
        realmRoles: [DEFAULT_ROLES, ...demo.roles],
        passwordHash: await hashPassword(demo.password),
      });
    } catch (error) {
      // A concurrently starting instance seeded the same user first.
      if ((error as { code?: number }).code !== 11000) throw error;
    }
  }
}

/** Keycloak's service-account user of a confidential client; its id is the `sub` of the client's tokens. */
export async function ensureServiceAccountUser(users: UserModel, clientId: string): Promise<string> {
  const username = `service-account-${clientId}`;
  const existing = await users.findOne({ username }).lean<IdentityUser>();
  if (existing) return existing._id;
  try {
    const created = await users.create({
      username,
      enabled: true,
      emailVerified: false,
      realmRoles: [DEFAULT_ROLES],
      serviceAccountClientId: clientId,
    });
    return created._id;
  } catch (error) {
    if ((error as { code?: number }).code !== 11000) throw error;
    return (await users.findOne({ username }).lean<IdentityUser>())!._id;
  }
}
