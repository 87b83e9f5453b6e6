import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import type { RemoteEntry, RemoteRoutesModule } from '@forge/shell-sdk';

const RETRIES = 2;
const RETRY_DELAY_MS = 300;
const LOAD_TIMEOUT_MS = 15_000;

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Layer 1: retry manifest fetches, which is where a restarting remote server fails first. */
export function retryPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'forge-retry',
    async fetch(url, init) {
      let lastError: unknown;
      for (let attempt = 0; attempt <= RETRIES; attempt++) {
        try {
          const response = await fetch(url, { ...init, cache: 'no-cache' });
          if (response.ok || response.status < 500) return response;
          lastError = new Error(`${url} answered ${response.status}`);
        } catch (error) {
          lastError = error;
        }
        if (attempt < RETRIES) await wait(RETRY_DELAY_MS * 2 ** attempt);
      }
      throw lastError;
    },
  };
}

/** Marks a module that stands in for a remote that could not be loaded. */
export const UNAVAILABLE = Symbol.for('forge.remote-unavailable');

export interface UnavailableRemote {
  [UNAVAILABLE]: true;
  remote: string;
  error: unknown;
}

export function isUnavailable(value: unknown): value is UnavailableRemote {
  return typeof value === 'object' && value !== null && UNAVAILABLE in value;
}

/** Layer 2: errorLoadRemote answers with a stand-in module instead of throwing into the app. */
export function fallbackPlugin(onFailure: (remote: string) => void): ModuleFederationRuntimePlugin {
  return {
    name: 'forge-fallback',
    errorLoadRemote({ id, error, lifecycle }) {
      const remote = id.split('/')[0] ?? id;
      onFailure(remote);
      // Only a module load can be answered with a module; in the manifest phase ('afterResolve') the runtime
      // would take the stand-in for a manifest. There the error propagates and loadRemoteRoutes answers it.
      if (lifecycle !== 'onLoad') return undefined;
      const standIn: UnavailableRemote = { [UNAVAILABLE]: true, remote, error };
      return standIn;
    },
  };
}

const remotesByName = new Map<string, RemoteEntry>();
const failed = new Set<string>();

export function setupFederation(remotes: RemoteEntry[]): void {
  for (const remote of remotes) remotesByName.set(remote.name, remote);
  registerPlugins([retryPlugin(), fallbackPlugin((name) => failed.add(name))]);
  registerRemotes(remotes.map(({ name, entry }) => ({ name, entry })));
}

/**
 * Loads a remote's routes module. After a failure the remote is registered again with `force`, so the
 * runtime really fetches its manifest anew and a restarted remote recovers without a page reload.
 */
export async function loadRemoteRoutes(name: string): Promise<RemoteRoutesModule | UnavailableRemote> {
  const remote = remotesByName.get(name);
  if (!remote) return { [UNAVAILABLE]: true, remote: name, error: new Error(`Unknown remote ${name}`) };
  if (failed.has(name)) {
    failed.delete(name);
    registerRemotes([{ name, entry: remote.entry }], { force: true });
  }
  let loaded: { default: RemoteRoutesModule } | RemoteRoutesModule | UnavailableRemote | null;
  try {
    // A section must always settle: load, fail, or give up after LOAD_TIMEOUT_MS.
    loaded = await Promise.race([
      loadRemote<{ default: RemoteRoutesModule } | RemoteRoutesModule>(`${name}/routes`),
      new Promise<UnavailableRemote>((resolve) =>
        setTimeout(() => resolve({ [UNAVAILABLE]: true, remote: name, error: new Error('timed out') }), LOAD_TIMEOUT_MS),
      ),
    ]);
  } catch (error) {
    loaded = { [UNAVAILABLE]: true, remote: name, error };
  }
  if (!loaded || isUnavailable(loaded)) {
    failed.add(name);
    return isUnavailable(loaded) ? loaded : { [UNAVAILABLE]: true, remote: name, error: new Error('empty module') };
  }
  return 'default' in loaded ? loaded.default : loaded;
}

export function markRemoteFailed(name: string): void {
  failed.add(name);
}

/** What a visitor does before following a link: pointing at it, touching, typing, scrolling. */
const INTENT_EVENTS = ['pointerover', 'pointerdown', 'touchstart', 'keydown', 'focusin', 'scroll'] as const;

/**
 * Warms every remote's (small) routes module at the visitor's first sign of activity, so navigating into a
 * section only has to fetch its page chunk. Not before: a page that is only read (a visitor from a search engine,
 * a crawler) never loads the other sections' code. Failures are ignored here: the route's own load reports them.
 */
export function preloadRemoteRoutes(target: EventTarget = window): void {
  const start = () => {
    for (const type of INTENT_EVENTS) target.removeEventListener(type, start, { capture: true });
    for (const name of remotesByName.keys()) void loadRemoteRoutes(name).catch(() => undefined);
  };
  for (const type of INTENT_EVENTS) target.addEventListener(type, start, { capture: true, passive: true });
}
