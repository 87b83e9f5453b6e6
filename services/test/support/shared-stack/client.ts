/**
 * The test-file side of the shared stack: finds the run's stack process (server.ts, started by global-setup.mjs), or
 * starts one for this process, then asks it for a share for the current file. The process outlives the file.
 */
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { SharedFileStack, SharedStackInfo } from './protocol.js';

const SERVER = fileURLToPath(new URL('./server.ts', import.meta.url));
const SERVICES_DIR = fileURLToPath(new URL('../../../', import.meta.url));
const START_TIMEOUT_MS = 120_000;

function readyFile(): string {
  return join(tmpdir(), `forge-shared-stack-${process.pid}.json`);
}

/** One control request on its own connection: no pooled socket outlives it in the test process. */
function call(url: string, method: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const outgoing = request(url, { method, agent: false, headers: { connection: 'close' } }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
      response.on('error', reject);
    });
    outgoing.on('error', reject);
    outgoing.end();
  });
}

async function healthy(info: SharedStackInfo): Promise<boolean> {
  if (info.ownerPid !== process.pid) return false;
  try {
    return (await call(`${info.controlUrl}/health`, 'GET')).status === 200;
  } catch {
    return false;
  }
}

function readInfo(file: string): SharedStackInfo | null {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as SharedStackInfo;
  } catch {
    return null;
  }
}

async function startServer(file: string): Promise<SharedStackInfo> {
  rmSync(file, { force: true });
  const child = spawn(process.execPath, ['--import', 'tsx', SERVER, file], {
    cwd: SERVICES_DIR,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, NODE_NO_WARNINGS: '1' },
  });
  child.unref();
  let exited: number | null = null;
  child.once('exit', (code) => {
    exited = code ?? 1;
  });
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (exited !== null) throw new Error(`the shared test stack exited with ${exited} before it was ready`);
    if (existsSync(file)) {
      const info = readInfo(file);
      if (info) return info;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill();
  throw new Error(`the shared test stack was not ready within ${START_TIMEOUT_MS / 1000} s`);
}

/** The server global-setup.mjs started for this jest run; it may still be starting. */
async function runServer(file: string): Promise<SharedStackInfo> {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    const info = readInfo(file);
    if (info) return info;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`the shared test stack (${file}) was not ready within ${START_TIMEOUT_MS / 1000} s`);
}

async function server(): Promise<SharedStackInfo> {
  const runFile = process.env.FORGE_SHARED_STACK_FILE;
  if (runFile) return runServer(runFile);
  const file = readyFile();
  const info = readInfo(file);
  if (info && (await healthy(info))) return info;
  return startServer(file);
}

async function control<T>(info: SharedStackInfo, method: string, path: string): Promise<T> {
  const response = await call(`${info.controlUrl}${path}`, method);
  const body = JSON.parse(response.body) as T & { error?: string };
  if (response.status !== 200) throw new Error(`shared test stack: ${method} ${path} failed: ${body.error ?? response.status}`);
  return body;
}

/** This file's share of the worker's stack; `release` stops its identity provider and drops its databases. */
export async function acquireSharedFileStack(options: { redis: boolean }): Promise<SharedFileStack & { release(): Promise<void> }> {
  const info = await server();
  const worker = process.env.JEST_WORKER_ID ?? '1';
  const share = await control<SharedFileStack>(info, 'POST', `/files?worker=${worker}&redis=${options.redis ? 1 : 0}`);
  return { ...share, release: () => control(info, 'DELETE', `/files/${share.id}`).then(() => undefined) };
}
