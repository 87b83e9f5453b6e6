import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import routes from '../../routes';
import { installFakeApi, type FakeApi } from '../../test-support/fake-api';
import { renderRoute, TEST_TOKEN } from '../../test-support/render-route';
import { QUEUE_PATH, QUEUE_POLL_MS, type QueueOverview } from './api';

let api: FakeApi;
let overview: QueueOverview;
// 24 h a minute: two jobs done and one failed attempt at 10:58, four waiting sampled at 10:59
const history = {
  points: Array.from({ length: 1440 }, (_, i) => {
    const at = new Date(Date.parse('2026-11-22T11:00:00.000Z') - (1439 - i) * 60_000).toISOString();
    return { at, completed: i === 1438 ? 2 : 0, failed: i === 1438 ? 1 : 0, waiting: i === 1439 ? 4 : null };
  }),
  retried: [{ id: 'j12', fileName: 'flaky.xlsx', state: 'completed', retries: 2, error: 'Redis connection lost' }],
};

beforeEach(() => {
  overview = {
    counts: { waiting: 3, active: 1, completed: 120, failed: 2, delayed: 0, paused: 0 },
    paused: false,
    throughputPerMin: 14.5,
    durationsMs: { p50: 420, p95: 1850, p99: 3200 },
    otherQueues: [{ name: 'rfq-deadlines', description: 'Closes RFQs on their due day', paused: false, counts: { waiting: 0, active: 0, completed: 9, failed: 0, delayed: 4, paused: 0 }, failed: [] }],
    failed: [
      { id: 'j7', uploadId: 'up-7', fileName: 'broken.xlsx', error: 'Corrupt XLSX: missing workbook.xml', attemptsMade: 1, failedAt: '2026-11-22T10:00:00.000Z' },
      { id: 'j9', uploadId: 'up-9', fileName: 'timeout.csv', error: 'Redis connection lost', attemptsMade: 3, failedAt: '2026-11-22T10:05:00.000Z' },
    ],
  };
  api = installFakeApi({
    'GET /api/admin/queue': () => ({ body: overview }),
    'GET /api/admin/queue/history': () => ({ body: history }),
    'POST /api/admin/queue/board-code': () => ({ body: { url: '/api/admin/bull-board?code=one-time-code', expiresInSeconds: 60 } }),
    'POST /api/admin/queue/pause': () => {
      overview = { ...overview, paused: true };
      return { body: { paused: true } };
    },
    'POST /api/admin/queue/resume': () => {
      overview = { ...overview, paused: false };
      return { body: { paused: false } };
    },
    'POST /api/admin/queue/jobs/:id/retry': ({ params }) => {
      overview = {
        ...overview,
        failed: overview.failed.filter((j) => j.id !== params.id),
        counts: { ...overview.counts, failed: overview.counts.failed - 1, waiting: overview.counts.waiting + 1 },
      };
      return { body: { ok: true } };
    },
    'DELETE /api/admin/queue/jobs/:id': ({ params }) => {
      overview = { ...overview, failed: overview.failed.filter((j) => j.id !== params.id) };
      return { status: 204 };
    },
  });
});
afterEach(() => api.restore());

describe('/admin/queue', () => {
  it('shows counts by state, throughput, percentiles, failed jobs and the bull-board link', async () => {
    renderRoute(routes, '/admin/queue');
    expect(await screen.findByTestId('count-waiting')).toHaveTextContent('3');
    expect(screen.getByTestId('count-completed')).toHaveTextContent('120');
    expect(screen.getByTestId('count-failed')).toHaveTextContent('2');
    expect(screen.getByTestId('throughput')).toHaveTextContent('14.5');
    expect(screen.getByTestId('duration-p50')).toHaveTextContent('420 ms');
    expect(screen.getByTestId('duration-p95')).toHaveTextContent('1.9 s');
    expect(screen.getByTestId('duration-p99')).toHaveTextContent('3.2 s');
    expect(screen.getByTestId('queue-status')).toHaveTextContent('Running');

    const failed = screen.getByRole('table', { name: 'Failed jobs' });
    expect(within(failed).getByText('Corrupt XLSX: missing workbook.xml')).toBeInTheDocument();
    expect(within(screen.getByTestId('failed-j9')).getByText('3')).toBeInTheDocument();

    expect(within(screen.getByTestId('queue-rfq-deadlines')).getByText('Closes RFQs on their due day')).toBeInTheDocument();
    expect(within(screen.getByTestId('queue-rfq-deadlines')).getByText('4')).toBeInTheDocument();
  });

  it('opens bull-board with a one-time code, never with the access token in the URL', async () => {
    const tab = { opener: {} as unknown, location: { href: '' }, close: jest.fn() };
    const open = jest.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    renderRoute(routes, '/admin/queue');
    await userEvent.click(await screen.findByRole('button', { name: /Open bull-board/ }));
    await waitFor(() => expect(tab.location.href).toBe('/api/admin/bull-board?code=one-time-code'));
    expect(tab.location.href).not.toContain(TEST_TOKEN);
    expect(tab.opener).toBeNull();
    open.mockRestore();
  });

  it('polls only the queue query, every 2 s, overriding the no-interval default', async () => {
    const { queryClient } = renderRoute(routes, '/admin/queue');
    await screen.findByTestId('count-waiting');
    expect(queryClient.getQueryCache().find({ queryKey: [QUEUE_PATH] })?.options).toMatchObject({
      refetchInterval: QUEUE_POLL_MS,
    });
    expect(QUEUE_POLL_MS).toBe(2000);
    overview = { ...overview, counts: { ...overview.counts, active: 4 } };
    await waitFor(() => expect(screen.getByTestId('count-active')).toHaveTextContent('4'), { timeout: 10_000 });
  });

  it('pauses and resumes the queue', async () => {
    renderRoute(routes, '/admin/queue');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Pause queue' }));
    expect(await screen.findByText('Queue paused')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('queue-status')).toHaveTextContent('Paused'));
    await user.click(screen.getByRole('button', { name: 'Resume queue' }));
    await waitFor(() => expect(screen.getByTestId('queue-status')).toHaveTextContent('Running'));
    expect(api.calls.filter((c) => c.method === 'POST').map((c) => c.path)).toEqual([
      '/api/admin/queue/pause',
      '/api/admin/queue/resume',
    ]);
  });

  it('retries a failed job and removes another after confirmation', async () => {
    renderRoute(routes, '/admin/queue');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Retry broken.xlsx' }));
    expect(await screen.findByText('Retrying broken.xlsx')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByTestId('failed-j7')).not.toBeInTheDocument());
    expect(screen.getByTestId('count-failed')).toHaveTextContent('1');

    await user.click(screen.getByRole('button', { name: 'Remove timeout.csv' }));
    expect(api.calls.some((c) => c.method === 'DELETE')).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Confirm removing timeout.csv' }));
    expect(await screen.findByText('No failed jobs.')).toBeInTheDocument();
    expect(api.calls.find((c) => c.method === 'DELETE')?.path).toBe('/api/admin/queue/jobs/j9');
  });

  it('retries the selected failed jobs at once, each through its own route', async () => {
    renderRoute(routes, '/admin/queue');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('checkbox', { name: 'Select every failed job' }));
    const bar = screen.getByTestId('bulk-actions');
    expect(bar).toHaveTextContent('2 selected');
    await user.click(within(bar).getByRole('button', { name: 'Retry' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Retry' }));
    expect(await within(screen.getByTestId('bulk-actions')).findByText('Retry: 2 of 2 done.')).toBeInTheDocument();
    expect(api.calls.filter((c) => c.method === 'POST').map((c) => c.path)).toEqual([
      '/api/admin/queue/jobs/j7/retry',
      '/api/admin/queue/jobs/j9/retry',
    ]);
    expect(await screen.findByText('No failed jobs.')).toBeInTheDocument();
  });

  it('shows why an action failed', async () => {
    api.on('POST /api/admin/queue/jobs/:id/retry', () => ({
      status: 409,
      body: { error: { status: 'aborted', message: 'Job j7 is no longer failed.' } },
    }));
    renderRoute(routes, '/admin/queue');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Retry broken.xlsx' }));
    expect(await screen.findByText('Job j7 is no longer failed.')).toBeInTheDocument();
    expect(screen.getByText("Couldn't retry broken.xlsx")).toBeInTheDocument();
  });

  it('charts the last 24 h from the history route and lists retried jobs with their retry counts', async () => {
    renderRoute(routes, '/admin/queue');
    expect(await screen.findByTestId('history-totals')).toHaveTextContent('2 completed · 1 failed · waiting peaked at 4');
    expect(screen.getByTestId('queue-history-chart')).toBeInTheDocument();
    const row = screen.getByTestId('retried-j12');
    expect(row).toHaveTextContent('flaky.xlsx');
    expect(row).toHaveTextContent('completed');
    expect(within(row).getAllByRole('cell')[2]).toHaveTextContent('2');
    const table = screen.getByRole('table', { name: 'Queue history' });
    expect(within(table).getAllByRole('row')).toHaveLength(3); // header + the two minutes with activity
  });
});
