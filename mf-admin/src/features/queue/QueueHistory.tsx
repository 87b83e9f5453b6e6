import { CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { Badge, Box, Card, Heading, Skeleton, Stack, Table, Text, apiRequest, errorMessageOf, formatCount, useQuery } from '@forge/shell-sdk';
import { QueueHistorySchema } from '@forge/shell-sdk/admin-contract';

export const QUEUE_HISTORY_PATH = '/api/admin/queue/history';
/** The history moves a point a minute: read it once a minute, not at the overview's 2 s. */
const HISTORY_POLL_MS = 60_000;
const SERIES = [
  { key: 'completed', label: 'Completed', color: '#15803d' },
  { key: 'failed', label: 'Failed', color: '#b91c1c' },
  { key: 'waiting', label: 'Waiting', color: '#1e3a8a' },
] as const;

const clock = (iso: string) => new Date(iso).toLocaleTimeString('en-US', { hour: '2-digit', minute: '2-digit', hour12: false });

/** The BOM queue's last 24 h a minute at a time (Redis: BullMQ's metrics and the workers' waiting samples) and its retried jobs. */
export function QueueHistory() {
  const query = useQuery({
    queryKey: [QUEUE_HISTORY_PATH],
    queryFn: async () => QueueHistorySchema.parse(await apiRequest('GET', QUEUE_HISTORY_PATH)),
    refetchInterval: HISTORY_POLL_MS,
    refetchIntervalInBackground: false,
  });
  if (query.isPending) return <Skeleton h="72" borderRadius="lg" />;
  if (query.isError) return <Text color="fg.error" role="alert">The queue history could not be read: {errorMessageOf(query.error)}</Text>;
  const { points, retried } = query.data;
  const series = points.map((p) => ({ ...p, time: clock(p.at) }));
  const total = (key: 'completed' | 'failed') => points.reduce((sum, p) => sum + p[key], 0);
  const sampled = points.filter((p) => p.waiting !== null);
  const peakWaiting = sampled.reduce((max, p) => Math.max(max, p.waiting ?? 0), 0);
  const active = series.filter((p) => p.completed || p.failed || p.waiting).slice(-30).reverse();

  return (
    <Stack gap={6}>
      <Card.Root variant="outline">
        <Card.Body gap={3}>
          <Heading as="h2" size="lg">Last 24 hours</Heading>
          <Text fontSize="sm" color="fg.muted" data-testid="history-totals">
            {formatCount(total('completed'))} completed · {formatCount(total('failed'))} failed · waiting peaked at {formatCount(peakWaiting)}
            {sampled.length === 0 ? ' (no worker has sampled the waiting jobs yet)' : ''}. A point a minute.
          </Text>
          <Box aria-hidden="true" h="64" data-testid="queue-history-chart">
            <ResponsiveContainer width="100%" height="100%">
              <LineChart data={series} margin={{ top: 8, right: 8, bottom: 8, left: 0 }}>
                <CartesianGrid strokeDasharray="3 3" />
                <XAxis dataKey="time" fontSize={11} interval={179} minTickGap={16} />
                <YAxis allowDecimals={false} fontSize={11} width={36} />
                <Tooltip />
                <Legend />
                {SERIES.map((s) => (
                  <Line key={s.key} type="stepAfter" dataKey={s.key} name={s.label} stroke={s.color} dot={false} isAnimationActive={false} connectNulls={false} />
                ))}
              </LineChart>
            </ResponsiveContainer>
          </Box>
          <details>
            <summary>Table view (the last 30 minutes with activity)</summary>
            <Box overflowX="auto" mt={2}>
              {active.length === 0 ? (
                <Text color="fg.muted" fontSize="sm">No job finished, failed or waited in the last 24 hours.</Text>
              ) : (
                <Table.Root size="sm" aria-label="Queue history">
                  <Table.Header>
                    <Table.Row>
                      <Table.ColumnHeader>Minute</Table.ColumnHeader>
                      {SERIES.map((s) => <Table.ColumnHeader key={s.key} textAlign="end">{s.label}</Table.ColumnHeader>)}
                    </Table.Row>
                  </Table.Header>
                  <Table.Body>
                    {active.map((p) => (
                      <Table.Row key={p.at}>
                        <Table.Cell>{p.time}</Table.Cell>
                        <Table.Cell textAlign="end">{p.completed}</Table.Cell>
                        <Table.Cell textAlign="end">{p.failed}</Table.Cell>
                        <Table.Cell textAlign="end">{p.waiting ?? '—'}</Table.Cell>
                      </Table.Row>
                    ))}
                  </Table.Body>
                </Table.Root>
              )}
            </Box>
          </details>
        </Card.Body>
      </Card.Root>

      <Stack gap={3}>
        <Heading as="h2" size="lg">Retried jobs</Heading>
        {retried.length === 0 ? (
          <Box borderWidth="1px" borderRadius="lg" p={6} textAlign="center" color="fg.muted">No recent job needed a second attempt.</Box>
        ) : (
          <Table.ScrollArea borderWidth="1px" borderRadius="lg">
            <Table.Root size="sm" aria-label="Retried jobs">
              <Table.Header>
                <Table.Row bg="bg.subtle">
                  <Table.ColumnHeader minW="40">Upload</Table.ColumnHeader>
                  <Table.ColumnHeader>State</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">Retries</Table.ColumnHeader>
                  <Table.ColumnHeader minW="48">Last error</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {retried.map((job) => (
                  <Table.Row key={job.id} data-testid={`retried-${job.id}`}>
                    <Table.Cell>
                      <Text fontWeight="medium" overflowWrap="anywhere">{job.fileName || job.id}</Text>
                      <Text fontSize="xs" color="fg.muted">Job {job.id}</Text>
                    </Table.Cell>
                    <Table.Cell><Badge colorPalette={job.state === 'failed' ? 'red' : job.state === 'completed' ? 'green' : 'gray'}>{job.state}</Badge></Table.Cell>
                    <Table.Cell textAlign="end">{job.retries}</Table.Cell>
                    <Table.Cell><Text fontSize="sm" lineClamp={2} maxW="md" title={job.error}>{job.error || '—'}</Text></Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </Table.ScrollArea>
        )}
      </Stack>
    </Stack>
  );
}
