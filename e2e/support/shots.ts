import path from 'node:path';

/** Where specs write their review screenshots: FORGE_SHOTS_DIR (e.g. /work/shots), else under test-results/. */
export function shotsDir(issue: string): string {
  return path.join(process.env.FORGE_SHOTS_DIR ?? path.resolve(import.meta.dirname, '../test-results/shots'), issue);
}
