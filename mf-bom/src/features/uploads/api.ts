import { useEffect, useRef, useState } from 'react';
import { z } from 'zod';
import {
  ApiError,
  apiUrl,
  BOM_FIELDS,
  type UploadState,
  useAuth,
  useMutation,
  useQuery,
  useQueryClient,
  sendFileParsed,
  useFileUploadMutation,
} from '@forge/shell-sdk';
import {
  DetectedColumnSchema,
  SkippedRowSchema,
  UPLOAD_STATES,
  UploadSummarySchema,
} from '@forge/shell-sdk/buying-contract';

type QueryClient = ReturnType<typeof useQueryClient>;
import { requestParsed } from '../../lib/api-client';

/** The fields a BOM column can map to, in the order the mapping step lists them: the contract's one list. */
export const MAPPABLE_FIELDS = BOM_FIELDS;
export type MappableField = (typeof MAPPABLE_FIELDS)[number];

export const FIELD_LABELS: Record<MappableField, string> = {
  partNumber: 'Part number',
  description: 'Name / description',
  quantity: 'Quantity',
  material: 'Material',
  finish: 'Finish',
  process: 'Process hint',
  manufacturer: 'Manufacturer',
  mpn: 'Manufacturer part number (MPN)',
  refDes: 'Reference designators',
  notes: 'Notes',
  unitPrice: 'Unit price',
  unit: 'Unit of measure',
  revision: 'Revision',
  value: 'Value (10k, 100nF)',
  footprint: 'Footprint / package',
  supplier: 'Supplier / vendor',
  supplierPn: 'Supplier part number',
  link: 'Link / URL',
  datasheet: 'Datasheet',
  makeBuy: 'Make / buy',
  dnp: 'Do not populate (DNP)',
  usedIn: 'Used in / assembly',
};

const isMappable = (field: string): field is MappableField => (MAPPABLE_FIELDS as readonly string[]).includes(field);

export { UPLOAD_STATES };
export type { UploadState } from '@forge/shell-sdk';

// The contract's column, tolerant on purpose: a field a newer server detects before this remote is redeployed
// shows as "not detected" instead of failing the whole upload (the Rev/UOM bug).
export const columnSchema = DetectedColumnSchema.extend({
  detected: z
    .string()
    .nullable()
    .transform((field): MappableField | null => (field && isMappable(field) ? field : null)),
});
export type DetectedColumn = z.infer<typeof columnSchema>;

export type ColumnMapping = Partial<Record<MappableField, number>>;
export const mappingSchema = z.record(z.string(), z.number().int().nullish()).transform((raw): ColumnMapping => {
  const mapping: ColumnMapping = {};
  for (const [field, index] of Object.entries(raw)) if (isMappable(field) && typeof index === 'number') mapping[field] = index;
  return mapping;
});

// The contract's summary, with the skipped rows always a list for the page.
export const summarySchema = UploadSummarySchema.extend({ skipped: z.array(SkippedRowSchema).default([]) });
export type { SkippedRow } from '@forge/shell-sdk';
export type UploadSummary = z.infer<typeof summarySchema>;

export const uploadSchema = z.object({
  id: z.string(),
  fileName: z.string(),
  fileType: z.string(),
  size: z.number(),
  state: z.enum(UPLOAD_STATES),
  sheets: z.array(z.string()).default([]),
  sheet: z.string().nullish(),
  includedSheets: z.array(z.string()).nullish(),
  headerRow: z.number().nullish(),
  columns: z.array(columnSchema).default([]),
  mapping: mappingSchema.default({}),
  preview: z.array(z.array(z.string().nullable().transform((v) => v ?? ''))).default([]),
  lineCount: z.number().default(0),
  format: z.string().default(''),
  processed: z.number().default(0),
  total: z.number().default(0),
  error: z.string().nullish(),
  createdAt: z.string(),
  completedAt: z.string().nullish(),
  summary: summarySchema.nullish(),
  restoredRows: z.array(z.number()).default([]),
});
export type Upload = z.infer<typeof uploadSchema>;

const uploadEnvelope = z.object({ upload: uploadSchema });
/** GET /uploads/:id answers `{upload}`; a bare upload is accepted too. */
const uploadAnswer = z.union([uploadEnvelope.transform((e) => e.upload), uploadSchema]);

export const uploadPath = (id: string) => `/api/bom/uploads/${encodeURIComponent(id)}`;
export const UPLOADS_PATH = '/api/bom/uploads';

/** Server-stated limits, repeated here so the page can say them up front and catch the obvious cases early. */
export const MAX_FILE_BYTES = 10 * 1024 * 1024;
export const MAX_LINES = 20_000;
export const ACCEPTED_EXTENSIONS = ['.csv', '.tsv', '.xlsx'] as const;

/** A client-side check before sending; the server enforces the same rules and more (line count, content). */
export function validateBomFile(file: File): string | null {
  const lower = file.name.toLowerCase();
  if (!ACCEPTED_EXTENSIONS.some((ext) => lower.endsWith(ext))) {
    return `"${file.name}" is not a CSV, TSV or XLSX file. Choose a .csv, .tsv or .xlsx file.`;
  }
  if (file.size === 0) return `"${file.name}" is empty. Choose a file with at least a header row and one line.`;
  if (file.size > MAX_FILE_BYTES) {
    return `"${file.name}" is ${(file.size / (1024 * 1024)).toFixed(1)} MB; the limit is 10 MB.`;
  }
  return null;
}

export function isActive(state: UploadState): boolean {
  return state === 'queued' || state === 'processing';
}

export function useUpload(id: string | null) {
  return useQuery({
    queryKey: [uploadPath(id ?? '')],
    queryFn: () => requestParsed(uploadAnswer, 'GET', uploadPath(id!)),
    enabled: Boolean(id),
  });
}

function storeUpload(queryClient: QueryClient, upload: Upload) {
  queryClient.setQueryData([uploadPath(upload.id)], upload);
  void queryClient.invalidateQueries({ queryKey: [UPLOADS_PATH], exact: true });
}

/** POSTs the file as multipart with real upload progress (0..1). Bad files come back as 400 with a message. */
export async function sendBomFile(file: File, onProgress: (fraction: number) => void): Promise<Upload> {
  return (await sendFileParsed(uploadEnvelope, UPLOADS_PATH, file, onProgress)).upload;
}

export function useSendBomFile() {
  const queryClient = useQueryClient();
  return useFileUploadMutation(sendBomFile, { onSuccess: (upload) => storeUpload(queryClient, upload) });
}

/** The sheet answer may be the envelope or just an acknowledgement; either way the upload is re-read. */
export function useSelectSheet(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (sheet: string) => {
      const answer = await requestParsed(z.unknown(), 'POST', `${uploadPath(id)}/sheet`, { sheet });
      const parsed = uploadEnvelope.safeParse(answer);
      return parsed.success ? parsed.data.upload : requestParsed(uploadAnswer, 'GET', uploadPath(id));
    },
    onSuccess: (upload) => storeUpload(queryClient, upload),
  });
}

export interface ProcessRequest {
  mapping: ColumnMapping;
  /** Workbook sheets to read besides the mapped one. */
  sheets?: string[];
  requirements?: { certifications?: string[]; state?: string };
}

export function useProcessUpload(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (request: ProcessRequest) =>
      (await requestParsed(uploadEnvelope, 'POST', `${uploadPath(id)}/process`, request)).upload,
    onSuccess: (upload) => storeUpload(queryClient, upload),
  });
}

export const progressEventSchema = z.object({
  processed: z.number(),
  total: z.number(),
  state: z.enum(UPLOAD_STATES),
});
export type ProgressEvent = z.infer<typeof progressEventSchema>;

/** Splits an SSE byte stream into the JSON of its `data:` fields. */
export function parseSseChunk(buffer: string): { events: unknown[]; rest: string } {
  const blocks = buffer.split(/\r?\n\r?\n/);
  const rest = blocks.pop() ?? '';
  const events: unknown[] = [];
  for (const block of blocks) {
    const data = block
      .split(/\r?\n/)
      .filter((line) => line.startsWith('data:'))
      .map((line) => line.slice(5).trimStart())
      .join('\n');
    if (!data) continue;
    try {
      events.push(JSON.parse(data));
    } catch {
      /* a keep-alive or malformed event: skip it */
    }
  }
  return { events, rest };
}

const RECONNECT_DELAY_MS = 1500;
const MAX_RECONNECTS = 5;

/**
 * Follows processing live over SSE. EventSource cannot send a bearer token, so the stream is read with fetch.
 * On a terminal state the cached upload is re-read (summary, completedAt, error).
 */
export function useUploadProgress(id: string, enabled: boolean): ProgressEvent | null {
  const { getToken } = useAuth();
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState<ProgressEvent | null>(null);
  const getTokenRef = useRef(getToken);
  getTokenRef.current = getToken;

  useEffect(() => {
    if (!enabled) return;
    const controller = new AbortController();
    let attempts = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let finished = false;

    const finish = () => {
      finished = true;
      // Everything read of this upload (its lines, buy list, summary): a restore re-processes it, and lines read
      // while it was queued would otherwise stay on screen.
      void queryClient.invalidateQueries({
        predicate: (query) => {
          const key = query.queryKey[0];
          return typeof key === 'string' && key.startsWith(uploadPath(id));
        },
      });
      void queryClient.invalidateQueries({ queryKey: [UPLOADS_PATH], exact: true });
    };

    const connect = async () => {
      try {
        const token = await getTokenRef.current();
        const response = await fetch(apiUrl(`${uploadPath(id)}/progress`), {
          headers: { Accept: 'text/event-stream', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
          credentials: 'include',
          signal: controller.signal,
        });
        if (!response.ok || !response.body) throw new ApiError(response.status, await response.text(), response.statusText);
        const reader = response.body.getReader();
        const decoder = new TextDecoder();
        let buffer = '';
        for (;;) {
          const { done, value } = await reader.read();
          if (done) break;
          attempts = 0;
          const { events, rest } = parseSseChunk(buffer + decoder.decode(value, { stream: true }));
          buffer = rest;
          for (const event of events) {
            const parsed = progressEventSchema.safeParse(event);
            if (!parsed.success) continue;
            setProgress(parsed.data);
            if (parsed.data.state === 'completed' || parsed.data.state === 'failed') {
              finish();
              await reader.cancel().catch(() => undefined);
              return;
            }
          }
        }
      } catch {
        if (controller.signal.aborted) return;
      }
      if (controller.signal.aborted || finished) return;
      // The stream ended early (restart, proxy timeout): re-read the upload and reconnect a few times.
      void queryClient.invalidateQueries({ queryKey: [uploadPath(id)] });
      if (attempts++ < MAX_RECONNECTS) timer = setTimeout(() => void connect(), RECONNECT_DELAY_MS);
    };

    void connect();
    return () => {
      controller.abort();
      if (timer) clearTimeout(timer);
    };
  }, [id, enabled, queryClient]);

  return progress;
}
