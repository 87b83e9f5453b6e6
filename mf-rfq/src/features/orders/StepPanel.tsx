import { useState, type FormEvent } from 'react';
import { Alert, Button, Field, Input, NativeSelect, Stack, Text, Textarea, errorMessageOf, notify, type Order, type OrderStatus, type OrderStep } from '@forge/shell-sdk';
import { ORDER_STATUS_LABELS, ORDER_TRACKING_MAX } from '@forge/shell-sdk/buying-contract';
import { useOrderStep } from './api';

const ACTION: Record<OrderStatus, string> = {
  issued: 'Issue',
  accepted: 'Accept purchase order',
  'in-production': 'Mark in production',
  shipped: 'Mark shipped',
  delivered: 'Record delivery',
  closed: 'Close order',
};

const today = () => new Date().toISOString().slice(0, 10);

interface LineVerdict {
  accepted: boolean;
  reason: string;
}

/** The buyer's delivery record: the day received, and each line accepted or rejected with a reason. */
function DeliveryFields({ order, receivedOn, setReceivedOn, verdicts, setVerdicts }: { order: Order; receivedOn: string; setReceivedOn: (v: string) => void; verdicts: Record<string, LineVerdict>; setVerdicts: (v: Record<string, LineVerdict>) => void }) {
  const late = receivedOn > order.dueDate;
  return (
    <Stack gap={3}>
      <Field.Root required>
        <Field.Label>Received on</Field.Label>
        <Input type="date" value={receivedOn} max={today()} onChange={(e) => setReceivedOn(e.target.value)} />
        <Field.HelperText>{late ? `Late: the PO asked for ${order.dueDate}.` : `On time (due ${order.dueDate}).`}</Field.HelperText>
      </Field.Root>
      {order.lines.map((line) => {
        const verdict = verdicts[line.lineId] ?? { accepted: true, reason: '' };
        const name = line.partNumber || line.description;
        return (
          <Stack key={line.lineId} gap={2} borderWidth="1px" borderRadius="md" p={3}>
            <Field.Root>
              <Field.Label>{name}: inspection</Field.Label>
              <NativeSelect.Root>
                <NativeSelect.Field aria-label={`Inspection of ${name}`} value={verdict.accepted ? 'accepted' : 'rejected'} onChange={(e) => setVerdicts({ ...verdicts, [line.lineId]: { ...verdict, accepted: e.target.value === 'accepted' } })}>
                  <option value="accepted">Accepted</option>
                  <option value="rejected">Rejected</option>
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </Field.Root>
            {!verdict.accepted && (
              <Field.Root required>
                <Field.Label>Why was {name} rejected?</Field.Label>
                <Input value={verdict.reason} maxLength={500} onChange={(e) => setVerdicts({ ...verdicts, [line.lineId]: { ...verdict, reason: e.target.value } })} />
              </Field.Root>
            )}
          </Stack>
        );
      })}
    </Stack>
  );
}

/** The next step, for the side that owns it (admins act for either); the other side sees whom the order waits for. */
export function StepPanel({ order }: { order: Order }) {
  const step = useOrderStep(order.id);
  const [note, setNote] = useState('');
  const [carrier, setCarrier] = useState('');
  const [trackingNumber, setTrackingNumber] = useState('');
  const [receivedOn, setReceivedOn] = useState(today());
  const [verdicts, setVerdicts] = useState<Record<string, LineVerdict>>({});
  const next = order.next;
  if (!next) return <Text color="fg.muted">This order is closed.</Text>;
  if (order.viewer !== 'admin' && order.viewer !== next.side) {
    return <Text color="fg.muted">Waiting for the {next.side} to mark it {ORDER_STATUS_LABELS[next.status].toLowerCase()}.</Text>;
  }

  const body = (): OrderStep => {
    const withNote = note.trim() ? { note: note.trim() } : {};
    switch (next.status) {
      case 'shipped':
        return { to: 'shipped', carrier: carrier.trim(), trackingNumber: trackingNumber.trim(), ...withNote };
      case 'delivered':
        return {
          to: 'delivered',
          receivedOn,
          lines: order.lines.map((l) => {
            const v = verdicts[l.lineId] ?? { accepted: true, reason: '' };
            return v.accepted ? { lineId: l.lineId, accepted: true } : { lineId: l.lineId, accepted: false, reason: v.reason.trim() };
          }),
          ...withNote,
        };
      case 'accepted':
      case 'in-production':
      case 'closed':
        return { to: next.status, ...withNote };
      case 'issued':
        throw new Error('an order is issued once');
    }
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    step.mutate(body(), {
      onSuccess: (order) => {
        setNote('');
        notify('success', `Order ${ORDER_STATUS_LABELS[order.status].toLowerCase()}`, `PO ${order.number}: the ${next.side === 'buyer' ? 'supplier' : 'buyer'} is told.`);
      },
    });
  };

  return (
    <Stack as="form" gap={3} onSubmit={onSubmit} aria-label="Next step" data-testid="order-step">
      {next.status === 'shipped' && (
        <>
          <Field.Root required>
            <Field.Label>Carrier</Field.Label>
            <Input value={carrier} maxLength={60} onChange={(e) => setCarrier(e.target.value)} placeholder="UPS, FedEx, freight…" />
          </Field.Root>
          <Field.Root required>
            <Field.Label>Tracking number</Field.Label>
            <Input value={trackingNumber} maxLength={ORDER_TRACKING_MAX} onChange={(e) => setTrackingNumber(e.target.value)} />
          </Field.Root>
        </>
      )}
      {next.status === 'delivered' && <DeliveryFields order={order} receivedOn={receivedOn} setReceivedOn={setReceivedOn} verdicts={verdicts} setVerdicts={setVerdicts} />}
      <Field.Root>
        <Field.Label>Note (optional)</Field.Label>
        <Textarea value={note} maxLength={2000} rows={2} onChange={(e) => setNote(e.target.value)} />
      </Field.Root>
      {step.error && (
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Description>{errorMessageOf(step.error)}</Alert.Description>
        </Alert.Root>
      )}
      <Button type="submit" colorPalette="green" loading={step.isPending} alignSelf={{ base: 'stretch', sm: 'start' }}>
        {ACTION[next.status]}
      </Button>
    </Stack>
  );
}
