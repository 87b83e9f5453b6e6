import KcAdminClient from '@keycloak/keycloak-admin-client';

/**
 * Accounts in the identity provider, created through its admin REST API (Keycloak's, or the embedded provider that
 * speaks it) with the services' client-credentials grant: a fresh client per call, so no token outlives a request.
 */

export interface IdentityAdminConfig {
  keycloakUrl: string;
  realm: string;
  clientId: string;
  clientSecret: string;
}

async function adminClient(config: IdentityAdminConfig): Promise<KcAdminClient> {
  const kc = new KcAdminClient({ baseUrl: config.keycloakUrl, realmName: config.realm });
  await kc.auth({ grantType: 'client_credentials', clientId: config.clientId, clientSecret: config.clientSecret });
  return kc;
}

/**
 * Creates an enabled account for the email with the given realm role, or finds the existing one. The user sets a
 * password through the provider's reset flow (the invitation says how).
 */
export async function ensureAccount(config: IdentityAdminConfig, input: { email: string; role: 'buyer' | 'supplier'; company: string }): Promise<{ id: string; created: boolean }> {
  const kc = await adminClient(config);
  const email = input.email.toLowerCase();
  const existing = await kc.users.find({ email, exact: true });
  if (existing[0]?.id) return { id: existing[0].id, created: false };
  const { id } = await kc.users.create({ username: email, email, enabled: true, emailVerified: true, attributes: { company: [input.company] } });
  const role = await kc.roles.findOneByName({ name: input.role });
  if (role?.id && role.name) await kc.users.addRealmRoleMappings({ id, roles: [{ id: role.id, name: role.name }] });
  return { id, created: true };
}
