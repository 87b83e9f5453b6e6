import type { z } from 'zod';
import { AppError } from './app-error.js';

/** Parses input with a zod schema; a failure becomes a 400 that names each bad field. */
export function parseOrThrow<S extends z.ZodType>(schema: S, input: unknown, what = 'request'): z.infer<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const fields = result.error.issues.map((issue) => ({
    field: issue.path.join('.') || what,
    message: issue.message,
  }));
  const summary = fields.map((f) => `${f.field}: ${f.message}`).join('; ');
  throw AppError.badRequest(`Invalid ${what}: ${summary}`, { fields });
}
