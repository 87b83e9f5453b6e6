import { z } from 'zod';
import { apiRequest, apiUrl, useMutation, useQuery, useQueryClient } from '@forge/shell-sdk';

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
  /** Every other queue (e.g. rfq-deadlines), read-only here; bull-board acts on them. */
  otherQueues: z
    .array(
      z.object({
        name: z.string(),
        description: z.string().default(''),
        paused: z.boolean(),
        counts: z.object(
          Object.fromEntries(QUEUE_STATES.map((s) => [s, z.number().default(0)])) as Record<QueueState, z.ZodDefault<z.ZodNumber>>,
        ),
        failed: z.array(z.object({ id: z.string(), name: z.string(), error: z.string(), attemptsMade: z.number() })).default([]),
      }),
    )
    .default([]),
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

/** Puts a failed job back on the queue (audited on the server). */
export const retryJob = (jobId: string) => apiRequest('POST', `${QUEUE_PATH}/jobs/${encodeURIComponent(jobId)}/retry`);
/** Removes a failed job for good (audited on the server). */
export const removeJob = (jobId: string) => apiRequest('DELETE', `${QUEUE_PATH}/jobs/${encodeURIComponent(jobId)}`);

export function useQueueAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (action: QueueAction) => {
      switch (action.type) {
        case 'retry':
          return retryJob(action.jobId);
        case 'remove':
          return removeJob(action.jobId);
        case 'pause':
          return apiRequest('POST', `${QUEUE_PATH}/pause`);
        case 'resume':
          return apiRequest('POST', `${QUEUE_PATH}/resume`);
      }
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: [QUEUE_PATH] }),
  });
}

const boardCodeSchema = z.object({ url: z.string(), expiresInSeconds: z.number() });

/**
 * Opens bull-board in a new tab. The tab cannot send a bearer header, so the API hands out a one-time code
 * (60 s) that the board exchanges for an HttpOnly cookie: no token ever sits in a URL. The tab is opened
 * before the request so popup blockers treat it as the click's.
 */
export async function openBullBoard(): Promise<void> {
  const tab = window.open('', '_blank');
  try {
    const { url } = boardCodeSchema.parse(await apiRequest('POST', `${QUEUE_PATH}/board-code`));
    if (!tab) return window.location.assign(apiUrl(url));
    tab.opener = null;
    tab.location.href = apiUrl(url);
  } catch (error) {
    tab?.close();
    throw error;
  }
}
