import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import type { RemoteEntry, RuntimeConfig } from '@forge/shell-sdk';
import { App } from './App';
import { preloadRemoteRoutes, setupFederation } from './federation/runtime';

async function readJson<T>(path: string): Promise<T> {
  const response = await fetch(path, { cache: 'no-cache' });
  if (!response.ok) throw new Error(`${path} answered ${response.status}`);
  return (await response.json()) as T;
}

// The remote list and client config are read at run time, so a remote can move without a shell rebuild.
const [config, remotes] = await Promise.all([
  readJson<RuntimeConfig>('/config.json'),
  readJson<RemoteEntry[]>('/remotes.json').catch((error: unknown) => {
    console.error('Remote list unavailable; sections will be missing', error);
    return [] as RemoteEntry[];
  }),
]);
setupFederation(remotes);
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App config={config} remotes={remotes} />
  </StrictMode>,
);
preloadRemoteRoutes();
