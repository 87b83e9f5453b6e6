import { ApiError, apiUrl } from '@forge/shell-sdk';

export { requestParsed, withQuery } from '@forge/shell-sdk';

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
