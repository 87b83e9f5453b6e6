import { z } from 'zod';
import { BOM_FIELDS, LINE_KINDS, type BomField } from './enums.js';

// The BOM API's bodies (issue 12): what the services answer and accept, read by mf-bom through the SDK.

export const UPLOAD_STATES = ['awaiting-mapping', 'queued', 'processing', 'completed', 'failed'] as const;
export type UploadState = (typeof UPLOAD_STATES)[number];

export const BomFieldSchema = z.enum(BOM_FIELDS);

export const DetectedColumnSchema = z.object({
  index: z.number().int(),
  header: z.string(),
  // A field a newer server detects reads as "not detected" in an older page, not as a failed upload (Rev/UOM bug).
  detected: BomFieldSchema.nullable().catch(null),
  confidence: z.number(),
  /** On the quantity column when another column could hold the quantity too ("Sold quantity"): the user chooses. */
  quantityCandidates: z.array(z.number().int()).optional(),
});
export type DetectedColumn = z.infer<typeof DetectedColumnSchema>;

/** Field → 0-based column index. */
export const ColumnMappingSchema = z.partialRecord(BomFieldSchema, z.number().int().min(0));
export type ColumnMapping = z.infer<typeof ColumnMappingSchema>;

const isBomField = (field: string): field is BomField => (BOM_FIELDS as readonly string[]).includes(field);

/** An upload's mapping as answered: fields this build does not know (a newer server's) and empty ones are dropped. */
export const UploadMappingSchema = z.record(z.string(), z.number().int().min(0).nullish()).transform((raw): ColumnMapping => {
  const mapping: ColumnMapping = {};
  for (const [field, index] of Object.entries(raw)) if (isBomField(field) && typeof index === 'number') mapping[field] = index;
  return mapping;
});

/** A row that is not a part: skipped by the reader, or a line the user moved out (`sheet`: its workbook sheet). */
export const SkippedRowSchema = z.object({ lineNo: z.number(), reason: z.string(), text: z.string(), sheet: z.string().optional() });
export type SkippedRow = z.infer<typeof SkippedRowSchema>;

export const UploadSummarySchema = z.looseObject({
  byProcess: z.record(z.string(), z.number()),
  custom: z.number(),
  standard: z.number(),
  unknown: z.number(),
  suppliersFound: z.number(),
  toQuote: z.number().optional(),
  toBuy: z.number().optional(),
  toReview: z.number().optional(),
  /** Fees and services: neither quoted nor bought. */
  notParts: z.number().optional(),
  /** Alternates of another line (not sourced on their own). */
  alternates: z.number().optional(),
  /** Lines by kind, raw stock, consumables, fees and services included. */
  byKind: z.record(z.string(), z.number()).optional(),
  dnp: z.number().optional(),
  quantityWarnings: z.number().optional(),
  modelVersion: z.string().optional(),
  skipped: z.array(SkippedRowSchema).optional(),
});
export type UploadSummary = z.infer<typeof UploadSummarySchema>;

export const BomRequirementsSchema = z.object({
  certifications: z.array(z.string()).optional(),
  state: z.string().optional(),
  /** Where the parts are delivered (from the request, else the buyer's profile): suppliers are ranked by distance to it. */
  deliveryZip: z.string().optional(),
  /** When the parts are needed (YYYY-MM-DD): suppliers' lead times are weighed against it. */
  neededBy: z.string().optional(),
});

/** One upload as the services answer it (GET /api/bom/uploads/{id}, and after upload, sheet choice, process). */
export const UploadSchema = z.object({
  id: z.string(),
  fileName: z.string(),
  fileType: z.string(),
  size: z.number(),
  state: z.enum(UPLOAD_STATES),
  sheets: z.array(z.string()),
  sheet: z.string(),
  /** Workbook sheets read when processing (absent: every sheet that holds a BOM). */
  includedSheets: z.array(z.string()).optional(),
  headerRow: z.number(),
  columns: z.array(DetectedColumnSchema),
  mapping: UploadMappingSchema,
  mappingSource: z.string(),
  preview: z.array(z.array(z.string().nullable())),
  lineCount: z.number(),
  format: z.string(),
  processed: z.number(),
  total: z.number(),
  requirements: BomRequirementsSchema,
  restoredRows: z.array(z.number()),
  error: z.string().optional(),
  createdAt: z.string(),
  completedAt: z.string().optional(),
  processingTimeMs: z.number().optional(),
  summary: UploadSummarySchema.optional(),
  source: z.object({ kind: z.string(), waitlistEntryId: z.string() }).optional(),
  owner: z.string(),
});
export type UploadView = z.infer<typeof UploadSchema>;
export const UploadEnvelopeSchema = z.object({ upload: UploadSchema });

/** GET /api/bom/uploads: newest first, without columns and preview. */
export const UploadListSchema = z.array(UploadSchema.omit({ columns: true, preview: true }));

export const SupplierMatchSchema = z.object({
  id: z.string(),
  name: z.string(),
  slug: z.string(),
  state: z.string(),
  city: z.string(),
  score: z.number(),
  /** The reasons joined with " · " (kept for older readers). */
  reason: z.string(),
  /** Why this supplier fits the line, one reason each, as the supplier search says it (older uploads lack it). */
  why: z.array(z.string()).optional(),
  /** Miles from the buyer's delivery ZIP, when both places are known. */
  distanceMiles: z.number().optional(),
});
export type SupplierMatch = z.infer<typeof SupplierMatchSchema>;

export const ProcessRefSchema = z.object({ slug: z.string(), name: z.string() });

export const BomLineSchema = z.object({
  id: z.string(),
  uploadId: z.string(),
  lineNo: z.number(),
  partNumber: z.string(),
  revision: z.string(),
  description: z.string(),
  quantity: z.number().nullable(),
  unit: z.string(),
  material: z.string(),
  finish: z.string(),
  manufacturer: z.string(),
  mpn: z.string(),
  refDes: z.array(z.string()),
  notes: z.string(),
  unitPrice: z.number().nullable(),
  value: z.string(),
  footprint: z.string(),
  supplier: z.string(),
  supplierPn: z.string(),
  link: z.string(),
  datasheet: z.string(),
  makeBuy: z.string(),
  usedIn: z.string(),
  dnp: z.boolean(),
  displayName: z.string(),
  quantityWarning: z.string(),
  attributes: z.record(z.string(), z.unknown()),
  kind: z.enum(LINE_KINDS),
  process: ProcessRefSchema.nullable(),
  standardCategory: z.string().optional(),
  confidence: z.number(),
  evidence: z.array(z.string()),
  suppliers: z.array(SupplierMatchSchema),
  corrected: z.boolean(),
  /** The line number of the primary part this line is an alternate of: shown with it, not sourced on its own. */
  alternateOf: z.number().int().nullable().optional(),
  /** The workbook sheet the line is on ('' for CSV). */
  sheet: z.string().optional(),
});
export type BomLine = z.infer<typeof BomLineSchema>;
export const BomLineListSchema = z.array(BomLineSchema);
export const BomLineEnvelopeSchema = z.object({ line: BomLineSchema });

export const BomProcessListSchema = z.array(ProcessRefSchema);

// Requests

/** Field → column index (null or absent: not mapped); unknown fields are refused. */
export const MappingRequestSchema = z
  .object(
    Object.fromEntries(BOM_FIELDS.map((f) => [f, z.number().int().min(0).max(500).nullable().optional()])) as Record<
      (typeof BOM_FIELDS)[number],
      z.ZodOptional<z.ZodNullable<z.ZodNumber>>
    >,
  )
  .strict();

export const ProcessRequestSchema = z.object({
  mapping: MappingRequestSchema,
  /** Workbook sheets to read besides the mapped one (remembered per user for the same workbook layout). */
  sheets: z.array(z.string().min(1).max(200)).max(100).optional(),
  requirements: z
    .object({
      certifications: z.array(z.string().trim().min(1).max(40)).max(10).optional(),
      state: z
        .string()
        .trim()
        .regex(/^[A-Za-z]{2}$/, 'must be a two-letter US state code')
        .optional()
        .or(z.literal('').transform(() => undefined)),
      deliveryZip: z
        .string()
        .trim()
        .regex(/^\d{5}$/, 'must be a 5-digit US ZIP code')
        .optional()
        .or(z.literal('').transform(() => undefined)),
      neededBy: z
        .string()
        .trim()
        .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date (YYYY-MM-DD)')
        .refine((d) => !Number.isNaN(Date.parse(`${d}T00:00:00Z`)), 'must be a real date')
        .optional()
        .or(z.literal('').transform(() => undefined)),
    })
    .strict()
    .optional(),
});
export type ProcessRequest = z.input<typeof ProcessRequestSchema>;

export const LineCorrectionSchema = z
  .object({
    kind: z.enum(LINE_KINDS),
    process: z.string().trim().min(1).max(100).nullable().optional(),
    standardCategory: z.string().trim().min(1).max(60).nullable().optional(),
  })
  .strict();
export type LineCorrection = z.input<typeof LineCorrectionSchema>;

export const SheetChoiceSchema = z.object({ sheet: z.string().min(1).max(200) });
/** Rows by their 1-based number on `sheet` (absent: the mapped sheet, or the file for CSV). */
export const RestoreRowsSchema = z.object({ rows: z.array(z.number().int().min(1)).min(1).max(1000), sheet: z.string().max(200).optional() });
/** Lines the user says are not parts (by line number on `sheet`): they join the "not a part" list. */
export const ExcludeRowsSchema = RestoreRowsSchema;

/** GET /api/bom/uploads: `?all=1` lists everyone's uploads (admins). */
export const UploadsQuerySchema = z.object({ all: z.enum(['0', '1', 'true', 'false']).optional() });

/** GET /api/bom/uploads/{id}/lines: filter by kind, process or text (`access_token` for download links). */
export const UploadLinesQuerySchema = z.object({
  kind: z.enum(LINE_KINDS).optional(),
  process: z.string().trim().max(100).optional(),
  q: z.string().trim().max(200).optional(),
  access_token: z.string().optional(),
});

/** One event of GET /api/bom/uploads/{id}/progress (server-sent events): how far processing is. */
export const UploadProgressSchema = z.object({ processed: z.number(), total: z.number(), state: z.enum(UPLOAD_STATES) });
export type UploadProgress = z.infer<typeof UploadProgressSchema>;
