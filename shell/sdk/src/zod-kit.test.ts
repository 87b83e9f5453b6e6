import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from './zod-kit';

const root = path.join(__dirname, '../../..');

function sourcesOf(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourcesOf(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

describe('the zod kit shared with the remotes', () => {
  it("has every zod builder a remote calls (a remote's production build takes `zod` from the kit)", () => {
    const remotes = readdirSync(root).filter((name) => name.startsWith('mf-'));
    expect(remotes.length).toBeGreaterThan(0);
    const called = new Set<string>();
    for (const remote of remotes) {
      for (const file of sourcesOf(path.join(root, remote, 'src'))) {
        const source = readFileSync(file, 'utf8');
        if (!/from 'zod'/.test(source)) continue;
        for (const [, member] of source.matchAll(/\bz\.([A-Za-z]+)\s*\(/g)) called.add(member!);
      }
    }
    // The contract's schemas too: a remote bundles the contract modules it imports, and their `zod` is the kit.
    const contract = path.join(root, 'services/contract/src');
    for (const file of sourcesOf(contract).filter((f) => !f.endsWith('openapi.ts'))) {
      for (const [, member] of readFileSync(file, 'utf8').matchAll(/\bz\.([a-z][A-Za-z]*)\b(?!<)/g)) {
        if (!['infer', 'input', 'output'].includes(member!)) called.add(member!);
      }
    }
    expect(called.size).toBeGreaterThan(5);
    const missing = [...called].filter((member) => (z as Record<string, unknown>)[member] === undefined);
    expect(missing).toEqual([]);
  });
});
