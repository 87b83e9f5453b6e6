import { REALM, REALM_ID, stableUuid } from './roles.js';

export const ADMIN_CLI_CLIENT_ID = 'admin-cli';

export function clientUuid(clientId: string): string {
  return stableUuid(`forge:client:${clientId}`);
}

export interface RealmClients {
  webClientId: string;
  servicesClientId: string;
  webOrigins: string[];
  servicesAccountUserId: string;
}

/** Keycloak ClientRepresentations of the realm's clients (secrets never included). */
export function clientRepresentations(clients: RealmClients) {
  const redirectUris = clients.webOrigins.map((origin) => `${origin}/*`);
  const base = (clientId: string) => ({
    id: clientUuid(clientId),
    clientId,
    enabled: true,
    protocol: 'openid-connect',
    alwaysDisplayInConsole: false,
    clientAuthenticatorType: 'client-secret',
    consentRequired: false,
    frontchannelLogout: true,
    fullScopeAllowed: true,
    nodeReRegistrationTimeout: -1,
    surrogateAuthRequired: false,
    notBefore: 0,
    access: { view: true, configure: true, manage: true },
  });
  return [
    {
      ...base(clients.webClientId),
      name: 'Forge',
      publicClient: true,
      bearerOnly: false,
      standardFlowEnabled: true,
      implicitFlowEnabled: false,
      directAccessGrantsEnabled: false,
      serviceAccountsEnabled: false,
      redirectUris,
      webOrigins: clients.webOrigins,
      rootUrl: clients.webOrigins[0],
      attributes: { 'pkce.code.challenge.method': 'S256', 'post.logout.redirect.uris': redirectUris.join('##') },
    },
    {
      ...base(clients.servicesClientId),
      name: 'Forge services',
      publicClient: false,
      bearerOnly: false,
      standardFlowEnabled: false,
      implicitFlowEnabled: false,
      directAccessGrantsEnabled: false,
      serviceAccountsEnabled: true,
      redirectUris: [],
      webOrigins: [],
      attributes: {},
    },
    {
      ...base(ADMIN_CLI_CLIENT_ID),
      name: '${client_admin-cli}',
      publicClient: true,
      bearerOnly: false,
      standardFlowEnabled: false,
      implicitFlowEnabled: false,
      directAccessGrantsEnabled: true,
      serviceAccountsEnabled: false,
      redirectUris: [],
      webOrigins: [],
      attributes: {},
    },
  ];
}

/** Keycloak's RealmRepresentation for the settings this provider implements. */
export function realmRepresentation(settings: {
  accessTokenLifespan: number;
  ssoSessionIdleTimeout: number;
  ssoSessionMaxLifespan: number;
  bruteForce: { failureFactor: number; waitIncrementSeconds: number; maxFailureWaitSeconds: number; maxDeltaTimeSeconds: number };
}) {
  return {
    id: REALM_ID,
    realm: REALM,
    displayName: 'Forge',
    enabled: true,
    sslRequired: 'external',
    registrationAllowed: false,
    loginWithEmailAllowed: true,
    duplicateEmailsAllowed: false,
    resetPasswordAllowed: true,
    rememberMe: false,
    verifyEmail: false,
    revokeRefreshToken: false,
    refreshTokenMaxReuse: 0,
    accessTokenLifespan: settings.accessTokenLifespan,
    ssoSessionIdleTimeout: settings.ssoSessionIdleTimeout,
    ssoSessionMaxLifespan: settings.ssoSessionMaxLifespan,
    actionTokenGeneratedByUserLifespan: 1800,
    actionTokenGeneratedByAdminLifespan: 43200,
    passwordPolicy: 'length(8) and digits(1) and regexPattern(.*\\p{L}.*) and notEmail(undefined)',
    defaultSignatureAlgorithm: 'RS256',
    bruteForceProtected: true,
    permanentLockout: false,
    failureFactor: settings.bruteForce.failureFactor,
    waitIncrementSeconds: settings.bruteForce.waitIncrementSeconds,
    maxFailureWaitSeconds: settings.bruteForce.maxFailureWaitSeconds,
    maxDeltaTimeSeconds: settings.bruteForce.maxDeltaTimeSeconds,
    defaultRole: { id: stableUuid('forge:role:default-roles-forge'), name: 'default-roles-forge', composite: true, clientRole: false, containerId: REALM_ID },
  };
}

/** Keycloak's declarative user profile (GET /users/profile) for the attributes this provider stores. */
export function userProfileConfig() {
  const attribute = (name: string, displayName: string, validations: Record<string, unknown>) => ({
    name,
    displayName,
    validations,
    permissions: { view: ['admin', 'user'], edit: ['admin', 'user'] },
    multivalued: false,
  });
  return {
    attributes: [
      attribute('username', '${username}', { length: { min: 3, max: 255 }, 'username-prohibited-characters': {}, 'up-username-not-idn-homograph': {} }),
      attribute('email', '${email}', { email: {}, length: { max: 255 } }),
      attribute('firstName', '${firstName}', { length: { max: 255 }, 'person-name-prohibited-characters': {} }),
      attribute('lastName', '${lastName}', { length: { max: 255 }, 'person-name-prohibited-characters': {} }),
    ],
    groups: [{ name: 'user-metadata', displayHeader: 'User metadata', displayDescription: 'Attributes, which refer to user metadata' }],
    unmanagedAttributePolicy: 'ENABLED',
  };
}
