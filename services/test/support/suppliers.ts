/** Accounts for integration tests: real users in the identity provider, suppliers that own real companies. */
import KcAdminClient from '@keycloak/keycloak-admin-client';
import { expect } from '@jest/globals';
import { login } from '../../identity/test/stack.js';
import type { TestStack } from './stack.js';

/** A new user with one realm role, created through the identity provider's admin API; returns a real access token. */
export async function createUser(stack: TestStack, email: string, password: string, role: 'buyer' | 'supplier', emailVerified = true): Promise<string> {
  const kc = new KcAdminClient({ baseUrl: stack.identity.issuer.replace(/\/realms\/forge$/, ''), realmName: 'forge' });
  await kc.auth({ grantType: 'client_credentials', clientId: 'forge-services', clientSecret: stack.config.auth.adminClientSecret });
  const { id } = await kc.users.create({ username: email, email, enabled: true, emailVerified, credentials: [{ type: 'password', value: password, temporary: false }] });
  const realmRole = await kc.roles.findOneByName({ name: role });
  await kc.users.addRealmRoleMappings({ id, roles: [{ id: realmRole!.id!, name: role }] });
  return (await login(stack.identity.issuer, email, password)).tokens.access_token as string;
}

/** A new supplier user (see createUser). */
export const createSupplierUser = (stack: TestStack, email: string, password: string) => createUser(stack, email, password, 'supplier');

/** The user of `ownerToken` claims the company through a claim link an admin issued (the profile exists after). */
export async function claimCompany(stack: TestStack, adminToken: string, companyId: string, ownerToken: string): Promise<void> {
  const issued = await stack.request('POST', `/api/admin/suppliers/${companyId}/claim-tokens`, { token: adminToken });
  expect((await stack.request('POST', `/api/claims/${issued.body.token}`, { token: ownerToken })).status).toBe(200);
  // The profile exists once the user has been seen (emails go to the profile's address).
  expect((await stack.request('GET', '/api/me', { token: ownerToken })).status).toBe(200);
}

/** A new supplier user who owns the company (claimed through an admin's link): its access token. */
export async function createCompanyOwner(stack: TestStack, adminToken: string, companyId: string, email: string, password: string): Promise<string> {
  const token = await createSupplierUser(stack, email, password);
  await claimCompany(stack, adminToken, companyId, token);
  return token;
}

/** A buyer's search (GET /api/suppliers/search?query) that must succeed; the answer's body. */
export async function searchSuppliers(stack: TestStack, query: string) {
  const res = await stack.request('GET', `/api/suppliers/search?${query}`);
  expect(res.status).toBe(200);
  return res.body;
}
