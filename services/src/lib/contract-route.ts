import type { ApiRoute, RouteAnswer, RouteParams, RouteQueryParsed, RouteRequestParsed } from '@forge/contract';
import type { Request, RequestHandler, Response, Router } from 'express';
import { parseOrThrow } from './validate.js';

/** What a handler mounted from a contract entry reads, already checked against the entry's schemas. */
export interface ContractInput<R extends ApiRoute> {
  params: RouteParams<R>;
  query: RouteQueryParsed<R>;
  body: RouteRequestParsed<R>;
}

/** What res.json turns into the schema's input: a Date where the contract has a (datetime) string. */
export type Serialised<T> = T extends string ? T | Date : T extends readonly (infer U)[] ? Serialised<U>[] : T extends object ? { [K in keyof T]: Serialised<T[K]> } : T;

/**
 * Answers the entry's response body (sent as JSON, status 200 unless the handler set another with `res.status`),
 * or `undefined` after writing the answer itself (a file, a stream).
 */
export type ContractHandler<R extends ApiRoute> = (input: ContractInput<R>, req: Request, res: Response) => Promise<Serialised<RouteAnswer<R>> | undefined>;

/** The Express path of an entry: `/api/bom/uploads/{id}/process` → `/bom/uploads/:id/process` (routers sit under /api). */
export function expressPath(route: ApiRoute): string {
  return route.path.replace(/^\/api(?=\/)/, '').replace(/\{([^}]+)\}/g, ':$1');
}

/** The request's words in a 400: "Invalid process request: mapping.part: …". */
function what(route: ApiRoute, part: string): string {
  return `${route.id.split('.')[1]} ${part}`;
}

/** Tests (NODE_ENV=test) check every answer against the entry, so a server that drifts from the contract fails there. */
function checkAnswer(route: ApiRoute, body: unknown): void {
  if (process.env.NODE_ENV !== 'test' || !route.response) return;
  // What the client receives: the JSON of the answer (dates as ISO strings), not the objects before res.json.
  const result = route.response.safeParse(JSON.parse(JSON.stringify(body)));
  if (result.success) return;
  const problems = result.error.issues.map((i) => `${i.path.join('.') || '(body)'}: ${i.message}`).join('; ');
  throw new Error(`The answer of ${route.id} does not match the contract: ${problems}`);
}

/**
 * Mounts one contract entry on a router: the path comes from the entry, params, query and body are parsed with its
 * schemas (a failure is a 400 naming each field), and the handler's answer is typed by its response schema.
 */
export function mountRoute<R extends ApiRoute>(router: Router, route: R, guards: RequestHandler[], handler: ContractHandler<R>): void {
  router[route.method](expressPath(route), ...guards, async (req: Request, res: Response) => {
    const input = {
      params: req.params as RouteParams<R>,
      query: (route.query ? parseOrThrow(route.query, req.query, what(route, 'query')) : req.query) as RouteQueryParsed<R>,
      body: (route.request && route.requestType !== 'multipart/form-data' ? parseOrThrow(route.request, req.body ?? {}, what(route, 'request')) : req.body) as RouteRequestParsed<R>,
    };
    const answer = await handler(input, req, res);
    if (answer === undefined) {
      if (!res.headersSent) throw new Error(`${route.id} sent no answer.`);
      return;
    }
    checkAnswer(route, answer);
    res.json(answer);
  });
}
