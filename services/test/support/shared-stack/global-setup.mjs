// jest globalSetup of the services: starts the run's shared stack (server.ts) and waits until it serves, so its boot
// is not charged to the first files' beforeAll hooks. Only with FORGE_TEST_STACK=shared (test/support/stack.ts).
import { spawn } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const SERVER = fileURLToPath(new URL('./server.ts', import.meta.url));
const SERVICES_DIR = fileURLToPath(new URL('../../../', import.meta.url));
const START_TIMEOUT_MS = 180_000;

export default async function globalSetup() {
  if (process.env.FORGE_TEST_STACK !== 'shared') return;
  const file = join(tmpdir(), `forge-shared-stack-run-${process.pid}.json`);
  rmSync(file, { force: true });
  const child = spawn(process.execPath, ['--import', 'tsx', SERVER, file], {
    cwd: SERVICES_DIR,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, NODE_NO_WARNINGS: '1' },
  });
  child.unref();
  let exited = null;
  child.once('exit', (code) => (exited = code ?? 1));
  // The workers start after this and inherit the variable.
  process.env.FORGE_SHARED_STACK_FILE = file;
  globalThis.forgeSharedStack = child;
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (!existsSync(file)) {
    if (exited !== null) throw new Error(`the shared test stack exited with ${exited} before it was ready`);
    if (Date.now() > deadline) {
      child.kill('SIGTERM');
      throw new Error(`the shared test stack was not ready within ${START_TIMEOUT_MS / 1000} s`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
