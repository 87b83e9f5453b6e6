import { z } from 'zod';
import {
  apiRequest,
  useMutation,
  useQuery,
  useQueryClient,
  type AdminProfile,
  type AdminProfileChanges,
  type AdminProfileCreate,
} from '@forge/shell-sdk';
import { AdminProfileSchema } from '@forge/shell-sdk/admin-contract';

export const PROFILES_PATH = '/api/admin/gcp-profiles';
/** The editor's own route: `?id=` opens one profile, no id creates one. */
export const editorPath = (id?: string) => (id ? `/admin/gcp-profile?id=${encodeURIComponent(id)}` : '/admin/gcp-profile');

const profileUrl = (id: string) => `${PROFILES_PATH}/${encodeURIComponent(id)}`;
const isProfileQuery = (key: unknown) => String(key).startsWith(PROFILES_PATH);

export function useAdminProfile(id: string | null) {
  return useQuery({
    queryKey: [id ? profileUrl(id) : 'new-profile'],
    enabled: id !== null,
    queryFn: async () => AdminProfileSchema.parse(await apiRequest('GET', profileUrl(id!))),
  });
}

export function useSaveProfile(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (changes: AdminProfileChanges) => AdminProfileSchema.parse(await apiRequest('PATCH', profileUrl(id), changes)),
    onSuccess: (profile: AdminProfile) => {
      queryClient.setQueryData([profileUrl(id)], profile);
      return queryClient.invalidateQueries({ predicate: (query) => isProfileQuery(query.queryKey[0]) && query.queryKey[0] !== profileUrl(id) });
    },
  });
}

export function useCreateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: AdminProfileCreate) => AdminProfileSchema.parse(await apiRequest('POST', PROFILES_PATH, input)),
    onSuccess: () => queryClient.invalidateQueries({ predicate: (query) => isProfileQuery(query.queryKey[0]) }),
  });
}

const processSchema = z.object({ slug: z.string(), name: z.string(), category: z.string().optional() }).passthrough();
const certificationSchema = z.object({ slug: z.string(), name: z.string() }).passthrough();
const optionsSchema = z.object({
  employeeRanges: z.array(z.object({ value: z.string(), label: z.string() })),
  industries: z.array(z.object({ value: z.string(), label: z.string() })),
  verificationStatuses: z.array(z.object({ value: z.string(), label: z.string() })),
});
export type ProcessOption = z.infer<typeof processSchema>;

/** The catalogue's names and the profile fields' choices, read from the API (never copied here). */
export function useProfileChoices() {
  return useQuery({
    queryKey: ['/api/admin/gcp-profile/choices'],
    staleTime: 3_600_000,
    queryFn: async () => {
      const [processes, certifications, options] = await Promise.all([
        apiRequest('GET', '/api/catalogue/processes'),
        apiRequest('GET', '/api/certifications'),
        apiRequest('GET', '/api/suppliers/options'),
      ]);
      return { processes: z.array(processSchema).parse(processes), certifications: z.array(certificationSchema).parse(certifications), options: optionsSchema.parse(options) };
    },
  });
}
export type ProfileChoices = NonNullable<ReturnType<typeof useProfileChoices>['data']>;
