// The shell's Node build (dist/server/render.cjs), used by the shell server (`shell/server/ssr`): renders a public
// route with the real app, the shell's frame and the remote's page as the browser renders them, so the browser
// hydrates the HTML instead of rendering from scratch. The remote's page comes from its Node build, loaded at run
// time with the Module Federation runtime; the modules below are handed to it as its shared singletons.
import { StrictMode, type ReactNode } from 'react';
import * as React from 'react';
import * as ReactJsxRuntime from 'react/jsx-runtime';
import * as ReactDom from 'react-dom';
import * as ReactDomServer from 'react-dom/server';
import { renderToPipeableStream } from 'react-dom/server';
import * as RouterKit from '@forge/shell-sdk/router-kit';
import { Writable } from 'node:stream';
import createCache from '@emotion/cache';
import * as EmotionReact from '@emotion/react';
import * as Zustand from 'zustand';
import * as ReactQuery from '@tanstack/react-query';
import * as Sdk from '@forge/shell-sdk';
import * as SdkWidgets from '@forge/shell-sdk/widgets';
import * as SdkForms from '@forge/shell-sdk/forms';
import * as SdkZodKit from '@forge/shell-sdk/zod-kit';
import * as SdkAccountContract from '@forge/shell-sdk/account-contract';
import * as SdkBuyingContract from '@forge/shell-sdk/buying-contract';
import * as SdkAdminContract from '@forge/shell-sdk/admin-contract';
import { configureApi, createQueryClient, guardOf, isPassedToBrowser, matchRoute, type ApiReader, type RemoteEntry, type RemoteRoutesModule, type RuntimeConfig } from '@forge/shell-sdk';
import { AppTree } from '../App';
import { preloadPage } from '../federation/RemotePage';
import { buildRouteTable } from '../routing/route-table';
import type { ServerState } from '../server-state';
import { suspendOnReads } from './suspend-on-reads';
import { createFrameParts } from './frame-parts';
import { FramePartProvider } from '../frame/frame-part';

declare const __FORGE_SHARED_VERSIONS__: Record<string, string>;

/** The shared singletons of every federated module (see sharedSingletons in the SDK's build), with their versions. */
export function sharedModules(): Record<string, { version: string; module: unknown }> {
  const v = __FORGE_SHARED_VERSIONS__;
  const sdk = { version: '0.1.0' };
  return {
    react: { version: v.react!, module: React },
    'react/jsx-runtime': { version: v.react!, module: ReactJsxRuntime },
    'react-dom': { version: v['react-dom']!, module: ReactDom },
    'react-dom/server': { version: v['react-dom']!, module: ReactDomServer },
    // The same trimmed router the browser shares (react-router-dom 7 only re-exports react-router).
    'react-router-dom': { version: v['react-router-dom']!, module: RouterKit },
    '@emotion/react': { version: v['@emotion/react']!, module: EmotionReact },
    zustand: { version: v.zustand!, module: Zustand },
    '@tanstack/react-query': { version: v['@tanstack/react-query']!, module: ReactQuery },
    '@forge/shell-sdk': { ...sdk, module: Sdk },
    '@forge/shell-sdk/widgets': { ...sdk, module: SdkWidgets },
    '@forge/shell-sdk/forms': { ...sdk, module: SdkForms },
    '@forge/shell-sdk/zod-kit': { ...sdk, module: SdkZodKit },
    '@forge/shell-sdk/account-contract': { ...sdk, module: SdkAccountContract },
    '@forge/shell-sdk/buying-contract': { ...sdk, module: SdkBuyingContract },
    '@forge/shell-sdk/admin-contract': { ...sdk, module: SdkAdminContract },
  };
}

export interface RenderAppOptions {
  pathname: string;
  config: RuntimeConfig;
  remotes: RemoteEntry[];
  /** The Forge API's origin as the server reaches it, e.g. http://127.0.0.1:4000. */
  apiUrl: string;
  /** The shell server's shared reads (one per path per page, shared with the remote's server module), if any. */
  anonymousReader?: ApiReader | null;
  /** A remote's routes module from its Node build, or null (no server build, down, or an older build without it). */
  loadRoutes: (remote: string) => Promise<RemoteRoutesModule | null>;
  /** The most render passes used to find the API reads of the page (each pass may reveal reads that depend on data). */
  maxPasses?: number;
  timeoutMs?: number;
}

export interface RenderedApp {
  /** The markup inside `<div id="root">`. */
  html: string;
  /** What the browser hydrates from (a `<script type="application/json">`). */
  state: ServerState;
}

type QueryClient = ReturnType<typeof createQueryClient>;

function streamToString(element: ReactNode, timeoutMs: number): Promise<string> {
  return new Promise((resolve, reject) => {
    let html = '';
    let failure: unknown = null;
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        html += chunk.toString();
        done();
      },
      final(done) {
        if (failure) reject(failure instanceof Error ? failure : new Error(String(failure)));
        else resolve(html);
        done();
      },
    });
    const timer = setTimeout(() => stream.abort(new Error(`render timed out after ${timeoutMs} ms`)), timeoutMs);
    timer.unref();
    const stream = renderToPipeableStream(element, {
      // Every boundary inline, in order: React would otherwise move big ones to the end of the stream and reveal
      // them with inline scripts, which the page's CSP refuses (and which a cached page does not need).
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      // Crawlers and the cache want the whole page: written once everything is ready.
      onAllReady() {
        clearTimeout(timer);
        stream.pipe(sink);
      },
      onShellError(error) {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
      // Any error inside would leave a fallback the browser does not render: the page then is not hydrated.
      onError(error) {
        failure ??= error;
      },
    });
  });
}

/** The queries a render asked for and nobody fetched yet (those that did not suspend it: see suspendOnReads). */
function unfetched(queryClient: QueryClient) {
  return queryClient
    .getQueryCache()
    .getAll()
    .filter((q) => q.state.status === 'pending' && q.state.fetchStatus === 'idle' && (q.options as { enabled?: unknown }).enabled !== false);
}

/** The reads the browser hydrates from: all but those only rendered into server islands (see the SDK's server-island). */
const passedToBrowser = (query: ReactQuery.Query) => ReactQuery.defaultShouldDehydrateQuery(query) && isPassedToBrowser(query);

let configured: { apiUrl: string; anonymousReader: ApiReader | null } | null = null;

/** The frame's parts rendered once and written into later pages (the footer; see FramePart). */
const frameParts = createFrameParts();

/**
 * Renders `pathname` as the browser's first render would, or null when the route is not a public remote page that
 * can be rendered here (the shell server then answers with the plain app shell and the browser renders it).
 */
export async function renderApp({ pathname, config, remotes, apiUrl, anonymousReader = null, loadRoutes, maxPasses = 4, timeoutMs = 4000 }: RenderAppOptions): Promise<RenderedApp | null> {
  const match = matchRoute(buildRouteTable(remotes), pathname);
  if (!match || guardOf(match.route).kind !== 'public') return null;
  const { remote, page } = match.route;
  const routes = await loadRoutes(remote);
  const preloaded = routes ? await preloadPage(remote, page, routes) : null;
  if (!preloaded) return null;
  // The API client of the shared contract package: on the server, anonymous reads straight from the API.
  if (configured?.apiUrl !== apiUrl || configured.anonymousReader !== anonymousReader) {
    configureApi({ baseUrl: `${apiUrl}/api`, anonymousReader });
    configured = { apiUrl, anonymousReader };
  }
  const queryClient = suspendOnReads(createQueryClient());
  const Server = ({ children }: { children: ReactNode }) => <RouterKit.MemoryRouter initialEntries={[pathname]}>{children}</RouterKit.MemoryRouter>;
  const tree = () => (
    <StrictMode>
      {/* One style cache per page: each rule's <style> is written once, next to its first use. */}
      <EmotionReact.CacheProvider value={createCache({ key: 'css' })}>
        <FramePartProvider value={frameParts.store}>
          <AppTree config={config} remotes={remotes} queryClient={queryClient} preloaded={preloaded} serverMarkup router={Server} />
        </FramePartProvider>
      </EmotionReact.CacheProvider>
    </StrictMode>
  );
  // Reads are found by rendering: a component that asks for a query waits for it (suspendOnReads); a query enabled
  // later is fetched after the pass, and the page renders again. The first render that asks for nothing new is the page.
  let html: string | null = null;
  const failedRead = () => queryClient.getQueryCache().getAll().some((q) => q.state.status === 'error');
  for (let pass = 0; pass < maxPasses && html === null; pass++) {
    let rendered: string;
    try {
      rendered = await streamToString(tree(), timeoutMs);
    } catch (error) {
      // A read that failed while a component waited for it is thrown into the render: the browser renders it.
      if (failedRead()) return null;
      throw error;
    }
    const pending = unfetched(queryClient);
    if (pending.length === 0) html = rendered;
    else await Promise.all(pending.map((q) => q.fetch().catch(() => undefined)));
  }
  // A failed or missing read renders differently in the browser (which would fetch it again): leave it to the browser.
  if (html === null || failedRead()) return null;
  html = frameParts.complete(html);
  if (html === null) return null;
  return {
    html,
    state: { config, remotes, page: { remote, page, buildId: preloaded.buildId }, queries: ReactQuery.dehydrate(queryClient, { shouldDehydrateQuery: passedToBrowser }) },
  };
}
