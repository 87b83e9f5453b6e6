import { ApiError, apiUrl, authHeaders } from '@forge/shell-sdk';

/** Downloads an API file with the bearer token (a plain link cannot carry it). */
export async function downloadApiFile(path: string, fileName: string): Promise<void> {
  const response = await fetch(apiUrl(path), { headers: await authHeaders(), credentials: 'include' });
  if (!response.ok) throw new ApiError(response.status, await response.text(), response.statusText);
  const url = URL.createObjectURL(await response.blob());
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = fileName;
  document.body.appendChild(anchor);
  anchor.click();
  anchor.remove();
  // Give the browser a moment to start the download before the URL is released.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
