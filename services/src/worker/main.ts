import { loadConfigOrExit } from '../config.js';
import { createLogger } from '../lib/logger.js';
import { startBomWorker } from './bom-worker.js';
import { startDeadlineWorker } from '../domains/rfqs/deadlines.js';
import { startCertExpiryWorker } from '../domains/suppliers/cert-expiry.js';
import { startCadWorker } from '../domains/cad/worker.js';
import { Outbox } from '../domains/content/outbox.js';
import { configureNotificationEmail } from '../domains/notifications/service.js';

// Entry point of the BOM worker process: fail fast on bad config, drain jobs on SIGTERM/SIGINT.
const config = loadConfigOrExit();
const logger = createLogger('forge-worker', config.logLevel);
const running = await startBomWorker(config, logger, { metricsPort: config.workerMetricsPort });
// Notifications the worker sends (quoting closed, reminders) are emailed through the outbox, as the API's are.
const outbox = new Outbox(config.smtpUrl, logger);
configureNotificationEmail({ outbox, publicUrl: config.publicUrl, logger });
// RFQ deadlines (close quoting, reminders) run beside the BOM jobs; it needs the database the BOM worker connected.
const deadlines = await startDeadlineWorker(config.redisUrl, logger);
// Certificates past their expiry date become "expired" once a day (one BullMQ job scheduler shared by every worker).
const certExpiry = await startCertExpiryWorker(config.redisUrl, logger);
// Model files (STEP, IGES, STL, DXF) are read in a child process with time and memory limits (domains/cad).
const cad = await startCadWorker(config.redisUrl, logger);
console.log(JSON.stringify({ event: 'listening', service: 'worker', metricsPort: running.metricsPort, pid: process.pid }));
let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'worker stopping: finishing jobs in hand');
    void Promise.all([running.close(), deadlines.close(), certExpiry.close(), cad.close()]).then(
      () => {
        outbox.close();
        process.exit(0);
      },
      (error) => {
        logger.error({ err: error }, 'worker did not stop cleanly');
        process.exit(1);
      },
    );
  });
}
