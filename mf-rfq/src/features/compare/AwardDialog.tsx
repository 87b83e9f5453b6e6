import { useState } from 'react';
import { Field, Stack, Text, Textarea } from '@forge/shell-sdk';
import { ActionDialog, DialogActions } from '@forge/shell-sdk/widgets';

interface Props {
  open: boolean;
  title: string;
  summary: string[];
  busy: boolean;
  onConfirm: (reason: string) => void;
  onClose: () => void;
}

/** Confirms an award (final) and takes the optional reason the losing suppliers are told. */
export function AwardDialog({ open, title, summary, busy, onConfirm, onClose }: Props) {
  const [reason, setReason] = useState('');
  return (
    <ActionDialog
      open={open}
      onClose={onClose}
      title={title}
      busy={busy}
      footer={<DialogActions onCancel={onClose} confirmLabel="Confirm award" onConfirm={() => onConfirm(reason.trim())} colorPalette="green" busy={busy} />}
    >
      <Stack as="ul" gap={1} ps={4} fontSize="sm">
        {summary.map((s) => (
          <li key={s}>{s}</li>
        ))}
      </Stack>
      <Text fontSize="sm" color="fg.muted">
        Awarding is final: the RFQ stops taking quotes. Each awarded line keeps the price and lead time quoted.
      </Text>
      <Field.Root>
        <Field.Label fontSize="sm">Reason for the other suppliers (optional)</Field.Label>
        <Textarea rows={2} value={reason} onChange={(e) => setReason(e.currentTarget.value)} aria-label="Reason for the other suppliers" maxLength={500} />
      </Field.Root>
    </ActionDialog>
  );
}
