import { call, paths, formatCount } from '@forge/shell-sdk';
import { STATS_API } from '@forge/shell-sdk/api-contract';

/** The browser console commands of §2: status, careers, egg, dance, matrix and forge. */
export const CONSOLE_COMMANDS = ['status', 'careers', 'egg', 'dance', 'matrix', 'forge'] as const;
export type ConsoleCommand = (typeof CONSOLE_COMMANDS)[number];

export interface ConsoleActions {
  startOverlay(): void;
  dance(): void;
  matrix(): void;
}

const BANNER = String.raw`
   ___
  / __\___  _ __ __ _  ___
 / _\/ _ \| '__/ _' |/ _ \
/ / | (_) | | | (_| |  __/
\/   \___/|_|  \__, |\___|
               |___/   made in America
`;

const HELP = [
  ['status', 'platform status: sections and supplier count'],
  ['careers', 'we are hiring'],
  ['egg', 'the flag show'],
  ['dance', 'the page dances'],
  ['matrix', 'follow the white rabbit'],
  ['forge', 'this help'],
] as const;

async function printStatus(): Promise<void> {
  const [remotes, stats] = await Promise.allSettled([
    fetch('/remotes.json', { cache: 'no-cache' }).then((r) => r.json() as Promise<{ name: string; available: boolean }[]>),
    call(STATS_API.get),
  ]);
  console.log('%cForge status', 'font-weight:bold;color:#f97316');
  if (remotes.status === 'fulfilled') console.table(remotes.value.map((r) => ({ section: r.name, available: r.available })));
  else console.log('sections: unknown (remote list unavailable)');
  console.log(
    stats.status === 'fulfilled' && typeof stats.value.verifiedSuppliers === 'number'
      ? `verified suppliers: ${formatCount(stats.value.verifiedSuppliers)}`
      : 'verified suppliers: unknown (stats unavailable)',
  );
}

/** What each command does; also what `forge.<command>()` calls. */
export function commandHandlers(actions: ConsoleActions): Record<ConsoleCommand, () => void> {
  return {
    status: () => void printStatus(),
    careers: () => {
      console.log('%cWe are hiring engineers who like factories and good software.', 'font-weight:bold;color:#f97316');
      console.log(`See ${window.location.origin}${paths.careers()}`);
    },
    egg: () => actions.startOverlay(),
    dance: () => actions.dance(),
    matrix: () => actions.matrix(),
    forge: () => {
      console.log(`%c${BANNER}`, 'color:#f97316;font-family:monospace');
      console.table(Object.fromEntries(HELP.map(([name, what]) => [name, { what }])));
    },
  };
}

/**
 * Typing a bare `status` in the console reads a window property, so each command is a getter that acts and then
 * returns a short note. `forge` also returns an object with every command as a method.
 */
export function installConsoleCommands(actions: ConsoleActions, target: Window = window): () => void {
  const handlers = commandHandlers(actions);
  const api = Object.fromEntries(CONSOLE_COMMANDS.map((name) => [name, handlers[name]])) as Record<ConsoleCommand, () => void>;
  const previous = new Map<string, PropertyDescriptor | undefined>();
  for (const name of CONSOLE_COMMANDS) {
    const existing = Object.getOwnPropertyDescriptor(target, name);
    if (existing && !existing.configurable) continue;
    previous.set(name, existing);
    Object.defineProperty(target, name, {
      configurable: true,
      enumerable: false,
      get() {
        handlers[name]();
        return name === 'forge' ? api : `✔ ${name}`;
      },
      // Code that assigns (e.g. window.status = '...') keeps working instead of throwing.
      set(value: unknown) {
        Object.defineProperty(target, name, { configurable: true, writable: true, enumerable: true, value });
      },
    });
  }
  return () => {
    for (const [name, descriptor] of previous) {
      if (descriptor) Object.defineProperty(target, name, descriptor);
      else delete (target as unknown as Record<string, unknown>)[name];
    }
  };
}
