import { loadConfig } from './config.js';
import { startIdentity } from './index.js';

const config = loadConfig();
const identity = await startIdentity({
  port: config.IDENTITY_PORT,
  mongoUri: config.MONGODB_URI,
  seedDemoUsers: config.IDENTITY_SEED_DEMO_USERS,
  ...(config.IDENTITY_HOST ? { host: config.IDENTITY_HOST } : {}),
  ...(config.IDENTITY_PUBLIC_URL ? { publicUrl: config.IDENTITY_PUBLIC_URL } : {}),
  ...(config.IDENTITY_DATA_DIR ? { dataDir: config.IDENTITY_DATA_DIR } : {}),
  ...(config.IDENTITY_WEB_ORIGINS.length ? { webOrigins: config.IDENTITY_WEB_ORIGINS } : {}),
  ...(config.IDENTITY_SERVICES_CLIENT_SECRET ? { servicesClientSecret: config.IDENTITY_SERVICES_CLIENT_SECRET } : {}),
});
console.log(JSON.stringify({ event: 'listening', port: identity.port, issuer: identity.issuer }));

let stopping = false;
const shutdown = (signal: string) => {
  if (stopping) return;
  stopping = true;
  identity
    .stop()
    .then(() => {
      console.log(JSON.stringify({ event: 'stopped', signal }));
      process.exit(0);
    })
    .catch((error: unknown) => {
      console.error(JSON.stringify({ event: 'stop-failed', message: (error as Error).message }));
      process.exit(1);
    });
};
process.on('SIGINT', () => shutdown('SIGINT'));
process.on('SIGTERM', () => shutdown('SIGTERM'));
