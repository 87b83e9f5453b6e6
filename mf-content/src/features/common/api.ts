import { ApiError, apiUrl, errorMessageOf as sdkErrorMessageOf, fieldErrorsOf, http } from '@forge/shell-sdk';

export { fieldErrorsOf, type FieldProblem } from '@forge/shell-sdk';

/** A sentence for the user; when fields are at fault, the form shows their messages next to them. */
export function errorMessageOf(error: unknown): string {
  if (error instanceof ApiError && error.status !== 429 && error.status !== 503 && Object.keys(fieldErrorsOf(error)).length > 0) {
    return 'Please fix the highlighted fields.';
  }
  return sdkErrorMessageOf(error);
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
