import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { hydrate } from '@tanstack/react-query';
import { createQueryClient, type RemoteEntry, type RuntimeConfig } from '@forge/shell-sdk';
import { App } from './App';
import { preloadRemotePage } from './federation/RemotePage';
import { preloadRemoteRoutes, setupFederation } from './federation/runtime';
import { readServerState } from './server-state';

async function readJson<T>(path: string): Promise<T> {
  const response = await fetch(path, { cache: 'no-cache' });
  if (!response.ok) throw new Error(`${path} answered ${response.status}`);
  return (await response.json()) as T;
}

const rootElement = document.getElementById('root')!;
const queryClient = createQueryClient();
// A page the server rendered with the real components carries what it was rendered from: the client config, the
// remote list, the route's page and the API answers it read.
const server = rootElement.hasChildNodes() ? readServerState() : null;

// The remote list and client config are read at run time, so a remote can move without a shell rebuild.
const [config, remotes] = server
  ? [server.config, server.remotes]
  : await Promise.all([
      readJson<RuntimeConfig>('/config.json'),
      readJson<RemoteEntry[]>('/remotes.json').catch((error: unknown) => {
        console.error('Remote list unavailable; sections will be missing', error);
        return [] as RemoteEntry[];
      }),
    ]);
setupFederation(remotes);

// Hydration takes over the server's HTML: the data is not fetched again and the page's module is loaded first, so
// the first client render is the server's. When the page cannot be loaded here, or its remote was redeployed since
// the server rendered it (another build's markup), or the URL has a query the server did not render with (pages
// are rendered and cached per path: `?page=2` would be another page), the app renders from scratch, still with the
// server's data.
const preloaded = server ? await preloadRemotePage(server.page.remote, server.page.page).catch(() => null) : null;
if (server) hydrate(queryClient, server.queries);
const hydrating = Boolean(preloaded && preloaded.buildId === server?.page.buildId && !window.location.search);
const app = (
  <StrictMode>
    <App config={config} remotes={remotes} queryClient={queryClient} preloaded={preloaded} globalCssInPage={server !== null} serverMarkup={hydrating} />
  </StrictMode>
);
if (hydrating) {
  // In a transition, hydration is time-sliced: it yields to the browser every few milliseconds instead of blocking
  // the main thread for the whole page (a phone's long task, and input waiting behind it).
  startTransition(() => {
    hydrateRoot(rootElement, app);
  });
} else {
  rootElement.replaceChildren();
  createRoot(rootElement).render(app);
}
preloadRemoteRoutes();
