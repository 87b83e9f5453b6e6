import type { z } from 'zod';
import { apiRequest } from '@forge/shell-sdk';

/** A request whose answer is checked against its schema, so a contract drift fails loudly at the edge. */
export async function requestParsed<S extends z.ZodType>(schema: S, method: string, path: string, body?: unknown): Promise<z.infer<S>> {
  return schema.parse(await apiRequest(method, path, body));
}

/** Joins a path and its defined, non-empty query parameters (the query key is the full path). */
export function withQuery(path: string, query: Record<string, string | number | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined && value !== '') params.set(key, String(value));
  const qs = params.toString();
  return qs ? `${path}?${qs}` : path;
}

/** The sentence our services put in the error shape, else the error's own message. */
export function errorMessage(error: unknown): string {
  if (error && typeof error === 'object' && 'userMessage' in error) return String((error as { userMessage: unknown }).userMessage);
  return error instanceof Error ? error.message : String(error);
}

/** The HTTP status of an API error (0 when there is none). */
export function errorStatus(error: unknown): number {
  return error && typeof error === 'object' && 'status' in error && typeof (error as { status: unknown }).status === 'number' ? (error as { status: number }).status : 0;
}

/** The `details` of our services' error shape (e.g. `{fields: [{field, message}]}` on a 400), if any. */
export function errorDetails(error: unknown): unknown {
  const body = error && typeof error === 'object' && 'body' in error ? (error as { body: unknown }).body : undefined;
  if (typeof body !== 'string') return undefined;
  try {
    return (JSON.parse(body) as { error?: { details?: unknown } }).error?.details;
  } catch {
    return undefined;
  }
}
