/**
 * Starts the real product (embedded store, Redis, identity provider, API, worker, remotes, shell) on ports
 * offset by 10000, plus a control endpoint that lets tests stop, start and redeploy a remote.
 */
import http from 'node:http';
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { rmSync } from 'node:fs';
import { startStack } from '../../scripts/lib/stack.mjs';

export const CONTROL_PORT = 19_999;
const ROOT = path.resolve(import.meta.dirname, '..', '..');

export default async function globalSetup() {
  if (process.env.E2E_BASE_URL) return undefined;
  const dataDir = path.join(ROOT, '.data', 'e2e');
  rmSync(dataDir, { recursive: true, force: true });
  const stack = await startStack({ offset: 10_000, dataDir, log: () => undefined, env: { ...process.env, LOG_LEVEL: 'warn' } });
  const control = http.createServer(async (req, res) => {
    try {
      const url = new URL(req.url ?? '/', 'http://control');
      const [, resource, name, action] = url.pathname.split('/');
      if (resource !== 'remotes' || !name) throw new Error('unknown control path');
      if (action === 'stop') await stack.stopRemote(name);
      else if (action === 'start') await stack.startRemote(name);
      else if (action === 'redeploy') {
        // A real redeploy: rebuild the remote with a new build id, then restart its server.
        const remoteDir = { mf_discovery: 'mf-discovery', mf_bom: 'mf-bom', mf_rfq: 'mf-rfq', mf_admin: 'mf-admin', mf_content: 'mf-content' }[name];
        const buildId = url.searchParams.get('build') ?? 'e2e';
        await stack.stopRemote(name);
        const built = spawnSync(process.execPath, ['../shell/sdk/build/build.mjs'], {
          cwd: path.join(ROOT, remoteDir!),
          env: { ...process.env, FORGE_BUILD_ID: buildId },
          stdio: 'inherit',
        });
        await stack.startRemote(name);
        if (built.status !== 0) throw new Error('rebuild failed');
      } else throw new Error('unknown action');
      res.writeHead(200).end('ok');
    } catch (error) {
      res.writeHead(500).end(String(error));
    }
  });
  await new Promise<void>((resolve) => control.listen(CONTROL_PORT, '127.0.0.1', resolve));
  return async () => {
    control.close();
    await stack.stop();
  };
}
