import { startTransition, useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type Keycloak from 'keycloak-js';
import {
  AuthContext,
  apiRequest,
  configureApi,
  currentImpersonation,
  endImpersonation,
  resetAnalyticsIdentity,
  track,
  type AuthContextValue,
  type AuthStatus,
  type AuthUser,
  type ImpersonationGrant,
  type RuntimeConfig,
  type UserProfile,
} from '@forge/shell-sdk';
import { sessionHint } from './session-hint';

/** Refresh when the token has less than this many seconds left. */
const MIN_TOKEN_VALIDITY_S = 30;

interface TokenClaims {
  sub?: string;
  email?: string;
  name?: string;
  picture?: string;
  realm_access?: { roles?: string[] };
}

/** While an admin views as a user, the session presents the user: their id, name and roles, never admin. */
function claimsOf(viewingAs: ImpersonationGrant): TokenClaims {
  return { sub: viewingAs.target.uid, email: viewingAs.target.email, name: viewingAs.target.name, realm_access: { roles: viewingAs.target.roles } };
}

function userFrom(claims: TokenClaims, profile: UserProfile | null): AuthUser {
  const roles = claims.realm_access?.roles ?? [];
  return {
    uid: claims.sub ?? '',
    email: claims.email ?? '',
    displayName: profile?.displayName || claims.name || null,
    photoURL: profile?.photoURL || claims.picture || null,
    creationTime: profile?.createdAt ?? null,
    lastSignInTime: profile?.lastSignInAt ?? null,
    admin: roles.includes('admin'),
    roles,
  };
}

/**
 * Product-spec §4: loading, then signed in or signed out; the profile is read on sign-in.
 * `serverMarkup`: this render is the server's HTML, or the browser hydrating it. The server cannot know who is
 * visiting (the HTML is cached and shared), so it shows the visitor signed out, as most public visits are; the
 * browser's first render agrees, and one that may hold a session turns to "checking" before its first paint.
 */
export function AuthProvider({ config, serverMarkup = false, children }: { config: RuntimeConfig; serverMarkup?: boolean; children: ReactNode }) {
  const keycloakRef = useRef<Keycloak | null>(null);
  /** Set when the sign-in check was cut short (an error, a timeout, the page left mid-exchange): it found nothing. */
  const checkFailed = useRef(false);
  const [status, setStatus] = useState<AuthStatus>(serverMarkup ? 'signed-out' : 'loading');
  // Before the hydrated page paints: until then the server's "Sign in" is hidden for such a visitor (Header).
  useLayoutEffect(() => {
    if (serverMarkup && sessionHint.mayExist()) setStatus('loading');
  }, [serverMarkup]);
  const [claims, setClaims] = useState<TokenClaims | null>(null);
  const [profile, setProfile] = useState<UserProfile | null>(null);
  const [viewingAs, setViewingAs] = useState<ImpersonationGrant | null>(null);

  const getToken = useCallback(async () => {
    const kc = keycloakRef.current;
    if (!kc?.authenticated) return undefined;
    try {
      await kc.updateToken(MIN_TOKEN_VALIDITY_S);
    } catch {
      return undefined;
    }
    return kc.token;
  }, []);

  /** keycloak-js, loaded and initialised once: with the sign-in check when a session may exist, otherwise bare. */
  const keycloakReady = useRef<Promise<Keycloak> | null>(null);
  const startKeycloak = useCallback(
    (checkSso: boolean) =>
      (keycloakReady.current ??= (async () => {
        const { default: KeycloakCtor } = await import(/* webpackChunkName: "keycloak" */ 'keycloak-js');
        const kc = new KeycloakCtor(config.keycloak);
        keycloakRef.current = kc;
        kc.onTokenExpired = () => {
          void kc.updateToken(MIN_TOKEN_VALIDITY_S).catch(() => setStatus('signed-out'));
        };
        kc.onAuthRefreshSuccess = () => setClaims({ ...(kc.tokenParsed as TokenClaims) });
        try {
          await kc.init({
            pkceMethod: 'S256',
            checkLoginIframe: false,
            ...(checkSso ? { onLoad: 'check-sso' as const, silentCheckSsoRedirectUri: `${window.location.origin}/silent-check-sso.html` } : {}),
          });
        } catch (error) {
          checkFailed.current = true;
          console.error('Sign-in check failed', error);
        }
        return kc;
      })()),
    [config],
  );

  useEffect(() => {
    let cancelled = false;
    configureApi({ baseUrl: config.apiBaseUrl, getToken });
    // A visitor who never signed in here is signed out at once: no identity provider code, frames or re-renders
    // on their first page (most public visits). The hint is only a shortcut: a returning sign-in callback always
    // runs the full check, and a stale hint just costs the check.
    if (!sessionHint.mayExist()) {
      // A transition: what reads the status re-renders in slices, not one long task just after hydration.
      startTransition(() => setStatus('signed-out'));
      return;
    }
    void (async () => {
      // After the first frame: the sign-in check never delays the shell's first paint.
      await new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
      const kc = await startKeycloak(true);
      if (cancelled) return;
      if (!kc.authenticated) {
        // Only a check that answered "no session" forgets the hint. One cut short says nothing: a visitor who
        // follows a link while the token exchange runs would otherwise arrive signed out on the next page.
        if (!checkFailed.current) sessionHint.forget();
        setStatus('signed-out');
        return;
      }
      sessionHint.remember();
      setClaims(kc.tokenParsed as TokenClaims);
      const grant = currentImpersonation();
      if (grant) {
        // Viewing as a user is read-only: their profile is read, no sign-in is recorded for them.
        setViewingAs(grant);
        setProfile(await apiRequest<UserProfile>('GET', '/me').catch(() => null));
        setStatus('signed-in');
        return;
      }
      try {
        const signedIn = await apiRequest<UserProfile>('POST', '/me/sign-in');
        setProfile(signedIn);
        // §4: creation time equal to last sign-in time means this sign-in created the account.
        void track({ type: 'identify', props: { event: signedIn.createdAt === signedIn.lastSignInAt ? 'signup' : 'login' } });
      } catch (error) {
        console.error('Could not read the profile', error);
      }
      setStatus('signed-in');
    })();
    return () => {
      cancelled = true;
    };
  }, [config, getToken, startKeycloak]);

  const login = useCallback<AuthContextValue['login']>(async (options = {}) => {
    const kc = keycloakRef.current ?? (await startKeycloak(false));
    // Remembered before leaving for the identity provider: any page loaded after the return checks the session,
    // even one loaded before this page has finished reading the sign-in answer.
    sessionHint.remember();
    const target = options.redirectTo ?? window.location.pathname + window.location.search;
    await kc.login({ redirectUri: new URL(target, window.location.origin).href, ...(options.action ? { action: options.action } : {}) });
  }, [startKeycloak]);

  const logout = useCallback(async () => {
    const kc = keycloakRef.current;
    // §4: clear the admin flag and profile, reset analytics identity, end the session, go to /.
    setProfile(null);
    setClaims(null);
    endImpersonation();
    setViewingAs(null);
    setStatus('signed-out');
    sessionHint.forget();
    resetAnalyticsIdentity();
    try {
      await kc?.logout({ redirectUri: `${window.location.origin}/` });
    } catch (error) {
      console.error('Logout failed', error);
      throw error;
    }
  }, []);

  const refreshProfile = useCallback(async () => {
    setProfile(await apiRequest<UserProfile>('GET', '/me'));
  }, []);

  const value = useMemo<AuthContextValue>(() => {
    const user = status === 'signed-in' && claims ? userFrom(viewingAs ? claimsOf(viewingAs) : claims, profile) : null;
    return { status, user, profile, isAdmin: user?.admin ?? false, login, logout, getToken, refreshProfile };
  }, [status, claims, viewingAs, profile, login, logout, getToken, refreshProfile]);

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
