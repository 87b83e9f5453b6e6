import { useRef, useState } from 'react';
import { Button, ErrorAlert, HStack, Stack, Text } from '@forge/shell-sdk';
import { RFQ_FILE_MAX_BYTES } from '@forge/shell-sdk/buying-contract';
import { ACCEPT, ACCEPTED_TEXT, formatBytes, precheck } from '../../files';

interface Props {
  files: File[];
  onChange: (files: File[]) => void;
  disabled?: boolean | undefined;
}

/**
 * Drawings chosen while creating an RFQ. Nothing is sent here: the form saves the draft, uploads these to it and only
 * then sends it. Files the server would refuse by name or size are refused at once, with why.
 */
export function DrawingsPicker({ files, onChange, disabled }: Props) {
  const input = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const choose = (chosen: File[]) => {
    const kept = [...files];
    const refused: string[] = [];
    for (const file of chosen) {
      // the RFQ's 200 MB total is checked by the server as the files arrive
      const issue = precheck(file, { maxFileBytes: RFQ_FILE_MAX_BYTES, maxRfqBytes: Number.POSITIVE_INFINITY, usedBytes: 0 });
      if (issue) refused.push(issue);
      else if (!kept.some((f) => f.name === file.name && f.size === file.size)) kept.push(file);
    }
    setProblem(refused.length ? refused.join(' ') : null);
    onChange(kept);
  };
  return (
    <Stack gap={3}>
      {files.length > 0 && (
        <Stack as="ul" listStyleType="none" gap={1} aria-label="Drawings to attach">
          {files.map((file) => (
            <HStack as="li" key={`${file.name}-${file.size}`} justify="space-between" gap={2} fontSize="sm" borderWidth="1px" borderRadius="md" px={3} py={2} data-testid="drawing-to-attach">
              <Text wordBreak="break-all">
                {file.name} <Text as="span" color="fg.muted">· {formatBytes(file.size)}</Text>
              </Text>
              <Button size="xs" variant="ghost" disabled={disabled} aria-label={`Remove ${file.name}`} onClick={() => onChange(files.filter((f) => f !== file))}>
                Remove
              </Button>
            </HStack>
          ))}
        </Stack>
      )}
      <HStack gap={3} wrap="wrap">
        <Button size="sm" variant="outline" disabled={disabled} onClick={() => input.current?.click()}>
          Choose drawings
        </Button>
        <input
          ref={input}
          type="file"
          multiple
          accept={ACCEPT}
          hidden
          data-testid="create-drawings-input"
          aria-label="Choose drawings to attach"
          onChange={(e) => {
            const chosen = Array.from(e.currentTarget.files ?? []);
            e.currentTarget.value = '';
            if (chosen.length > 0) choose(chosen);
          }}
        />
      </HStack>
      <Text fontSize="sm" color="fg.muted">
        {ACCEPTED_TEXT}, up to {formatBytes(RFQ_FILE_MAX_BYTES)} each. They are attached to the draft before it is sent; suppliers see them with the RFQ.
      </Text>
      {problem && (
        <ErrorAlert size="sm" role="alert">
          {problem}
        </ErrorAlert>
      )}
    </Stack>
  );
}
