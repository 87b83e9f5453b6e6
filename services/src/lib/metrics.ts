import type { Request, Response } from 'express';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

/** One registry per process: the API and the worker each serve theirs at /metrics. */
export const metricsRegistry = new Registry();
collectDefaultMetrics({ register: metricsRegistry, prefix: 'forge_' });

type CountsProvider = () => Promise<Record<string, number>>;
type DurationsProvider = () => Promise<{ p50: number; p95: number; p99: number } | null>;
let countsProvider: CountsProvider | null = null;
let durationsProvider: DurationsProvider | null = null;

/** Queue depth by state, read from Redis at scrape time (absent while Redis is down). */
export const queueDepth = new Gauge({
  name: 'forge_bom_queue_jobs',
  help: 'BOM processing jobs in the queue by state',
  labelNames: ['state'],
  registers: [metricsRegistry],
  async collect() {
    if (!countsProvider) return;
    try {
      const counts = await countsProvider();
      for (const [state, count] of Object.entries(counts)) this.set({ state }, count);
    } catch {
      /* Redis down: keep the last values */
    }
  },
});

export const recentJobDuration = new Gauge({
  name: 'forge_bom_recent_job_duration_seconds',
  help: 'Processing time percentiles of the recently completed BOM jobs',
  labelNames: ['quantile'],
  registers: [metricsRegistry],
  async collect() {
    if (!durationsProvider) return;
    try {
      const d = await durationsProvider();
      if (!d) return;
      this.set({ quantile: '0.5' }, d.p50 / 1000);
      this.set({ quantile: '0.95' }, d.p95 / 1000);
      this.set({ quantile: '0.99' }, d.p99 / 1000);
    } catch {
      /* ignore */
    }
  },
});

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
