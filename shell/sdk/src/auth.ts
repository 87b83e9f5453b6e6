import type { Profile } from '@forge/contract';
import { createContext, useContext } from 'react';

/** Product-spec §3: the authenticated user. */
export interface AuthUser {
  uid: string;
  email: string;
  displayName: string | null;
  photoURL: string | null;
  creationTime: string | null;
  lastSignInTime: string | null;
  admin: boolean;
  roles: string[];
}

/** The profile record the services keep (GET /api/me), as the contract defines it. */
export type UserProfile = Profile;

export type AuthStatus = 'loading' | 'signed-in' | 'signed-out';

export interface AuthContextValue {
  status: AuthStatus;
  user: AuthUser | null;
  profile: UserProfile | null;
  isAdmin: boolean;
  /** Starts sign-in; returns to `redirectTo` (default: the current page) afterwards. */
  login(options?: { redirectTo?: string; action?: 'UPDATE_PASSWORD' }): Promise<void>;
  /** Ends the session, then goes to `/`. */
  logout(): Promise<void>;
  /** A fresh access token (refreshed when close to expiry), or undefined when signed out. */
  getToken(): Promise<string | undefined>;
  /** Re-reads the profile after an edit. */
  refreshProfile(): Promise<void>;
}

export const AuthContext = createContext<AuthContextValue | null>(null);

/** A visitor who is not signed in, with actions that do nothing: the standalone dev harness and tests start here. */
export const SIGNED_OUT: AuthContextValue = {
  status: 'signed-out',
  user: null,
  profile: null,
  isAdmin: false,
  login: async () => undefined,
  logout: async () => undefined,
  getToken: async () => undefined,
  refreshProfile: async () => undefined,
};

/** Product-spec §8: using the auth hook outside its provider raises an error. */
export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used within an AuthProvider');
  return value;
}

/** §2: the displayed name falls back to the part of the email before the @. */
export function displayNameOf(user: Pick<AuthUser, 'displayName' | 'email'>): string {
  const name = user.displayName?.trim();
  if (name) return name;
  return user.email.split('@')[0] ?? user.email;
}

/** §2: the avatar shows the photo, else the first letter of the email. */
export function avatarInitialOf(user: Pick<AuthUser, 'email'>): string {
  return (user.email.trim()[0] ?? '?').toUpperCase();
}
