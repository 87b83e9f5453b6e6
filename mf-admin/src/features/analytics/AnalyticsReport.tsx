import { useSearchParams } from 'react-router-dom';
import { Bar, BarChart, CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { ANALYTICS_ENVIRONMENTS, Box, Card, Field, Flex, Heading, Input, OptionSelect, SimpleGrid, Skeleton, Table, Text, apiRequest, useQuery, errorMessageOf, formatCount } from '@forge/shell-sdk';
import { ANALYTICS_INTERVALS, AnalyticsReportSchema } from '@forge/shell-sdk/admin-contract';
import { AdminPage } from '../../components/AdminPage';

export const ANALYTICS_PATH = '/api/admin/analytics/report';
const EVENT_LABELS: Record<string, string> = {
  page_view: 'Page views',
  bom_upload: 'BOM uploads',
  processing_complete: 'BOMs processed',
  supplier_search: 'Supplier searches',
  waitlist_signup: 'Waitlist signups',
  chat_interaction: 'Chat messages',
  supplier_contact: 'Supplier contacts',
};
const COLORS = ['#0a1628', '#c2410c', '#2563eb', '#16a34a', '#9333ea', '#ca8a04', '#db2777'];

function CountTable({ caption, rows, label }: { caption: string; rows: { label: string; count: number }[]; label: string }) {
  return (
    <Table.Root size="sm" aria-label={caption}>
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeader>{label}</Table.ColumnHeader>
          <Table.ColumnHeader textAlign="end">Count</Table.ColumnHeader>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {rows.length === 0 && (
          <Table.Row>
            <Table.Cell colSpan={2} color="fg.muted">None in this range.</Table.Cell>
          </Table.Row>
        )}
        {rows.map((r) => (
          <Table.Row key={r.label}>
            <Table.Cell overflowWrap="anywhere">{r.label}</Table.Cell>
            <Table.Cell textAlign="end">{formatCount(r.count)}</Table.Cell>
          </Table.Row>
        ))}
      </Table.Body>
    </Table.Root>
  );
}

/** A chart and the same numbers as a table: the table is what a screen reader reads (and anyone can open it). */
function ChartCard({ title, children, table }: { title: string; children: React.ReactNode; table: React.ReactNode }) {
  return (
    <Card.Root variant="outline">
      <Card.Body gap={3}>
        <Heading as="h2" size="md">{title}</Heading>
        <Box aria-hidden="true" h="64">{children}</Box>
        <details>
          <summary>Table view</summary>
          <Box overflowX="auto" mt={2}>{table}</Box>
        </details>
      </Card.Body>
    </Card.Root>
  );
}

/** /admin/analytics — §3's events and page views over time, searches, funnel and pages, by environment and range. */
export function AnalyticsReport() {
  const [params, setParams] = useSearchParams();
  const chosenEnvironment = params.get('environment');
  const interval = params.get('interval') ?? 'day';
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  // Without a choice the server answers for this deployment's own environment, and says which.
  const query = new URLSearchParams({ interval, ...(chosenEnvironment ? { environment: chosenEnvironment } : {}) });
  if (from) query.set('from', from);
  if (to) query.set('to', to);
  const url = `${ANALYTICS_PATH}?${query.toString()}`;
  const report = useQuery({ queryKey: [url], queryFn: async () => AnalyticsReportSchema.parse(await apiRequest('GET', url)), placeholderData: (p) => p });
  const set = (key: string, value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set(key, value);
    else next.delete(key);
    setParams(next, { replace: true });
  };
  const data = report.data;
  const environment = chosenEnvironment ?? data?.environment ?? '';
  const series = data?.series.map((b) => ({ bucket: b.bucket, ...b.counts })) ?? [];

  return (
    <AdminPage title="Analytics" intro={`The product events of the spec and page views, per ${interval}. Counts come from the analytics store, aggregated in the database.`}>
      <Flex gap={3} wrap="wrap" align="end">
        <Field.Root maxW="48">
          <Field.Label>Environment</Field.Label>
          <OptionSelect size="sm" value={environment} onValueChange={(value) => set('environment', value)} options={ANALYTICS_ENVIRONMENTS.map((env) => ({ value: env, label: env }))} />
        </Field.Root>
        <Field.Root maxW="40">
          <Field.Label>Interval</Field.Label>
          <OptionSelect size="sm" value={interval} onValueChange={(value) => set('interval', value)} options={ANALYTICS_INTERVALS.map((i) => ({ value: i, label: i }))} />
        </Field.Root>
        <Field.Root maxW="44">
          <Field.Label>From</Field.Label>
          <Input size="sm" type="date" value={from} onChange={(e) => set('from', e.target.value)} />
        </Field.Root>
        <Field.Root maxW="44">
          <Field.Label>To</Field.Label>
          <Input size="sm" type="date" value={to} onChange={(e) => set('to', e.target.value)} />
        </Field.Root>
      </Flex>
      {report.isError && <Text color="fg.error" role="alert">{errorMessageOf(report.error)}</Text>}
      {report.isPending && <Skeleton h="80" borderRadius="lg" />}
      {data && (
        <>
          <Text fontSize="sm" color="fg.muted" data-testid="analytics-range">{data.environment} · {data.from} to {data.to}</Text>
          <SimpleGrid columns={{ base: 2, md: 4, xl: 7 }} gap={3}>
            {data.events.map((e) => (
              <Card.Root key={e} variant="subtle" size="sm">
                <Card.Body gap={0}>
                  <Text fontSize="xs" color="fg.muted">{EVENT_LABELS[e] ?? e}</Text>
                  <Text fontSize="xl" fontWeight="semibold">{formatCount(data.totals[e] ?? 0)}</Text>
                </Card.Body>
              </Card.Root>
            ))}
          </SimpleGrid>
          <ChartCard
            title="Events over time"
            table={
              <Table.Root size="sm" aria-label="Events over time">
                <Table.Header>
                  <Table.Row>
                    <Table.ColumnHeader>{interval}</Table.ColumnHeader>
                    {data.events.map((e) => <Table.ColumnHeader key={e} textAlign="end">{EVENT_LABELS[e] ?? e}</Table.ColumnHeader>)}
                  </Table.Row>
                </Table.Header>
                <Table.Body>
                  {data.series.map((b) => (
                    <Table.Row key={b.bucket}>
                      <Table.Cell>{b.bucket}</Table.Cell>
                      {data.events.map((e) => <Table.Cell key={e} textAlign="end">{b.counts[e] ?? 0}</Table.Cell>)}
                    </Table.Row>
                  ))}
                </Table.Body>
              </Table.Root>
            }
          >
            <ResponsiveContainer width="100%" height="100%">
              <LineChart data={series} margin={{ top: 8, right: 8, bottom: 8, left: 0 }}>
                <CartesianGrid strokeDasharray="3 3" />
                <XAxis dataKey="bucket" fontSize={11} />
                <YAxis allowDecimals={false} fontSize={11} />
                <Tooltip />
                <Legend wrapperStyle={{ fontSize: 11 }} />
                {data.events.map((e, i) => <Line key={e} type="monotone" dataKey={e} name={EVENT_LABELS[e] ?? e} stroke={COLORS[i % COLORS.length]} dot={false} isAnimationActive={false} />)}
              </LineChart>
            </ResponsiveContainer>
          </ChartCard>
          <SimpleGrid columns={{ base: 1, lg: 2 }} gap={4}>
            <ChartCard
              title="Funnel: signup → upload → RFQ → award"
              table={<CountTable caption="Funnel" label="Step" rows={data.funnel.map((f) => ({ label: f.step, count: f.users }))} />}
            >
              <ResponsiveContainer width="100%" height="100%">
                <BarChart data={data.funnel} margin={{ top: 8, right: 8, bottom: 8, left: 0 }}>
                  <CartesianGrid strokeDasharray="3 3" />
                  <XAxis dataKey="step" fontSize={11} />
                  <YAxis allowDecimals={false} fontSize={11} />
                  <Tooltip />
                  <Bar dataKey="users" name="Users" fill="#c2410c" isAnimationActive={false} />
                </BarChart>
              </ResponsiveContainer>
            </ChartCard>
            <ChartCard title="Top pages" table={<CountTable caption="Top pages" label="Page" rows={data.topPages} />}>
              <ResponsiveContainer width="100%" height="100%">
                <BarChart data={data.topPages} layout="vertical" margin={{ top: 8, right: 8, bottom: 8, left: 8 }}>
                  <XAxis type="number" allowDecimals={false} fontSize={11} />
                  <YAxis type="category" dataKey="label" width={110} fontSize={11} />
                  <Tooltip />
                  <Bar dataKey="count" name="Views" fill="#2563eb" isAnimationActive={false} />
                </BarChart>
              </ResponsiveContainer>
            </ChartCard>
          </SimpleGrid>
          <SimpleGrid columns={{ base: 1, lg: 2 }} gap={4}>
            <Card.Root variant="outline">
              <Card.Body gap={3}>
                <Heading as="h2" size="md">Top search queries</Heading>
                <CountTable caption="Top search queries" label="Query" rows={data.topQueries} />
              </Card.Body>
            </Card.Root>
            <Card.Root variant="outline">
              <Card.Body gap={3}>
                <Heading as="h2" size="md">Searches with zero results</Heading>
                <CountTable caption="Searches with zero results" label="Query" rows={data.zeroResultQueries} />
              </Card.Body>
            </Card.Root>
          </SimpleGrid>
        </>
      )}
    </AdminPage>
  );
}
