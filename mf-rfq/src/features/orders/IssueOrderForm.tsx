import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { Alert, Button, Field, Grid, HStack, Input, Stack, Text, Textarea, errorMessageOf, formatUsd, notify, paths, type OrderCreate, type RfqView } from '@forge/shell-sdk';
import { Checkbox } from '@forge/shell-sdk/widgets';
import { dayFromToday } from '../../lib/format';
import { useIssueOrder } from './api';

interface LineChoice {
  lineId: string;
  name: string;
  unitPrice: number;
  quantity: string;
  chosen: boolean;
}

/** Prefilled from the awarded lines of one supplier: quantities as asked, the due date from the longest lead time. */
function initialLines(rfq: RfqView, supplierId: string, taken: Set<string>): LineChoice[] {
  return rfq.awards
    .filter((a) => a.supplierId === supplierId && !taken.has(a.lineId))
    .map((a) => {
      const line = rfq.lines.find((l) => l.id === a.lineId);
      return { lineId: a.lineId, name: line ? line.partNumber || line.description : a.lineId, unitPrice: a.unitPrice, quantity: String(line?.quantity ?? 1), chosen: true };
    });
}

/** The buyer's purchase order form for one awarded supplier; sends POST /api/orders and opens the order. */
export function IssueOrderForm({ rfq, supplierId, taken, onCancel }: { rfq: RfqView; supplierId: string; taken: Set<string>; onCancel: () => void }) {
  const navigate = useNavigate();
  const issue = useIssueOrder();
  const supplier = rfq.suppliers.find((s) => s.id === supplierId);
  const [lines, setLines] = useState(() => initialLines(rfq, supplierId, taken));
  const longest = Math.max(0, ...rfq.awards.filter((a) => a.supplierId === supplierId).map((a) => a.leadTimeDays));
  const [dueDate, setDueDate] = useState(dayFromToday(longest || 14));
  const [number, setNumber] = useState('');
  const [shipTo, setShipTo] = useState({ name: '', street: '', city: rfq.delivery.city, state: rfq.delivery.state, zip: rfq.delivery.zip });
  const [notes, setNotes] = useState('');
  const total = lines.filter((l) => l.chosen).reduce((sum, l) => sum + l.unitPrice * (Number(l.quantity) || 0), 0);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const body: OrderCreate = {
      rfqId: rfq.id,
      lines: lines.filter((l) => l.chosen).map((l) => ({ lineId: l.lineId, quantity: Number(l.quantity) })),
      dueDate,
      shipTo,
      ...(number.trim() ? { number: number.trim() } : {}),
      ...(notes.trim() ? { notes: notes.trim() } : {}),
    };
    issue.mutate(body, {
      onSuccess: (order) => {
        notify('success', `Purchase order ${order.number} issued`, `${order.supplier.name} is asked to accept it.`);
        navigate(paths.order(order.id));
      },
    });
  };
  const set = (key: keyof typeof shipTo) => (e: { target: { value: string } }) => setShipTo({ ...shipTo, [key]: e.target.value });

  return (
    <Stack as="form" gap={4} onSubmit={onSubmit} aria-label={`Purchase order to ${supplier?.name ?? supplierId}`} data-testid="issue-order-form">
      <Stack gap={2}>
        {lines.map((l, i) => (
          <HStack key={l.lineId} gap={3} wrap="wrap" align="end">
            <Checkbox.Root checked={l.chosen} onCheckedChange={(e) => setLines(lines.map((x, j) => (j === i ? { ...x, chosen: e.checked === true } : x)))} flex="1" minW="10rem">
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label>
                {l.name} · {formatUsd(l.unitPrice)} each
              </Checkbox.Label>
            </Checkbox.Root>
            <Field.Root w="7rem">
              <Field.Label>Quantity of {l.name}</Field.Label>
              <Input type="number" min={1} step={1} value={l.quantity} onChange={(e) => setLines(lines.map((x, j) => (j === i ? { ...x, quantity: e.target.value } : x)))} />
            </Field.Root>
          </HStack>
        ))}
        <Text fontWeight="semibold">Total {formatUsd(total)}</Text>
      </Stack>
      <Grid templateColumns={{ base: '1fr', sm: '1fr 1fr' }} gap={3}>
        <Field.Root>
          <Field.Label>PO number</Field.Label>
          <Input value={number} maxLength={40} onChange={(e) => setNumber(e.target.value)} placeholder="Generated if left empty" />
        </Field.Root>
        <Field.Root required>
          <Field.Label>Deliver by</Field.Label>
          <Input type="date" value={dueDate} onChange={(e) => setDueDate(e.target.value)} />
        </Field.Root>
        <Field.Root required>
          <Field.Label>Ship to (attention)</Field.Label>
          <Input value={shipTo.name} maxLength={120} onChange={set('name')} placeholder="Receiving, company name" />
        </Field.Root>
        <Field.Root required>
          <Field.Label>Street</Field.Label>
          <Input value={shipTo.street} maxLength={200} onChange={set('street')} />
        </Field.Root>
        <Field.Root required>
          <Field.Label>City</Field.Label>
          <Input value={shipTo.city} maxLength={80} onChange={set('city')} />
        </Field.Root>
        <HStack gap={3} align="start">
          <Field.Root required>
            <Field.Label>State</Field.Label>
            <Input value={shipTo.state} maxLength={2} onChange={set('state')} />
          </Field.Root>
          <Field.Root required>
            <Field.Label>ZIP</Field.Label>
            <Input value={shipTo.zip} maxLength={10} onChange={set('zip')} />
          </Field.Root>
        </HStack>
      </Grid>
      <Field.Root>
        <Field.Label>Notes for the supplier</Field.Label>
        <Textarea value={notes} maxLength={2000} rows={2} onChange={(e) => setNotes(e.target.value)} />
      </Field.Root>
      {issue.error && (
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Description>{errorMessageOf(issue.error)}</Alert.Description>
        </Alert.Root>
      )}
      <HStack gap={2} wrap="wrap">
        <Button type="submit" colorPalette="green" loading={issue.isPending}>
          Issue purchase order
        </Button>
        <Button variant="ghost" onClick={onCancel}>
          Cancel
        </Button>
      </HStack>
    </Stack>
  );
}
