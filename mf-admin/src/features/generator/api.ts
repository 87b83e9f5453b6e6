import { z } from 'zod';
import { apiRequest, useMutation } from '@forge/shell-sdk';
import { ExtractedProfileSchema } from '@forge/shell-sdk/admin-contract';

export type ExtractedProfile = z.infer<typeof ExtractedProfileSchema>;

export const EXTRACT_PATH = '/api/admin/profile-generator/extract';
export const PUBLISH_PATH = '/api/admin/profile-generator/publish';

export function useExtractProfile() {
  return useMutation({ mutationFn: async (text: string) => ExtractedProfileSchema.parse(await apiRequest('POST', EXTRACT_PATH, { text })) });
}

const publishedSchema = z.object({ id: z.string(), slug: z.string(), name: z.string() });

export interface PublishInput {
  name: string;
  description: string;
  address: { city: string; state: string; zip: string };
  capabilities: string[];
  industries: string[];
  employeeRange: string;
  yearFounded: number | null;
}

export function usePublishProfile() {
  return useMutation({ mutationFn: async (input: PublishInput) => publishedSchema.parse(await apiRequest('POST', PUBLISH_PATH, input)) });
}
