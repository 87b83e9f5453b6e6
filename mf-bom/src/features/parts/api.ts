import { z } from 'zod';
import { useQuery } from '@forge/shell-sdk';
import { requestParsed, withQuery } from '../../lib/api-client';
import { LINE_KINDS, processRefSchema } from '../results';

export const usedInSchema = z.object({
  uploadId: z.string(),
  fileName: z.string(),
  quantity: z.number().nullish(),
  lineNo: z.number().nullish(),
  revision: z.string().nullish(),
  createdAt: z.string().nullish(),
});
export type UsedIn = z.infer<typeof usedInSchema>;

const partFields = z.object({
  id: z.string(),
  uploadId: z.string(),
  partNumber: z.string().nullish(),
  description: z.string().nullish(),
  revision: z.string().nullish(),
  revisions: z.array(z.string().nullable()).default([]),
  quantityTotal: z.number().nullish(),
  /** The services may send the total under this name. */
  totalQuantity: z.number().nullish(),
  quantity: z.number().nullish(),
  usedIn: z.array(usedInSchema).nullish(),
  /** Or just the number of uploads that use the part. */
  uploads: z.number().nullish(),
  kind: z.enum(LINE_KINDS).nullish(),
  process: processRefSchema.nullish(),
  material: z.string().nullish(),
  manufacturer: z.string().nullish(),
  mpn: z.string().nullish(),
});

/** One shape for the page whichever names the services used. */
export const partSchema = partFields.transform((p) => ({
  ...p,
  revisions: p.revisions.filter((r): r is string => Boolean(r)),
  quantityTotal: p.quantityTotal ?? p.totalQuantity ?? null,
  usedIn: p.usedIn ?? [],
  usedInCount: p.usedIn?.length ?? p.uploads ?? 0,
}));
export type Part = z.infer<typeof partSchema>;
export type PartInput = z.input<typeof partSchema>;

/** One event in a part's life: seen in an upload, a revision change, a correction. Fields vary by event. */
export const historyEntrySchema = z.object({
  uploadId: z.string().nullish(),
  fileName: z.string().nullish(),
  revision: z.string().nullish(),
  description: z.string().nullish(),
  quantity: z.number().nullish(),
  kind: z.enum(LINE_KINDS).nullish(),
  process: processRefSchema.nullish(),
  corrected: z.boolean().nullish(),
  event: z.string().nullish(),
  note: z.string().nullish(),
  at: z.string().nullish(),
  createdAt: z.string().nullish(),
});
export type HistoryEntry = z.infer<typeof historyEntrySchema>;

export const partDetailSchema = z.object({
  part: partSchema,
  revisions: z.array(z.string()).nullish(),
  latestRevision: z.string().nullish(),
  history: z.array(historyEntrySchema).default([]),
  whereUsed: z.array(usedInSchema).default([]),
});
export type PartDetail = z.infer<typeof partDetailSchema>;

export const partsPath = (q: string) => withQuery('/api/parts', { q });

export function useParts(q: string) {
  const path = partsPath(q);
  return useQuery({
    queryKey: [path],
    queryFn: () => requestParsed(z.array(partSchema), 'GET', path),
    placeholderData: (previous) => previous,
  });
}

export function usePartDetail(uploadId: string, partId: string) {
  const path = `/api/parts/${encodeURIComponent(uploadId)}/${encodeURIComponent(partId)}`;
  return useQuery({ queryKey: [path], queryFn: () => requestParsed(partDetailSchema, 'GET', path) });
}
