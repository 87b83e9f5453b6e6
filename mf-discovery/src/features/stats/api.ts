import { z } from 'zod';
import { useApiQuery } from '../common';

export const statsSchema = z.object({
  verifiedSuppliers: z.number(),
  suppliers: z.number(),
  states: z.number(),
  capabilities: z.number(),
  certifications: z.number(),
});
export type Stats = z.infer<typeof statsSchema>;

export const statsPath = '/api/stats';
export const useStats = () => useApiQuery(statsPath, statsSchema);
