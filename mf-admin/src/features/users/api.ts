import { z } from 'zod';
import { apiRequest, useMutation, useQuery } from '@forge/shell-sdk';
import { ADMIN_ASSIGNABLE_ROLES, AdminUserDetailSchema, AdminUserSchema } from '@forge/shell-sdk/admin-contract';
import { useAdminChange } from '../../components/admin-list';

export const USERS_PATH = '/api/admin/users';
export const ASSIGNABLE_ROLES = ADMIN_ASSIGNABLE_ROLES;
export type AssignableRole = (typeof ASSIGNABLE_ROLES)[number];

/** A user as /admin/users lists them, and one user with what they did: the contract's schemas. */
export const adminUserSchema = AdminUserSchema;
export type AdminUserView = z.infer<typeof AdminUserSchema>;

const userPath = (uid: string) => `${USERS_PATH}/${encodeURIComponent(uid)}`;

export function useUserDetail(uid: string | undefined) {
  return useQuery({
    queryKey: [uid ? userPath(uid) : 'none'],
    enabled: Boolean(uid),
    queryFn: async () => AdminUserDetailSchema.parse(await apiRequest('GET', userPath(uid!))),
  });
}

export function useChangeRole() {
  return useAdminChange(USERS_PATH, async ({ uid, role }: { uid: string; role: AssignableRole }) => adminUserSchema.parse(await apiRequest('PUT', `${userPath(uid)}/role`, { role })));
}

export function useSetEnabled() {
  return useAdminChange(USERS_PATH, async ({ uid, enabled, reason }: { uid: string; enabled: boolean; reason?: string }) =>
    adminUserSchema.parse(await apiRequest('PUT', `${userPath(uid)}/enabled`, { enabled, ...(reason ? { reason } : {}) })));
}

export function useSendPasswordReset() {
  return useMutation({
    mutationFn: async (uid: string) => z.object({ message: z.string() }).parse(await apiRequest('POST', `${userPath(uid)}/password-reset`)),
  });
}
