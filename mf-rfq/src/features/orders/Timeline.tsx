import { Badge, Box, Button, HStack, Stack, Text, formatDateTime, notifyError, type Order, type OrderFile } from '@forge/shell-sdk';
import { ORDER_STATUSES, ORDER_STATUS_LABELS, ORDER_STEP_OWNER } from '@forge/shell-sdk/buying-contract';
import { orderFilePath, useDownload } from './api';

const SIDE: Record<string, string> = { buyer: 'buyer', supplier: 'supplier', admin: 'admin' };

function FileLink({ order, file }: { order: Order; file: OrderFile }) {
  const download = useDownload();
  return (
    <Button
      size="xs"
      variant="outline"
      loading={download.isPending}
      onClick={() => download.mutate({ path: orderFilePath(order.id, file.id), name: file.name, type: file.contentType }, { onError: (e) => notifyError(e, "Couldn't download the file") })}
      aria-label={`Download ${file.name}`}
      maxW="full"
      whiteSpace="normal"
      wordBreak="break-all"
      h="auto"
      py={1}
    >
      {file.name}
    </Button>
  );
}

/** Every state in order: done (when and by whom, the note, tracking, files), the current one, and those to come. */
export function OrderTimeline({ order }: { order: Order }) {
  const reached = new Map(order.events.map((e) => [e.status, e]));
  return (
    <Stack as="ol" gap={0} listStyleType="none" aria-label="Order timeline" data-testid="order-timeline">
      {ORDER_STATUSES.map((status) => {
        const event = reached.get(status);
        const current = order.status === status;
        const files = order.files.filter((f) => f.status === status);
        return (
          <HStack as="li" key={status} align="start" gap={3} py={2} data-testid={`timeline-${status}`} aria-current={current ? 'step' : undefined}>
            <Box mt={1} w={3} h={3} flexShrink={0} borderRadius="full" bg={event ? 'green.500' : 'gray.300'} borderWidth={current ? '3px' : 0} borderColor="green.200" />
            <Stack gap={1} minW={0} flex="1">
              <HStack gap={2} wrap="wrap">
                <Text fontWeight={event ? 'semibold' : 'normal'} color={event ? undefined : 'fg.muted'}>
                  {ORDER_STATUS_LABELS[status]}
                </Text>
                {current && <Badge size="sm">Now</Badge>}
              </HStack>
              <Text fontSize="sm" color="fg.muted">
                {event ? `${formatDateTime(event.at)} · by the ${SIDE[event.side]}` : `Next for the ${ORDER_STEP_OWNER[status]}`}
              </Text>
              {status === 'shipped' && order.shipment && (
                <Text fontSize="sm" wordBreak="break-word">
                  {order.shipment.carrier} · tracking <strong>{order.shipment.trackingNumber}</strong>
                </Text>
              )}
              {status === 'delivered' && order.delivery && (
                <Text fontSize="sm">
                  Received {order.delivery.receivedOn} · {order.delivery.onTime ? 'on time' : 'late'} · {order.delivery.lines.filter((l) => l.accepted).length} of {order.delivery.lines.length} lines accepted
                </Text>
              )}
              {event?.note && (
                <Text fontSize="sm" wordBreak="break-word">
                  “{event.note}”
                </Text>
              )}
              {files.length > 0 && (
                <HStack gap={2} wrap="wrap">
                  {files.map((f) => (
                    <FileLink key={f.id} order={order} file={f} />
                  ))}
                </HStack>
              )}
            </Stack>
          </HStack>
        );
      })}
    </Stack>
  );
}
