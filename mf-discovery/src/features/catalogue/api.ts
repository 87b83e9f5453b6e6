import type { z } from 'zod';
import { useApi, type ProcessOrCategorySchema, type ProcessSchema } from '@forge/shell-sdk';
import { CATALOGUE_API } from '@forge/shell-sdk/api-contract';

// The catalogue's answers are the contract's schemas (@forge/contract through the SDK); each read by its entry.
export type Process = z.infer<typeof ProcessSchema>;
export type ProcessDetail = z.infer<typeof ProcessOrCategorySchema>;

export const useProcesses = () => useApi(CATALOGUE_API.listProcesses);
export const useCategories = () => useApi(CATALOGUE_API.listCategories);
export const useProcessDetail = (slug: string) => useApi(CATALOGUE_API.getProcess, { params: { slug } });

/** slug → display name, for facet labels and tags. */
export function useCapabilityNames(): Map<string, string> {
  const { data } = useProcesses();
  const names = new Map<string, string>();
  for (const p of data ?? []) names.set(p.slug, p.name);
  return names;
}
