import { ApiError, apiPath, apiUrl, http, useMutation, type QuoteAttachment, sendFileParsed, useFileUploadMutation } from '@forge/shell-sdk';
import { QUOTE_ATTACHMENTS_API, QuoteAttachmentEnvelopeSchema, RFQ_FILE_MAX_BYTES } from '@forge/shell-sdk/api-contract';

// The supplier's formal quote PDF (issue 14): uploaded first, then named by the quote revision it goes with.
export const quotePdfsPath = (rfqId: string) => apiPath(QUOTE_ATTACHMENTS_API.createQuoteAttachment, { params: { id: rfqId } });
export const quotePdfContentPath = (rfqId: string, fileId: string) => apiPath(QUOTE_ATTACHMENTS_API.getQuoteAttachmentContent, { params: { id: rfqId, fileId } });

export function formatSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

/** What the server refuses first, said before sending (the server still checks that the content is a PDF). */
export function precheckQuotePdf(file: { name: string; size: number }): string | null {
  if (!/\.pdf$/i.test(file.name)) return `"${file.name}" is not a PDF. Attach your formal quote as a PDF file.`;
  if (file.size > RFQ_FILE_MAX_BYTES) return `"${file.name}" is ${formatSize(file.size)}; a quote PDF may be at most ${formatSize(RFQ_FILE_MAX_BYTES)}.`;
  return null;
}

/** POSTs the PDF as multipart with upload progress (0..1); a refusal comes back as a 400 with a sentence. */
export async function sendQuotePdf(rfqId: string, file: File, onProgress: (fraction: number) => void): Promise<QuoteAttachment> {
  return (await sendFileParsed(QuoteAttachmentEnvelopeSchema, quotePdfsPath(rfqId), file, onProgress)).attachment;
}

export function useUploadQuotePdf(rfqId: string) {
  return useFileUploadMutation((file: File, onProgress: (fraction: number) => void) => sendQuotePdf(rfqId, file, onProgress));
}

/** Downloads with the bearer token (the server logs it) and saves the file under its own name. */
export async function downloadQuotePdf(rfqId: string, attachment: QuoteAttachment): Promise<void> {
  const response = await http.get<Blob>(apiUrl(quotePdfContentPath(rfqId, attachment.id)), { responseType: 'blob' });
  if (response.status !== 200) throw new ApiError(response.status, '', `The download failed (HTTP ${response.status}).`);
  const url = URL.createObjectURL(new Blob([response.data], { type: 'application/pdf' }));
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = attachment.name;
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export function useDownloadQuotePdf(rfqId: string) {
  return useMutation({ mutationFn: (attachment: QuoteAttachment) => downloadQuotePdf(rfqId, attachment) });
}
