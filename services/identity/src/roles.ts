import { createHash } from 'node:crypto';

export const REALM = 'forge';
export const DEFAULT_ROLES = 'default-roles-forge';

/** Realm roles as Keycloak models them; default-roles-forge is the composite every new user gets. */
const ROLE_DEFINITIONS: { name: string; description: string; composites?: string[] }[] = [
  {
    name: DEFAULT_ROLES,
    description: '${role_default-roles}',
    composites: ['offline_access', 'uma_authorization'],
  },
  { name: 'offline_access', description: '${role_offline-access}' },
  { name: 'uma_authorization', description: '${role_uma_authorization}' },
  { name: 'admin', description: 'Forge administrator' },
  { name: 'buyer', description: 'Buys custom manufacturing' },
  { name: 'supplier', description: 'Supplies custom manufacturing' },
  { name: 'INVESTOR', description: 'Read-only investor access' },
];

/** Keycloak role ids are UUIDs; derive stable ones from the name so they survive restarts. */
export function stableUuid(seed: string): string {
  const hex = createHash('sha256').update(seed).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

export const REALM_ID = stableUuid('forge:realm');

export interface RoleRepresentation {
  id: string;
  name: string;
  description: string;
  composite: boolean;
  clientRole: false;
  containerId: string;
  attributes: Record<string, string[]>;
}

export const REALM_ROLES: RoleRepresentation[] = ROLE_DEFINITIONS.map((role) => ({
  id: stableUuid(`forge:role:${role.name}`),
  name: role.name,
  description: role.description,
  composite: Boolean(role.composites?.length),
  clientRole: false,
  containerId: REALM_ID,
  attributes: {},
}));

export function findRole(nameOrId: {
  name?: string | undefined;
  id?: string | undefined;
}): RoleRepresentation | undefined {
  return (
    REALM_ROLES.find((role) => nameOrId.name !== undefined && role.name === nameOrId.name) ??
    REALM_ROLES.find((role) => nameOrId.id !== undefined && role.id === nameOrId.id)
  );
}

/** Directly mapped roles plus the roles they contain, as Keycloak puts them in realm_access.roles. */
export function effectiveRoles(mapped: string[]): string[] {
  const result = new Set<string>();
  const visit = (name: string) => {
    if (result.has(name)) return;
    result.add(name);
    for (const child of ROLE_DEFINITIONS.find((role) => role.name === name)?.composites ?? []) visit(child);
  };
  mapped.forEach(visit);
  return [...result];
}
