import { randomUUID } from 'node:crypto';
import Provider, {
  interactionPolicy,
  type Adapter,
  type Configuration,
  type KoaContextWithOIDC,
} from 'oidc-provider';
import type { KeyMaterial } from './keys.js';
import { ADMIN_CLI_CLIENT_ID } from './realm.js';
import { redirectUriMatches } from './redirects.js';
import { DEFAULT_ROLES, effectiveRoles } from './roles.js';
import { displayName, type IdentityUser, type UserModel } from './users.js';
import { keycloakIdTokenShaper } from './id-token.js';
import type { AccessTokenState } from './token-state.js';
import { logoutPage, messagePage } from './views.js';

export const WEB_CLIENT_ID = 'forge-web';
export const SERVICES_CLIENT_ID = 'forge-services';
export { ADMIN_CLI_CLIENT_ID };
export const API_AUDIENCE = 'forge-api';
/** Resource indicator the provider issues JWT access tokens for (audience forge-api). */
export const API_RESOURCE = 'urn:forge:api';
export const REALM_MANAGEMENT_ROLES = ['manage-users', 'view-users', 'query-users'];
/** Keycloak's Level of Authentication for a password login. */
export const PASSWORD_ACR = '1';
/** Non-httpOnly cookie read by login-status-iframe.html; holds the provider session uid (token `sid`). */
export const SESSION_STATUS_COOKIE = 'FORGE_IDENTITY_SESSION';
export const ACCESS_TOKEN_TTL_SECONDS = 300;
export const REFRESH_TOKEN_TTL_SECONDS = 30 * 60;
export const SESSION_TTL_SECONDS = 10 * 60 * 60;
const RESOURCE_SCOPES = 'openid profile email roles web-origins offline_access';

export interface ProviderDependencies {
  issuer: string;
  keys: KeyMaterial;
  users: UserModel;
  webOrigins: string[];
  servicesClientSecret: string;
  interactionBase: string;
  /** Storage of sessions, grants, codes and tokens. */
  adapter: (name: string) => Adapter;
  /** Issued access tokens (for revocation and introspection). */
  accessTokens: AccessTokenState;
  /** Id of the service-account user of forge-services (the `sub` of its tokens, as in Keycloak). */
  servicesAccountUserId: string;
  /** Effective realm roles of a user (direct, from groups, composites expanded). */
  realmRolesOf: (user: IdentityUser) => Promise<string[]>;
}

/** Claims shared by access tokens, ID tokens and /userinfo, shaped like Keycloak's. */
export function profileClaims(user: IdentityUser): Record<string, unknown> {
  const picture = user.attributes?.picture?.[0];
  return {
    email: user.email,
    email_verified: user.emailVerified,
    name: displayName(user),
    preferred_username: user.username,
    given_name: user.firstName,
    family_name: user.lastName,
    ...(picture ? { picture } : {}),
  };
}

function base64urlJson(value: unknown): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}

function needsPasswordUpdate(ctx: KoaContextWithOIDC, user: IdentityUser | null): boolean {
  const { oidc } = ctx;
  if (oidc.result?.kcAction) return false;
  if (oidc.params?.kc_action === 'UPDATE_PASSWORD') return true;
  return Boolean(user?.requiredActions?.includes('UPDATE_PASSWORD'));
}

export function createProvider(deps: ProviderDependencies): Provider {
  const { users } = deps;
  const redirectUris = deps.webOrigins.map((origin) => `${origin}/*`);
  const webOrigins = new Set(deps.webOrigins);

  const loadUser = (id: string | undefined) =>
    id ? users.findById(id).lean<IdentityUser>().exec() : Promise.resolve(null);

  const policy = interactionPolicy.base();
  // Keycloak application-initiated action (kc_action=UPDATE_PASSWORD) and required actions.
  policy.add(
    new interactionPolicy.Prompt(
      { name: 'update_password', requestable: false },
      new interactionPolicy.Check(
        'update_password_required',
        'the End-User has to choose a new password',
        'interaction_required',
        async (ctx) => {
          const accountId = ctx.oidc.session?.accountId;
          if (!accountId) return interactionPolicy.Check.NO_NEED_TO_PROMPT;
          return needsPasswordUpdate(ctx, await loadUser(accountId))
            ? interactionPolicy.Check.REQUEST_PROMPT
            : interactionPolicy.Check.NO_NEED_TO_PROMPT;
        },
      ),
    ),
    1,
  );

  const configuration: Configuration = {
    adapter: deps.adapter,
    clients: [
      {
        client_id: WEB_CLIENT_ID,
        client_name: 'Forge',
        token_endpoint_auth_method: 'none',
        application_type: 'web',
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
        redirect_uris: redirectUris,
        post_logout_redirect_uris: redirectUris,
      },
      {
        client_id: SERVICES_CLIENT_ID,
        client_name: 'Forge services',
        client_secret: deps.servicesClientSecret,
        token_endpoint_auth_method: 'client_secret_basic',
        grant_types: ['client_credentials'],
        response_types: [],
        redirect_uris: [],
      },
      {
        // Keycloak's operator client: password grant for users holding realm-management roles (admin-cli.ts).
        client_id: ADMIN_CLI_CLIENT_ID,
        client_name: 'admin-cli',
        token_endpoint_auth_method: 'none',
        grant_types: ['password'],
        response_types: [],
        redirect_uris: [],
      },
    ],
    jwks: { keys: [deps.keys.signingKey as unknown as Record<string, string>] as never },
    cookies: { keys: deps.keys.cookieKeys },
    findAccount: async (_ctx, sub) => {
      const user = await loadUser(sub);
      if (!user || !user.enabled) return undefined;
      return {
        accountId: user._id,
        claims: async () => ({ sub: user._id, ...profileClaims(user) }),
      };
    },
    // Keycloak puts profile claims in the ID token even when only `openid` is requested.
    claims: {
      openid: [
        'sub',
        'email',
        'email_verified',
        'name',
        'preferred_username',
        'given_name',
        'family_name',
        'picture',
      ],
    },
    conformIdTokenClaims: false,
    scopes: ['openid', 'offline_access', 'profile', 'email', 'roles', 'web-origins', 'acr', 'basic'],
    extraParams: ['kc_action', 'kc_idp_hint', 'kc_locale'],
    pkce: { required: () => true },
    routes: {
      authorization: '/protocol/openid-connect/auth',
      token: '/protocol/openid-connect/token',
      end_session: '/protocol/openid-connect/logout',
      jwks: '/protocol/openid-connect/certs',
      revocation: '/protocol/openid-connect/revoke',
      introspection: '/protocol/openid-connect/token/introspect',
      userinfo: '/protocol/openid-connect/userinfo',
    },
    interactions: {
      policy,
      url: (_ctx, interaction) => `${deps.interactionBase}/${interaction.uid}`,
    },
    features: {
      devInteractions: { enabled: false },
      clientCredentials: { enabled: true },
      introspection: {
        enabled: true,
        allowedPolicy: async (_ctx, client) => client.clientId === SERVICES_CLIENT_ID,
      },
      revocation: { enabled: true },
      // The built-in userinfo rejects JWT access tokens with an audience; index.ts serves /userinfo.
      userinfo: { enabled: false },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource: async (ctx, form) => {
          ctx.type = 'html';
          ctx.body = logoutPage(form);
        },
        postLogoutSuccessSource: async (ctx) => {
          ctx.type = 'html';
          ctx.body = messagePage({ title: 'Signed out', message: 'You have been signed out of Forge.' });
        },
      },
      resourceIndicators: {
        enabled: true,
        defaultResource: () => API_RESOURCE,
        useGrantedResource: () => true,
        getResourceServerInfo: () => ({
          scope: RESOURCE_SCOPES,
          audience: API_AUDIENCE,
          accessTokenFormat: 'jwt',
          accessTokenTTL: ACCESS_TOKEN_TTL_SECONDS,
          jwt: { sign: { alg: 'RS256' } },
        }),
      },
    },
    ttl: {
      AccessToken: ACCESS_TOKEN_TTL_SECONDS,
      ClientCredentials: ACCESS_TOKEN_TTL_SECONDS,
      AuthorizationCode: 60,
      IdToken: ACCESS_TOKEN_TTL_SECONDS,
      Interaction: 60 * 60,
      RefreshToken: REFRESH_TOKEN_TTL_SECONDS,
      Session: SESSION_TTL_SECONDS,
      Grant: SESSION_TTL_SECONDS,
    },
    issueRefreshToken: async (_ctx, client) => client.clientId === WEB_CLIENT_ID,
    // First-party clients: no consent screen. The grant covers whatever the client asked for.
    loadExistingGrant: async (ctx) => {
      const { client, account, session } = ctx.oidc;
      if (!client || !account || !session) return undefined;
      const grantId = ctx.oidc.result?.consent?.grantId ?? session.grantIdFor(client.clientId);
      let grant = grantId ? await ctx.oidc.provider.Grant.find(grantId) : undefined;
      if (!grant || grant.accountId !== account.accountId || grant.clientId !== client.clientId) {
        grant = new ctx.oidc.provider.Grant({ clientId: client.clientId, accountId: account.accountId });
      }
      const requested = [...ctx.oidc.requestParamScopes].filter(Boolean);
      grant.addOIDCScope(['openid', ...requested].join(' '));
      grant.addResourceScope(API_RESOURCE, RESOURCE_SCOPES);
      await grant.save();
      return grant;
    },
    extraTokenClaims: async (ctx, token) => {
      const clientId = token.clientId;
      if (token.kind === 'ClientCredentials') {
        // Keycloak's service-account client scope adds client_id, clientHost and clientAddress.
        const address = ctx?.ip ?? '';
        return {
          typ: 'Bearer',
          azp: clientId,
          acr: PASSWORD_ACR,
          'allowed-origins': [],
          realm_access: { roles: effectiveRoles([DEFAULT_ROLES]) },
          ...(clientId === SERVICES_CLIENT_ID
            ? { resource_access: { 'realm-management': { roles: REALM_MANAGEMENT_ROLES } } }
            : {}),
          email_verified: false,
          preferred_username: `service-account-${clientId}`,
          client_id: clientId,
          clientHost: address,
          clientAddress: address,
        };
      }
      const accessToken = token as typeof token & { accountId?: string; sessionUid?: string };
      const user = await loadUser(accessToken.accountId);
      if (!user) return { typ: 'Bearer', azp: clientId };
      const nonce =
        ctx?.oidc.entities.AuthorizationCode?.nonce ??
        (ctx?.oidc.entities.RefreshToken as { nonce?: string } | undefined)?.nonce;
      const source = (ctx?.oidc.entities.AuthorizationCode ?? ctx?.oidc.entities.RefreshToken) as
        | { authTime?: number; acr?: string }
        | undefined;
      return {
        typ: 'Bearer',
        azp: clientId,
        ...(source?.authTime ? { auth_time: source.authTime } : {}),
        ...(accessToken.sessionUid ? { sid: accessToken.sessionUid } : {}),
        acr: source?.acr ?? PASSWORD_ACR,
        'allowed-origins': clientId === WEB_CLIENT_ID ? [...webOrigins] : [],
        ...(nonce ? { nonce } : {}),
        realm_access: { roles: await deps.realmRolesOf(user) },
        ...profileClaims(user),
      };
    },
    formats: {
      customizers: {
        jwt: async (_ctx, token, jwt) => {
          jwt.header = { ...jwt.header, typ: 'JWT' };
          const issued = token as typeof token & { accountId?: string; grantId?: string; sessionUid?: string };
          if (token.kind === 'ClientCredentials' && token.clientId === SERVICES_CLIENT_ID) {
            jwt.payload.sub = deps.servicesAccountUserId;
          }
          // Keycloak's service-account token carries the client's default scopes.
          if (token.kind === 'ClientCredentials' && !jwt.payload.scope) jwt.payload.scope = 'profile email';
          await deps.accessTokens.record({
            jti: String(jwt.payload.jti),
            clientId: String(token.clientId),
            accountId: issued.accountId,
            grantId: issued.grantId,
            sessionUid: issued.sessionUid,
            exp: Number(jwt.payload.exp),
          });
        },
      },
    },
    clientBasedCORS: (_ctx, origin) => webOrigins.has(origin),
    renderError: async (ctx, out) => {
      ctx.type = 'html';
      ctx.body = messagePage({
        title: 'Something went wrong',
        message: String(out.error_description ?? out.error ?? 'The request could not be completed.'),
        error: true,
      });
    },
  };

  const provider = new Provider(deps.issuer, configuration);

  // Keycloak accepts redirect URIs with a trailing `*` wildcard.
  const clientPrototype = provider.Client.prototype as unknown as {
    redirectUris: string[];
    postLogoutRedirectUris?: string[];
    redirectUriAllowed(value: string): boolean;
    postLogoutRedirectUriAllowed(value: string): boolean;
  };
  clientPrototype.redirectUriAllowed = function redirectUriAllowed(value: string) {
    return redirectUriMatches(value, this.redirectUris ?? []);
  };
  clientPrototype.postLogoutRedirectUriAllowed = function postLogoutRedirectUriAllowed(value: string) {
    return redirectUriMatches(value, this.postLogoutRedirectUris ?? []);
  };

  // keycloak-js decodes refresh tokens as JWTs, so the opaque id is an unsigned JWT (alg none, never verified).
  const refreshPrototype = provider.RefreshToken.prototype as unknown as {
    generateTokenId(this: Record<string, unknown> & { expiration: number }): string;
  };
  refreshPrototype.generateTokenId = function generateTokenId() {
    const now = Math.floor(Date.now() / 1000);
    const payload = {
      exp: now + this.expiration,
      iat: now,
      jti: randomUUID(),
      iss: deps.issuer,
      aud: deps.issuer,
      sub: this.accountId,
      typ: 'Refresh',
      azp: this.clientId,
      ...(this.nonce ? { nonce: this.nonce } : {}),
      ...(this.sessionUid ? { sid: this.sessionUid } : {}),
      scope: this.scope,
    };
    return `${base64urlJson({ alg: 'none', typ: 'JWT' })}.${base64urlJson(payload)}.`;
  };

  // Keycloak reports the outcome of application-initiated actions in the authorization response.
  provider.on('authorization.success', (ctx: KoaContextWithOIDC, out?: Record<string, unknown>) => {
    const action = ctx.oidc.result?.kcAction as { status?: string } | undefined;
    const requested = ctx.oidc.params?.kc_action;
    if (out && action?.status && requested) {
      out.kc_action_status = action.status;
      out.kc_action = requested;
    }
  });

  const shapeIdToken = keycloakIdTokenShaper(deps.keys);
  provider.use(async (ctx, next) => {
    await next();
    const route = ctx.oidc?.route;
    if (route === 'token' && ctx.status === 200) await shapeIdToken(ctx as KoaContextWithOIDC);
    if (route === 'discovery' && ctx.body && typeof ctx.body === 'object') {
      (ctx.body as Record<string, unknown>).userinfo_endpoint =
        `${deps.issuer}/protocol/openid-connect/userinfo`;
    }
    const cookiePath = new URL(deps.issuer).pathname + '/';
    if (route === 'end_session_confirm' || route === 'end_session_success') {
      ctx.cookies.set(SESSION_STATUS_COOKIE, null, { path: cookiePath, httpOnly: false, signed: false });
    } else if (route === 'resume' || route === 'authorization') {
      const session = ctx.oidc.entities.Session as { accountId?: string; uid?: string } | undefined;
      if (session?.accountId && session.uid) {
        ctx.cookies.set(SESSION_STATUS_COOKIE, session.uid, {
          path: cookiePath,
          httpOnly: false,
          signed: false,
          sameSite: 'lax',
          overwrite: true,
        });
      }
    }
  });

  return provider;
}
