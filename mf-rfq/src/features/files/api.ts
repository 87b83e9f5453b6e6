import { apiPath, apiUrl, call, useApi, useMutation, useQueryClient, type RfqFile, sendFileParsed, useFileUploadMutation } from '@forge/shell-sdk';
import { RFQ_FILE_EXTENSIONS, RFQ_FILES_API, RFQ_LIFECYCLE_API, RfqFileEnvelopeSchema } from '@forge/shell-sdk/api-contract';

// Drawings and files of one RFQ (issue 14), called by contract entry.
export const filesPath = (id: string) => apiPath(RFQ_FILES_API.listFiles, { params: { id } });
export const downloadsPath = (id: string) => apiPath(RFQ_FILES_API.getFileDownloads, { params: { id } });

export const ACCEPT = RFQ_FILE_EXTENSIONS.map((e) => `.${e}`).join(',');
export const ACCEPTED_TEXT = 'PDF, STEP/STP, IGES, DXF, DWG, STL, images (PNG, JPEG, GIF, WebP, TIFF) or ZIP';

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(bytes < 10 * 1024 * 1024 ? 1 : 0)} MB`;
}

/** The checks the server makes first, made before sending (the server still checks the content itself). */
export function precheck(file: File, limits: { maxFileBytes: number; maxRfqBytes: number; usedBytes: number }): string | null {
  const ext = /\.([A-Za-z0-9]+)$/.exec(file.name)?.[1]?.toLowerCase() ?? '';
  if (!(RFQ_FILE_EXTENSIONS as readonly string[]).includes(ext)) return `"${file.name}" can't be attached: use ${ACCEPTED_TEXT}.`;
  if (file.size > limits.maxFileBytes) return `"${file.name}" is ${formatBytes(file.size)}; the limit is ${formatBytes(limits.maxFileBytes)} per file.`;
  if (limits.usedBytes + file.size > limits.maxRfqBytes) {
    return `"${file.name}" doesn't fit: this RFQ holds ${formatBytes(limits.usedBytes)} of its ${formatBytes(limits.maxRfqBytes)}.`;
  }
  return null;
}

export function useFiles(id: string, enabled = true) {
  return useApi(RFQ_FILES_API.listFiles, { params: { id } }, { enabled });
}

export function useDownloads(id: string, enabled: boolean) {
  return useApi(RFQ_FILES_API.getFileDownloads, { params: { id } }, { enabled });
}

/** POSTs one file as multipart with upload progress (0..1); a refused file comes back as a 400 with a sentence. */
export async function sendRfqFile(id: string, file: File, lineId: string | undefined, onProgress: (fraction: number) => void): Promise<RfqFile> {
  const path = apiPath(RFQ_FILES_API.createFile, { params: { id }, query: lineId ? { lineId } : undefined });
  return (await sendFileParsed(RfqFileEnvelopeSchema, path, file, onProgress)).file;
}

export function useUploadFile(id: string) {
  const queryClient = useQueryClient();
  return useFileUploadMutation(
    ({ file, lineId }: { file: File; lineId?: string | undefined }, onProgress: (fraction: number) => void) => sendRfqFile(id, file, lineId, onProgress),
    { onSuccess: () => queryClient.invalidateQueries({ queryKey: [filesPath(id)] }) },
  );
}

export function useRemoveFile(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (fileId: string) => call(RFQ_LIFECYCLE_API.deleteFile, { params: { id, fileId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [filesPath(id)] }),
  });
}

/**
 * Downloads go through a short-lived link (a browser navigation carries no bearer token); ITAR files only ever do.
 * The download log on the server records it; the buyer's log is re-read.
 */
export function useDownloadFile(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (fileId: string) => call(RFQ_FILES_API.linkFile, { params: { id, fileId } }),
    onSuccess: (link) => {
      window.open(apiUrl(link.url), '_self');
      window.setTimeout(() => void queryClient.invalidateQueries({ queryKey: [downloadsPath(id)] }), 1500);
    },
  });
}
