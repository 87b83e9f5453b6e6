import { useApi, type BomLine as ContractBomLine, type SupplierMatch } from '@forge/shell-sdk';
import { BOM_API, SUPPLIERS_API, type RouteResult } from '@forge/shell-sdk/api-contract';

// What the form reads from other sections' APIs to prefill an RFQ (the server copies BOM lines itself on submit),
// by contract entry. Every read caches the API's answer whole under its path (the BOM section reads and writes the
// same keys on the one query client) and narrows it with `select`.

/** A supplier matched to a BOM line, as the contract defines it. */
export type MatchedSupplier = SupplierMatch;
/** A BOM line as the contract defines it (the form copies a few of its fields into an RFQ line). */
export type BomLine = ContractBomLine;
/** A company profile as the contract defines it. */
export type Supplier = RouteResult<typeof SUPPLIERS_API.get>;
/** A process a line can name (the BOM classifier's list). */
export type ProcessOption = RouteResult<typeof BOM_API.listProcesses>[number];
/** One company found by name, as the supplier picker lists it. */
export type SupplierHitSummary = RouteResult<typeof SUPPLIERS_API.search>['hits'][number];

export function useBomUpload(uploadId: string | null) {
  return useApi(BOM_API.getUpload, { params: { id: uploadId ?? '' } }, { select: (answer) => answer.upload, enabled: Boolean(uploadId) });
}

export function useBomLines(uploadId: string | null) {
  return useApi(BOM_API.listUploadLines, { params: { id: uploadId ?? '' } }, { enabled: Boolean(uploadId) });
}

export function useSupplier(id: string | null) {
  return useApi(SUPPLIERS_API.get, { params: { id: id ?? '' } }, { enabled: Boolean(id) });
}

export function useProcessOptions() {
  return useApi(BOM_API.listProcesses);
}

/** The suppliers search, read by name for the RFQ form (two characters at least; nothing is asked before). */
export function useSupplierNameSearch(text: string) {
  const q = text.trim();
  return useApi(SUPPLIERS_API.search, { query: { q, pageSize: 8 } }, { select: (answer) => answer.hits, enabled: q.length >= 2, staleTime: 60_000 });
}
