// Runs MongoDB's public jstests (kept outside this repo: they are SSPL) against the store through the
// legacy-shell imitation in shell.ts, and compares the outcome with expected-failures.json, which may
// only shrink: a listed file that passes fails the run, and so does an unlisted file that fails.
//
//   npm run test:jstests -w @forge/mongo-embedded -- <dir with jstests, e.g. …/jstests/aggregation/expressions>
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import vm from 'node:vm';
import { shellGlobals, shellPrelude } from './shell.js';

interface Outcome {
  file: string;
  passed: boolean;
  message?: string;
}

const here = dirname(fileURLToPath(import.meta.url));
const expected = JSON.parse(readFileSync(join(here, 'expected-failures.json'), 'utf8')) as Record<
  string,
  Record<string, string>
>;

/** ES module imports of shell libraries are provided by the imitation's globals; a file's code runs as a script. */
function asScript(source: string): string {
  return source
    .replace(/^\s*import\s+[^;]*?from\s+["'][^"']+["'];?\s*$/gms, '')
    .replace(/^\s*import\s+["'][^"']+["'];?\s*$/gm, '');
}

/** The fetched libraries a test loads for their effect (e.g. sbe_assert_error_override.js). */
const sideEffectImports = (source: string): string[] =>
  [...source.matchAll(/^\s*import\s+["']([^"']+)["'];?\s*$/gm)].map((m) => m[1] as string);

/** Helpers of these libraries are the imitation's own globals; other libraries run when they were fetched. */
const providedLibraries = new Set(['jstests/aggregation/extras/utils.js']);

function runFile(path: string): Outcome {
  const root = path.slice(0, path.lastIndexOf('/jstests/') + 1);
  const context = vm.createContext({ ...shellGlobals() });
  vm.runInContext(shellPrelude, context);
  const runLibrary = (library: string): void => {
    const file = join(root, library);
    if (providedLibraries.has(library) || !existsSync(file)) return;
    vm.runInContext(asScript(readFileSync(file, 'utf8')), context, { filename: file });
  };
  context.load = runLibrary;
  try {
    const source = readFileSync(path, 'utf8');
    for (const library of sideEffectImports(source)) runLibrary(library);
    vm.runInContext(asScript(source), context, { filename: path, timeout: 30_000 });
    return { file: basename(path), passed: true };
  } catch (err) {
    const e = err as { message?: string; code?: number };
    return {
      file: basename(path),
      passed: false,
      message: `${e.code ? `code ${e.code}: ` : ''}${e.message ?? String(err)}`,
    };
  }
}

const dir = process.argv[2];
if (!dir) {
  console.error('usage: npm run test:jstests -w @forge/mongo-embedded -- <directory of jstests>');
  process.exit(2);
}
const absolute = resolve(dir);
const suite = absolute.split('/jstests/')[1] ?? basename(absolute);
const listed = expected[suite] ?? {};
const files = readdirSync(absolute)
  .filter((f) => f.endsWith('.js'))
  .sort();
let problems = 0;
let passed = 0;
for (const f of files) {
  const outcome = runFile(join(absolute, f));
  const reason = listed[f];
  if (outcome.passed) {
    passed++;
    if (reason) {
      problems++;
      console.log(`UNEXPECTED PASS ${f} (listed: ${reason}): remove it from expected-failures.json`);
    } else console.log(`pass ${f}`);
  } else if (reason) console.log(`expected failure ${f}: ${reason}`);
  else {
    problems++;
    console.log(`FAIL ${f}: ${outcome.message}`);
  }
}
console.log(
  `${suite}: ${files.length} files, ${passed} pass, ${files.length - passed} fail (${Object.keys(listed).length} listed)`,
);
process.exit(problems === 0 ? 0 : 1);
