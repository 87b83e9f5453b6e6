import { useState } from 'react';
import { Button, Field, Textarea } from '@forge/shell-sdk';
import { ConfirmDialog } from '@forge/shell-sdk/widgets';
import { useSetVerified, type AdminCompanyView } from './api';

/** Verify or unverify a company, with a note of what was checked (kept in the audit log with the date). */
export function VerifyAction({ company }: { company: AdminCompanyView }) {
  const [open, setOpen] = useState(false);
  const [note, setNote] = useState('');
  const setVerified = useSetVerified();
  const verify = !company.verified;
  return (
    <>
      <Button size="xs" variant="outline" colorPalette={verify ? 'green' : 'red'} onClick={() => setOpen(true)}>
        {verify ? 'Verify' : 'Unverify'}
      </Button>
      <ConfirmDialog
        open={open}
        title={`${verify ? 'Verify' : 'Unverify'} ${company.name}?`}
        confirmLabel={verify ? 'Verify company' : 'Remove verification'}
        tone={verify ? 'primary' : 'danger'}
        onConfirm={async () => {
          await setVerified.mutateAsync({ id: company.id, verified: verify, note });
          setNote('');
        }}
        onClose={() => setOpen(false)}
      >
        {verify ? 'Buyers see the Verified badge on the public profile.' : 'The Verified badge comes off the public profile.'}
        <Field.Root required>
          <Field.Label>Note (what you checked, and where)</Field.Label>
          <Textarea value={note} onChange={(event) => setNote(event.target.value)} rows={3} />
        </Field.Root>
      </ConfirmDialog>
    </>
  );
}
