import { useState, type ReactNode } from 'react';
import {
  Alert,
  Badge,
  ProcessingDelayedNotice,
  Button,
  Card,
  Flex,
  Heading,
  HStack,
  SimpleGrid,
  Skeleton,
  Stack,
  Stat,
  Table,
  Text,
  notify,
  notifyError,
  paths,
  ParentCrumb,
  errorMessageOf, formatCount,
} from '@forge/shell-sdk';
import { FailedJobsTable } from './FailedJobsTable';
import { QueueHistory } from './QueueHistory';
import { openBullBoard, QUEUE_POLL_MS, QUEUE_STATES, useQueueAction, useQueueOverview, type QueueState } from './api';

const STATE_LABELS: Record<QueueState, string> = {
  waiting: 'Waiting',
  active: 'Active',
  completed: 'Completed',
  failed: 'Failed',
  delayed: 'Delayed',
  paused: 'Paused',
};

const STATE_ACCENT: Record<QueueState, string> = {
  waiting: 'navy.500',
  active: 'brand.500',
  completed: 'green.500',
  failed: 'red.500',
  delayed: 'yellow.500',
  paused: 'gray.400',
};

export function formatDuration(ms: number | null): string {
  if (ms === null) return '—';
  if (ms < 1000) return `${Math.round(ms)} ms`;
  if (ms < 60_000) return `${(ms / 1000).toFixed(1)} s`;
  return `${(ms / 60_000).toFixed(1)} min`;
}

/** One figure of the queue in a card; `accent` colours the top edge of a job-state count (a list item). */
function StatCard({ label, testId, accent, children }: { label: string; testId: string; accent?: string; children: ReactNode }) {
  return (
    <Card.Root variant="outline" {...(accent ? { role: 'listitem', borderTopWidth: '3px', borderTopColor: accent } : {})}>
      <Card.Body p={4}>
        <Stat.Root>
          <Stat.Label>{label}</Stat.Label>
          <Stat.ValueText data-testid={testId}>{children}</Stat.ValueText>
        </Stat.Root>
      </Card.Body>
    </Card.Root>
  );
}

/** /admin/queue — the BOM processing queue, live. */
export function QueueDashboard() {
  const overview = useQueueOverview();
  const action = useQueueAction();
  const [boardError, setBoardError] = useState<string | null>(null);
  const data = overview.data;

  const togglePause = () => {
    if (!data) return;
    const type = data.paused ? 'resume' : 'pause';
    action.mutate(
      { type },
      {
        onSuccess: () => notify('success', type === 'pause' ? 'Queue paused' : 'Queue resumed'),
        onError: (error) => notifyError(error, type === 'pause' ? "Couldn't pause the queue" : "Couldn't resume the queue"),
      },
    );
  };

  return (
    <Stack gap={6}>
      <Flex gap={4} justify="space-between" align={{ base: 'start', md: 'end' }} direction={{ base: 'column', md: 'row' }}>
        <Stack gap={1}>
          <ParentCrumb to={paths.admin()} label="Admin panel" current="Queue" />
          <HStack gap={3} wrap="wrap">
            <Heading as="h1" size={{ base: 'xl', md: '2xl' }}>
              BOM processing queue
            </Heading>
            {data && (
              <Badge colorPalette={data.paused ? 'yellow' : 'green'} size="lg" data-testid="queue-status">
                {data.paused ? 'Paused' : 'Running'}
              </Badge>
            )}
          </HStack>
          <Text color="fg.muted" fontSize="sm">
            Refreshes every {QUEUE_POLL_MS / 1000} s.
          </Text>
        </Stack>
        <HStack gap={2} wrap="wrap">
          <Button
            variant="outline"
            size="sm"
            onClick={() => {
              setBoardError(null);
              openBullBoard().catch((error: unknown) => setBoardError(error instanceof Error ? error.message : 'Could not open bull-board.'));
            }}
          >
            Open bull-board ↗
          </Button>
          {boardError && (
            <Text color="fg.error" fontSize="sm" role="alert">
              {boardError}
            </Text>
          )}
          {data && (
            <Button
              size="sm"
              colorPalette={data.paused ? 'green' : 'yellow'}
              onClick={togglePause}
              loading={action.isPending}
            >
              {data.paused ? 'Resume queue' : 'Pause queue'}
            </Button>
          )}
        </HStack>
      </Flex>

      <ProcessingDelayedNotice />

      {overview.isError && (
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>Couldn't read the queue</Alert.Title>
            <Alert.Description>{errorMessageOf(overview.error)}</Alert.Description>
          </Alert.Content>
        </Alert.Root>
      )}
      {overview.isPending && <Skeleton h="40" />}

      {data && (
        <>
          <SimpleGrid columns={{ base: 2, md: 3, xl: 6 }} gap={3} role="list" aria-label="Jobs by state">
            {QUEUE_STATES.map((state) => (
              <StatCard key={state} label={STATE_LABELS[state]} testId={`count-${state}`} accent={STATE_ACCENT[state]}>
                {formatCount(data.counts[state])}
              </StatCard>
            ))}
          </SimpleGrid>

          <SimpleGrid columns={{ base: 2, md: 4 }} gap={3}>
            <StatCard label="Throughput" testId="throughput">
              {formatCount(data.throughputPerMin, { fractionDigits: 1 })}
              <Stat.ValueUnit>jobs/min</Stat.ValueUnit>
            </StatCard>
            {(['p50', 'p95', 'p99'] as const).map((p) => (
              <StatCard key={p} label={`${p} duration`} testId={`duration-${p}`}>
                {formatDuration(data.durationsMs[p])}
              </StatCard>
            ))}
          </SimpleGrid>

          <QueueHistory />

          <Stack gap={3}>
            <Heading as="h2" size="lg">
              Failed jobs
            </Heading>
            <FailedJobsTable jobs={data.failed} />
          </Stack>

          {data.otherQueues.length > 0 && (
            <Stack gap={3}>
              <Heading as="h2" size="lg">
                Other queues
              </Heading>
              <Table.ScrollArea borderWidth="1px" borderRadius="lg">
                <Table.Root size="sm" aria-label="Other queues">
                  <Table.Header>
                    <Table.Row bg="bg.subtle">
                      <Table.ColumnHeader minW="48">Queue</Table.ColumnHeader>
                      <Table.ColumnHeader>Status</Table.ColumnHeader>
                      {(['waiting', 'active', 'delayed', 'failed', 'completed'] as const).map((state) => (
                        <Table.ColumnHeader key={state} textAlign="end" textTransform="capitalize">
                          {state}
                        </Table.ColumnHeader>
                      ))}
                    </Table.Row>
                  </Table.Header>
                  <Table.Body>
                    {data.otherQueues.map((queue) => (
                      <Table.Row key={queue.name} data-testid={`queue-${queue.name}`}>
                        <Table.Cell>
                          <Text fontWeight="medium">{queue.name}</Text>
                          <Text color="fg.muted" fontSize="xs">
                            {queue.description}
                          </Text>
                        </Table.Cell>
                        <Table.Cell>
                          <Badge colorPalette={queue.paused ? 'yellow' : 'green'}>{queue.paused ? 'Paused' : 'Running'}</Badge>
                        </Table.Cell>
                        {(['waiting', 'active', 'delayed', 'failed', 'completed'] as const).map((state) => (
                          <Table.Cell key={state} textAlign="end">
                            {formatCount(queue.counts[state])}
                          </Table.Cell>
                        ))}
                      </Table.Row>
                    ))}
                  </Table.Body>
                </Table.Root>
              </Table.ScrollArea>
            </Stack>
          )}
        </>
      )}
    </Stack>
  );
}
