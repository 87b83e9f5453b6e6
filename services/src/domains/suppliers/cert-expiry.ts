import type { Redis } from 'ioredis';
import type { Logger } from 'pino';
import { createWorkerRedis, startQueueWorker } from '../../lib/queue.js';
import { recordAdminAction, type AuditActor } from '../audit/service.js';
import { SUPPLIER_CHANGES_MAX, SUPPLIER_CHANGES_STREAM, supplierChangeFields } from '@forge/contract';
import { auditedCert } from './cert-verification-record.js';
import { SupplierModel } from './model.js';
import type { SupplierCertification, SupplierData } from './types.js';

/**
 * The certificate expiry job (issue 16): once a day a BullMQ job scheduler adds one job; whichever worker takes it
 * marks every certificate past its expiry date "expired", writes one audit record per company as "system", and
 * announces each company on the supplier change stream so every API replica re-indexes it (search facets, public
 * pages). Idempotent: an expired certificate is not picked again, and a company written meanwhile (updatedAt moved)
 * is left for the next run.
 */
export const CERT_EXPIRY_QUEUE = 'cert-expiry';
export const CERT_EXPIRY_SCHEDULER = 'cert-expiry-daily';
/** 03:10 UTC every day. */
export const CERT_EXPIRY_PATTERN = '10 3 * * *';
export const SYSTEM_ACTOR: AuditActor = { uid: 'system', email: 'system', ip: '' };
/** Past this many companies in one run, announce one index rebuild instead of each company. */
const REBUILD_ABOVE = 500;

export interface CertExpiryResult {
  companies: number;
  certificates: number;
  /** Companies left because they changed while the job ran (the next run takes them). */
  skipped: number;
}

/** Announces changed companies on the supplier change stream (one rebuild entry when there are many). */
export type AnnounceChanges = (ids: string[]) => Promise<void>;

export function streamAnnouncer(redis: Redis): AnnounceChanges {
  return async (ids) => {
    if (ids.length > REBUILD_ABOVE) {
      await redis.xadd(SUPPLIER_CHANGES_STREAM, 'MAXLEN', '~', String(SUPPLIER_CHANGES_MAX), '*', ...supplierChangeFields({ kind: 'rebuild', origin: CERT_EXPIRY_QUEUE }));
      return;
    }
    for (const id of ids) await redis.xadd(SUPPLIER_CHANGES_STREAM, 'MAXLEN', '~', String(SUPPLIER_CHANGES_MAX), '*', ...supplierChangeFields({ kind: 'changed', supplierId: id }));
  };
}

const lapsed = (c: SupplierCertification, now: Date) => c.status !== 'expired' && c.expiresAt instanceof Date && c.expiresAt.getTime() <= now.getTime();

/** The job's work, with the clock given (tests move it forward). */
export async function expireCertifications(now: Date, announce: AnnounceChanges): Promise<CertExpiryResult> {
  const candidates = (await SupplierModel.find({ certifications: { $elemMatch: { status: { $ne: 'expired' }, expiresAt: { $lte: now } } } }).lean()) as SupplierData[];
  const changed: string[] = [];
  let certificates = 0;
  let skipped = 0;
  for (const doc of candidates) {
    const expiring = doc.certifications.filter((c) => lapsed(c, now));
    if (expiring.length === 0) continue;
    const certifications = doc.certifications.map((c) => (lapsed(c, now) ? { ...c, status: 'expired' as const } : c));
    // only if the company is as read: a concurrent admin edit or another run wins, and the next run looks again
    const result = await SupplierModel.updateOne({ _id: doc._id, updatedAt: doc.updatedAt }, { $set: { certifications, updatedAt: now } });
    if (result.modifiedCount === 0) {
      skipped++;
      continue;
    }
    changed.push(doc._id);
    certificates += expiring.length;
    await recordAdminAction(
      SYSTEM_ACTOR,
      {
        action: 'company.certification.expire',
        target: { type: 'company', id: doc._id, label: doc.name },
        before: expiring.map((c) => ({ slug: c.slug, ...auditedCert(c) })),
        after: expiring.map((c) => ({ slug: c.slug, ...auditedCert({ ...c, status: 'expired' }) })),
        note: `Past the expiry date: ${expiring.map((c) => `${c.slug} (${c.expiresAt.toISOString().slice(0, 10)})`).join(', ')}`,
      },
      now,
    );
  }
  if (changed.length) await announce(changed);
  return { companies: changed.length, certificates, skipped };
}

/**
 * The worker side: upserts the daily job scheduler (same id from every worker process, so there is one schedule
 * however many workers run) and processes its jobs one at a time. `close()` lets a running job finish.
 */
export async function startCertExpiryWorker(redisUrl: string, logger: Logger, options: { now?: () => Date; schedule?: { pattern: string } | { every: number } } = {}) {
  const now = options.now ?? (() => new Date());
  const publisher = createWorkerRedis(redisUrl);
  const announce = streamAnnouncer(publisher);
  const running = await startQueueWorker<Record<string, never>, CertExpiryResult>(
    redisUrl,
    CERT_EXPIRY_QUEUE,
    async () => {
      const result = await expireCertifications(now(), announce);
      if (result.companies || result.skipped) logger.info(result, 'certificates past their expiry date marked expired');
      return result;
    },
    {
      concurrency: 1,
      logger,
      failure: 'certificate expiry job failed',
      prepare: (queue) =>
        queue.upsertJobScheduler(CERT_EXPIRY_SCHEDULER, { ...(options.schedule ?? { pattern: CERT_EXPIRY_PATTERN }), tz: 'UTC' }, {
          name: 'expire',
          data: {},
          opts: { attempts: 3, backoff: { type: 'exponential', delay: 30_000 }, removeOnComplete: { count: 60 }, removeOnFail: { count: 60 } },
        }),
    },
  );
  return {
    ...running,
    async close() {
      await running.close();
      publisher.disconnect();
    },
  };
}

