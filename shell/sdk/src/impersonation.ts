import type { ImpersonationGrant } from '@forge/contract';

// The contract's IMPERSONATION_HEADER, spelt here so the shell's first chunk does not pull the contract's schemas in.
const IMPERSONATION_HEADER = 'x-forge-impersonation';

/**
 * The admin's view-as session in this tab (sessionStorage: other tabs stay the admin's own). The API holds the grant
 * and refuses writes; this only remembers which grant to send and whom to show.
 */
const STORAGE_KEY = 'forge.viewAs';

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

/**
 * The grant this tab holds, or null. Kept past its time until Stop: the tab still presents the user, so its calls must
 * keep carrying the grant (the API answers "ended") rather than silently act as the admin.
 */
export function currentImpersonation(): ImpersonationGrant | null {
  const raw = storage()?.getItem(STORAGE_KEY);
  if (!raw) return null;
  try {
    const grant = JSON.parse(raw) as ImpersonationGrant;
    if (typeof grant.grantId !== 'string' || !grant.target) return null;
    return grant;
  } catch {
    return null;
  }
}

/** True once the grant is past its time (the API refuses it; only Stop is left). */
export function impersonationExpired(grant: ImpersonationGrant, now = Date.now()): boolean {
  return !(Date.parse(grant.expiresAt) > now);
}

/** Remembers a grant the API just issued; the next page load presents the tab as the target user. */
export function beginImpersonation(grant: ImpersonationGrant): void {
  storage()?.setItem(STORAGE_KEY, JSON.stringify(grant));
}

/** Forgets the grant in this tab; API calls carry the admin's own identity again. */
export function endImpersonation(): void {
  storage()?.removeItem(STORAGE_KEY);
}

/** The header for API calls while viewing as a user (sent only with a token). */
export function impersonationHeaders(): Record<string, string> {
  const grant = currentImpersonation();
  return grant ? { [IMPERSONATION_HEADER]: grant.grantId } : {};
}
