import { loadConfig } from '../src/config.js';

/** Tiny argv reader for the discovery scripts: positional args and --name value flags. */
export function readArgs(argv: string[]): { positional: string[]; flags: Map<string, string | true> } {
  const positional: string[] = [];
  const flags = new Map<string, string | true>();
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg.startsWith('--')) {
      const next = argv[i + 1];
      if (next !== undefined && !next.startsWith('--')) {
        flags.set(arg.slice(2), next);
        i++;
      } else flags.set(arg.slice(2), true);
    } else positional.push(arg);
  }
  return { positional, flags };
}

/** --mongo-uri wins; otherwise the API's own validated configuration (MONGODB_URI ...). */
export function mongoUriFrom(flags: Map<string, string | true>): string {
  const flag = flags.get('mongo-uri');
  if (typeof flag === 'string') return flag;
  return loadConfig().mongoUri;
}
