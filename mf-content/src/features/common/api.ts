import { ApiError, apiUrl, http } from '@forge/shell-sdk';

export interface FieldProblem {
  field: string;
  message: string;
}

/** The per-field messages of our error shape (`error.details.fields`), keyed by field name. */
export function fieldErrorsOf(error: unknown): Record<string, string> {
  if (!(error instanceof ApiError)) return {};
  try {
    const parsed = JSON.parse(error.body) as { error?: { details?: { fields?: FieldProblem[] } } };
    const fields = parsed.error?.details?.fields ?? [];
    return Object.fromEntries(fields.map((f) => [f.field, f.message]));
  } catch {
    return {};
  }
}

/** A sentence for the user, from our error shape when there is one. */
export function errorMessageOf(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.status === 429 || error.status === 503) return error.userMessage;
    const fields = fieldErrorsOf(error);
    if (Object.keys(fields).length > 0) return 'Please fix the highlighted fields.';
    return error.userMessage;
  }
  if (error instanceof Error) return error.message;
  return 'Something went wrong. Please try again.';
}

/** POST multipart form data (file uploads) with the shell's auth; non-2xx raises §8's ApiError. */
export async function postMultipart<T>(path: string, body: FormData): Promise<T> {
  const response = await http.post(apiUrl(path), body);
  const text = typeof response.data === 'string' ? response.data : JSON.stringify(response.data ?? '');
  if (response.status < 200 || response.status >= 300) throw new ApiError(response.status, text, response.statusText);
  return (text ? JSON.parse(text) : null) as T;
}

/** Simple client-side email check; the server's check is the authority. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
