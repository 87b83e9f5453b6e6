// The anonymous API reads of server-rendered public pages, made once:
// - per page render: the remote's `./ssr` module and the app's queries (through the SDK's `anonymousReader`) get one
//   answer per path for the whole render (AsyncLocalStorage scopes it to the render, across every await);
// - across concurrent renders on this replica: a read in flight or finished less than `ttlMs` ago is shared (20
//   company pages rendered at once all read the same 52 KB catalogue).
// Only public, anonymous data is kept, for a few seconds, in this process. Nothing must be shared between replicas:
// `clear()` (a supplier change on any API replica, through the change stream) makes the next read go to the API.
import { AsyncLocalStorage } from 'node:async_hooks';

export function createApiReads({ apiUrl, timeoutMs = 3000, ttlMs = 3000, maxEntries = 1000 }) {
  const pageScope = new AsyncLocalStorage();
  /** API path → { at, answer: Promise<{ status, statusText, text }> } */
  const recent = new Map();

  /** `/api/...` for a path or a full URL on the API's origin; null for any other origin (never read here). */
  function pathOf(pathOrUrl) {
    if (pathOrUrl.startsWith('/')) return pathOrUrl;
    return pathOrUrl.startsWith(`${apiUrl}/`) ? pathOrUrl.slice(apiUrl.length) : null;
  }

  function fetchAnswer(path) {
    return fetch(apiUrl + path, { headers: { accept: 'application/json' }, signal: AbortSignal.timeout(timeoutMs) }).then(async (response) => ({
      status: response.status,
      statusText: response.statusText,
      text: await response.text(),
    }));
  }

  function shared(path) {
    const kept = recent.get(path);
    if (kept && Date.now() - kept.at < ttlMs) return kept.answer;
    const entry = { at: Date.now(), answer: fetchAnswer(path) };
    recent.delete(path);
    recent.set(path, entry);
    if (recent.size > maxEntries) recent.delete(recent.keys().next().value);
    // A failure or a server error is not kept: the next render asks again.
    const forget = () => {
      if (recent.get(path) === entry) recent.delete(path);
    };
    entry.answer.then((answer) => answer.status >= 500 && forget(), forget);
    return entry.answer;
  }

  /** GET `pathOrUrl` on the API: `{ status, statusText, text }`. */
  function read(pathOrUrl) {
    const path = pathOf(pathOrUrl);
    if (path === null) return Promise.reject(new Error(`${pathOrUrl} is not on the API (${apiUrl})`));
    const page = pageScope.getStore();
    if (!page) return shared(path);
    if (!page.has(path)) page.set(path, shared(path));
    return page.get(path);
  }

  return {
    read,
    /** Runs `render` with its own page scope: every read inside it, however deep, answers one path once. */
    forPage: (render) => pageScope.run(new Map(), render),
    /** Forgets the shared reads (a supplier change): the next read of any path goes to the API. */
    clear() {
      recent.clear();
    },
  };
}
