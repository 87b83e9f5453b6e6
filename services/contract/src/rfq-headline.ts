import { z } from 'zod';
import { RFQ_STATUSES } from './enums.js';

/** What every list of RFQs shows of one (the buyer's list, the supplier inbox, the RFQs made from a BOM). */
export const RfqHeadlineSchema = z.object({
  id: z.string(),
  title: z.string(),
  status: z.enum(RFQ_STATUSES),
  dueDate: z.string(),
  lineCount: z.number().int(),
});
export type RfqHeadline = z.infer<typeof RfqHeadlineSchema>;
