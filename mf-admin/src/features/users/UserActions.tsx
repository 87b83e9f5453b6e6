import { useState } from 'react';
import { Button, Field, NativeSelect, Text, Textarea, useAuth } from '@forge/shell-sdk';
import { ConfirmDialog } from '@forge/shell-sdk/widgets';
import { ASSIGNABLE_ROLES, useChangeRole, useSendPasswordReset, useSetEnabled, type AdminUserView, type AssignableRole } from './api';

type Pending = { kind: 'role'; role: AssignableRole } | { kind: 'enabled' } | { kind: 'reset' } | null;

/** Role change, disable/enable and password reset for one user; each asks first. */
export function UserActions({ user, onDetails }: { user: AdminUserView; onDetails: () => void }) {
  const [pending, setPending] = useState<Pending>(null);
  const [done, setDone] = useState<string | null>(null);
  const [reason, setReason] = useState('');
  const changeRole = useChangeRole();
  const setEnabled = useSetEnabled();
  const reset = useSendPasswordReset();
  const auth = useAuth();
  const self = auth.user?.uid === user.uid;
  const current = user.roles[0] ?? '';
  const close = () => setPending(null);

  return (
    <>
      <NativeSelect.Root size="xs" width="auto">
        <NativeSelect.Field
          aria-label={`Role of ${user.email}`}
          value={current}
          onChange={(event) => setPending({ kind: 'role', role: event.target.value as AssignableRole })}
        >
          {current === '' && <option value="">No role</option>}
          {ASSIGNABLE_ROLES.map((role) => (
            <option key={role} value={role} disabled={self && role !== 'admin'}>
              {role}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      <Button size="xs" variant="outline" onClick={onDetails}>
        Details
      </Button>
      <Button size="xs" variant="outline" onClick={() => setPending({ kind: 'reset' })} disabled={!user.enabled}>
        Reset password
      </Button>
      <Button size="xs" variant="outline" colorPalette={user.enabled ? 'red' : 'green'} onClick={() => setPending({ kind: 'enabled' })} disabled={self}>
        {user.enabled ? 'Suspend' : 'Enable'}
      </Button>
      {done && (
        <Text fontSize="xs" color="fg.muted" role="status">
          {done}
        </Text>
      )}
      <ConfirmDialog
        open={pending?.kind === 'role'}
        title={`Make ${user.email} ${pending?.kind === 'role' ? pending.role : ''}?`}
        confirmLabel="Change role"
        onConfirm={async () => {
          if (pending?.kind === 'role') await changeRole.mutateAsync({ uid: user.uid, role: pending.role });
        }}
        onClose={close}
      >
        The new role applies when their session next refreshes its token (within five minutes), and is written to the audit log.
      </ConfirmDialog>
      <ConfirmDialog
        open={pending?.kind === 'enabled'}
        title={user.enabled ? `Suspend ${user.email}?` : `Enable ${user.email}?`}
        confirmLabel={user.enabled ? 'Suspend account' : 'Enable account'}
        tone={user.enabled ? 'danger' : 'primary'}
        onConfirm={() => setEnabled.mutateAsync({ uid: user.uid, enabled: !user.enabled, reason: user.enabled ? reason.trim() : undefined })}
        onClose={() => {
          setReason('');
          close();
        }}
      >
        {user.enabled
          ? 'They are signed out at once: their session cannot refresh and their next request is refused. The reason is shown to them when they try to sign in.'
          : `They can sign in again with their password.${user.suspendedReason ? ` Suspended because: ${user.suspendedReason}` : ''}`}
        {user.enabled && (
          <Field.Root>
            <Field.Label>Reason shown to the user</Field.Label>
            <Textarea value={reason} maxLength={500} onChange={(event) => setReason(event.target.value)} placeholder="e.g. Unpaid invoices since March" rows={2} />
          </Field.Root>
        )}
      </ConfirmDialog>
      <ConfirmDialog
        open={pending?.kind === 'reset'}
        title={`Send a password reset to ${user.email}?`}
        confirmLabel="Send email"
        onConfirm={async () => setDone((await reset.mutateAsync(user.uid)).message)}
        onClose={close}
      >
        They get an email with a link to choose a new password (valid 24 hours).
      </ConfirmDialog>
    </>
  );
}
