import type { z } from 'zod';
import { ProcessCategoryListSchema, ProcessListSchema, ProcessOrCategorySchema, type ProcessSchema } from '@forge/shell-sdk';
import { useApiQuery } from '../common';

// The catalogue's answers are the contract's schemas (@forge/contract through the SDK).
export type Process = z.infer<typeof ProcessSchema>;
export type ProcessDetail = z.infer<typeof ProcessOrCategorySchema>;

export const catalogueApi = {
  processes: '/api/catalogue/processes',
  categories: '/api/catalogue/categories',
  detail: (slug: string) => `/api/catalogue/processes/${encodeURIComponent(slug)}`,
};

export const useProcesses = () => useApiQuery(catalogueApi.processes, ProcessListSchema);
export const useCategories = () => useApiQuery(catalogueApi.categories, ProcessCategoryListSchema);
export const useProcessDetail = (slug: string) => useApiQuery(catalogueApi.detail(slug), ProcessOrCategorySchema);

/** slug → display name, for facet labels and tags. */
export function useCapabilityNames(): Map<string, string> {
  const { data } = useProcesses();
  const names = new Map<string, string>();
  for (const p of data ?? []) names.set(p.slug, p.name);
  return names;
}
