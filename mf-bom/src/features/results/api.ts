import { z } from 'zod';
import { LINE_KINDS, useAuth, useMutation, useQuery, useQueryClient, type LineKind } from '@forge/shell-sdk';
import { BuyListSchema } from '@forge/shell-sdk/account-contract';
import { SupplierMatchSchema } from '@forge/shell-sdk/buying-contract';
import { downloadWithToken, requestParsed, withQuery } from '../../lib/api-client';
import { UPLOADS_PATH, uploadPath } from '../uploads';

export { LINE_KINDS, type LineKind } from '@forge/shell-sdk';

export const KIND_LABELS: Record<LineKind, string> = {
  custom: 'Custom part',
  standard: 'Standard part',
  'raw-stock': 'Raw stock',
  consumable: 'Consumable',
  fee: 'Fee',
  service: 'Service',
  unknown: 'Unknown',
};

/** Badge colours by kind (raw stock, consumables, fees and services are not matched to suppliers). */
export const KIND_PALETTE: Record<LineKind, string> = {
  custom: 'orange',
  standard: 'blue',
  'raw-stock': 'yellow',
  consumable: 'purple',
  fee: 'gray',
  service: 'green',
  unknown: 'gray',
};

/** The kinds as choices for a select. */
export const KIND_OPTIONS = LINE_KINDS.map((kind) => ({ value: kind, label: KIND_LABELS[kind] }));

export const processRefSchema = z.object({ slug: z.string(), name: z.string() });
export type ProcessRef = z.infer<typeof processRefSchema>;

/** A supplier matched to a line: the contract's schema, as the services send it. */
export const matchedSupplierSchema = SupplierMatchSchema;
export type MatchedSupplier = z.infer<typeof matchedSupplierSchema>;

const text = z.string().nullish();
export const bomLineSchema = z.object({
  id: z.string(),
  lineNo: z.number(),
  partNumber: text,
  description: text,
  quantity: z.number().nullish(),
  unit: text,
  material: text,
  finish: text,
  manufacturer: text,
  mpn: text,
  refDes: z.array(z.string()).default([]),
  unitPrice: z.number().nullish(),
  kind: z.enum(LINE_KINDS),
  process: processRefSchema.nullish(),
  standardCategory: text,
  confidence: z.number(),
  evidence: z.array(z.string()).default([]),
  suppliers: z.array(matchedSupplierSchema).default([]),
  corrected: z.boolean().default(false),
  value: z.string().default(''),
  footprint: z.string().default(''),
  supplier: z.string().default(''),
  supplierPn: z.string().default(''),
  link: z.string().default(''),
  dnp: z.boolean().default(false),
  displayName: z.string().default(''),
  quantityWarning: z.string().default(''),
  attributes: z.record(z.string(), z.string()).default({}),
  alternateOf: z.number().nullish(),
  /** The workbook sheet the line is on ('' for CSV). */
  sheet: z.string().nullish(),
});
export type BomLine = z.infer<typeof bomLineSchema>;

export interface LineFilters {
  kind?: string;
  process?: string;
  q?: string;
}

export const linesPath = (uploadId: string, filters: LineFilters = {}) =>
  withQuery(`${uploadPath(uploadId)}/lines`, { kind: filters.kind, process: filters.process, q: filters.q });

export function useLines(uploadId: string, filters: LineFilters, enabled = true) {
  const path = linesPath(uploadId, filters);
  return useQuery({
    queryKey: [path],
    queryFn: () => requestParsed(z.array(bomLineSchema), 'GET', path),
    enabled,
    placeholderData: (previous) => previous,
  });
}

export interface LineCorrection {
  lineId: string;
  kind: LineKind;
  process?: string;
}

export function useCorrectLine(uploadId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ lineId, kind, process }: LineCorrection) => {
      const answer = await requestParsed(
        z.unknown(),
        'PATCH',
        `${uploadPath(uploadId)}/lines/${encodeURIComponent(lineId)}`,
        kind === 'custom' && process ? { kind, process } : { kind },
      );
      const line = z.union([bomLineSchema, z.object({ line: bomLineSchema })]).safeParse(answer);
      return line.success ? ('line' in line.data ? line.data.line : line.data) : null;
    },
    onSuccess: () => {
      // Every filtered view of these lines and the summary on the upload may have changed.
      void queryClient.invalidateQueries({
        predicate: (query) => {
          const key = query.queryKey[0];
          return typeof key === 'string' && key.startsWith(`${uploadPath(uploadId)}`);
        },
      });
      void queryClient.invalidateQueries({ queryKey: [UPLOADS_PATH], exact: true });
    },
  });
}

export type ExportFormat = 'csv' | 'xlsx';

export function useExport(uploadId: string, fileName: string) {
  const { getToken } = useAuth();
  return useMutation({
    mutationFn: async (format: ExportFormat) => {
      const base = fileName.replace(/\.[^.]+$/, '') || 'bom';
      await downloadWithToken(
        `${uploadPath(uploadId)}/export?format=${format}`,
        await getToken(),
        `${base}-classified.${format}`,
      );
    },
  });
}

export type BuyList = z.infer<typeof BuyListSchema>;

export const buyListPath = (uploadId: string) => `${uploadPath(uploadId)}/buy-list`;

export function useBuyList(uploadId: string, enabled = true) {
  return useQuery({
    queryKey: [buyListPath(uploadId)],
    queryFn: () => requestParsed(BuyListSchema, 'GET', buyListPath(uploadId)),
    enabled,
  });
}

export function useBuyListExport(uploadId: string, fileName: string) {
  const { getToken } = useAuth();
  return useMutation({
    mutationFn: async () => {
      const base = fileName.replace(/\.[^.]+$/, '') || 'bom';
      await downloadWithToken(`${buyListPath(uploadId)}?format=csv`, await getToken(), `${base}-buy-list.csv`);
    },
  });
}

/** Rows by their number on a workbook sheet (no sheet: the mapped sheet, or the CSV file). */
export interface RowsOnSheet {
  rows: number[];
  sheet?: string;
}

/** Moves rows between the lines and the "not a part" list: the upload is processed again (202) and every view of it refreshes. */
function useRowsMove(uploadId: string, action: 'restore' | 'exclude') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ rows, sheet }: RowsOnSheet) => requestParsed(z.unknown(), 'POST', `${uploadPath(uploadId)}/${action}`, { rows, ...(sheet ? { sheet } : {}) }),
    onSuccess: () => {
      void queryClient.invalidateQueries({
        predicate: (query) => {
          const key = query.queryKey[0];
          return typeof key === 'string' && key.startsWith(uploadPath(uploadId));
        },
      });
    },
  });
}

/** Restores rows of the "not a part" list as lines. */
export const useRestoreRows = (uploadId: string) => useRowsMove(uploadId, 'restore');

/** Moves lines out to the "not a part" list (a total or a note the reader took for a part). */
export const useExcludeRows = (uploadId: string) => useRowsMove(uploadId, 'exclude');
