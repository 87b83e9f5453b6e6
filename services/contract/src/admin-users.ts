import { z } from 'zod';
import { adminPageSchema } from './admin.js';

export const ADMIN_ASSIGNABLE_ROLES = ['admin', 'buyer', 'supplier', 'INVESTOR'] as const;

/** A user as /admin/users lists them: the identity provider's account joined with the Forge profile. */
export const AdminUserSchema = z.object({
  uid: z.string(),
  email: z.string(),
  name: z.string(),
  roles: z.array(z.enum(ADMIN_ASSIGNABLE_ROLES)),
  enabled: z.boolean(),
  /** Why an admin suspended the account ('' when enabled or none given); the user reads it at sign-in. */
  suspendedReason: z.string().default(''),
  company: z.string(),
  supplierCompanyId: z.string(),
  createdAt: z.string(),
  /** Null until the user first signs in to Forge (no profile yet). */
  lastSignInAt: z.string().nullable(),
});
export type AdminUser = z.infer<typeof AdminUserSchema>;
export const AdminUserPageSchema = adminPageSchema(AdminUserSchema);

/** One user with what they did: uploads, RFQs and the company they claimed. */
export const AdminUserDetailSchema = z.object({
  user: AdminUserSchema,
  uploads: z.array(z.object({ id: z.string(), fileName: z.string(), state: z.string(), createdAt: z.string() }).passthrough()),
  rfqs: z.array(z.object({ id: z.string(), title: z.string(), status: z.string(), createdAt: z.string() })),
  company: z.object({ id: z.string(), name: z.string(), slug: z.string() }).nullable(),
});
export type AdminUserDetail = z.infer<typeof AdminUserDetailSchema>;

export const AdminRoleChangeSchema = z.object({ role: z.enum(ADMIN_ASSIGNABLE_ROLES) });
/** Suspending may carry a reason the user is shown when signing in (enabling clears it). */
export const AdminEnabledChangeSchema = z.object({
  enabled: z.boolean(),
  reason: z.string().trim().max(500, 'Keep the reason under 500 characters.').optional(),
});

/** A supplier company as /admin/companies lists them. */
export const AdminCompanySchema = z.object({
  id: z.string(),
  slug: z.string(),
  name: z.string(),
  city: z.string(),
  state: z.string(),
  capabilities: z.array(z.string()),
  certifications: z.array(z.object({ slug: z.string(), status: z.string(), checkedAt: z.string().nullable(), expiresAt: z.string().nullable() })),
  verified: z.boolean(),
  claimed: z.boolean(),
  featured: z.boolean(),
  /** Hidden from search and listings by an admin, with the reason. */
  hidden: z.boolean(),
  hiddenReason: z.string(),
  updatedAt: z.string(),
});
export const AdminCompanyPageSchema = adminPageSchema(AdminCompanySchema);
export const AdminVerificationChangeSchema = z.object({ verified: z.boolean(), note: z.string() });
/** Hand a company to the Forge user with this email (they signed in once), with a note. */
export const AdminOwnerChangeSchema = z.object({ email: z.email('must be an email address'), note: z.string().trim().max(500).default('') });
export const AdminVisibilityChangeSchema = z.object({ hidden: z.boolean(), reason: z.string() });
/** A single-use claim link (7 days) an admin sends to a company's owner. */
export const AdminClaimLinkSchema = z.object({
  token: z.string(),
  url: z.string(),
  expiresAt: z.string(),
  supplier: z.object({ id: z.string(), slug: z.string(), name: z.string(), city: z.string(), state: z.string(), claimed: z.boolean() }),
});
