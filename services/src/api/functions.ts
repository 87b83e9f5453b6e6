import { Router, type Request } from 'express';
import { AppError } from '../lib/app-error.js';
import type { Guards } from '../lib/auth.js';
import type { CallableFunction } from '../domains/module.js';

/**
 * The server side of product-spec §7–8's callable functions: POST /functions/{name} with body {data},
 * answered with {data} or the one error shape, with the HTTP status §8 maps to the code.
 */
export function functionsRouter(functions: Map<string, CallableFunction>, guards: Guards): Router {
  const router = Router();
  router.post('/functions/:name', guards.optional, async (req: Request<{ name: string }>, res) => {
    const fn = functions.get(req.params.name);
    if (!fn) throw AppError.notFound(`There is no function named "${req.params.name}".`);
    const body: unknown = req.body;
    if (typeof body !== 'object' || body === null || Array.isArray(body) || !('data' in body)) {
      throw AppError.badRequest('The request body must be a JSON object with a "data" field.');
    }
    if (fn.access !== 'public' && !req.principal) throw AppError.unauthenticated();
    if (fn.access === 'admin' && !req.principal?.admin) throw AppError.forbidden('This function needs the admin role.');
    const result = await fn.handler((body as { data: unknown }).data, req.principal);
    res.json({ data: result ?? null });
  });
  return router;
}
