import { z } from 'zod';
import { UploadListSchema } from './bom.js';
import { RFQ_STATUSES } from './enums.js';

// Views composed from several domains (services/src/compositions).

export const MyActivitySchema = z.object({
  uploads: UploadListSchema,
  rfqs: z.array(z.object({ id: z.string(), title: z.string(), status: z.enum(RFQ_STATUSES), createdAt: z.string() })),
  searches: z.array(z.object({ id: z.string(), query: z.string(), resultCount: z.number(), searchType: z.string(), at: z.string() })),
});
export type MyActivity = z.infer<typeof MyActivitySchema>;

export const InvestorMetricsSchema = z.object({
  generatedAt: z.string(),
  suppliers: z.number().int(),
  verifiedSuppliers: z.number().int(),
  bomUploads: z.number().int(),
  linesProcessed: z.number(),
  rfqs: z.number().int(),
  waitlistSignups: z.number().int(),
  supplierWaitlist: z.number().int(),
  leads: z.number().int(),
  newsletterSubscribers: z.number().int(),
});
export type InvestorMetrics = z.infer<typeof InvestorMetricsSchema>;
