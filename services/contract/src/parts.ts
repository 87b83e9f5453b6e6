import { z } from 'zod';
import type { ApiRoute } from './route-types.js';

/** The part master (issue 37): items with revisions, assemblies, where-used and cost. */
export const PART_KINDS = ['standard', 'custom'] as const;
export const PART_REVISION_STATES = ['draft', 'released', 'obsolete'] as const;
/** How many levels an assembly may have, counting the top item as level 1. */
export const PART_MAX_DEPTH = 20;

const text = (max: number) => z.string().trim().max(max);

/** A quantity must be a real positive number ("lots" and -1 are refused with the line named). */
export const PartQuantitySchema = z.number({ message: 'quantity must be a number' }).finite().positive('quantity must be greater than 0').max(1e9);

const attributesSchema = z.record(text(80), text(500)).refine((a) => Object.keys(a).length <= 50, 'at most 50 attributes');

/** The fields a revision holds, without defaults (an edit changes only what it names). */
const partFieldShape = {
  name: text(200).min(1, 'name is required'),
  kind: z.enum(PART_KINDS),
  process: text(80),
  unit: text(20).min(1, 'unit is required'),
  material: text(200),
  description: text(2000),
  attributes: attributesSchema,
};

export const PartFieldsSchema = z
  .object({
    ...partFieldShape,
    kind: partFieldShape.kind.default('standard'),
    process: partFieldShape.process.default(''),
    unit: partFieldShape.unit.default('ea'),
    material: partFieldShape.material.default(''),
    description: partFieldShape.description.default(''),
    attributes: attributesSchema.default({}),
  })
  .strict();

export const PartChildInputSchema = z
  .object({
    itemId: z.string().min(1).max(64),
    quantity: PartQuantitySchema,
    findNumber: text(40).default(''),
    referenceDesignators: z.array(text(40)).max(2000).default([]),
  })
  .strict();

export const PartItemCreateSchema = PartFieldsSchema.extend({
  partNumber: text(80).min(1, 'part number is required'),
  revision: text(20).min(1).default('A'),
}).strict();

export const PartRevisionChangesSchema = z
  .object(partFieldShape)
  .partial()
  .extend({ children: z.array(PartChildInputSchema).max(5000).optional() })
  .strict();

export const PartReleaseSchema = z.object({ note: text(2000).min(1, 'a release note is required') }).strict();
export const PartNumberChangeSchema = z.object({ partNumber: text(80).min(1, 'part number is required') }).strict();
export const PartNewRevisionSchema = z.object({ label: text(20).min(1).optional() }).strict();

export const PartChildSchema = z.object({
  itemId: z.string(),
  partNumber: z.string(),
  name: z.string(),
  quantity: z.number(),
  findNumber: z.string(),
  referenceDesignators: z.array(z.string()),
});

export const PartRevisionSchema = z.object({
  id: z.string(),
  label: z.string(),
  seq: z.number(),
  state: z.enum(PART_REVISION_STATES),
  name: z.string(),
  kind: z.enum(PART_KINDS),
  process: z.string(),
  unit: z.string(),
  material: z.string(),
  description: z.string(),
  attributes: z.record(z.string(), z.string()),
  children: z.array(PartChildSchema),
  releaseNote: z.string(),
  releasedBy: z.string(),
  releasedAt: z.string().nullable(),
  createdAt: z.string(),
});

export const PartItemSummarySchema = z.object({
  id: z.string(),
  partNumber: z.string(),
  name: z.string(),
  kind: z.enum(PART_KINDS),
  process: z.string(),
  unit: z.string(),
  revision: z.string(),
  state: z.enum(PART_REVISION_STATES),
  isAssembly: z.boolean(),
  needsReview: z.boolean(),
  updatedAt: z.string(),
});

export const PartItemSchema = PartItemSummarySchema.extend({
  material: z.string(),
  description: z.string(),
  attributes: z.record(z.string(), z.string()),
  sources: z.array(z.object({ uploadId: z.string(), lineId: z.string() })),
  revisions: z.array(PartRevisionSchema),
});
export type PartItem = z.infer<typeof PartItemSchema>;
export type PartRevision = z.infer<typeof PartRevisionSchema>;
export type PartItemSummary = z.infer<typeof PartItemSummarySchema>;

export const PartItemEnvelopeSchema = z.object({ item: PartItemSchema });

export const PartItemListQuerySchema = z
  .object({
    q: text(120).optional(),
    kind: z.enum(PART_KINDS).optional(),
    state: z.enum(PART_REVISION_STATES).optional(),
    sort: z.enum(['partNumber', 'name', 'updatedAt', 'kind', 'state']).default('partNumber'),
    order: z.enum(['asc', 'desc']).default('asc'),
    page: z.coerce.number().int().min(1).default(1),
    pageSize: z.coerce.number().int().min(1).max(100).default(25),
    format: z.enum(['json', 'csv']).default('json'),
  })
  .strict();

export const PartItemListSchema = z.object({ items: z.array(PartItemSummarySchema), total: z.number(), page: z.number(), pageSize: z.number() });

const diffValue = z.union([z.string(), z.number(), z.null()]);
export const PartDiffSchema = z.object({
  from: z.string(),
  to: z.string(),
  fields: z.array(z.object({ field: z.string(), before: diffValue, after: diffValue })),
  lines: z.array(
    z.object({
      change: z.enum(['added', 'removed', 'changed']),
      itemId: z.string(),
      partNumber: z.string(),
      before: PartChildSchema.nullable(),
      after: PartChildSchema.nullable(),
    }),
  ),
});
export type PartDiff = z.infer<typeof PartDiffSchema>;

export interface PartTreeNode {
  itemId: string;
  partNumber: string;
  name: string;
  revision: string;
  state: (typeof PART_REVISION_STATES)[number];
  quantity: number;
  findNumber: string;
  referenceDesignators: string[];
  children: PartTreeNode[];
}
export const PartTreeNodeSchema: z.ZodType<PartTreeNode> = z.lazy(() =>
  z.object({
    itemId: z.string(),
    partNumber: z.string(),
    name: z.string(),
    revision: z.string(),
    state: z.enum(PART_REVISION_STATES),
    quantity: z.number(),
    findNumber: z.string(),
    referenceDesignators: z.array(z.string()),
    children: z.array(PartTreeNodeSchema),
  }),
);
export const PartStructureSchema = z.object({ tree: PartTreeNodeSchema, levels: z.number(), lines: z.number() });

export const PartWhereUsedSchema = z.object({
  assemblies: z.array(z.object({ itemId: z.string(), partNumber: z.string(), name: z.string(), revision: z.string(), level: z.number(), quantity: z.number() })),
  uploads: z.array(z.object({ uploadId: z.string(), lineId: z.string(), fileName: z.string() })),
});

export const PartImportResultSchema = z.object({
  top: z.array(z.string()),
  created: z.number(),
  reused: z.number(),
  lines: z.number(),
  levels: z.number(),
});

export const PartFromBomSchema = z.object({ uploadId: z.string().min(1).max(64), lineIds: z.array(z.string().max(64)).max(20000).optional() }).strict();
export const PartFromBomResultSchema = z.object({
  items: z.array(z.object({ itemId: z.string(), partNumber: z.string(), lineIds: z.array(z.string()), created: z.boolean(), needsReview: z.boolean() })),
});

/** GET /api/parts/items/by-source: the item a BOM line was added as, if any (old `/parts/{uploadId}/{partId}` links). */
export const PartSourceQuerySchema = z.object({ uploadId: z.string().min(1).max(64), lineId: z.string().min(1).max(64) }).strict();
export const PartSourceLookupSchema = z.object({ item: PartItemSummarySchema.nullable() });

export const PartCostQuerySchema = z.object({ quantity: z.coerce.number().int().min(1).max(1_000_000).default(1) }).strict();
export const PartCostSchema = z.object({
  itemId: z.string(),
  buildQuantity: z.number(),
  currency: z.literal('USD'),
  total: z.number().nullable(),
  knownTotal: z.number(),
  complete: z.boolean(),
  lines: z.array(
    z.object({
      itemId: z.string(),
      partNumber: z.string(),
      name: z.string(),
      quantity: z.number(),
      unitPrice: z.number().nullable(),
      extended: z.number().nullable(),
      rfqId: z.string().nullable(),
      breakMinQuantity: z.number().nullable(),
      missing: z.boolean(),
    }),
  ),
  missing: z.array(z.object({ itemId: z.string(), partNumber: z.string() })),
});
export type PartCost = z.infer<typeof PartCostSchema>;

const base = { tags: ['parts'] as string[], auth: true };
/** Part master routes; the fixed paths come before `/api/parts/items/{id}` so a lookup by path finds them first. */
export const PARTS_API_ROUTES: ApiRoute[] = [
  { ...base, id: 'parts.listItems', method: 'get', path: '/api/parts/items', summary: 'My part master items (?q, kind, state, sort, order, page, pageSize, format=csv)', response: PartItemListSchema, produces: 'text/csv' },
  { ...base, id: 'parts.createItem', method: 'post', path: '/api/parts/items', summary: 'Create an item with its first draft revision (part number unique per owner; a clash is 409)', request: PartItemCreateSchema, response: PartItemEnvelopeSchema },
  { ...base, id: 'parts.import', method: 'post', path: '/api/parts/import', summary: 'Import an indented or level-numbered BOM (multipart file) as a multi-level structure', requestType: 'multipart/form-data', response: PartImportResultSchema },
  { ...base, id: 'parts.getItemsBySource', method: 'get', path: '/api/parts/items/by-source', summary: 'The item a BOM line (?uploadId, lineId) was added as, or null', response: PartSourceLookupSchema },
  { ...base, id: 'parts.fromBom', method: 'post', path: '/api/parts/from-bom', summary: 'Add a BOM upload\'s lines (all, or lineIds) to the part master; same part = one item, no number = generated and flagged', request: PartFromBomSchema, response: PartFromBomResultSchema },
  { ...base, id: 'parts.getItemStructure', method: 'get', path: '/api/parts/items/{id}/structure', summary: 'The multi-level structure of the current revision', response: PartStructureSchema },
  { ...base, id: 'parts.getItemExport', method: 'get', path: '/api/parts/items/{id}/export', summary: 'The structure as an indented CSV', produces: 'text/csv' },
  { ...base, id: 'parts.getItemWhereUsed', method: 'get', path: '/api/parts/items/{id}/where-used', summary: 'Every assembly (all levels) and BOM upload the item appears in', response: PartWhereUsedSchema },
  { ...base, id: 'parts.getItemCost', method: 'get', path: '/api/parts/items/{id}/cost', summary: 'The cost of ?quantity= builds from awarded quotes, naming the parts with no price', query: PartCostQuerySchema, response: PartCostSchema },
  { ...base, id: 'parts.getItemDiff', method: 'get', path: '/api/parts/items/{id}/diff', summary: 'Field and line difference between ?from= and ?to= revisions', response: PartDiffSchema },
  { ...base, id: 'parts.createItemRevision', method: 'post', path: '/api/parts/items/{id}/revisions', summary: 'A new draft revision copied from the latest', request: PartNewRevisionSchema, response: PartItemEnvelopeSchema },
  { ...base, id: 'parts.updateItemRevision', method: 'patch', path: '/api/parts/items/{id}/revisions/{label}', summary: 'Edit a draft revision (released ones 409)', request: PartRevisionChangesSchema, response: PartItemEnvelopeSchema },
  { ...base, id: 'parts.release', method: 'post', path: '/api/parts/items/{id}/revisions/{label}/release', summary: 'Release a draft revision with a note', request: PartReleaseSchema, response: PartItemEnvelopeSchema },
  { ...base, id: 'parts.obsolete', method: 'post', path: '/api/parts/items/{id}/revisions/{label}/obsolete', summary: 'Mark a revision obsolete', response: PartItemEnvelopeSchema },
  { ...base, id: 'parts.updateItem', method: 'patch', path: '/api/parts/items/{id}', summary: 'Change the part number (unique per owner)', request: PartNumberChangeSchema, response: PartItemEnvelopeSchema },
  { ...base, id: 'parts.getItem', method: 'get', path: '/api/parts/items/{id}', summary: 'One item with its revisions', response: PartItemEnvelopeSchema },
];
