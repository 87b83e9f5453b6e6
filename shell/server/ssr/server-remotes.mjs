// The remotes' Node builds (dist/server/remoteEntry.js), loaded at run time from the same remote list as the browser's,
// with the Module Federation runtime for Node. Each remote's entry is re-checked (HEAD, ETag) at most every
// `checkEveryMs`; a changed entry is loaded into a fresh federation instance, so a remote redeployed alone changes
// the server HTML without a shell restart. A remote without a server build, or one that is down, renders nothing
// here: its routes are left to the browser. The remotes take their singletons (React, the router, the query cache,
// emotion, the contract package) from the shell's Node build (`shared`), so their pages render inside the shell's
// React tree.
import { createInstance } from '@module-federation/runtime';

const withTimeout = (promise, ms, what) =>
  Promise.race([promise, new Promise((_, reject) => setTimeout(() => reject(new Error(`${what} timed out after ${ms} ms`)), ms).unref())]);

export function createServerRemotes({ remotes, shared = () => ({}), fetchTimeoutMs = 1500, loadTimeoutMs = 5000, checkEveryMs = 2000, keepOnTimeoutMs = 10_000, onChange = () => undefined }) {
  /** name → { version, module, instance, routes, checkedAt, failingSince } */
  const state = new Map();
  const checking = new Map();
  let generation = 0;

  async function check(name, baseUrl) {
    const entry = `${baseUrl}/server/remoteEntry.js`;
    const previous = state.get(name);
    try {
      const head = await fetch(entry, { method: 'HEAD', cache: 'no-store', signal: AbortSignal.timeout(fetchTimeoutMs) });
      if (!head.ok) throw new Error(`${entry} answered ${head.status}`);
      const version = head.headers.get('etag') ?? head.headers.get('last-modified') ?? 'unversioned';
      if (previous?.module && previous.version === version) {
        Object.assign(previous, { checkedAt: Date.now(), failingSince: null });
        return;
      }
      // A new instance per version. The Node runtime keeps a loaded container under globalThis[<remote name>] and
      // returns it for any later entry URL, so the old one is dropped first (modules already taken stay usable).
      delete globalThis[name];
      const instance = createInstance({
        name: `forge_shell_ssr_${++generation}`,
        remotes: [{ name, entry: `${entry}?v=${encodeURIComponent(version)}` }],
        shared: Object.fromEntries(
          Object.entries(shared()).map(([key, { version: v, module }]) => [key, { version: v, lib: () => module, shareConfig: { singleton: true, requiredVersion: v } }]),
        ),
      });
      const loaded = await withTimeout(instance.loadRemote(`${name}/ssr`), loadTimeoutMs, `${name}/ssr`);
      const module = loaded?.default ?? loaded;
      if (typeof module?.render !== 'function') throw new Error(`${name}/ssr exposes no render()`);
      state.set(name, { version, module, instance, routes: null, checkedAt: Date.now() });
      if (previous) onChange(name);
    } catch (error) {
      // A check that timed out while this server is busy rendering (its own event loop late) says little about the
      // remote: the loaded build stays for `keepOnTimeoutMs`. A refused connection or an error answer drops it at once.
      const timedOut = error?.name === 'TimeoutError' || error?.name === 'AbortError';
      const failingSince = previous?.failingSince ?? Date.now();
      if (previous?.module && timedOut && Date.now() - failingSince < keepOnTimeoutMs) {
        Object.assign(previous, { checkedAt: Date.now(), failingSince });
        return;
      }
      state.set(name, { version: null, module: null, checkedAt: Date.now(), error: error.message });
      if (previous?.module) onChange(name);
    }
  }

  function refresh(name, baseUrl) {
    if (!checking.has(name)) checking.set(name, check(name, baseUrl).finally(() => checking.delete(name)));
    return checking.get(name);
  }

  return {
    /** The loaded server modules, in remote-list order. Waits only for a remote never checked before. */
    async modules() {
      const entries = Object.entries(remotes());
      await Promise.all(
        entries.map(([name, url]) => {
          const known = state.get(name);
          if (!known) return refresh(name, url);
          if (Date.now() - known.checkedAt > checkEveryMs) void refresh(name, url);
          return undefined;
        }),
      );
      return entries.map(([name]) => ({ name, module: state.get(name)?.module ?? null })).filter((r) => r.module);
    },
    /**
     * A remote's routes module (`./routes`) from the same Node build as its `./ssr`, for rendering its pages inside
     * the shell; null when the remote has no usable server build or its build exposes no routes.
     */
    async routes(name) {
      const known = state.get(name);
      if (!known?.module) return null;
      known.routes ??= withTimeout(known.instance.loadRemote(`${name}/routes`), loadTimeoutMs, `${name}/routes`)
        .then((loaded) => {
          const routes = loaded?.default ?? loaded;
          return routes && typeof routes.pages === 'object' ? routes : null;
        })
        .catch(() => null);
      return known.routes;
    },
    /** For tests and diagnostics: each remote's loaded version (null when it has no usable server build). */
    versions() {
      return Object.fromEntries([...state].map(([name, s]) => [name, s.module ? s.module.buildId ?? s.version : null]));
    },
  };
}
