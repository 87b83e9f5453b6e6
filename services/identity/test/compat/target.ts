import { startStack, SERVICES_CLIENT_SECRET, type Stack } from '../stack.js';

/** Where the compatibility suite runs: the embedded provider, or a real Keycloak when KEYCLOAK_URL is set. */
export interface CompatTarget {
  name: string;
  issuer: string;
  /** Base URL of the server (what @keycloak/keycloak-admin-client calls baseUrl). */
  baseUrl: string;
  servicesClientSecret: string;
  operator: { username: string; password: string };
  stop(): Promise<void>;
}

export async function compatTarget(): Promise<CompatTarget> {
  const operator = {
    username: process.env.KEYCLOAK_OPERATOR_USERNAME ?? 'admin@forge.test',
    password: process.env.KEYCLOAK_OPERATOR_PASSWORD ?? 'ForgeAdmin1!',
  };
  const keycloakUrl = process.env.KEYCLOAK_URL?.replace(/\/+$/, '');
  if (keycloakUrl) {
    const secret = process.env.KEYCLOAK_ADMIN_CLIENT_SECRET;
    if (!secret) throw new Error('KEYCLOAK_ADMIN_CLIENT_SECRET is required with KEYCLOAK_URL');
    return {
      name: `Keycloak at ${keycloakUrl}`,
      issuer: `${keycloakUrl}/realms/forge`,
      baseUrl: keycloakUrl,
      servicesClientSecret: secret,
      operator,
      stop: async () => undefined,
    };
  }
  const stack: Stack = await startStack();
  return {
    name: 'embedded provider',
    issuer: stack.identity.issuer,
    baseUrl: `http://localhost:${stack.identity.port}`,
    servicesClientSecret: SERVICES_CLIENT_SECRET,
    operator,
    stop: () => stack.stop(),
  };
}
