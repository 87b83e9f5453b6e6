import type { Connection } from 'mongoose';
import type { CryptoKey, KeyObject } from 'jose';
import type { ActionTokens } from './action-tokens.js';
import type { BruteForceGuard } from './brute-force.js';
import type { GroupStore } from './groups.js';
import type { RealmClients } from './realm.js';
import type { SessionStore } from './sessions.js';
import type { AccessTokenState } from './token-state.js';
import type { IdentityUser, UserModel } from './users.js';

export interface AdminDependencies {
  issuer: string;
  publicKey: KeyObject | CryptoKey;
  users: UserModel;
  connection: Connection;
  tokens: ActionTokens;
  webClientId: string;
  webRedirectUris: string[];
  sessions: SessionStore;
  groups: GroupStore;
  accessTokens: AccessTokenState;
  bruteForce: BruteForceGuard;
  clients: RealmClients;
  realmSettings: { accessTokenLifespan: number; ssoSessionIdleTimeout: number; ssoSessionMaxLifespan: number };
}

/** What every admin route file gets: the provider's parts and the user lookup (404 when there is none). */
export interface AdminRouteContext {
  deps: AdminDependencies;
  loadUser: (id: string | undefined) => Promise<IdentityUser>;
}
