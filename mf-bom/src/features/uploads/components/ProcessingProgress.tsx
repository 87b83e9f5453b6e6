import { Box, HStack, ProcessingDelayedNotice, Stack, Text, formatCount } from '@forge/shell-sdk';
import { Progress } from '@forge/shell-sdk/widgets';
import { isActive, useUploadProgress, type Upload } from '../api';

/** The live bar: SSE events while processing, the stored counts otherwise. */
export function ProcessingProgress({ upload }: { upload: Upload }) {
  const live = useUploadProgress(upload.id, isActive(upload.state));
  const processed = live?.processed ?? upload.processed;
  const total = live?.total || upload.total || upload.lineCount;
  const state = live?.state ?? upload.state;
  const percent = total > 0 ? Math.min(100, Math.round((processed / total) * 100)) : null;
  const label =
    state === 'queued'
      ? 'Waiting for a worker…'
      : state === 'completed'
        ? 'Done'
        : `Classifying and matching suppliers…`;

  return (
    <Stack gap={2}>
      {state !== 'completed' && <ProcessingDelayedNotice />}
      <Progress.Root
        value={state === 'queued' && processed === 0 ? null : percent}
        max={100}
        colorPalette="brand"
        size="lg"
        aria-label="Processing progress"
      >
        <HStack justify="space-between" mb={2} gap={4} wrap="wrap">
          <Progress.Label>{label}</Progress.Label>
          <Text color="fg.muted" aria-live="polite" data-testid="processing-count">
            {formatCount(processed)} of {formatCount(total)} lines{percent !== null ? ` · ${percent}%` : ''}
          </Text>
        </HStack>
        <Progress.Track borderRadius="full">
          <Progress.Range />
        </Progress.Track>
      </Progress.Root>
      <Box />
    </Stack>
  );
}
