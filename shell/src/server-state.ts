import type { DehydratedState } from '@tanstack/react-query';
import type { RemoteEntry, RuntimeConfig } from '@forge/shell-sdk';

/** The id of the JSON script a server-rendered page carries (written by `src/server/render.tsx`). */
export const SERVER_STATE_ID = 'forge-server-state';

/** What the browser needs to hydrate a server-rendered page exactly as it was rendered. */
export interface ServerState {
  config: RuntimeConfig;
  remotes: RemoteEntry[];
  /** The remote page of the route, and the remote's build that rendered it. */
  page: { remote: string; page: string; buildId: string };
  /** The API answers the page was rendered from (TanStack Query's dehydrated cache). */
  queries: DehydratedState;
}

export function readServerState(): ServerState | null {
  const text = document.getElementById(SERVER_STATE_ID)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as ServerState;
  } catch {
    return null;
  }
}
