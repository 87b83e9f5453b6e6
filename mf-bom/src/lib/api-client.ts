import type { z } from 'zod';
import { ApiError, apiRequest, apiUrl } from '@forge/shell-sdk';

/** A request whose answer is checked against its schema, so a contract drift fails loudly at the edge. */
export async function requestParsed<S extends z.ZodType>(
  schema: S,
  method: string,
  path: string,
  body?: unknown,
): Promise<z.infer<S>> {
  return schema.parse(await apiRequest(method, path, body));
}

/** Joins a path and its defined, non-empty query parameters (the query key is the full path). */
export function withQuery(path: string, query: Record<string, string | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value) params.set(key, value);
  const qs = params.toString();
  return qs ? `${path}?${qs}` : path;
}

/** Downloads a file from the API with the bearer token (a plain link cannot carry it). */
export async function downloadWithToken(path: string, token: string | undefined, fallbackName: string): Promise<void> {
  const response = await fetch(apiUrl(path), {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
    credentials: 'include',
  });
  if (!response.ok) throw new ApiError(response.status, await response.text(), response.statusText);
  const disposition = response.headers.get('content-disposition') ?? '';
  const named = /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(disposition)?.[1];
  const blob = await response.blob();
  const url = URL.createObjectURL(blob);
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = named ? decodeURIComponent(named) : fallbackName;
  document.body.appendChild(anchor);
  anchor.click();
  anchor.remove();
  // Give the browser a moment to start the download before the URL is released.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
