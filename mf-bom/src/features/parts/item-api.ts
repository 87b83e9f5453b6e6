import {
  sendFileParsed,
  useAuth,
  useFileUploadMutation,
  useMutation,
  useQuery,
  useQueryClient,
  type PartItemCreateSchema,
  type PartItemListQuerySchema,
  type PartRevisionChangesSchema,
} from '@forge/shell-sdk';
import {
  PartCostSchema,
  PartDiffSchema,
  PartFromBomResultSchema,
  PartImportResultSchema,
  PartItemEnvelopeSchema,
  PartItemListSchema,
  PartSourceLookupSchema,
  PartStructureSchema,
  PartWhereUsedSchema,
} from '@forge/shell-sdk/buying-contract';
import type { z } from 'zod';
import { downloadWithToken, requestParsed, withQuery } from '../../lib/api-client';

// The part master (issue 37): the parts domain's routes, answers checked against the contract's schemas.
export const ITEMS_PATH = '/api/parts/items';
const itemPath = (id: string) => `${ITEMS_PATH}/${encodeURIComponent(id)}`;
const revisionPath = (id: string, label: string) => `${itemPath(id)}/revisions/${encodeURIComponent(label)}`;

export type ItemListQuery = Partial<z.infer<typeof PartItemListQuerySchema>>;
export type ItemCreateInput = z.input<typeof PartItemCreateSchema>;
export type RevisionChanges = z.input<typeof PartRevisionChangesSchema>;

export const itemListPath = (query: ItemListQuery) => withQuery(ITEMS_PATH, { ...query, format: undefined });
export const itemCsvPath = (query: ItemListQuery) => withQuery(ITEMS_PATH, { ...query, page: undefined, pageSize: undefined, format: 'csv' });
export const structureCsvPath = (id: string) => `${itemPath(id)}/export`;

export function useItemList(query: ItemListQuery) {
  const path = itemListPath(query);
  return useQuery({ queryKey: [path], queryFn: () => requestParsed(PartItemListSchema, 'GET', path), placeholderData: (previous) => previous });
}

export function useItem(id: string) {
  return useQuery({ queryKey: [itemPath(id)], queryFn: () => requestParsed(PartItemEnvelopeSchema, 'GET', itemPath(id)) });
}

export function useStructure(id: string) {
  const path = `${itemPath(id)}/structure`;
  return useQuery({ queryKey: [path], queryFn: () => requestParsed(PartStructureSchema, 'GET', path) });
}

export function useWhereUsed(id: string) {
  const path = `${itemPath(id)}/where-used`;
  return useQuery({ queryKey: [path], queryFn: () => requestParsed(PartWhereUsedSchema, 'GET', path) });
}

export function useDiff(id: string, from: string, to: string) {
  const path = withQuery(`${itemPath(id)}/diff`, { from, to });
  return useQuery({ queryKey: [path], queryFn: () => requestParsed(PartDiffSchema, 'GET', path), enabled: Boolean(from && to && from !== to) });
}

/** Cost of `quantity` builds from the latest awards (assemblies rolled up, missing prices named). */
export function useCost(id: string, quantity: number) {
  const path = withQuery(`${itemPath(id)}/cost`, { quantity });
  return useQuery({ queryKey: [path], queryFn: () => requestParsed(PartCostSchema, 'GET', path), placeholderData: (previous) => previous });
}

/** The item a BOM line was added as (old `/parts/{uploadId}/{partId}` links lead to it). */
export function useItemForLine(uploadId: string, lineId: string) {
  const path = withQuery(`${ITEMS_PATH}/by-source`, { uploadId, lineId });
  return useQuery({ queryKey: [path], queryFn: () => requestParsed(PartSourceLookupSchema, 'GET', path) });
}

/** Every part master read is stale after a write: structures and where-used span items. */
function useInvalidateParts() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ predicate: (q) => typeof q.queryKey[0] === 'string' && q.queryKey[0].startsWith('/api/parts') });
}

export function useCreateItem() {
  const invalidate = useInvalidateParts();
  return useMutation({ mutationFn: (input: ItemCreateInput) => requestParsed(PartItemEnvelopeSchema, 'POST', ITEMS_PATH, input), onSuccess: invalidate });
}

export function useEditRevision(id: string, label: string) {
  const invalidate = useInvalidateParts();
  return useMutation({ mutationFn: (changes: RevisionChanges) => requestParsed(PartItemEnvelopeSchema, 'PATCH', revisionPath(id, label), changes), onSuccess: invalidate });
}

export function useRevisionAction(id: string) {
  const invalidate = useInvalidateParts();
  return useMutation({
    mutationFn: (action: { kind: 'release'; label: string; note: string } | { kind: 'obsolete'; label: string } | { kind: 'new'; label?: string }) => {
      if (action.kind === 'new') return requestParsed(PartItemEnvelopeSchema, 'POST', `${itemPath(id)}/revisions`, action.label ? { label: action.label } : {});
      if (action.kind === 'release') return requestParsed(PartItemEnvelopeSchema, 'POST', `${revisionPath(id, action.label)}/release`, { note: action.note });
      return requestParsed(PartItemEnvelopeSchema, 'POST', `${revisionPath(id, action.label)}/obsolete`);
    },
    onSuccess: invalidate,
  });
}

export function useRenumber(id: string) {
  const invalidate = useInvalidateParts();
  return useMutation({ mutationFn: (partNumber: string) => requestParsed(PartItemEnvelopeSchema, 'PATCH', itemPath(id), { partNumber }), onSuccess: invalidate });
}

export function useImportStructure() {
  const invalidate = useInvalidateParts();
  return useFileUploadMutation((file: File, onProgress) => sendFileParsed(PartImportResultSchema, '/api/parts/import', file, onProgress), { onSuccess: invalidate });
}

/** "Add to part master" from a BOM upload: every line, or the ones named. */
export function useAddFromBom(uploadId: string) {
  const invalidate = useInvalidateParts();
  return useMutation({
    mutationFn: (lineIds?: string[]) => requestParsed(PartFromBomResultSchema, 'POST', '/api/parts/from-bom', lineIds ? { uploadId, lineIds } : { uploadId }),
    onSuccess: invalidate,
  });
}

/** A CSV from the parts domain (the list, or an assembly's indented structure), downloaded with the bearer token. */
export function useCsvDownload() {
  const { getToken } = useAuth();
  return useMutation({ mutationFn: async ({ path, fileName }: { path: string; fileName: string }) => downloadWithToken(path, await getToken(), fileName) });
}
