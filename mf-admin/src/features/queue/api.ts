import { useEffect, useState } from 'react';
import { z } from 'zod';
import { apiRequest, apiUrl, useAuth, useMutation, useQuery, useQueryClient } from '@forge/shell-sdk';

export const QUEUE_PATH = '/api/admin/queue';
/** Operators watch jobs move; the product's default is no interval refetch, so this one query opts in. */
export const QUEUE_POLL_MS = 2000;

export const QUEUE_STATES = ['waiting', 'active', 'completed', 'failed', 'delayed', 'paused'] as const;
export type QueueState = (typeof QUEUE_STATES)[number];

export const failedJobSchema = z.object({
  id: z.string(),
  uploadId: z.string().nullish(),
  fileName: z.string().nullish(),
  error: z.string().nullish(),
  attemptsMade: z.number().default(0),
  failedAt: z.union([z.string(), z.number()]).nullish(),
});
export type FailedJob = z.infer<typeof failedJobSchema>;

export const queueOverviewSchema = z.object({
  counts: z.object(
    Object.fromEntries(QUEUE_STATES.map((s) => [s, z.number().default(0)])) as Record<QueueState, z.ZodDefault<z.ZodNumber>>,
  ),
  paused: z.boolean(),
  throughputPerMin: z.number(),
  durationsMs: z.object({ p50: z.number().nullable(), p95: z.number().nullable(), p99: z.number().nullable() }),
  failed: z.array(failedJobSchema).default([]),
});
export type QueueOverview = z.infer<typeof queueOverviewSchema>;

export function useQueueOverview() {
  return useQuery({
    queryKey: [QUEUE_PATH],
    queryFn: async () => queueOverviewSchema.parse(await apiRequest('GET', QUEUE_PATH)),
    refetchInterval: QUEUE_POLL_MS,
    refetchIntervalInBackground: false,
  });
}

type QueueAction =
  | { type: 'retry'; jobId: string }
  | { type: 'remove'; jobId: string }
  | { type: 'pause' }
  | { type: 'resume' };

export function useQueueAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (action: QueueAction) => {
      switch (action.type) {
        case 'retry':
          return apiRequest('POST', `${QUEUE_PATH}/jobs/${encodeURIComponent(action.jobId)}/retry`);
        case 'remove':
          return apiRequest('DELETE', `${QUEUE_PATH}/jobs/${encodeURIComponent(action.jobId)}`);
        case 'pause':
          return apiRequest('POST', `${QUEUE_PATH}/pause`);
        case 'resume':
          return apiRequest('POST', `${QUEUE_PATH}/resume`);
      }
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: [QUEUE_PATH] }),
  });
}

/**
 * bull-board opens in a new tab, where no bearer header can be set, so the link carries the token. It is
 * re-read whenever `freshness` changes (each poll) so the link never holds an expired token for long.
 */
export function useBullBoardHref(freshness: number): string | null {
  const { getToken } = useAuth();
  const [href, setHref] = useState<string | null>(null);
  useEffect(() => {
    let cancelled = false;
    void getToken().then((token) => {
      if (!cancelled && token) setHref(`${apiUrl('/api/admin/bull-board')}?access_token=${encodeURIComponent(token)}`);
    });
    return () => {
      cancelled = true;
    };
  }, [getToken, freshness]);
  return href;
}
