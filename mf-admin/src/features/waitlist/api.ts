import { z } from 'zod';
import { ApiError, apiRequest, apiUrl, authHeaders, useMutation, useQuery } from '@forge/shell-sdk';
import { useAdminChange } from '../../components/admin-list';

export const WAITLIST_PATH = '/api/admin/waitlist';
export const WAITLIST_PAGE_SIZE = 25;

export const WAITLIST_ROLES = ['buyer', 'supplier'] as const;
export type WaitlistRole = (typeof WAITLIST_ROLES)[number];

export const waitlistEntrySchema = z.object({
  id: z.string(),
  email: z.string(),
  company: z.string(),
  role: z.enum(WAITLIST_ROLES),
  source: z.string(),
  description: z.string().default(''),
  file: z.object({ name: z.string(), size: z.number() }).nullish().transform((file) => file ?? null),
  signups: z.number().default(1),
  createdAt: z.string(),
  /** The BOM upload made from the current file, once an admin sent it through the BOM pipeline. */
  bomUploadId: z.string().nullish().transform((id) => id ?? null),
  status: z.string().default('new'),
});
export type WaitlistEntry = z.infer<typeof waitlistEntrySchema>;

export const waitlistPageSchema = z.object({
  items: z.array(waitlistEntrySchema),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});
export type WaitlistPage = z.infer<typeof waitlistPageSchema>;

export interface WaitlistQuery {
  role?: WaitlistRole;
  page: number;
}

/** The query key is the API path (query string included), as everywhere in Forge. */
export function waitlistPath({ role, page }: WaitlistQuery): string {
  const params = new URLSearchParams({ page: String(page), pageSize: String(WAITLIST_PAGE_SIZE) });
  if (role) params.set('role', role);
  return `${WAITLIST_PATH}?${params.toString()}`;
}

export function useWaitlist(query: WaitlistQuery) {
  const path = waitlistPath(query);
  return useQuery({
    queryKey: [path],
    queryFn: async () => waitlistPageSchema.parse(await apiRequest('GET', path)),
    // Keep the current rows on screen while another page or role loads.
    placeholderData: (previous) => previous,
  });
}

export const processBomResultSchema = z.object({
  status: z.enum(['created', 'existing']),
  queued: z.boolean(),
  message: z.string(),
  upload: z.object({ id: z.string(), fileName: z.string(), state: z.string(), lineCount: z.number() }),
});
export type ProcessBomResult = z.infer<typeof processBomResultSchema>;

/** Sends an entry's stored BOM through the BOM pipeline (a repeat answers with the same upload). */
export function useProcessBom() {
  return useAdminChange(WAITLIST_PATH, async (entryId: string) =>
    processBomResultSchema.parse(await apiRequest('POST', `${WAITLIST_PATH}/${encodeURIComponent(entryId)}/bom`)),
  );
}

/** Downloads an entry's stored BOM with the bearer token (a plain link cannot carry it). */
export async function downloadWaitlistFile(entry: Pick<WaitlistEntry, 'id'> & { file: { name: string } }): Promise<void> {
  const response = await fetch(apiUrl(`${WAITLIST_PATH}/${encodeURIComponent(entry.id)}/file`), {
    headers: await authHeaders(),
    credentials: 'include',
  });
  if (!response.ok) throw new ApiError(response.status, await response.text(), response.statusText);
  const url = URL.createObjectURL(await response.blob());
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = entry.file.name;
  document.body.appendChild(anchor);
  anchor.click();
  anchor.remove();
  // Give the browser a moment to start the download before the URL is released.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export function useDownloadWaitlistFile() {
  return useMutation({ mutationFn: downloadWaitlistFile });
}

export const inviteResultSchema = z.object({
  invited: z.array(z.object({ id: z.string(), email: z.string(), account: z.enum(['created', 'existing']) })),
  failed: z.array(z.object({ id: z.string(), email: z.string(), reason: z.string() })),
});
export type InviteResult = z.infer<typeof inviteResultSchema>;

/** Bulk invite: each entry gets an account in the identity provider and the invitation email. */
export async function inviteEntries(ids: string[]): Promise<InviteResult> {
  return inviteResultSchema.parse(await apiRequest('POST', `${WAITLIST_PATH}/invite`, { ids }));
}
