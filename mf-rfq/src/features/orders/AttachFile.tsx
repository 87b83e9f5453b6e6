import { useRef, useState } from 'react';
import { Alert, Button, Stack, Text, errorMessageOf, type Order } from '@forge/shell-sdk';
import { ORDER_STATUS_LABELS } from '@forge/shell-sdk/buying-contract';
import { ORDER_ACCEPT, precheckOrderFile, useAttachOrderFile } from './api';

/** Certificates of conformance, inspection reports, photos: a PDF or image attached to the order's current step. */
export function AttachFile({ order }: { order: Order }) {
  const input = useRef<HTMLInputElement>(null);
  const attach = useAttachOrderFile(order.id);
  const [problem, setProblem] = useState<string | null>(null);
  const onChoose = (file: File | undefined) => {
    if (!file) return;
    const refused = precheckOrderFile(file);
    setProblem(refused);
    if (!refused) attach.mutate({ file, status: order.status }, { onError: (error) => setProblem(errorMessageOf(error)) });
    if (input.current) input.current.value = '';
  };
  return (
    <Stack gap={2}>
      <Text fontSize="sm" color="fg.muted">
        Attach a certificate of conformance, an inspection report or a photo (PDF or image) to “{ORDER_STATUS_LABELS[order.status]}”.
      </Text>
      <input ref={input} type="file" accept={ORDER_ACCEPT} hidden data-testid="order-file-input" onChange={(e) => onChoose(e.target.files?.[0])} />
      <Button size="sm" variant="outline" alignSelf={{ base: 'stretch', sm: 'start' }} loading={attach.isPending} onClick={() => input.current?.click()}>
        Attach a file
      </Button>
      {problem && (
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Description>{problem}</Alert.Description>
        </Alert.Root>
      )}
    </Stack>
  );
}
