import type { FormEvent } from 'react';
import { Button, Field, HStack, Stack, Textarea } from '@forge/shell-sdk';

/** The text box and Send button under a thread; `helper` tells a supplier who reads what it writes. */
export function MessageComposer({ label, helper, body, onBody, onSubmit, sending }: {
  label: string;
  helper?: string | undefined;
  body: string;
  onBody: (body: string) => void;
  onSubmit: (event: FormEvent) => void;
  sending: boolean;
}) {
  return (
    <form onSubmit={onSubmit}>
      <Stack gap={2}>
        <Field.Root>
          <Field.Label>{label}</Field.Label>
          <Textarea value={body} onChange={(e) => onBody(e.currentTarget.value)} maxLength={4000} rows={3} data-testid="thread-input" />
          {helper && <Field.HelperText>{helper}</Field.HelperText>}
        </Field.Root>
        <HStack justify="flex-end">
          <Button type="submit" size="sm" colorPalette="brand" loading={sending} disabled={!body.trim()} data-testid="thread-send">
            Send
          </Button>
        </HStack>
      </Stack>
    </form>
  );
}

/** What a supplier is told about its questions. */
export const SUPPLIER_QUESTION_HELP = 'Only the buyer reads your questions; other invited suppliers never see them.';
