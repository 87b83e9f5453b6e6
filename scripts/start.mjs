#!/usr/bin/env node
// `npm start`: installs what is missing, builds what changed, runs the whole product at http://localhost:8080.
import { ensureDebianPackages, ensureNodeModules, REDIS_PACKAGE } from './lib/setup.mjs';

ensureNodeModules();
if (!process.env.REDIS_URL) ensureDebianPackages([REDIS_PACKAGE]);
const { buildAll } = await import('./lib/build.mjs');
const { startStack } = await import('./lib/stack.mjs');

/** A server URL as it may be printed: its password hidden. */
const hidePassword = (url) => url.replace(/\/\/([^:/@]+):[^@]*@/, '//$1:***@');

const started = Date.now();
buildAll();
const stack = await startStack({});
const p = stack.ports;
console.log(`
Forge is running at ${stack.url}   (up in ${((Date.now() - started) / 1000).toFixed(1)} s)

  Shell ............ http://localhost:${p.shell}
  API .............. http://localhost:${p.shell}/api  (direct: http://localhost:${p.api}, docs: /api/docs)
  Identity (OIDC) .. ${process.env.KEYCLOAK_URL ?? `http://localhost:${p.identity}`}/realms/forge
  Remotes .......... ${Object.entries(p.remotes).map(([n, port]) => `${n} :${port}`).join(', ')}
  Worker metrics ... http://localhost:${p.worker}/metrics
  MongoDB .......... ${process.env.MONGODB_URI ? hidePassword(process.env.MONGODB_URI) : `mongodb://127.0.0.1:${p.mongo} (embedded; user forge, password in ${stack.dataDir}/secrets.json)`}
  Redis ............ ${process.env.REDIS_URL ? hidePassword(process.env.REDIS_URL) : `redis://127.0.0.1:${p.redis} (project-owned; user forge, password in ${stack.dataDir}/secrets.json)`}
  Logs ............. ${stack.logDir}

Demo accounts: admin@forge.test / ForgeAdmin1!   buyer@forge.test / ForgeBuyer1!
               supplier@forge.test / ForgeSupplier1!   investor@forge.test / ForgeInvestor1!
Press Ctrl-C to stop everything.`);

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, async () => {
    if (stopping) return;
    stopping = true;
    console.log('\nStopping Forge...');
    await stack.stop();
    process.exit(0);
  });
}
