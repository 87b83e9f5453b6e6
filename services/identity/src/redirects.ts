/**
 * Keycloak redirect URI matching: an entry ending in `*` is a prefix match, anything else must match exactly.
 * oidc-provider only does exact matching, so the client prototype is patched with this.
 */
export function redirectUriMatches(candidate: string, allowed: readonly string[]): boolean {
  let parsed: URL;
  try {
    parsed = new URL(candidate);
  } catch {
    return false;
  }
  if (parsed.hash) return false;
  if (parsed.username || parsed.password) return false;
  return allowed.some((pattern) => {
    if (!pattern.endsWith('*')) return pattern === candidate;
    const prefix = pattern.slice(0, -1);
    // "http://localhost:8080/*" must not match "http://localhost:8080.evil.test/..."
    return (
      candidate.startsWith(prefix) &&
      (prefix.endsWith('/') || candidate.length === prefix.length || '/?'.includes(candidate[prefix.length]!))
    );
  });
}
