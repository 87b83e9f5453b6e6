import { useState } from 'react';
import { Button, HStack, Text, errorMessageOf, paths, type ChatAction, TextLink, ButtonLink } from '@forge/shell-sdk';
import { useConfirmAction } from '../api';

/** A proposed action: nothing happens until the user clicks; a Discover search is a plain link. */
export function ActionButton({ conversationId, action }: { conversationId: string; action: ChatAction }) {
  const confirm = useConfirmAction(conversationId);
  const [done, setDone] = useState<ChatAction | null>(action.status === 'done' ? action : null);
  if (action.kind === 'open-discover') {
    return (
      <ButtonLink to={String(action.payload.link)} size="sm" variant="outline">Open in Discover</ButtonLink>
    );
  }
  if (done) {
    const rfqId = done.result?.rfqId;
    const link = typeof rfqId === 'string' ? paths.rfq(rfqId) : String(done.result?.link ?? '');
    return (
      <HStack gap={2} wrap="wrap">
        <Text fontSize="sm" color="fg.success">
          {action.kind === 'draft-rfq' ? 'Draft RFQ created.' : 'Line corrected.'}
        </Text>
        {link && (
          <TextLink to={link} fontSize="sm">{action.kind === 'draft-rfq' ? 'Open the draft RFQ' : 'See the line'}</TextLink>
        )}
      </HStack>
    );
  }
  return (
    <HStack gap={2} wrap="wrap">
      <Button size="sm" colorPalette="brand" loading={confirm.isPending} onClick={() => confirm.mutate(action.id, { onSuccess: (r) => setDone(r.action) })}>
        {action.kind === 'draft-rfq' ? 'Create draft RFQ' : action.label}
      </Button>
      {action.kind === 'draft-rfq' && (
        <Text fontSize="sm" color="fg.muted">
          {action.label.replace(/^Create draft RFQ: /, '')}
        </Text>
      )}
      {confirm.isError && (
        <Text role="alert" fontSize="sm" color="fg.error">
          {errorMessageOf(confirm.error)}
        </Text>
      )}
    </HStack>
  );
}
