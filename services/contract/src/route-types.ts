// What one API operation of the route table is, and the types both sides read from an entry. Route files import
// from here; routes.ts gathers the tables (so no route file imports the file that imports it).
import type { z } from 'zod';

export type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** One API operation: its path (OpenAPI template, `{param}`), what it reads and what it answers. */
export interface ApiRoute {
  /** A stable name, `<group>.<operation>` (e.g. `bom.process`): servers mount and clients call an entry by it. */
  id: string;
  method: HttpMethod;
  path: string;
  summary: string;
  tags: string[];
  /** Needs a bearer token. */
  auth?: boolean;
  request?: z.ZodType;
  /** The query string's parameters, when the operation reads any. */
  query?: z.ZodType;
  /** How the request body is sent, when not JSON (a file upload). */
  requestType?: 'multipart/form-data';
  /** The 2xx JSON body. */
  response?: z.ZodType;
  /** What a route that answers with something other than JSON sends (a file, a CSV, an event stream, a page). */
  produces?: string;
}

/** An entry as written in a group: the group gives its id and, unless it names its own, its tags. */
export type RouteSpec = Omit<ApiRoute, 'id' | 'tags'> & { tags?: readonly string[] };

/** The names of a path template's parameters: `/api/rfqs/{id}/award` → `'id'`. */
export type PathParamNames<P extends string> = P extends `${string}{${infer Name}}${infer Rest}` ? Name | PathParamNames<Rest> : never;

/** The values a path template needs, by name. */
export type PathParams<P extends string> = { [K in PathParamNames<P>]: string };

/** The body a client sends to an entry (the schema's input), or `undefined` when it takes none. */
export type RouteRequest<R> = R extends { request: infer S extends z.ZodType } ? z.input<S> : undefined;
/** The body a server handler reads (the schema's output, defaults applied). */
export type RouteRequestParsed<R> = R extends { request: infer S extends z.ZodType } ? z.output<S> : undefined;
/** The query a client sends to an entry. Without a query schema: any flat string/number parameters. */
export type RouteQuery<R> = R extends { query: infer S extends z.ZodType } ? z.input<S> : Record<string, string | number | boolean | string[] | null | undefined>;
/** The query a server handler reads. */
export type RouteQueryParsed<R> = R extends { query: infer S extends z.ZodType } ? z.output<S> : Record<string, unknown>;
/** What a server handler answers (the response schema's input). */
export type RouteAnswer<R> = R extends { response: infer S extends z.ZodType } ? z.input<S> : unknown;
/** What a client reads back (the response schema's output). */
export type RouteResult<R> = R extends { response: infer S extends z.ZodType } ? z.output<S> : unknown;
/** The path parameters of an entry. */
export type RouteParams<R> = R extends { path: infer P extends string } ? PathParams<P> : never;

/** A group's entries, each with its id (`<group>.<key>`) and tags filled in, every schema type kept. */
export type RouteGroup<G extends string, T extends Record<string, RouteSpec>> = {
  readonly [K in keyof T & string]: Omit<T[K], 'tags'> & { id: `${G}.${K}`; tags: string[] };
};

/**
 * Names a table of entries: `routeGroup('bom', ['bom'], { process: {...} })` gives `bom.process`. The table keeps
 * its order (more specific paths first where two templates could match one URL).
 */
export function routeGroup<const G extends string, const T extends Record<string, RouteSpec>>(group: G, tags: readonly string[], table: T): RouteGroup<G, T> {
  const named = Object.entries(table).map(([key, spec]) => [key, { ...spec, id: `${group}.${key}`, tags: [...(spec.tags ?? tags)] }]);
  return Object.fromEntries(named) as RouteGroup<G, T>;
}

/** A group's entries as a list, in the order written (for API_ROUTES). */
export function routeList(group: Record<string, ApiRoute>): ApiRoute[] {
  return Object.values(group);
}

/** A path template filled in: each `{name}` replaced by its value, URL-encoded. */
export function fillPath(template: string, params: Record<string, string | number> = {}): string {
  return template.replace(/\{([^}]+)\}/g, (_match, name: string) => {
    const value = params[name];
    if (value === undefined || value === '') throw new Error(`The path ${template} needs its "${name}" parameter.`);
    return encodeURIComponent(String(value));
  });
}
