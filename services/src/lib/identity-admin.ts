import KcAdminClient from '@keycloak/keycloak-admin-client';
import type { Config } from '../config.js';
import { AppError } from './app-error.js';

/** The product roles an admin assigns (realm roles); a user holds exactly one of them. */
export const PRODUCT_ROLES = ['admin', 'buyer', 'supplier', 'INVESTOR'] as const;
export type ProductRole = (typeof PRODUCT_ROLES)[number];

export interface IdentityUser {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  enabled: boolean;
  /** The reason an admin gave when suspending ('' otherwise); kept as the user attribute `suspendedReason`. */
  suspendedReason: string;
  createdAt: string;
}

/** The user attribute the identity provider's sign-in page reads to tell a suspended user why. */
export const SUSPENDED_REASON_ATTRIBUTE = 'suspendedReason';

// Re-authenticate well inside the access token's 5 minutes.
const TOKEN_REUSE_MS = 60_000;

/**
 * The identity provider's admin REST API (Keycloak-compatible), called with the services' own client credentials
 * (forge-services). Role and enabled changes apply to the user's next token; a disabled user's refresh is refused.
 */
export function createIdentityAdmin(auth: Config['auth']) {
  let client: KcAdminClient | null = null;
  let authenticatedAt = 0;
  async function kc(): Promise<KcAdminClient> {
    if (client && Date.now() - authenticatedAt < TOKEN_REUSE_MS) return client;
    const fresh = new KcAdminClient({ baseUrl: auth.keycloakUrl, realmName: auth.realm });
    await fresh.auth({ grantType: 'client_credentials', clientId: auth.adminClientId, clientSecret: auth.adminClientSecret });
    client = fresh;
    authenticatedAt = Date.now();
    return fresh;
  }
  async function call<T>(what: string, run: (admin: KcAdminClient) => Promise<T>): Promise<T> {
    try {
      return await run(await kc());
    } catch (error) {
      const status = (error as { response?: { status?: number } }).response?.status;
      if (status === 404) throw AppError.notFound(`The identity provider has no such user (${what}).`);
      throw AppError.unavailable(`The identity provider did not answer (${what}). Try again shortly.`);
    }
  }
  const toUser = (u: { id?: string; email?: string; username?: string; firstName?: string; lastName?: string; enabled?: boolean; createdTimestamp?: number; attributes?: Record<string, unknown> }): IdentityUser => ({
    id: u.id ?? '',
    email: u.email ?? u.username ?? '',
    firstName: u.firstName ?? '',
    lastName: u.lastName ?? '',
    enabled: u.enabled !== false,
    suspendedReason: u.enabled === false ? String((u.attributes?.[SUSPENDED_REASON_ATTRIBUTE] as string[] | undefined)?.[0] ?? '') : '',
    createdAt: new Date(u.createdTimestamp ?? 0).toISOString(),
  });

  return {
    /** Every user with their product roles (one request per role, not per user). */
    async listUsers(): Promise<(IdentityUser & { roles: ProductRole[] })[]> {
      return call('list users', async (admin) => {
        const [users, ...holders] = await Promise.all([
          admin.users.find({ max: 10_000 }),
          ...PRODUCT_ROLES.map((name) => admin.roles.findUsersWithRole({ name, max: 10_000 })),
        ]);
        const rolesOf = new Map<string, ProductRole[]>();
        holders.forEach((list, index) => {
          for (const holder of list) rolesOf.set(holder.id ?? '', [...(rolesOf.get(holder.id ?? '') ?? []), PRODUCT_ROLES[index]!]);
        });
        return users.map((u) => ({ ...toUser(u), roles: rolesOf.get(u.id ?? '') ?? [] }));
      });
    },
    async getUser(id: string): Promise<IdentityUser & { roles: ProductRole[] }> {
      return call('read user', async (admin) => {
        const user = await admin.users.findOne({ id });
        if (!user) throw Object.assign(new Error('no user'), { response: { status: 404 } });
        const mapped = await admin.users.listRealmRoleMappings({ id });
        const roles = PRODUCT_ROLES.filter((role) => mapped.some((m) => m.name === role));
        return { ...toUser(user), roles };
      });
    },
    /** Makes `role` the user's only product role; other realm roles (defaults) stay. */
    async setProductRole(id: string, role: ProductRole): Promise<void> {
      await call('change role', async (admin) => {
        const mapped = await admin.users.listRealmRoleMappings({ id });
        const remove = mapped.filter((m) => m.name !== role && (PRODUCT_ROLES as readonly string[]).includes(m.name ?? ''));
        if (remove.length > 0) await admin.users.delRealmRoleMappings({ id, roles: remove.map((m) => ({ id: m.id!, name: m.name! })) });
        if (!mapped.some((m) => m.name === role)) {
          const target = await admin.roles.findOneByName({ name: role });
          if (!target?.id) throw new Error(`realm role ${role} missing`);
          await admin.users.addRealmRoleMappings({ id, roles: [{ id: target.id, name: role }] });
        }
      });
    },
    /** Disabling also ends the user's sessions, so their refresh fails at once. */
    async setEnabled(id: string, enabled: boolean, reason = ''): Promise<void> {
      await call(enabled ? 'enable user' : 'disable user', async (admin) => {
        // attributes are replaced as a whole (as in Keycloak): keep the others, set or drop the reason
        const { [SUSPENDED_REASON_ATTRIBUTE]: _previous, ...attributes } = ((await admin.users.findOne({ id }))?.attributes ?? {}) as Record<string, string[]>;
        await admin.users.update({ id }, { enabled, attributes: !enabled && reason ? { ...attributes, [SUSPENDED_REASON_ATTRIBUTE]: [reason] } : attributes });
        if (!enabled) await admin.users.logout({ id });
      });
    },
    /** The identity provider queues the reset email in the product outbox (template execute-actions). */
    async sendPasswordReset(id: string): Promise<void> {
      await call('send password reset', (admin) => admin.users.executeActionsEmail({ id, actions: ['UPDATE_PASSWORD'], lifespan: 24 * 3600 }));
    },
  };
}

export type IdentityAdmin = ReturnType<typeof createIdentityAdmin>;
