import { CAD_MAX_BYTES } from '@forge/contract';
import { UnrecoverableError, type Job } from 'bullmq';
import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { Logger } from 'pino';
import { startQueueWorker } from '../../lib/queue.js';
import { openRfqFileContent } from '../rfqs/file-access.js';
import { ModelReadError } from './errors.js';
import { CadModel, type CadModelDoc } from './model.js';
import { CAD_JOB_OPTIONS, CAD_QUEUE, cadJobId, type CadJobData } from './queue.js';
import { FORMAT_OF_EXTENSION } from './read-model.js';
import { ReaderPool, type ReaderPoolOptions } from './reader-pool.js';
import { extractModel } from './zip.js';

/**
 * The worker side: one job per model file. The file is copied from its store to a temporary file, read by a child
 * process (reader-pool.ts: time and memory limits), and the facts stored on the file's `cad_models` document. A job
 * for a file already read does nothing, so a repeated or re-queued job is harmless.
 */
export interface CadWorkerOptions extends Partial<ReaderPoolOptions> {
  concurrency?: number;
  /** Larger files are not read (the file stays attached). */
  maxBytes?: number;
}

const num = (value: string | undefined, fallback: number) => (value && Number.isFinite(Number(value)) ? Number(value) : fallback);

/** Limits, overridable by environment: CAD_READ_TIMEOUT_MS, CAD_READ_MAX_RSS_MB, CAD_WORKER_CONCURRENCY. */
export function cadSettings(env: NodeJS.ProcessEnv = process.env): Required<CadWorkerOptions> {
  return {
    concurrency: num(env.CAD_WORKER_CONCURRENCY, 1),
    processes: num(env.CAD_WORKER_CONCURRENCY, 1),
    timeoutMs: num(env.CAD_READ_TIMEOUT_MS, 60_000),
    maxRssMb: num(env.CAD_READ_MAX_RSS_MB, 2048),
    recycleRssMb: num(env.CAD_READ_RECYCLE_RSS_MB, 700),
    // a warm process (OpenCascade compiled) answers a STEP in well under a second
    idleMs: 10 * 60_000,
    maxBytes: CAD_MAX_BYTES,
  };
}

const mb = (bytes: number) => `${Number((bytes / 1024 / 1024).toPrecision(2))} MB`;

async function fail(fileId: string, code: string, message: string): Promise<void> {
  const now = new Date();
  await CadModel.updateOne({ _id: fileId }, { $set: { status: 'failed', error: message, errorCode: code, progress: 100, finishedAt: now, updatedAt: now } });
}

export async function runModelJob(job: Pick<Job<CadJobData>, 'data' | 'updateProgress'>, pool: ReaderPool, maxBytes = CAD_MAX_BYTES): Promise<'ready' | 'failed' | 'skipped'> {
  const { fileId } = job.data;
  const doc = await CadModel.findById(fileId).lean<CadModelDoc>();
  if (!doc || doc.status === 'ready' || (doc.status === 'failed' && doc.errorCode)) return 'skipped';
  const archive = doc.ext === 'zip';
  const format = FORMAT_OF_EXTENSION[doc.ext];
  if (!format && !archive) {
    await fail(fileId, 'unsupported', `"${doc.name}" is not a model format the reader knows.`);
    return 'failed';
  }
  const started = new Date();
  await CadModel.updateOne({ _id: fileId }, { $set: { status: 'reading', progress: 1, startedAt: started, updatedAt: started } });
  const content = await openRfqFileContent(doc.rfqId, fileId);
  if (!content) {
    await fail(fileId, 'removed', `"${doc.name}" was removed before it could be read.`);
    return 'failed';
  }
  if (content.size > maxBytes) {
    content.stream.destroy();
    await fail(fileId, 'too-large', `"${doc.name}" is ${mb(content.size)}; models are read up to ${mb(maxBytes)}, so this one was not read. It stays attached.`);
    return 'failed';
  }
  const dir = await mkdtemp(join(tmpdir(), 'forge-cad-'));
  try {
    const path = join(dir, `model.${doc.ext}`);
    await pipeline(content.stream, createWriteStream(path));
    // a ZIP: its largest model is unpacked (with zip-bomb limits) and read in its place
    const unpacked = archive ? await extractModel(path, doc.name, dir, maxBytes) : null;
    let last = 0;
    const { facts, peakRssMb } = await pool.read(unpacked?.model.format ?? format!, unpacked?.model.path ?? path, unpacked ? unpacked.model.name : doc.name, (percent) => {
      if (percent - last < 10) return;
      last = percent;
      void job.updateProgress(percent);
      void CadModel.updateOne({ _id: fileId, status: 'reading' }, { $set: { progress: percent, updatedAt: new Date() } });
    });
    if (unpacked) {
      const others = unpacked.others.length ? ` It also holds ${unpacked.others.length} other model(s) (${unpacked.others.slice(0, 5).join(', ')}); attach them one by one to have them read.` : '';
      facts.warnings.unshift({ code: 'archive', message: `Read "${unpacked.model.name}" from the archive.${others}` });
    }
    const now = new Date();
    await CadModel.updateOne({ _id: fileId }, { $set: { status: 'ready', facts, peakRssMb, progress: 100, error: null, errorCode: null, finishedAt: now, updatedAt: now } });
    return 'ready';
  } catch (error) {
    if (error instanceof ModelReadError) {
      await fail(fileId, error.code, error.message);
      throw new UnrecoverableError(error.message);
    }
    throw error;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

export async function startCadWorker(redisUrl: string, logger: Logger, options: CadWorkerOptions = {}) {
  const settings = { ...cadSettings(), ...options };
  const pool = new ReaderPool(settings);
  const running = await startQueueWorker<CadJobData, string>(redisUrl, CAD_QUEUE, (job) => runModelJob(job, pool, settings.maxBytes), {
    concurrency: settings.concurrency,
    logger,
    failure: 'cad model job failed',
  });
  pool.prewarm();
  running.worker.on('failed', (job, error) => {
    if (!job || error instanceof UnrecoverableError || error.name === 'UnrecoverableError') return;
    if (job.attemptsMade >= (job.opts.attempts ?? 1)) void fail(job.data.fileId, 'reader', `The model could not be read: ${error.message}`).catch(() => undefined);
  });
  // files recorded while Redis was down (or before a crash) are queued again; job ids make this idempotent
  try {
    const pending = await CadModel.find({ status: { $in: ['queued', 'reading'] } }, { _id: 1 }).lean<Pick<CadModelDoc, '_id'>[]>();
    for (const doc of pending) await running.queue.add('read', { fileId: doc._id }, { ...CAD_JOB_OPTIONS, jobId: cadJobId(doc._id) });
  } catch (error) {
    await Promise.all([running.close(), pool.close()]);
    throw error;
  }
  return {
    ...running,
    pool,
    async close() {
      await running.close();
      await pool.close();
    },
  };
}
