import type { AuthContextValue, RouteGuard } from '@forge/shell-sdk';

export type GuardOutcome = { kind: 'allow' } | { kind: 'wait' } | { kind: 'redirect'; to: string; remember: boolean };

/** Product-spec §6: signed-out visitors go to /waitlist; non-admins and disallowed roles go to /. */
export function evaluateGuard(guard: RouteGuard, auth: Pick<AuthContextValue, 'status' | 'isAdmin' | 'profile' | 'user'>): GuardOutcome {
  if (guard.kind === 'public') return { kind: 'allow' };
  if (auth.status === 'loading') return { kind: 'wait' };
  if (auth.status === 'signed-out') return { kind: 'redirect', to: '/waitlist', remember: true };
  if (guard.kind === 'signed-in') return { kind: 'allow' };
  if (guard.kind === 'admin') return auth.isAdmin ? { kind: 'allow' } : { kind: 'redirect', to: '/', remember: false };
  const role = auth.profile?.role;
  const roles = auth.user?.roles ?? [];
  const allowed = guard.roles.some((r) => r === role || roles.includes(r));
  return allowed ? { kind: 'allow' } : { kind: 'redirect', to: '/', remember: false };
}

const RETURN_KEY = 'forge.returnTo';

/** The guarded route a visitor wanted, so that signing in later returns there. */
export function rememberReturnTo(path: string): void {
  try {
    sessionStorage.setItem(RETURN_KEY, path);
  } catch {
    /* storage unavailable */
  }
}

export function takeReturnTo(): string | null {
  try {
    const value = sessionStorage.getItem(RETURN_KEY);
    sessionStorage.removeItem(RETURN_KEY);
    return value;
  } catch {
    return null;
  }
}
