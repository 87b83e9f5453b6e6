import { z } from 'zod';

// The Redis streams and BullMQ queues that cross a process boundary: their names and payloads, written once and
// imported by producer and consumer (API replicas, workers, the shell server).

/**
 * Supplier writes, appended by every API replica (and the certificate-expiry job) and followed by every replica's
 * search index and the shell server's page cache. Trimmed to about `SUPPLIER_CHANGES_MAX` entries.
 */
export const SUPPLIER_CHANGES_STREAM = 'forge:suppliers:changes';
export const SUPPLIER_CHANGES_MAX = 10_000;

/** One entry: a supplier that changed, or "rebuild everything" from an origin (a replica id or a job's name). */
export type SupplierChange = { kind: 'changed'; supplierId: string } | { kind: 'rebuild'; origin: string };

/** The stream fields of an entry (`XADD … id <supplierId>` or `… rebuild <origin>`). */
export function supplierChangeFields(change: SupplierChange): [string, string] {
  return change.kind === 'changed' ? ['id', change.supplierId] : ['rebuild', change.origin];
}

/** An entry read back from its fields; null for one this build does not know. */
export function supplierChangeOf(fields: readonly string[]): SupplierChange | null {
  const [key, value] = fields;
  if (!value) return null;
  if (key === 'id') return { kind: 'changed', supplierId: value };
  if (key === 'rebuild') return { kind: 'rebuild', origin: value };
  return null;
}

/** The BOM processing queue (BullMQ): one job per upload, jobId = upload id. */
export const BOM_QUEUE = 'bom-processing';

/** A BOM job's payload; `generation` tells a stale job (the upload was processed again since) from the current one. */
export const BomJobDataSchema = z.object({
  uploadId: z.string().min(1),
  generation: z.number().int().min(0),
  fileName: z.string(),
  uid: z.string().min(1),
});
export type BomJobData = z.infer<typeof BomJobDataSchema>;
