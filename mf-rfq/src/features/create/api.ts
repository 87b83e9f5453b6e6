import { apiPath, useApi, useQuery, type BomLine as ContractBomLine, type SupplierMatch } from '@forge/shell-sdk';
import { BOM_API, BomLineSchema, SUPPLIERS_API, UploadSchema, type RouteResult } from '@forge/shell-sdk/api-contract';

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

// The BOM reads take only the fields the form copies (the contract's schemas, picked): the server's upload and
// lines carry more than the form needs, and the form must not refuse a BOM over a field it never reads.
const uploadFields = UploadSchema.pick({ id: true, fileName: true, state: true });
const lineFields = BomLineSchema.pick({ id: true, lineNo: true, partNumber: true, description: true, quantity: true, unit: true, material: true, kind: true, process: true, suppliers: true });

export function useBomUpload(uploadId: string | null) {
  const path = uploadId ? apiPath(BOM_API.getUpload, { params: { id: uploadId } }) : BOM_API.getUpload.id;
  return useQuery({ queryKey: [path], select: (answer: unknown) => uploadFields.parse((answer as { upload?: unknown } | null)?.upload), enabled: Boolean(uploadId) });
}

export function useBomLines(uploadId: string | null) {
  const path = uploadId ? apiPath(BOM_API.listUploadLines, { params: { id: uploadId } }) : BOM_API.listUploadLines.id;
  return useQuery({ queryKey: [path], select: (answer: unknown) => lineFields.array().parse(answer) as BomLine[], enabled: Boolean(uploadId) });
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
