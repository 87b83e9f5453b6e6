import { z } from 'zod';
import { useQuery, requestParsed, withQuery } from '@forge/shell-sdk';
import { BomLineSchema, SupplierMatchSchema } from '@forge/shell-sdk/buying-contract';

/** What the form reads from other sections' APIs to prefill an RFQ (the server copies BOM lines itself on submit). */

const bomUploadSchema = z.object({ upload: z.object({ id: z.string(), fileName: z.string(), state: z.string() }) });

/** A supplier matched to a BOM line: the contract's match, narrowed to what the form suggests from. */
export const matchedSupplierSchema = SupplierMatchSchema.pick({ id: true, name: true, city: true, state: true, score: true, distanceMiles: true });
export type MatchedSupplier = z.infer<typeof matchedSupplierSchema>;

/** The contract's BOM line, narrowed to the fields the form copies into an RFQ line. */
export const bomLineSchema = BomLineSchema.pick({
  id: true,
  lineNo: true,
  partNumber: true,
  description: true,
  quantity: true,
  unit: true,
  material: true,
  kind: true,
  process: true,
}).extend({ suppliers: z.array(matchedSupplierSchema) });
export type BomLine = z.infer<typeof bomLineSchema>;

export const supplierSchema = z.object({
  id: z.string(),
  name: z.string(),
  slug: z.string().nullish(),
  address: z.object({ city: z.string().nullish(), state: z.string().nullish() }).partial().nullish(),
  capabilities: z.array(z.string()).default([]),
  verified: z.boolean().nullish(),
});
export type Supplier = z.infer<typeof supplierSchema>;

export const processOptionSchema = z.object({ slug: z.string(), name: z.string() });
export type ProcessOption = z.infer<typeof processOptionSchema>;

const uploadPath = (id: string) => `/api/bom/uploads/${encodeURIComponent(id)}`;

/**
 * The key `[path]` is shared by every section on one query client and holds the API's answer as it came (the BOM
 * section reads and writes the same key), so the answer is cached whole and narrowed with `select`.
 */
export function useBomUpload(uploadId: string | null) {
  return useQuery({
    queryKey: [uploadPath(uploadId ?? '')],
    queryFn: () => requestParsed(bomUploadSchema, 'GET', uploadPath(uploadId!)),
    select: (answer: unknown) => bomUploadSchema.parse(answer).upload,
    enabled: Boolean(uploadId),
  });
}

export function useBomLines(uploadId: string | null) {
  const path = `${uploadPath(uploadId ?? '')}/lines`;
  return useQuery({ queryKey: [path], queryFn: () => requestParsed(z.array(bomLineSchema), 'GET', path), enabled: Boolean(uploadId) });
}

export function useSupplier(id: string | null) {
  const path = `/api/suppliers/${encodeURIComponent(id ?? '')}`;
  return useQuery({ queryKey: [path], queryFn: () => requestParsed(supplierSchema, 'GET', path), enabled: Boolean(id) });
}

export function useProcessOptions() {
  return useQuery({ queryKey: ['/api/bom/processes'], queryFn: () => requestParsed(z.array(processOptionSchema), 'GET', '/api/bom/processes') });
}

/** One company found by name (GET /api/suppliers/search), narrowed to what the supplier picker lists. */
const supplierHitsSchema = z.object({ hits: z.array(z.object({ id: z.string(), name: z.string(), city: z.string(), state: z.string() })) });
export type SupplierHitSummary = z.infer<typeof supplierHitsSchema>['hits'][number];

/** The suppliers search, read by name for the RFQ form (two characters at least; nothing is asked before). */
export function useSupplierNameSearch(text: string) {
  const q = text.trim();
  const path = withQuery('/api/suppliers/search', { q, pageSize: 8 });
  return useQuery({ queryKey: [path], queryFn: () => requestParsed(supplierHitsSchema, 'GET', path), select: (answer: unknown) => supplierHitsSchema.parse(answer).hits, enabled: q.length >= 2, staleTime: 60_000 });
}
