import { LINE_KINDS } from '@forge/contract';
import { z } from 'zod';

// Query strings of the BOM routes. Request bodies are the contract's (@forge/contract: ProcessRequestSchema, …).

export const LinesQuerySchema = z.object({
  kind: z.enum(LINE_KINDS).optional(),
  process: z.string().trim().max(100).optional(),
  q: z.string().trim().max(200).optional(),
  access_token: z.string().optional(),
});

export const UploadsQuerySchema = z.object({ all: z.enum(['0', '1', 'true', 'false']).optional() });
export const ExportQuerySchema = z.object({ format: z.enum(['csv', 'xlsx']).default('csv'), access_token: z.string().optional() });
export const BuyListQuerySchema = z.object({ format: z.enum(['json', 'csv']).default('json'), access_token: z.string().optional() });
export const PartsQuerySchema = z.object({ q: z.string().trim().max(200).optional() });
