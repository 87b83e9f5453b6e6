import { useRef, useState } from 'react';
import { Button, Field, HStack, Stack, Text, errorMessageOf, type QuoteAttachment, ErrorAlert } from '@forge/shell-sdk';
import { RFQ_FILE_MAX_BYTES } from '@forge/shell-sdk/buying-contract';
import { formatSize, precheckQuotePdf, useUploadQuotePdf } from './quote-pdf-api';
import { QuotePdfLink } from './QuotePdfLink';

/** The quote form's attachment: one formal quote PDF per revision (kept from the last revision until changed). */
export function QuotePdfField({ rfqId, value, onChange }: { rfqId: string; value: QuoteAttachment | null; onChange: (next: QuoteAttachment | null) => void }) {
  const input = useRef<HTMLInputElement>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const upload = useUploadQuotePdf(rfqId);

  const pick = (file: File | undefined) => {
    if (!file) return;
    const problem = precheckQuotePdf(file);
    setRefusal(problem);
    if (problem) return;
    upload.mutate(file, { onSuccess: (attachment) => onChange(attachment), onError: (error) => setRefusal(errorMessageOf(error)) });
  };

  return (
    <Field.Root data-testid="quote-pdf-field">
      <Field.Label fontSize="sm">Formal quote (PDF)</Field.Label>
      <Stack gap={2} w="full">
        {value ? (
          <HStack gap={2} wrap="wrap">
            <QuotePdfLink rfqId={rfqId} attachment={value} />
            <Button size="xs" variant="ghost" onClick={() => onChange(null)} aria-label={`Remove ${value.name}`}>
              Remove
            </Button>
          </HStack>
        ) : null}
        <HStack gap={2} wrap="wrap">
          <input ref={input} type="file" accept=".pdf,application/pdf" hidden aria-label="Quote PDF file" onChange={(e) => pick(e.currentTarget.files?.[0])} />
          <Button size="sm" variant="outline" onClick={() => input.current?.click()} loading={upload.isPending} loadingText={`Uploading ${Math.round(upload.progress * 100)}%`}>
            {value ? 'Replace PDF' : 'Attach PDF'}
          </Button>
          <Text fontSize="xs" color="fg.muted">
            PDF only, up to {formatSize(RFQ_FILE_MAX_BYTES)}. Only the buyer sees it, with this revision.
          </Text>
        </HStack>
        {refusal && <ErrorAlert size="sm">{refusal}</ErrorAlert>}
      </Stack>
    </Field.Root>
  );
}
