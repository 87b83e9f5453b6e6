import { loadConfig } from './config.js';
import { startIdentity, type IdentityServer } from './index.js';
import { logEvent } from './log.js';

async function main(): Promise<IdentityServer> {
  const config = loadConfig();
  return startIdentity({
    port: config.IDENTITY_PORT,
    mongoUri: config.MONGODB_URI,
    seedDemoUsers: config.IDENTITY_SEED_DEMO_USERS,
    ...(config.IDENTITY_HOST ? { host: config.IDENTITY_HOST } : {}),
    ...(config.IDENTITY_PUBLIC_URL ? { publicUrl: config.IDENTITY_PUBLIC_URL } : {}),
    ...(config.IDENTITY_DATA_DIR ? { dataDir: config.IDENTITY_DATA_DIR } : {}),
    ...(config.IDENTITY_WEB_ORIGINS.length ? { webOrigins: config.IDENTITY_WEB_ORIGINS } : {}),
    servicesClientSecret: config.IDENTITY_SERVICES_CLIENT_SECRET,
  });
}

let identity: IdentityServer;
try {
  identity = await main();
} catch (error) {
  logEvent('error', 'start-failed', { message: (error as Error).message });
  process.exit(1);
}
// The launcher reads this exact line; it carries nothing secret.
console.log(JSON.stringify({ event: 'listening', port: identity.port }));

let stopping = false;
const shutdown = () => {
  if (stopping) return;
  stopping = true;
  identity
    .stop()
    .then(() => process.exit(0))
    .catch((error: unknown) => {
      logEvent('error', 'stop-failed', { message: (error as Error).message });
      process.exit(1);
    });
};
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
