// Whether this browser may hold a Forge session: set when a sign-in check finds one, cleared on sign-out or when a
// check finds none. Without it (and without a sign-in callback in the URL) the shell skips the identity provider's
// check on load.
const KEY = 'forge.session-hint';

/** keycloak-js returns from the identity provider with its answer in the fragment (or the query). */
function isSignInCallback(url: URL): boolean {
  for (const part of [url.hash.slice(1), url.search.slice(1)]) {
    const params = new URLSearchParams(part);
    if (params.has('state') && (params.has('code') || params.has('error'))) return true;
  }
  return false;
}

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null; // storage disabled: always check
  }
}

export const sessionHint = {
  mayExist(url = new URL(window.location.href)): boolean {
    const store = storage();
    return !store || store.getItem(KEY) === '1' || isSignInCallback(url);
  },
  remember(): void {
    storage()?.setItem(KEY, '1');
  },
  forget(): void {
    storage()?.removeItem(KEY);
  },
};
