import type { z } from 'zod';
import { AppError } from './app-error.js';
import { cleanJson } from './text.js';

/**
 * Parses input with a zod schema; a failure becomes a 400 that names each bad field. Strings are cleaned first
 * (NFC, no bidi controls; NUL and lone surrogates refused), so multipart fields and query strings get the same rule
 * as JSON bodies.
 */
export function parseOrThrow<S extends z.ZodType>(schema: S, input: unknown, what = 'request'): z.infer<S> {
  const result = schema.safeParse(cleanJson(input, what));
  if (result.success) return result.data;
  const fields = result.error.issues.map((issue) => ({
    field: issue.path.join('.') || what,
    message: issue.message,
  }));
  const summary = fields.map((f) => `${f.field}: ${f.message}`).join('; ');
  throw AppError.badRequest(`Invalid ${what}: ${summary}`, { fields });
}
