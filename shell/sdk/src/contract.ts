import type { AnalyticsEnvironment } from '@forge/contract';
import type { ComponentType } from 'react';

/** Who may open a route (product-spec §6). */
export type RouteGuard =
  | { kind: 'public' }
  | { kind: 'signed-in' }
  | { kind: 'admin' }
  | { kind: 'roles'; roles: string[] };

/** What a remote declares about one route, as data: the shell builds its route table from these. */
export interface RouteDeclaration {
  /** A react-router path pattern, e.g. `/company/:id`. */
  path: string;
  /** The page module this route renders; a key of the remote's `pages`. */
  page: string;
  guard: RouteGuard['kind'];
  /** For guard `roles`: the profile roles allowed. */
  roles?: string[];
  title?: string;
}

/** A remote's `routes.json`, served next to its `mf-manifest.json`. */
export interface RemoteRoutesFile {
  remote: string;
  routes: RouteDeclaration[];
}

export type PageModule = { default: ComponentType };

/** What a remote exposes as `./routes`: its route declarations and a lazy loader per page. */
export interface RemoteRoutesModule {
  remote: string;
  routes: RouteDeclaration[];
  pages: Record<string, () => Promise<PageModule>>;
  /** The build of the remote that is running: `__FORGE_BUILD_ID__`, set at build time (FORGE_BUILD_ID). */
  buildId: string;
}

/** One entry of the shell's run-time remote list (GET /remotes.json). */
export interface RemoteEntry {
  /** The federation name, e.g. `mf_discovery`. */
  name: string;
  /** The URL of the remote's `mf-manifest.json`. */
  entry: string;
  /** The routes the remote last declared; kept by the shell server so a down remote still owns its paths. */
  routes: RouteDeclaration[];
  /** False when the shell server could not reach the remote on the last check. */
  available: boolean;
}

/** Client configuration the shell server hands out at run time (GET /config.json). */
export interface RuntimeConfig {
  keycloak: { url: string; realm: string; clientId: string };
  apiBaseUrl: string;
  environment: AnalyticsEnvironment;
}

export function guardOf(route: RouteDeclaration): RouteGuard {
  if (route.guard === 'roles') return { kind: 'roles', roles: route.roles ?? [] };
  return { kind: route.guard };
}
