import { z } from 'zod';

// Query strings of the BOM download routes. The JSON routes' bodies and queries are the contract's (BOM_API).

export const ExportQuerySchema = z.object({ format: z.enum(['csv', 'xlsx']).default('csv'), access_token: z.string().optional() });
export const BuyListQuerySchema = z.object({ format: z.enum(['json', 'csv']).default('json'), access_token: z.string().optional() });
export const PartsQuerySchema = z.object({ q: z.string().trim().max(200).optional() });
