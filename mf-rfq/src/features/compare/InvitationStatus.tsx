import { Badge, HStack, Skeleton, Stack, Text, type InvitationStatus as Status, formatDateTime } from '@forge/shell-sdk';
import { useInvitations, DECLINE_LABELS } from '../quotes';

const LABELS: Record<Status, { label: string; palette: string }> = {
  sent: { label: 'Sent', palette: 'gray' },
  opened: { label: 'Opened', palette: 'blue' },
  asked: { label: 'Asked a question', palette: 'purple' },
  quoted: { label: 'Quoted', palette: 'green' },
  declined: { label: 'Declined', palette: 'red' },
};

/** Where each invitation stands, so the buyer sees who is silent. */
export function InvitationStatusList({ rfqId }: { rfqId: string }) {
  const invitations = useInvitations(rfqId, true);
  if (invitations.isPending) return <Skeleton h="16" />;
  if (invitations.isError || invitations.data.length === 0) return null;
  return (
    <Stack as="ul" listStyleType="none" gap={2} aria-label="Invitation status">
      {invitations.data.map((i) => (
        <HStack as="li" key={i.supplierId} justify="space-between" gap={2} fontSize="sm" data-testid="invitation">
          <Stack gap={0} minW={0}>
            <Text fontWeight="medium" wordBreak="break-word">
              {i.name}
            </Text>
            <Text color="fg.muted" fontSize="xs">
              {i.status === 'declined' && i.declineReason
                ? DECLINE_LABELS[i.declineReason]
                : i.answeredAt
                  ? `Rev. ${i.revision}, ${formatDateTime(i.answeredAt)}`
                  : i.openedAt
                    ? `Opened ${formatDateTime(i.openedAt)}`
                    : 'Not opened yet'}
            </Text>
          </Stack>
          <Badge colorPalette={LABELS[i.status].palette} flexShrink={0}>
            {LABELS[i.status].label}
          </Badge>
        </HStack>
      ))}
    </Stack>
  );
}
