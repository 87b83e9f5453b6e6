import { useState } from 'react';
import { Badge, Button, HStack, Skeleton, Stack, Text, type InvitationStatus as Status, type Invitations, formatDateTime, notify, notifyError, errorMessageOf } from '@forge/shell-sdk';
import { useInvitations, useWithdrawInvitation, DECLINE_LABELS } from '../quotes';
import { ConfirmDialog } from '@forge/shell-sdk/widgets';

type Invitation = Invitations['invitations'][number];

/** "Sent" only where a message went out: the owner's notification, or an email with a quote link. */
const LABELS: Record<Status, { label: string; palette: string }> = {
  sent: { label: 'Sent', palette: 'gray' },
  emailed: { label: 'Emailed', palette: 'gray' },
  bounced: { label: 'Bounced', palette: 'orange' },
  'no-address': { label: 'No address', palette: 'orange' },
  'not-sent': { label: 'Not sent', palette: 'orange' },
  opened: { label: 'Opened', palette: 'blue' },
  asked: { label: 'Asked a question', palette: 'purple' },
  quoted: { label: 'Quoted', palette: 'green' },
  declined: { label: 'Declined', palette: 'red' },
  withdrawn: { label: 'Withdrawn', palette: 'gray' },
};

/** The line under a company's name: what it did, else how (and whether) it was reached. */
function detailOf(i: Invitation): string {
  if (i.status === 'withdrawn') return `Withdrawn ${i.withdrawnAt ? formatDateTime(i.withdrawnAt) : ''}`.trim();
  if (i.status === 'declined' && i.declineReason) return DECLINE_LABELS[i.declineReason];
  if (i.answeredAt) return `Rev. ${i.revision}, ${formatDateTime(i.answeredAt)}`;
  if (i.openedAt) return `Opened ${formatDateTime(i.openedAt)}`;
  if (i.status === 'emailed') return `Quote link emailed to ${i.contactEmail ?? 'its listed contact'}; not opened yet`;
  if (i.status === 'bounced') return `The email to ${i.contactEmail ?? 'its listed contact'} could not be delivered`;
  if (i.status === 'no-address') return 'No account and no listed email: nobody was told';
  if (i.status === 'not-sent') return 'No message was sent to this company';
  return 'Notified in Forge; not opened yet';
}

/** Where each invitation stands, so the buyer sees who is silent (and who was never reached); open RFQs can withdraw one. */
export function InvitationStatusList({ rfqId, canWithdraw = false }: { rfqId: string; canWithdraw?: boolean }) {
  const invitations = useInvitations(rfqId, true);
  const withdraw = useWithdrawInvitation(rfqId);
  const [confirming, setConfirming] = useState<Invitation | null>(null);
  if (invitations.isPending) return <Skeleton h="16" />;
  if (invitations.isError) {
    return (
      <Text color="fg.error" fontSize="sm" role="alert">
        {`We couldn't load the invitation status: ${errorMessageOf(invitations.error)}`}
      </Text>
    );
  }
  if (invitations.data.length === 0) return null;
  const withdrawable = (i: Invitation) => canWithdraw && i.status !== 'withdrawn' && i.status !== 'quoted' && i.status !== 'declined';
  const confirm = () => {
    if (!confirming) return;
    withdraw.mutate(confirming.supplierId, {
      onSuccess: () => notify('success', `Invitation to ${confirming.name} withdrawn`, 'Its quote link no longer works.'),
      onError: (error) => notifyError(error, "Couldn't withdraw the invitation"),
      onSettled: () => setConfirming(null),
    });
  };
  return (
    <>
      <Stack as="ul" listStyleType="none" gap={2} aria-label="Invitation status">
        {invitations.data.map((i) => (
          <HStack as="li" key={i.supplierId} justify="space-between" gap={2} fontSize="sm" data-testid="invitation" data-status={i.status}>
            <Stack gap={0} minW={0}>
              <Text fontWeight="medium" wordBreak="break-word">
                {i.name}
              </Text>
              <Text color="fg.muted" fontSize="xs" wordBreak="break-word">
                {detailOf(i)}
              </Text>
            </Stack>
            <HStack gap={2} flexShrink={0}>
              <Badge colorPalette={LABELS[i.status].palette}>{LABELS[i.status].label}</Badge>
              {withdrawable(i) && (
                <Button size="xs" variant="ghost" colorPalette="red" onClick={() => setConfirming(i)} aria-label={`Withdraw the invitation to ${i.name}`}>
                  Withdraw
                </Button>
              )}
            </HStack>
          </HStack>
        ))}
      </Stack>
      {confirming && (
        <ConfirmDialog open title={`Withdraw the invitation to ${confirming.name}?`} confirmLabel="Withdraw" tone="danger" busy={withdraw.isPending} onConfirm={confirm} onClose={() => setConfirming(null)}>
          <Text>{confirming.name} will no longer see this RFQ, and any quote link emailed to it stops working. This cannot be undone.</Text>
        </ConfirmDialog>
      )}
    </>
  );
}
