import { ApiError, apiUrl, http } from '@forge/shell-sdk';

/** POST multipart form data (file uploads) with the shell's auth; non-2xx raises §8's ApiError. */
export async function postMultipart<T>(path: string, body: FormData): Promise<T> {
  const response = await http.post(apiUrl(path), body);
  const text = typeof response.data === 'string' ? response.data : JSON.stringify(response.data ?? '');
  if (response.status < 200 || response.status >= 300) throw new ApiError(response.status, text, response.statusText);
  return (text ? JSON.parse(text) : null) as T;
}

/** Simple client-side email check; the server's check is the authority. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
