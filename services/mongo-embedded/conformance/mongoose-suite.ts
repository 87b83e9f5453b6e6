// Runs mongoose's own test files (vendored in conformance/vendor/mongoose/test) with mocha against an
// embedded store, the way mongoose's CI runs them against mongod: MONGOOSE_TEST_URI names the server,
// so the harness (test/common.js) starts no mongodb-memory-server. Used by mongoose.test.ts;
// `npx tsx conformance/mongoose-suite.ts [file...]` runs it alone and prints the failures.
import { spawn, type ChildProcessByStdio } from 'node:child_process';
import {
  existsSync,
  mkdtempSync,
  readFileSync,
  realpathSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import type { Readable } from 'node:stream';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { start, type EmbeddedMongo } from '../src/index.js';

const here = path.dirname(fileURLToPath(import.meta.url));
export const mongooseDir = path.join(here, 'vendor/mongoose');
const require = createRequire(import.meta.url);

/** The vendored files as mocha sees them, relative to conformance/vendor/mongoose. */
export const testGlobs = ['test/*.test.js', 'test/helpers/*.js'];

export interface MochaTest {
  title: string;
  fullTitle: string;
  file?: string;
  err: { message?: string; stack?: string };
}
export interface SuiteResult {
  passes: MochaTest[];
  failures: MochaTest[];
  pending: MochaTest[];
  seconds: number;
}

/** `file › full title`, the key of a test in expected-failures.json. */
export function testKey(t: Pick<MochaTest, 'file' | 'fullTitle'>): string {
  // Root-level hooks (common.js's dropDBs) carry no file.
  const file = t.file ? path.relative(path.join(mongooseDir, 'test'), t.file) : '(root)';
  return `${file} › ${t.fullTitle.trim()}`;
}

/** The tests load `../lib/...`: point conformance/vendor/mongoose/lib at the installed mongoose's lib. */
function linkMongooseLib(): void {
  const link = path.join(mongooseDir, 'lib');
  const target = path.join(path.dirname(require.resolve('mongoose/package.json')), 'lib');
  // A link left by another checkout (or to another mongoose) is replaced.
  const current = existsSync(link) ? realpathSync(link) : undefined;
  if (current === realpathSync(target)) return;
  rmSync(link, { force: true });
  symlinkSync(target, link, 'dir');
}

/**
 * A store on a free port, without authentication as mongoose's CI runs mongod (a test parses
 * MONGOOSE_TEST_URI with a regex that allows no credentials).
 */
export async function startStore(): Promise<{ server: EmbeddedMongo; uri: string }> {
  const server = await start({ inMemory: true });
  return { server, uri: `${server.uri}/` };
}

/**
 * mocha with its JSON reporter against `uri`. A run that outlives `limitMs` is killed and the
 * result says so: the store must never hang the suite.
 */
export async function runMongooseSuite(
  uri: string,
  { files = testGlobs, limitMs = 270_000 }: { files?: string[]; limitMs?: number } = {},
): Promise<SuiteResult> {
  linkMongooseLib();
  const outDir = mkdtempSync(path.join(tmpdir(), 'mongoose-suite-'));
  const output = path.join(outDir, 'report.json');
  const mocha = path.join(path.dirname(require.resolve('mocha/package.json')), 'bin/mocha.js');
  const started = Date.now();
  const args = [
    mocha,
    '--exit',
    '--no-config',
    '--ui=bdd',
    '--timeout=10000',
    '--extension=test.js',
    '--node-option=disable-warning=MONGOOSE',
    '--reporter=json',
    `--reporter-option=output=${output}`,
    ...files,
  ];
  const child = spawn(process.execPath, args, {
    cwd: mongooseDir,
    env: { ...process.env, MONGOOSE_TEST_URI: uri, NODE_OPTIONS: '' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const outputTail = keepOutputTail(child);
  let killed = false;
  const timer = setTimeout(() => {
    killed = true;
    child.kill('SIGKILL');
  }, limitMs);
  await new Promise<void>((resolve) => child.on('close', () => resolve()));
  clearTimeout(timer);
  const seconds = (Date.now() - started) / 1000;
  try {
    if (killed) throw new Error(`mocha did not finish within ${limitMs / 1000} s (hang?)`);
    if (!existsSync(output)) throw new Error(`mocha wrote no report. Its output:\n${outputTail()}`);
    const report = JSON.parse(readFileSync(output, 'utf8')) as Omit<SuiteResult, 'seconds'>;
    const slim = (tests: MochaTest[]) =>
      tests.map(({ title, fullTitle, file, err }) => ({
        title,
        fullTitle,
        file,
        err: { message: err?.message },
      }));
    return {
      passes: slim(report.passes),
      failures: slim(report.failures),
      pending: slim(report.pending),
      seconds,
    };
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}

/** The last 20,000 characters a child process wrote (stdout and stderr), read when a failure needs them. */
function keepOutputTail(child: ChildProcessByStdio<null, Readable, Readable>): () => string {
  let tail = '';
  const keep = (chunk: Buffer) => {
    tail = (tail + chunk.toString()).slice(-20_000);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  return () => tail;
}

/**
 * The whole run in a child process (`node --import tsx mongoose-suite.ts --report=<file>`): the store
 * then runs as plain Node, as in production, not inside jest's module sandbox, which slowed it ~2x.
 */
export async function runInChild(limitMs = 280_000): Promise<SuiteResult> {
  const outDir = mkdtempSync(path.join(tmpdir(), 'mongoose-run-'));
  const report = path.join(outDir, 'result.json');
  try {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', fileURLToPath(import.meta.url), `--report=${report}`],
      {
        cwd: path.dirname(here),
        env: { ...process.env, NODE_OPTIONS: '', NODE_NO_WARNINGS: '1' },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    const outputTail = keepOutputTail(child);
    const timer = setTimeout(() => child.kill('SIGKILL'), limitMs);
    const code = await new Promise<number | null>((resolve) => child.on('close', (c) => resolve(c)));
    clearTimeout(timer);
    if (code !== 0 || !existsSync(report)) throw new Error(`the mongoose run failed (exit ${code}):\n${outputTail()}`);
    return JSON.parse(readFileSync(report, 'utf8')) as SuiteResult;
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const reportArg = process.argv.find((a) => a.startsWith('--report='));
  const files = process.argv.slice(2).filter((a) => !a.startsWith('--'));
  const { server, uri } = await startStore();
  try {
    const result = await runMongooseSuite(uri, files.length ? { files } : {});
    if (reportArg) writeFileSync(reportArg.slice('--report='.length), JSON.stringify(result));
    else
      for (const f of result.failures)
        console.log(`FAIL ${testKey(f)}\n     ${f.err.message?.split('\n')[0]}`);
    console.log(
      `mongoose suite: ${result.passes.length} passed, ${result.failures.length} failed, ` +
        `${result.pending.length} pending, ${result.seconds.toFixed(1)} s`,
    );
  } finally {
    await server.stop();
  }
}
