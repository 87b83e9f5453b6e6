import { createServer, type Server } from 'node:http';
import { Queue, UnrecoverableError, WaitingError, Worker, type Job } from 'bullmq';
import mongoose from 'mongoose';
import type { Config } from '../config.js';
import { recentDurations } from '../domains/bom/queue-admin.js';
import { QUEUE_METRICS, startWaitingSampler } from '../domains/bom/queue-history.js';
import { ParsePool } from '../domains/bom/parse-pool.js';
import { BadContentError, markFailed, processUpload, storeProgress } from '../domains/bom/processing.js';
import type { Logger } from '../lib/logger.js';
import { jobDuration, jobFailures, linesProcessed, metricsRegistry, setQueueMetricsSource } from '../lib/metrics.js';
import { BOM_QUEUE, createWorkerRedis, type BomJobData } from '../lib/queue.js';

export interface RunningWorker {
  worker: Worker<BomJobData>;
  metricsPort: number;
  /** The threads that read and classify files (one per concurrent job), off this event loop. */
  parsePool: ParsePool;
  /** Graceful: stops taking jobs, lets the jobs in hand finish (or releases them after the grace period). */
  close(graceMs?: number): Promise<void>;
}

/** Progress writes are throttled so a fast job does not spend its time reporting. */
function progressReporter(job: Job<BomJobData>) {
  let lastAt = 0;
  return async (processed: number, total: number) => {
    const now = Date.now();
    if (now - lastAt < 150 && processed < total) return;
    lastAt = now;
    await Promise.all([job.updateProgress({ processed, total }), storeProgress(job.data.uploadId, job.data.generation, processed, total)]);
  };
}

export async function startBomWorker(config: Config, logger: Logger, options: { metricsPort?: number; connectMongo?: boolean } = {}): Promise<RunningWorker> {
  if (options.connectMongo !== false && mongoose.connection.readyState !== 1) {
    await mongoose.connect(config.mongoUri, { serverSelectionTimeoutMS: 10_000 });
  }
  const environment = config.env === 'production' ? 'production' : 'development';
  const connection = createWorkerRedis(config.redisUrl);
  const statsConnection = createWorkerRedis(config.redisUrl);
  const statsQueue = new Queue<BomJobData>(BOM_QUEUE, { connection: statsConnection });
  statsQueue.on('error', () => undefined);
  // the operators' 24 h chart: waiting jobs sampled each minute into Redis (completed/failed are BullMQ's metrics)
  const stopSampling = startWaitingSampler(statsQueue, statsConnection, (error) => logger.debug({ err: error }, 'queue waiting sample failed'));
  setQueueMetricsSource(
    () => statsQueue.getJobCounts('waiting', 'active', 'completed', 'failed', 'delayed', 'prioritized'),
    async () => (await recentDurations(statsQueue)).durationsMs,
  );

  // Reading and classifying happen on these threads: this loop stays free for lock renewals, /metrics and signals.
  const parsePool = new ParsePool({ threads: config.bomWorker.concurrency, maxHeapMb: config.bomParse.maxHeapMb, timeoutMs: config.bomParse.timeoutMs });
  let releasing = false;
  const worker = new Worker<BomJobData>(
    BOM_QUEUE,
    async (job, token, signal) => {
      const started = process.hrtime.bigint();
      try {
        const work = processUpload(job.data.uploadId, job.data.generation, parsePool, progressReporter(job), environment);
        const result = await untilAborted(work, signal);
        jobDuration.observe(Number(process.hrtime.bigint() - started) / 1e9);
        linesProcessed.inc(result.lines);
        logger.info({ jobId: job.id, uploadId: job.data.uploadId, generation: job.data.generation, ...result, summary: undefined }, 'bom job done');
        return { status: result.status, lines: result.lines };
      } catch (error) {
        if (error instanceof JobAborted && releasing) {
          // Shutdown grace is over: hand the job back to the queue untouched (no attempt spent). A later run
          // replaces whatever this one stored, so an abandoned half-run never shows.
          await job.moveToWait(token);
          throw new WaitingError();
        }
        if (error instanceof BadContentError) {
          await markFailed(job.data.uploadId, job.data.generation, error.message);
          throw new UnrecoverableError(error.message);
        }
        throw error;
      }
    },
    {
      connection,
      concurrency: config.bomWorker.concurrency,
      lockDuration: config.bomWorker.lockDurationMs,
      stalledInterval: config.bomWorker.stalledIntervalMs,
      maxStalledCount: 2,
      autorun: true,
      metrics: QUEUE_METRICS,
    },
  );
  worker.on('error', (error) => logger.warn({ err: error }, 'bom worker error'));
  worker.on('failed', (job, error) => {
    if (!job) return;
    const final = error instanceof UnrecoverableError || error.name === 'UnrecoverableError' || job.attemptsMade >= (job.opts.attempts ?? 1);
    jobFailures.inc({ final: String(final) });
    logger.warn({ jobId: job.id, attemptsMade: job.attemptsMade, final, err: error.message }, 'bom job failed');
    if (final) {
      void markFailed(job.data.uploadId, job.data.generation, error.message || 'Processing failed.').catch(() => undefined);
    }
  });

  let server: Server | null = null;
  let metricsPort = -1;
  if (options.metricsPort !== undefined && options.metricsPort >= 0) {
    server = createServer(async (req, res) => {
      if (req.url === '/metrics') {
        res.setHeader('content-type', metricsRegistry.contentType);
        res.end(await metricsRegistry.metrics());
      } else if (req.url === '/healthz') {
        res.setHeader('content-type', 'application/json');
        res.end(JSON.stringify({ status: worker.isRunning() ? 'ok' : 'stopping' }));
      } else {
        res.statusCode = 404;
        res.end();
      }
    });
    const listen = (port: number) =>
      new Promise<void>((resolve, reject) => {
        server!.once('error', reject);
        server!.listen(port, config.workerMetricsHost, () => {
          server!.off('error', reject);
          resolve();
        });
      });
    try {
      await listen(options.metricsPort);
    } catch (error) {
      // A second worker on the same machine: take a free port and report it instead of crashing.
      if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw error;
      await listen(0);
      logger.warn({ wanted: options.metricsPort }, 'metrics port in use; listening on a free port instead');
    }
    const address = server.address();
    metricsPort = typeof address === 'object' && address ? address.port : options.metricsPort;
  }
  await worker.waitUntilReady();

  return {
    worker,
    metricsPort,
    parsePool,
    async close(graceMs = 25_000) {
      let timer: NodeJS.Timeout | undefined;
      const graceful = worker.close();
      const forced = new Promise<'timeout'>((resolve) => {
        timer = setTimeout(() => resolve('timeout'), graceMs);
      });
      if ((await Promise.race([graceful, forced])) === 'timeout') {
        logger.warn('jobs still running after the grace period: releasing them (they will be picked up again)');
        // close(true) would not help here: BullMQ returns the close already pending, which waits for the jobs.
        releasing = true;
        worker.cancelAllJobs('shutdown');
        await Promise.race([graceful, new Promise((resolve) => setTimeout(resolve, 5_000).unref())]);
      }
      clearTimeout(timer);
      setQueueMetricsSource(null);
      stopSampling();
      await statsQueue.close().catch(() => undefined);
      statsConnection.disconnect();
      connection.disconnect();
      // After Redis is closed: a job released by the grace timeout must not be recorded as failed when its reading stops.
      await parsePool.close();
      if (server) await new Promise<void>((resolve) => server!.close(() => resolve()));
      if (options.connectMongo !== false) await mongoose.disconnect();
    },
  };
}

class JobAborted extends Error {}

/** The job's work, or a JobAborted as soon as BullMQ aborts it (cancelAllJobs at the end of the shutdown grace). */
function untilAborted<T>(work: Promise<T>, signal: AbortSignal | undefined): Promise<T> {
  if (!signal) return work;
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => {
      work.catch(() => undefined); // abandoned: its outcome no longer matters
      reject(new JobAborted(String(signal.reason ?? 'aborted')));
    };
    if (signal.aborted) return onAbort();
    signal.addEventListener('abort', onAbort, { once: true });
    work.then(
      (value) => {
        signal.removeEventListener('abort', onAbort);
        resolve(value);
      },
      (error: unknown) => {
        signal.removeEventListener('abort', onAbort);
        reject(error);
      },
    );
  });
}
