import { findRole, type RoleRepresentation } from './roles.js';
import type { IdentityUser } from './users.js';

/** Keycloak's UserRepresentation (brief: without attributes, as list endpoints may ask). */
export function representation(user: IdentityUser, brief: boolean) {
  return {
    id: user._id,
    username: user.username,
    ...(user.firstName !== undefined ? { firstName: user.firstName } : {}),
    ...(user.lastName !== undefined ? { lastName: user.lastName } : {}),
    ...(user.email !== undefined ? { email: user.email } : {}),
    emailVerified: user.emailVerified,
    ...(brief ? {} : { attributes: user.attributes ?? {} }),
    createdTimestamp: user.createdTimestamp,
    enabled: user.enabled,
    totp: false,
    disableableCredentialTypes: [],
    requiredActions: user.requiredActions ?? [],
    notBefore: 0,
    access: { manageGroupMembership: true, view: true, mapRoles: true, impersonate: false, manage: true },
  };
}

/** The user's direct realm roles as Keycloak's RoleRepresentation. */
export function mappedRoles(user: IdentityUser): RoleRepresentation[] {
  return (user.realmRoles ?? [])
    .map((name) => findRole({ name }))
    .filter((role): role is RoleRepresentation => Boolean(role));
}
