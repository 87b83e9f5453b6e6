import { useQuery } from '@tanstack/react-query';
import { Alert } from './ui';

/** GET /api/processing/status: whether BOM processing runs (Redis reachable, a worker alive). */
export interface ProcessingStatus {
  redis: 'ok' | 'down';
  workers: number;
  /** An operator paused the BOM queue. */
  paused: boolean;
  delayed: boolean;
  message: string | null;
}

export const PROCESSING_STATUS_PATH = '/api/processing/status';

/**
 * "Processing is paused" while an operator paused the queue, "Processing is delayed" while no BOM worker is alive (or the queue is down), instead of a bar that never moves.
 * Rechecks every 5 s while shown on a page; says nothing when processing runs or the status can't be read.
 */
export function ProcessingDelayedNotice() {
  const { data } = useQuery<ProcessingStatus>({ queryKey: [PROCESSING_STATUS_PATH], refetchInterval: 5000, retry: false });
  if (!data?.delayed) return null;
  return (
    <Alert.Root status="warning" role="status" data-testid="processing-delayed">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{data.paused ? 'Processing is paused' : 'Processing is delayed'}</Alert.Title>
        <Alert.Description>{data.message ?? 'BOM processing is paused; your files wait in the queue and continue when it is back.'}</Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
