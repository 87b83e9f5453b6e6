import { useState } from 'react';
import {
  Box,
  Button,
  HStack,
  Stack,
  Table,
  Text,
  notify,
  notifyError,
  formatDateTime,
  useQueryClient,
} from '@forge/shell-sdk';
import { BulkActions, type BulkAction } from '../../components/BulkActions';
import { QUEUE_PATH, removeJob, retryJob, useQueueAction, type FailedJob } from './api';

const jobName = (job: FailedJob) => job.fileName || `job ${job.id}`;

/** Several failed jobs at once, each through the audited route its own Retry/Remove button uses. */
const FAILED_JOB_BULK: BulkAction<FailedJob>[] = [
  { label: 'Retry', explain: 'Each job goes back to the queue:', run: (job) => retryJob(job.id) },
  {
    label: 'Remove',
    tone: 'danger',
    explain: 'Each job is removed from the queue for good:',
    run: (job) => removeJob(job.id),
  },
];

function FailedJobRow({
  job,
  selected,
  onToggle,
}: {
  job: FailedJob;
  selected: boolean;
  onToggle: () => void;
}) {
  const action = useQueueAction();
  const [confirming, setConfirming] = useState(false);
  const name = jobName(job);

  const run = (type: 'retry' | 'remove') =>
    action.mutate(
      { type, jobId: job.id },
      {
        onSuccess: () => notify('success', type === 'retry' ? `Retrying ${name}` : `Removed ${name}`),
        onError: (error) =>
          notifyError(error, type === 'retry' ? `Couldn't retry ${name}` : `Couldn't remove ${name}`),
        onSettled: () => setConfirming(false),
      },
    );

  return (
    <Table.Row data-testid={`failed-${job.id}`} verticalAlign="top">
      <Table.Cell w="8">
        <input type="checkbox" aria-label={`Select ${name}`} checked={selected} onChange={onToggle} />
      </Table.Cell>
      <Table.Cell>
        <Text fontWeight="semibold">{name}</Text>
        <Text fontSize="xs" color="fg.muted">
          Job {job.id}
          {job.uploadId ? ` · upload ${job.uploadId}` : ''}
        </Text>
      </Table.Cell>
      <Table.Cell maxW="md">
        <Text color="fg.error" fontSize="sm" whiteSpace="pre-wrap" wordBreak="break-word">
          {job.error || 'No error recorded'}
        </Text>
      </Table.Cell>
      <Table.Cell textAlign="end">{job.attemptsMade}</Table.Cell>
      <Table.Cell whiteSpace="nowrap">{formatDateTime(job.failedAt, { seconds: true })}</Table.Cell>
      <Table.Cell>
        <HStack gap={2} justify="end">
          <Button
            size="xs"
            colorPalette="brand"
            loading={action.isPending && action.variables?.type === 'retry'}
            disabled={action.isPending}
            onClick={() => run('retry')}
            aria-label={`Retry ${name}`}
          >
            Retry
          </Button>
          {confirming ? (
            <>
              <Button
                size="xs"
                colorPalette="red"
                loading={action.isPending && action.variables?.type === 'remove'}
                onClick={() => run('remove')}
                aria-label={`Confirm removing ${name}`}
              >
                Confirm remove
              </Button>
              <Button
                size="xs"
                variant="ghost"
                onClick={() => setConfirming(false)}
                disabled={action.isPending}
              >
                Keep
              </Button>
            </>
          ) : (
            <Button
              size="xs"
              variant="outline"
              colorPalette="red"
              disabled={action.isPending}
              onClick={() => setConfirming(true)}
              aria-label={`Remove ${name}`}
            >
              Remove
            </Button>
          )}
        </HStack>
      </Table.Cell>
    </Table.Row>
  );
}

/** The queue's failed jobs, with a retry and a remove per job and for the selected ones; a bulk run's outcome stays shown when it empties the list. */
export function FailedJobsTable({ jobs }: { jobs: FailedJob[] }) {
  const queryClient = useQueryClient();
  const [selectedIds, setSelectedIds] = useState<ReadonlySet<string>>(new Set());
  // The list polls: a job that left it (retried, removed elsewhere) leaves the selection too.
  const selected = jobs.filter((job) => selectedIds.has(job.id));
  const allSelected = jobs.length > 0 && selected.length === jobs.length;
  const toggle = (id: string) =>
    setSelectedIds((ids) => {
      const next = new Set(ids);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  return (
    <Stack gap={2}>
      <BulkActions
        selected={selected}
        describe={jobName}
        actions={FAILED_JOB_BULK}
        onDone={async () => {
          setSelectedIds(new Set());
          await queryClient.invalidateQueries({ queryKey: [QUEUE_PATH] });
        }}
      />
      {jobs.length === 0 ? (
        <Box borderWidth="1px" borderRadius="lg" p={6} textAlign="center" color="fg.muted">
          No failed jobs.
        </Box>
      ) : (
        <Table.ScrollArea borderWidth="1px" borderRadius="lg">
          <Table.Root size="sm" aria-label="Failed jobs">
            <Table.Header>
              <Table.Row bg="bg.subtle">
                <Table.ColumnHeader w="8">
                  <input
                    type="checkbox"
                    aria-label="Select every failed job"
                    checked={allSelected}
                    onChange={() =>
                      setSelectedIds(allSelected ? new Set() : new Set(jobs.map((job) => job.id)))
                    }
                  />
                </Table.ColumnHeader>
                <Table.ColumnHeader minW="48">Upload</Table.ColumnHeader>
                <Table.ColumnHeader minW="64">Error</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">Attempts</Table.ColumnHeader>
                <Table.ColumnHeader>Failed at</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">Actions</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {jobs.map((job) => (
                <FailedJobRow
                  key={job.id}
                  job={job}
                  selected={selectedIds.has(job.id)}
                  onToggle={() => toggle(job.id)}
                />
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      )}
    </Stack>
  );
}
