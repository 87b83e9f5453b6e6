import { loadConfigOrExit } from '../config.js';
import { startApi } from './server.js';

// Entry point: fail fast on bad config, close cleanly on a signal.
const config = loadConfigOrExit();
const api = await startApi(config);
console.log(JSON.stringify({ event: 'listening', service: 'api', port: api.port }));
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void api.stop().then(() => process.exit(0));
  });
}
