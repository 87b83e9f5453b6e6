import { z } from 'zod';
import { useApiQuery } from '../common';

export const processSchema = z.object({
  name: z.string(),
  slug: z.string(),
  category: z.string(),
  categorySlug: z.string(),
  subcategory: z.string().nullish(),
  description: z.string(),
  whenToUse: z.string().nullish(),
  featured: z.boolean().optional().default(false),
});
export type Process = z.infer<typeof processSchema>;

export const categorySchema = z.object({
  name: z.string(),
  slug: z.string(),
  processCount: z.number().int().nonnegative().optional(),
});
export type Category = z.infer<typeof categorySchema>;

export const stateCountSchema = z.object({ state: z.string(), count: z.number() });

export const processDetailSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('process'),
    process: processSchema,
    supplierCount: z.number(),
    byState: z.array(stateCountSchema),
  }),
  z.object({
    kind: z.literal('category'),
    category: categorySchema,
    processes: z.array(processSchema),
    supplierCount: z.number(),
  }),
]);
export type ProcessDetail = z.infer<typeof processDetailSchema>;

export const catalogueApi = {
  processes: '/api/catalogue/processes',
  categories: '/api/catalogue/categories',
  detail: (slug: string) => `/api/catalogue/processes/${encodeURIComponent(slug)}`,
};

export const useProcesses = () => useApiQuery(catalogueApi.processes, z.array(processSchema));
export const useCategories = () => useApiQuery(catalogueApi.categories, z.array(categorySchema));
export const useProcessDetail = (slug: string) => useApiQuery(catalogueApi.detail(slug), processDetailSchema);

/** slug → display name, for facet labels and tags. */
export function useCapabilityNames(): Map<string, string> {
  const { data } = useProcesses();
  const names = new Map<string, string>();
  for (const p of data ?? []) names.set(p.slug, p.name);
  return names;
}
