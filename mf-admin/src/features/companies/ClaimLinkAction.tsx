import { useState } from 'react';
import { Button, Input, Stack, Text, errorMessageOf, formatDate } from '@forge/shell-sdk';
import { ActionDialog } from '@forge/shell-sdk/widgets';
import { useIssueClaimLink, useRevokeClaimLink, type AdminCompanyView } from './api';

/**
 * A single-use claim link (7 days) for the company's owner, shown once so the admin can send it; revoking it makes it
 * stop working at once. Both are in the audit log.
 */
export function ClaimLinkAction({ company }: { company: AdminCompanyView }) {
  const [open, setOpen] = useState(false);
  const issue = useIssueClaimLink(company.id);
  const revoke = useRevokeClaimLink();
  const link = issue.data;
  const close = () => {
    setOpen(false);
    issue.reset();
    revoke.reset();
  };
  const failure = issue.error ?? revoke.error;
  return (
    <>
      <Button size="xs" variant="outline" onClick={() => setOpen(true)} aria-label={`Claim link for ${company.name}`}>
        Claim link
      </Button>
      <ActionDialog
        open={open}
        onClose={close}
        title={`Claim link for ${company.name}`}
        bodyProps={{ color: 'fg.muted' }}
        footer={
          <>
            <Button variant="outline" onClick={close}>Close</Button>
            {!link && <Button colorPalette="brand" loading={issue.isPending} onClick={() => issue.mutate()}>Issue link</Button>}
            {link && !revoke.isSuccess && <Button colorPalette="red" loading={revoke.isPending} onClick={() => revoke.mutate(link.token)}>Revoke link</Button>}
          </>
        }
      >
        {!link && <Text>Whoever opens the link within 7 days and signs in becomes the owner of this company{company.claimed ? ' (replacing the current owner)' : ''}. Send it to the owner only.</Text>}
        {link && (
          <Stack gap={2}>
            <Input readOnly aria-label="Claim link" value={`${window.location.origin}${link.url}`} onFocus={(event) => event.currentTarget.select()} />
            <Text fontSize="sm" role="status">{revoke.isSuccess ? 'Revoked: the link no longer works.' : `Works once, until ${formatDate(link.expiresAt)}.`}</Text>
          </Stack>
        )}
        {failure && <Text color="fg.error" role="alert">{errorMessageOf(failure)}</Text>}
      </ActionDialog>
    </>
  );
}
