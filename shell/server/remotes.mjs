// The run-time remote list: each remote's manifest URL plus the routes it last declared.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';

export function createRemoteRegistry({ remotes, cacheFile, fetchTimeoutMs = 1500 }) {
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

  return {
    async list() {
      const entries = await Promise.all(Object.entries(remotes).map(([name, url]) => describe(name, url)));
      if (cacheFile) {
        try {
          writeFileSync(cacheFile, JSON.stringify(Object.fromEntries(lastKnown)));
        } catch {
          /* the cache is an optimisation only */
        }
      }
      return entries;
    },
  };
}
