import { z } from 'zod';
import { useQuery } from '@forge/shell-sdk';
import { requestParsed } from '../../lib/api-client';
import { uploadSchema } from '../uploads/api';

export const rfqSummarySchema = z.object({
  id: z.string(),
  title: z.string().nullish(),
  state: z.string().nullish(),
  status: z.string().nullish(),
  createdAt: z.string().nullish(),
});

export const searchSchema = z.object({ query: z.string(), resultCount: z.number(), at: z.string() });

export const activitySchema = z.object({
  uploads: z.array(uploadSchema).default([]),
  rfqs: z.array(rfqSummarySchema).default([]),
  searches: z.array(searchSchema).default([]),
});
export type Activity = z.infer<typeof activitySchema>;

export const ACTIVITY_PATH = '/api/my-activity';

export function useMyActivity() {
  return useQuery({ queryKey: [ACTIVITY_PATH], queryFn: () => requestParsed(activitySchema, 'GET', ACTIVITY_PATH) });
}
