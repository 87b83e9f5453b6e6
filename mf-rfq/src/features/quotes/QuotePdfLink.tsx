import { Button, notifyError, type QuoteAttachment } from '@forge/shell-sdk';
import { formatSize, useDownloadQuotePdf } from './quote-pdf-api';

/** Downloads one quote PDF (the buyer, admins and the supplier that sent it; the server logs each download). */
export function QuotePdfLink({ rfqId, attachment }: { rfqId: string; attachment: QuoteAttachment }) {
  const download = useDownloadQuotePdf(rfqId);
  return (
    <Button
      size="xs"
      variant="outline"
      loading={download.isPending}
      onClick={() => download.mutate(attachment, { onError: (error) => notifyError(error, "Couldn't download the quote PDF") })}
      aria-label={`Download ${attachment.name}`}
      maxW="full"
      whiteSpace="normal"
      wordBreak="break-all"
      textAlign="start"
      h="auto"
      py={1}
    >
      {attachment.name} ({formatSize(attachment.size)})
    </Button>
  );
}
