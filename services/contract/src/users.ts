import { z } from 'zod';
import { USER_ROLES } from './enums.js';

/** The profile record the services keep (GET /api/me). */
export const ProfileSchema = z.object({
  uid: z.string(),
  email: z.string(),
  role: z.enum(USER_ROLES),
  firstName: z.string(),
  lastName: z.string(),
  displayName: z.string(),
  company: z.string(),
  jobTitle: z.string(),
  phone: z.string(),
  photoURL: z.string(),
  sourcingInterests: z.array(z.string()),
  supplierCompanyId: z.string(),
  /** Consent: the user's BOM corrections may train the shared classifier. */
  shareCorrections: z.boolean(),
  /** Where the buyer's parts are delivered (5-digit US ZIP, '' = not given): BOM matches are ranked by distance to it. */
  deliveryZip: z.string(),
  admin: z.boolean(),
  createdAt: z.string(),
  lastSignInAt: z.string(),
});
export type Profile = z.infer<typeof ProfileSchema>;

const personName = z.string().trim().max(80, 'must be at most 80 characters');

/** PATCH /api/me: the fields a user may change on their own profile. */
export const ProfileChangesSchema = z
  .object({
    firstName: personName.optional(),
    lastName: personName.optional(),
    displayName: personName.optional(),
    company: z.string().trim().max(120, 'must be at most 120 characters').optional(),
    jobTitle: personName.optional(),
    phone: z
      .string()
      .trim()
      .regex(/^[+()\d\s.-]{0,25}$/, 'must be a phone number')
      .optional(),
    photoURL: z
      .string()
      .max(400_000, 'the photo is too large (300 KB at most)')
      .regex(/^(data:image\/(png|jpeg|webp|gif);base64,|https?:\/\/|$)/, 'must be a PNG, JPEG, WebP or GIF image')
      .optional(),
    sourcingInterests: z.array(z.string().trim().min(1).max(60)).max(20, 'at most 20 interests').optional(),
    shareCorrections: z.boolean().optional(),
    deliveryZip: z
      .string()
      .trim()
      .regex(/^(\d{5})?$/, 'must be a 5-digit US ZIP code')
      .optional(),
  })
  .strict();
export type ProfileChanges = z.infer<typeof ProfileChangesSchema>;
