import { useState } from 'react';
import { Button, Field, Textarea } from '@forge/shell-sdk';
import { ConfirmDialog } from '@forge/shell-sdk/widgets';
import { useSetHidden, type AdminCompanyView } from './api';

/** Hide a company from search and listings with a reason (kept with it and in the audit log), or show it again. */
export function HideAction({ company }: { company: AdminCompanyView }) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const setHidden = useSetHidden();
  const hide = !company.hidden;
  return (
    <>
      <Button size="xs" variant="outline" onClick={() => setOpen(true)} aria-label={`${hide ? 'Hide' : 'Show'} ${company.name}`}>
        {hide ? 'Hide' : 'Show'}
      </Button>
      <ConfirmDialog
        open={open}
        title={`${hide ? 'Hide' : 'Show'} ${company.name}?`}
        confirmLabel={hide ? 'Hide from search' : 'Show in search'}
        tone={hide ? 'danger' : 'primary'}
        onConfirm={async () => {
          await setHidden.mutateAsync({ id: company.id, hidden: hide, reason });
          setReason('');
        }}
        onClose={() => setOpen(false)}
      >
        {hide ? 'The company leaves search results and listing pages at once; its page and RFQ history stay.' : `It was hidden because: ${company.hiddenReason || 'no reason given'}. It comes back into search at once.`}
        {hide && (
          <Field.Root required>
            <Field.Label>Reason</Field.Label>
            <Textarea value={reason} onChange={(event) => setReason(event.target.value)} rows={3} />
          </Field.Root>
        )}
      </ConfirmDialog>
    </>
  );
}
