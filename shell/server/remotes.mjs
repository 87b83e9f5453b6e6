// The run-time remote list: each remote's manifest URL plus the routes it last declared.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';

export function createRemoteRegistry({ remotes, cacheFile, fetchTimeoutMs = 1500, maxAgeMs = 2000 }) {
  // Last known routes per remote, so a remote that is down still owns its paths (and shows the fallback).
  const lastKnown = new Map(
    cacheFile && existsSync(cacheFile) ? Object.entries(JSON.parse(readFileSync(cacheFile, 'utf8'))) : [],
  );

  async function describe(name, baseUrl) {
    try {
      const response = await fetch(`${baseUrl}/routes.json`, {
        signal: AbortSignal.timeout(fetchTimeoutMs),
        cache: 'no-store',
      });
      if (!response.ok) throw new Error(`routes.json answered ${response.status}`);
      const body = await response.json();
      if (!Array.isArray(body.routes)) throw new Error('routes.json has no routes array');
      lastKnown.set(name, body.routes);
      return { name, entry: `${baseUrl}/mf-manifest.json`, routes: body.routes, available: true };
    } catch {
      return { name, entry: `${baseUrl}/mf-manifest.json`, routes: lastKnown.get(name) ?? [], available: false };
    }
  }

  async function refresh() {
    const entries = await Promise.all(Object.entries(remotes).map(([name, url]) => describe(name, url)));
    const known = JSON.stringify(Object.fromEntries(lastKnown));
    if (cacheFile && known !== savedKnown) {
      try {
        writeFileSync(cacheFile, known);
        savedKnown = known;
      } catch {
        /* the cache is an optimisation only */
      }
    }
    return entries;
  }

  // Every page load asks for the list: answer from a list at most maxAgeMs old, refreshing it in the background,
  // so a remote that is down never delays the shell's first render by the fetch timeout.
  let savedKnown = null;
  let current = null; // { at, entries }
  let refreshing = null;
  const startRefresh = () => {
    refreshing ??= refresh()
      .then((entries) => {
        current = { at: Date.now(), entries };
        return entries;
      })
      .finally(() => {
        refreshing = null;
      });
    return refreshing;
  };

  return {
    async list() {
      if (!current) return startRefresh();
      if (Date.now() - current.at > maxAgeMs) void startRefresh().catch(() => undefined);
      return current.entries;
    },
  };
}
