import type { RequestHandler, Router } from 'express';
import type { z } from 'zod';
import { requirePrincipal, type Principal } from './auth.js';
import { parseOrThrow } from './validate.js';

/**
 * The signed-in caller's own document at `path`: GET reads it; `change.method` applies a body validated by
 * `change.schema` (field errors name `change.what`) and answers the document as it is after.
 */
export function ownDocumentRoutes<S extends z.ZodType>(
  router: Router,
  signedIn: RequestHandler,
  path: string,
  read: (principal: Principal) => Promise<unknown>,
  change: { method: 'put' | 'patch'; schema: S; what: string; apply: (principal: Principal, change: z.infer<S>) => Promise<unknown> },
): void {
  router.get(path, signedIn, async (req, res) => {
    res.json(await read(requirePrincipal(req)));
  });
  router[change.method](path, signedIn, async (req, res) => {
    const body = parseOrThrow(change.schema, req.body, change.what);
    res.json(await change.apply(requirePrincipal(req), body));
  });
}
