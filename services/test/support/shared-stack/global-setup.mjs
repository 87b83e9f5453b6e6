// jest globalSetup of the services: with FORGE_TEST_STACK=shared, starts the run's shared stack (server.ts) at once,
// without waiting, so it boots while jest loads the first test files; they wait for its ready file (client.ts).
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const SERVER = fileURLToPath(new URL('./server.ts', import.meta.url));
const SERVICES_DIR = fileURLToPath(new URL('../../../', import.meta.url));

export default function globalSetup() {
  if (process.env.FORGE_TEST_STACK !== 'shared') return;
  const file = join(tmpdir(), `forge-shared-stack-run-${process.pid}.json`);
  rmSync(file, { force: true });
  const child = spawn(process.execPath, ['--import', 'tsx', SERVER, file], {
    cwd: SERVICES_DIR,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, NODE_NO_WARNINGS: '1' },
  });
  child.unref();
  // The workers start after this and inherit the variable.
  process.env.FORGE_SHARED_STACK_FILE = file;
  globalThis.forgeSharedStack = child;
}
