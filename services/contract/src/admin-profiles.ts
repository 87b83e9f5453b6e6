import { z } from 'zod';
import { adminPageSchema } from './admin.js';
import { CERTIFICATION_STATUSES } from './cert-verification.js';
import { SupplierProfileSchema } from './suppliers.js';
import { companyNameField } from './fields.js';

/**
 * /admin/gcp-profiles and /admin/gcp-profile (issue 16): company profiles with how complete each is, and the
 * field-by-field edit of one. A profile is complete when it has each of these five parts.
 */
export const PROFILE_PARTS = ['description', 'capabilities', 'certifications', 'photos', 'contact'] as const;
export type ProfilePart = (typeof PROFILE_PARTS)[number];
export const PROFILE_PART_LABELS: Record<ProfilePart, string> = {
  description: 'Description',
  capabilities: 'Capabilities',
  certifications: 'Certifications',
  photos: 'Photos',
  contact: 'Contact',
};
/** A description shorter than this says too little to count. */
export const PROFILE_DESCRIPTION_MIN = 80;

export const ProfileCompletenessSchema = z.object({
  /** 0–100: the share of PROFILE_PARTS present. */
  score: z.number().int().min(0).max(100),
  missing: z.array(z.enum(PROFILE_PARTS)),
});
export type ProfileCompleteness = z.infer<typeof ProfileCompletenessSchema>;

/** The parts of a profile completeness looks at (a stored supplier, a profile or an editor's draft). */
export interface ProfileParts {
  description?: string | null;
  capabilities?: unknown[] | null;
  certifications?: unknown[] | null;
  photos?: unknown[] | null;
  contact?: { email?: string | null; phone?: string | null } | null;
}

/**
 * Which of the five parts a profile has: a description of at least PROFILE_DESCRIPTION_MIN characters, a capability,
 * a certification, a photo, and an email or phone to reach the company. The server's profile rows and the admin
 * editor's preview both apply this one function.
 */
export function profileCompleteness(p: ProfileParts): ProfileCompleteness {
  const present: Record<ProfilePart, boolean> = {
    description: (p.description ?? '').trim().length >= PROFILE_DESCRIPTION_MIN,
    capabilities: (p.capabilities ?? []).length > 0,
    certifications: (p.certifications ?? []).length > 0,
    photos: (p.photos ?? []).length > 0,
    contact: Boolean((p.contact?.email ?? '').trim() || (p.contact?.phone ?? '').trim()),
  };
  const missing = PROFILE_PARTS.filter((part) => !present[part]);
  return { score: Math.round((100 * (PROFILE_PARTS.length - missing.length)) / PROFILE_PARTS.length), missing };
}

export const AdminProfileRowSchema = z.object({
  id: z.string(),
  slug: z.string(),
  name: z.string(),
  city: z.string(),
  state: z.string(),
  verified: z.boolean(),
  claimed: z.boolean(),
  completeness: ProfileCompletenessSchema,
  updatedAt: z.string(),
});
export type AdminProfileRow = z.infer<typeof AdminProfileRowSchema>;
export const AdminProfilePageSchema = adminPageSchema(AdminProfileRowSchema);

export const ProfilePhotoSchema = z.object({
  // https only: the shell's Content-Security-Policy loads images over https (a plain-http photo would not show)
  url: z.url({ protocol: /^https$/, error: 'A photo must be an https:// link.' }).max(500),
  caption: z.string().trim().max(160).default(''),
});
export type ProfilePhoto = z.infer<typeof ProfilePhotoSchema>;

const dateText = z.string().refine((s) => !Number.isNaN(Date.parse(s)), 'must be a date (YYYY-MM-DD)');

export const AdminProfileCertificationSchema = z.object({
  slug: z.string().min(1),
  certificateNumber: z.string().trim().min(1, 'certificate number is required').max(60),
  registrar: z.string().trim().min(1, 'registrar is required').max(120),
  expiresAt: dateText,
  /**
   * Any status, so the server can name the problem: an edit may set self-declared or expired; registry checked and
   * document on file come only from the verification record (PUT /api/admin/companies/{id}/certifications/{slug}),
   * and are accepted here only as the unchanged status of the same certificate.
   */
  status: z.enum(CERTIFICATION_STATUSES).optional(),
});

const contactSchema = z.object({
  email: z.union([z.email('must be an email address'), z.literal('')]).optional(),
  phone: z.string().trim().regex(/^[+()\d\s.-]{0,25}$/, 'must be a phone number').optional(),
  website: z.union([z.url({ protocol: /^https?$/, error: 'must be an http(s) link' }), z.literal('')]).optional(),
});

/** Any field of a profile; only the fields sent change. Catalogue slugs are checked by the server. */
export const AdminProfileChangesSchema = z
  .object({
    name: companyNameField,
    /** The page address /companies/{slug}; a change keeps the old one answering 301. */
    slug: z.string().trim().max(160).regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'lowercase letters, digits and single hyphens'),
    description: z.string().trim().max(4000),
    address: z.object({ street: z.string().trim().max(160).optional(), city: z.string().trim().min(1).max(80).optional(), zip: z.string().regex(/^\d{5}$/, 'must be a 5-digit ZIP code').optional() }).strict(),
    capabilities: z.array(z.string().min(1)).max(40),
    certifications: z.array(AdminProfileCertificationSchema).max(20),
    industries: z.array(z.string().min(1)).max(18),
    employeeRange: z.string().min(1),
    yearFounded: z.number().int().min(1800).max(2100),
    leadTimeDays: z.object({ min: z.number().int().min(0).max(365), max: z.number().int().min(0).max(730) }).strict().refine((v) => v.max >= v.min, 'max must be at least min'),
    minimumOrder: z.number().min(0).max(10_000_000),
    contact: contactSchema.strict(),
    photos: z.array(ProfilePhotoSchema).max(12, 'at most 12 photos'),
  })
  .partial()
  .strict();
export type AdminProfileChanges = z.infer<typeof AdminProfileChangesSchema>;

/** A new profile: what a listing needs (name, ZIP, size, one capability), the rest as for an edit. */
export const AdminProfileCreateSchema = AdminProfileChangesSchema.required({ name: true, employeeRange: true, capabilities: true }).extend({
  address: z.object({ street: z.string().trim().max(160).optional(), city: z.string().trim().max(80).optional(), zip: z.string().regex(/^\d{5}$/, 'must be a 5-digit ZIP code') }).strict(),
  capabilities: z.array(z.string().min(1)).min(1, 'needs at least one capability').max(40),
});
export type AdminProfileCreate = z.infer<typeof AdminProfileCreateSchema>;

/** One profile as the editor reads it: every field, the owner and how complete it is. */
export const AdminProfileSchema = SupplierProfileSchema.pick({
  id: true,
  slug: true,
  name: true,
  description: true,
  capabilities: true,
  certifications: true,
  industries: true,
  employeeRange: true,
  yearFounded: true,
  leadTimeDays: true,
  minimumOrder: true,
  contact: true,
  photos: true,
  verified: true,
  claimed: true,
  featured: true,
  updatedAt: true,
}).extend({
  address: z.object({ street: z.string(), city: z.string(), state: z.string(), county: z.string(), zip: z.string() }),
  ownerUid: z.string().nullable(),
  completeness: ProfileCompletenessSchema,
});
export type AdminProfile = z.infer<typeof AdminProfileSchema>;
