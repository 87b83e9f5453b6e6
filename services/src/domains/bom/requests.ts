import { z } from 'zod';
import { BOM_FIELDS } from './columns.js';

// Request bodies and queries of the BOM routes, parsed in the routes before the service sees them.

const MappingSchema = z
  .object(Object.fromEntries(BOM_FIELDS.map((f) => [f, z.number().int().min(0).max(500).nullable().optional()])) as Record<(typeof BOM_FIELDS)[number], z.ZodOptional<z.ZodNullable<z.ZodNumber>>>)
  .strict();

export const ProcessSchema = z.object({
  mapping: MappingSchema,
  requirements: z
    .object({
      certifications: z.array(z.string().trim().min(1).max(40)).max(10).optional(),
      state: z
        .string()
        .trim()
        .regex(/^[A-Za-z]{2}$/, 'must be a two-letter US state code')
        .optional()
        .or(z.literal('').transform(() => undefined)),
    })
    .strict()
    .optional(),
});

export const LinesQuerySchema = z.object({
  kind: z.enum(['custom', 'standard', 'unknown']).optional(),
  process: z.string().trim().max(100).optional(),
  q: z.string().trim().max(200).optional(),
  access_token: z.string().optional(),
});

export const CorrectionSchema = z
  .object({
    kind: z.enum(['custom', 'standard', 'unknown']),
    process: z.string().trim().min(1).max(100).nullable().optional(),
    standardCategory: z.string().trim().min(1).max(60).nullable().optional(),
  })
  .strict();

export const UploadsQuerySchema = z.object({ all: z.enum(['0', '1', 'true', 'false']).optional() });
export const SheetChoiceSchema = z.object({ sheet: z.string().min(1).max(200) });
export const ExportQuerySchema = z.object({ format: z.enum(['csv', 'xlsx']).default('csv'), access_token: z.string().optional() });
export const RestoreSchema = z.object({ rows: z.array(z.number().int().min(1)).min(1).max(1000) });
export const BuyListQuerySchema = z.object({ format: z.enum(['json', 'csv']).default('json'), access_token: z.string().optional() });
export const PartsQuerySchema = z.object({ q: z.string().trim().max(200).optional() });
