import { createContext, lazy, useContext, useMemo } from 'react';
import type { RemoteRoutesModule, RouteDeclaration } from './contract';

/**
 * Matches declared paths, including the spec's partial segments (`/us-:stateCode`) and constrained params
 * (`/us-:code([a-z]{2})/:county([a-z-]+)`), which React Router's matcher cannot express.
 */
export interface CompiledRoute<T extends RouteDeclaration = RouteDeclaration> {
  route: T;
  regex: RegExp;
  paramNames: string[];
  score: number[];
}

const PARAM = /:([A-Za-z_][A-Za-z0-9_]*)(\(([^)]*)\))?/g;

function escapeRegex(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

export function compileRoute<T extends RouteDeclaration>(route: T): CompiledRoute<T> {
  const paramNames: string[] = [];
  const segments = route.path.split('/').filter(Boolean);
  const score: number[] = [];
  const parts = segments.map((segment) => {
    let pattern = '';
    let last = 0;
    let hasParam = false;
    for (const match of segment.matchAll(PARAM)) {
      hasParam = true;
      pattern += escapeRegex(segment.slice(last, match.index));
      paramNames.push(match[1]!);
      pattern += `(${match[3] ?? '[^/]+'})`;
      last = match.index + match[0].length;
    }
    pattern += escapeRegex(segment.slice(last));
    // Static segments outrank partly static ones, which outrank plain params.
    score.push(!hasParam ? 3 : segment.startsWith(':') ? 1 : 2);
    return pattern;
  });
  const regex = new RegExp(`^/${parts.join('/')}/?$`, 'i');
  return { route, regex, paramNames, score };
}

function compareScores(a: number[], b: number[]): number {
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    const diff = (b[i] ?? 0) - (a[i] ?? 0);
    if (diff !== 0) return diff;
  }
  return 0;
}

export function compileRoutes<T extends RouteDeclaration>(routes: T[]): CompiledRoute<T>[] {
  return routes.map(compileRoute).sort((a, b) => compareScores(a.score, b.score));
}

export interface RouteMatch<T extends RouteDeclaration = RouteDeclaration> {
  route: T;
  params: Record<string, string>;
}

export function matchRoute<T extends RouteDeclaration>(compiled: CompiledRoute<T>[], pathname: string): RouteMatch<T> | null {
  for (const candidate of compiled) {
    const m = candidate.regex.exec(pathname);
    if (!m) continue;
    const params: Record<string, string> = {};
    candidate.paramNames.forEach((name, i) => {
      params[name] = decodeURIComponent(m[i + 1] ?? '');
    });
    return { route: candidate.route, params };
  }
  return null;
}

export const RouteParamsContext = createContext<Record<string, string>>({});

/** The params of the matched remote route (use instead of React Router's useParams in remote pages). */
export function useRouteParams<T extends Record<string, string> = Record<string, string>>(): T {
  return useContext(RouteParamsContext) as T;
}

/**
 * The page of `module` that `pathname` falls on, as a lazy component with the params it matched; null when no route
 * of the module matches. For a remote mounted alone (the dev harness, route tests); the shell has its own table.
 */
export function useModulePage(module: RemoteRoutesModule, pathname: string) {
  const compiled = useMemo(() => compileRoutes(module.routes), [module]);
  const match = matchRoute(compiled, pathname);
  const pageKey = match?.route.page;
  const Page = useMemo(() => (pageKey ? lazy(module.pages[pageKey]!) : null), [pageKey, module]);
  return match && Page ? { Page, params: match.params } : null;
}
