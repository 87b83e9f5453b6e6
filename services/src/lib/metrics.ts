import type { Request, Response } from 'express';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

/** One registry per process: the API and the worker each serve theirs at /metrics. */
export const metricsRegistry = new Registry();
collectDefaultMetrics({ register: metricsRegistry, prefix: 'forge_' });

type CountsProvider = () => Promise<Record<string, number>>;
type DurationsProvider = () => Promise<{ p50: number; p95: number; p99: number } | null>;
let countsProvider: CountsProvider | null = null;
let durationsProvider: DurationsProvider | null = null;

/**
 * A gauge whose values are read at scrape time, one per value of its label. Nothing is set while there is no reader
 * or it has nothing yet; a failing read (Redis down) keeps the last values.
 */
function gaugeReadAtScrape(name: string, help: string, label: string, read: () => Promise<Record<string, number> | null> | undefined) {
  return new Gauge({
    name,
    help,
    labelNames: [label],
    registers: [metricsRegistry],
    async collect() {
      try {
        const values = await read();
        for (const [key, value] of Object.entries(values ?? {})) this.set({ [label]: key }, value);
      } catch {
        /* keep the last values */
      }
    },
  });
}

/** Queue depth by state, read from Redis at scrape time (absent while Redis is down). */
export const queueDepth = gaugeReadAtScrape('forge_bom_queue_jobs', 'BOM processing jobs in the queue by state', 'state', () => countsProvider?.());

export const recentJobDuration = gaugeReadAtScrape(
  'forge_bom_recent_job_duration_seconds',
  'Processing time percentiles of the recently completed BOM jobs',
  'quantile',
  () =>
    durationsProvider?.().then((d) => (d ? { '0.5': d.p50 / 1000, '0.95': d.p95 / 1000, '0.99': d.p99 / 1000 } : null)),
);

export const jobDuration = new Histogram({
  name: 'forge_bom_job_duration_seconds',
  help: 'BOM processing job duration (observed by the worker that ran it)',
  buckets: [0.05, 0.1, 0.25, 0.5, 1, 2, 5, 10, 30, 60, 120],
  registers: [metricsRegistry],
});

export const jobFailures = new Counter({
  name: 'forge_bom_job_failures_total',
  help: 'BOM processing job attempts that failed, by whether they will be retried',
  labelNames: ['final'],
  registers: [metricsRegistry],
});

export const linesProcessed = new Counter({ name: 'forge_bom_lines_processed_total', help: 'BOM lines classified and stored', registers: [metricsRegistry] });
export const uploadsAccepted = new Counter({ name: 'forge_bom_uploads_total', help: 'BOM files accepted by the API', registers: [metricsRegistry] });

export function setQueueMetricsSource(counts: CountsProvider | null, durations: DurationsProvider | null = null): void {
  countsProvider = counts;
  durationsProvider = durations;
}

export async function metricsHandler(_req: Request, res: Response): Promise<void> {
  res.set('content-type', metricsRegistry.contentType);
  res.send(await metricsRegistry.metrics());
}
