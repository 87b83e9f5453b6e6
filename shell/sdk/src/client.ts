// Client helpers every remote uses: errors turned into sentences, field errors, query strings, checked requests.
import type { FieldProblem } from '@forge/contract';
import { z } from 'zod';
import { ApiError, apiRequest } from './api';

const GENERIC = 'Something went wrong. Please try again.';
const BY_STATUS: Record<number, string> = {
  0: 'We could not reach Forge. Check your connection and try again.',
  401: 'Your session has ended. Sign in again to continue.',
  403: 'You do not have access to this.',
  404: 'We could not find that. It may have been removed.',
  413: 'That file is too large.',
  429: 'Too many requests. Please wait a moment and try again.',
  503: 'Forge is busy right now. Please try again in a moment.',
};

function errorBodyOf(error: ApiError): { message?: string; details?: unknown } | undefined {
  try {
    return (JSON.parse(error.body) as { error?: { message?: string; details?: unknown } }).error;
  } catch {
    return undefined;
  }
}

/** The HTTP status of an API error (0 when there is none). */
export function errorStatus(error: unknown): number {
  return error instanceof ApiError ? error.status : 0;
}

/** The `details` of the services' error shape (e.g. `{fields: [{field, message}]}` on a 400), if any. */
export function errorDetails(error: unknown): unknown {
  return error instanceof ApiError ? errorBodyOf(error)?.details : undefined;
}

/** The per-field messages of the error shape (`error.details.fields`), keyed by field name, for form fields. */
export function fieldErrorsOf(error: unknown): Record<string, string> {
  const details = errorDetails(error) as { fields?: FieldProblem[] } | undefined;
  const fields = Array.isArray(details?.fields) ? details.fields : [];
  return Object.fromEntries(fields.map((f) => [f.field, f.message]));
}

/**
 * One sentence for the user: the services' message from the error shape, else a sentence for the status.
 * Never a JSON or validation dump (an answer the client cannot read gets a sentence too).
 */
export function errorMessageOf(error: unknown): string {
  if (error instanceof ApiError) {
    const message = errorBodyOf(error)?.message;
    if (message) return message;
    return BY_STATUS[error.status] ?? (error.status >= 500 ? 'Forge had a problem answering. Please try again.' : GENERIC);
  }
  if (error instanceof z.ZodError) return 'Forge sent an answer this page does not understand. Reload the page and try again.';
  if (error instanceof Error && error.message && !/^\s*[[{]/.test(error.message)) return error.message;
  return GENERIC;
}

/**
 * The sentence above a form whose fields show their own messages: when the answer names fields at fault, "Please
 * fix the highlighted fields."; otherwise the same sentence as `errorMessageOf`.
 */
export function formErrorMessageOf(error: unknown): string {
  if (error instanceof ApiError && error.status !== 429 && error.status !== 503 && Object.keys(fieldErrorsOf(error)).length > 0) {
    return 'Please fix the highlighted fields.';
  }
  return errorMessageOf(error);
}

export { withQuery } from './query-string';

/** A request whose answer is checked against its contract schema, so drift fails loudly at the edge. */
export async function requestParsed<S extends z.ZodType>(schema: S, method: string, path: string, body?: unknown): Promise<z.infer<S>> {
  return schema.parse(await apiRequest(method, path, body));
}
