import { useEffect, useRef, useState } from 'react';
import {
  ApiError,
  apiPath,
  apiUrl,
  BOM_FIELDS,
  call,
  type ProcessRequest,
  type SkippedRow,
  type UploadState,
  type UploadSummary as ContractUploadSummary,
  type UploadView,
  useApi,
  useAuth,
  useMutation,
  useQueryClient,
  sendFileParsed,
  useFileUploadMutation,
} from '@forge/shell-sdk';
import { BOM_API, UPLOAD_STATES, UploadEnvelopeSchema, UploadProgressSchema, type UploadProgress } from '@forge/shell-sdk/api-contract';

type QueryClient = ReturnType<typeof useQueryClient>;

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

export { UPLOAD_STATES };
export type { UploadState } from '@forge/shell-sdk';

export type DetectedColumn = UploadView['columns'][number];
export type { ColumnMapping } from '@forge/shell-sdk';

/** An upload as the pages read it: the contract's, with empty preview cells as '' and the skipped rows a list. */
export type Upload = Omit<UploadView, 'preview' | 'summary'> & { preview: string[][]; summary?: UploadSummary };
export type UploadSummary = ContractUploadSummary & { skipped: SkippedRow[] };
export type { SkippedRow } from '@forge/shell-sdk';

export function toUpload(view: UploadView): Upload {
  return {
    ...view,
    preview: view.preview.map((row) => row.map((cell) => cell ?? '')),
    summary: view.summary ? { ...view.summary, skipped: view.summary.skipped ?? [] } : undefined,
  };
}

export const uploadPath = (id: string) => apiPath(BOM_API.getUpload, { params: { id } });
export const UPLOADS_PATH = apiPath(BOM_API.listUploads);

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
  return useApi(BOM_API.getUpload, { params: { id: id ?? '' } }, { enabled: Boolean(id), select: ({ upload }) => toUpload(upload) });
}

/** The answer of a change is the upload's new state: it becomes the cached read (raw, as a read would store it). */
function storeUpload(queryClient: QueryClient, upload: UploadView) {
  queryClient.setQueryData([uploadPath(upload.id)], { upload });
  void queryClient.invalidateQueries({ queryKey: [UPLOADS_PATH], exact: true });
}

/** POSTs the file as multipart with real upload progress (0..1). Bad files come back as 400 with a message. */
export async function sendBomFile(file: File, onProgress: (fraction: number) => void): Promise<Upload> {
  return toUpload((await sendFileParsed(UploadEnvelopeSchema, UPLOADS_PATH, file, onProgress)).upload);
}

export function useSendBomFile() {
  const queryClient = useQueryClient();
  return useFileUploadMutation(sendBomFile, { onSuccess: (upload) => storeUpload(queryClient, upload) });
}

export function useSelectSheet(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (sheet: string) => (await call(BOM_API.chooseSheet, { params: { id }, body: { sheet } })).upload,
    onSuccess: (upload) => storeUpload(queryClient, upload),
  });
}

export type { ProcessRequest };

export function useProcessUpload(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (request: ProcessRequest) => (await call(BOM_API.process, { params: { id }, body: request })).upload,
    onSuccess: (upload) => storeUpload(queryClient, upload),
  });
}

export type ProgressEvent = UploadProgress;

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
            const parsed = UploadProgressSchema.safeParse(event);
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
