import { z } from 'zod';
import { adminPageSchema } from './admin.js';

/**
 * /admin/featured-suppliers (issue 16): a supplier featured (paid) for one capability or one state, between two
 * dates, in an order among that scope's featured suppliers. Public results mark it "Featured · sponsored" where the
 * search names that capability or state; featuring never moves it in the ranked results.
 */
export const FEATURE_SCOPES = ['capability', 'state'] as const;
export const FEATURE_STATUSES = ['scheduled', 'active', 'ended'] as const;

const dateText = z.string().refine((s) => !Number.isNaN(Date.parse(s)), 'must be a date (YYYY-MM-DD)');

export const FeaturePlacementInputSchema = z
  .object({
    supplierId: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'choose a supplier'),
    scope: z.enum(FEATURE_SCOPES),
    /** A capability slug, or a two-letter state code. */
    value: z.string().trim().min(1, 'choose a capability or state').max(80),
    startsAt: dateText,
    endsAt: dateText,
    order: z.coerce.number().int().min(1, 'order starts at 1').max(1000).default(1),
  })
  .strict()
  .refine((v) => Date.parse(v.endsAt) > Date.parse(v.startsAt), { message: 'The end date must be after the start date.', path: ['endsAt'] });
export type FeaturePlacementInput = z.infer<typeof FeaturePlacementInputSchema>;

export const FeaturePlacementSchema = z.object({
  id: z.string(),
  supplierId: z.string(),
  supplierName: z.string(),
  scope: z.enum(FEATURE_SCOPES),
  value: z.string(),
  /** The capability's or state's name. */
  valueLabel: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  order: z.number().int(),
  status: z.enum(FEATURE_STATUSES),
  createdBy: z.string(),
  createdAt: z.string(),
});
export type FeaturePlacement = z.infer<typeof FeaturePlacementSchema>;
export const FeaturePlacementPageSchema = adminPageSchema(FeaturePlacementSchema);

export const PublicFeaturedListSchema = z.object({
  scope: z.enum(FEATURE_SCOPES),
  value: z.string(),
  suppliers: z.array(z.object({ id: z.string(), slug: z.string(), name: z.string(), city: z.string(), state: z.string(), order: z.number().int() })),
});

/**
 * One supplier of the sponsored list a search or listing answers with (`sponsored`): featured now for a capability or
 * state the buyer named (typed or chosen). Shown apart from ranked results, labelled "Featured · sponsored".
 */
export const SponsoredSupplierSchema = z.object({
  id: z.string(),
  slug: z.string(),
  name: z.string(),
  city: z.string(),
  state: z.string(),
  scope: z.enum(FEATURE_SCOPES),
  value: z.string(),
  /** The capability's or state's name: why it is shown ("Featured for CNC machining"). */
  label: z.string(),
});
export type SponsoredSupplier = z.infer<typeof SponsoredSupplierSchema>;
