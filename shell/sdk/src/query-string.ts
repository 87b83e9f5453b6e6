// Query strings, with no dependencies: the client, the contract calls and server pages use them.

/** Joins a path and its defined, non-empty query parameters (arrays repeat the key). */
export function withQuery(path: string, query: Record<string, string | number | boolean | undefined | null | string[]>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value)) value.forEach((v) => params.append(key, v));
    else params.set(key, String(value));
  }
  const qs = params.toString();
  return qs ? `${path}?${qs}` : path;
}
