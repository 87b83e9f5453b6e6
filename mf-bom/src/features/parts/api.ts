import { useQuery } from '@forge/shell-sdk';
import { PartDetailSchema, PartListSchema } from '@forge/shell-sdk/buying-contract';
import type { z } from 'zod';
import { requestParsed, withQuery } from '../../lib/api-client';

// The parts seen in the buyer's BOM uploads (the bom domain's read model; the part master is item-api.ts).
export type Part = z.infer<typeof PartListSchema>[number];
export type PartDetail = z.infer<typeof PartDetailSchema>;
export type HistoryEntry = PartDetail['history'][number];
export type UsedIn = PartDetail['whereUsed'][number];

export const partsPath = (q: string) => withQuery('/api/parts', { q });

export function useParts(q: string) {
  const path = partsPath(q);
  return useQuery({ queryKey: [path], queryFn: () => requestParsed(PartListSchema, 'GET', path), placeholderData: (previous) => previous });
}

export function usePartDetail(uploadId: string, partId: string) {
  const path = `/api/parts/${encodeURIComponent(uploadId)}/${encodeURIComponent(partId)}`;
  return useQuery({ queryKey: [path], queryFn: () => requestParsed(PartDetailSchema, 'GET', path) });
}
