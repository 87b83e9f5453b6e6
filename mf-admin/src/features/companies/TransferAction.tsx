import { useState } from 'react';
import { Button, Field, Input, Textarea } from '@forge/shell-sdk';
import { ConfirmDialog } from '@forge/shell-sdk/widgets';
import { useTransfer, type AdminCompanyView } from './api';

/** Hand the company to another Forge user (by email): they get the edit rights; the previous owner loses them. Audited. */
export function TransferAction({ company }: { company: AdminCompanyView }) {
  const [open, setOpen] = useState(false);
  const [email, setEmail] = useState('');
  const [note, setNote] = useState('');
  const transfer = useTransfer();
  return (
    <>
      <Button size="xs" variant="outline" onClick={() => setOpen(true)} aria-label={`Transfer ${company.name}`}>
        Transfer
      </Button>
      <ConfirmDialog
        open={open}
        title={`Transfer ${company.name}?`}
        confirmLabel="Transfer ownership"
        tone="danger"
        typeToConfirm={company.name}
        onConfirm={async () => {
          await transfer.mutateAsync({ id: company.id, email: email.trim(), note });
          setEmail('');
          setNote('');
        }}
        onClose={() => setOpen(false)}
      >
        The new owner edits the profile and answers its RFQs from now on{company.claimed ? '; the current owner loses access' : ''}. They must have signed in to Forge once.
        <Field.Root required>
          <Field.Label>New owner’s email</Field.Label>
          <Input type="email" value={email} onChange={(event) => setEmail(event.target.value)} />
        </Field.Root>
        <Field.Root>
          <Field.Label>Note</Field.Label>
          <Textarea value={note} onChange={(event) => setNote(event.target.value)} rows={2} />
        </Field.Root>
      </ConfirmDialog>
    </>
  );
}
