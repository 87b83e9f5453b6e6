import { z } from 'zod';
import { apiRequest, useMutation, useQuery, useQueryClient } from '@forge/shell-sdk';

export const USERS_PATH = '/api/admin/users';
export const ASSIGNABLE_ROLES = ['admin', 'buyer', 'supplier', 'INVESTOR'] as const;
export type AssignableRole = (typeof ASSIGNABLE_ROLES)[number];

export const adminUserSchema = z.object({
  uid: z.string(),
  email: z.string(),
  name: z.string(),
  roles: z.array(z.enum(ASSIGNABLE_ROLES)),
  enabled: z.boolean(),
  company: z.string(),
  supplierCompanyId: z.string(),
  createdAt: z.string(),
  lastSignInAt: z.string().nullable(),
});
export type AdminUserView = z.infer<typeof adminUserSchema>;

export const userDetailSchema = z.object({
  user: adminUserSchema,
  uploads: z.array(z.object({ id: z.string(), fileName: z.string(), state: z.string(), createdAt: z.string() })),
  rfqs: z.array(z.object({ id: z.string(), title: z.string(), status: z.string(), createdAt: z.string() })),
  company: z.object({ id: z.string(), name: z.string(), slug: z.string() }).nullable(),
});

const userPath = (uid: string) => `${USERS_PATH}/${encodeURIComponent(uid)}`;

export function useUserDetail(uid: string | undefined) {
  return useQuery({
    queryKey: [uid ? userPath(uid) : 'none'],
    enabled: Boolean(uid),
    queryFn: async () => userDetailSchema.parse(await apiRequest('GET', userPath(uid!))),
  });
}

/** Every users query (list pages and details) is stale after a change. */
function useRefreshUsers() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ predicate: (query) => String(query.queryKey[0]).startsWith(USERS_PATH) });
}

export function useChangeRole() {
  const refresh = useRefreshUsers();
  return useMutation({
    mutationFn: async ({ uid, role }: { uid: string; role: AssignableRole }) => adminUserSchema.parse(await apiRequest('PUT', `${userPath(uid)}/role`, { role })),
    onSuccess: refresh,
  });
}

export function useSetEnabled() {
  const refresh = useRefreshUsers();
  return useMutation({
    mutationFn: async ({ uid, enabled }: { uid: string; enabled: boolean }) => adminUserSchema.parse(await apiRequest('PUT', `${userPath(uid)}/enabled`, { enabled })),
    onSuccess: refresh,
  });
}

export function useSendPasswordReset() {
  return useMutation({
    mutationFn: async (uid: string) => z.object({ message: z.string() }).parse(await apiRequest('POST', `${userPath(uid)}/password-reset`)),
  });
}
