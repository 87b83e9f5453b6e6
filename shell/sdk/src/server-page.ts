/**
 * The contract of a remote's server module (exposed as `./ssr` by its Node build, loaded by the shell server at run
 * time through the Module Federation runtime for Node). A remote renders the public routes it owns into HTML and
 * head data; the shell server wraps that in its frame. No React or browser API here: remotes bundle their own.
 */
import type { ApiRoute, RouteResult } from '@forge/contract';
import { apiPath, parseAnswer, type ReadArgs } from './contract-paths';

/** An API answer as the server sees it: the status and, for 2xx, the parsed body. */
export interface ServerApiResult<T> {
  status: number;
  body: T | null;
}

export interface ServerPageContext {
  /** The request path (no query), e.g. `/us-pa/allegheny`. */
  pathname: string;
  /** The site's public origin, for canonical URLs and JSON-LD, e.g. `https://forge.example`. */
  publicUrl: string;
  /** GET on the Forge API (`/api/...`), with the shell server's timeout. */
  api: <T>(path: string) => Promise<ServerApiResult<T>>;
}

/** A server-rendered public page. `bodyHtml` is the page's main content (an `<h1>`, lists, links). */
export interface ServerPage {
  status: 200 | 404;
  title: string;
  description: string;
  /** Path of the canonical URL (the shell prefixes the public origin). */
  canonicalPath: string;
  ogType?: 'website' | 'article' | 'profile';
  /** schema.org objects, each written as one `application/ld+json` script. */
  jsonLd: Record<string, unknown>[];
  bodyHtml: string;
}

/** A moved page (e.g. a renamed company's old slug): the shell answers 301 to `location`. */
export interface ServerRedirect {
  status: 301;
  location: string;
}

export interface ServerPagesModule {
  /** The remote's build (changes with each deploy). */
  buildId: string;
  /** Renders a path this remote owns (matched against its routes.json); null for any other path, or one left to the browser. */
  render(context: ServerPageContext): Promise<ServerPage | ServerRedirect | null>;
}

/** schema.org BreadcrumbList from [name, path] pairs. */
export function breadcrumbList(publicUrl: string, trail: [string, string][]): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map(([name, path], i) => ({ '@type': 'ListItem', position: i + 1, name, item: publicUrl + path })),
  };
}

/** schema.org ItemList of links, in page order. */
export function itemList(publicUrl: string, name: string, items: { name: string; path: string }[]): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    name,
    numberOfItems: items.length,
    itemListElement: items.map((item, i) => ({ '@type': 'ListItem', position: i + 1, name: item.name, url: publicUrl + item.path })),
  };
}

/** Thrown by a page renderer for an unknown thing (company, state, article…): the remote answers its 404 page. */
export class MissingPage extends Error {}

/** GET on the API for a server page: 400/404 → MissingPage (`what` names the thing), other failures throw. */
export async function getForPage<T>(ctx: ServerPageContext, path: string, what: string): Promise<T> {
  const answer = await ctx.api<T>(path);
  if (answer.status === 404 || answer.status === 400) throw new MissingPage(`${what}`);
  if (answer.status !== 200 || answer.body === null) throw new Error(`${path} answered ${answer.status}`);
  return answer.body;
}

/** Reads a contract entry for a server page: the path from the entry, the answer parsed with its schema. */
export async function readForPage<R extends ApiRoute>(ctx: ServerPageContext, route: R, args: ReadArgs<R>, what: string): Promise<RouteResult<R>> {
  return parseAnswer(route, await getForPage<unknown>(ctx, apiPath(route, args), what));
}
