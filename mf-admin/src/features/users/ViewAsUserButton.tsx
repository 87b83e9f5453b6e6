import { useState } from 'react';
import { Button, beginImpersonation, call, type AdminUser } from '@forge/shell-sdk';
import { IMPERSONATION_API, IMPERSONATION_LIFETIME_MINUTES } from '@forge/shell-sdk/api-contract';
import { ConfirmDialog } from '@forge/shell-sdk/widgets';

function goTo(url: string): void {
  window.location.assign(url);
}

/**
 * Starts viewing Forge as this user, read-only (the API refuses every change and audits start and stop). The tab
 * reloads as the user; the shell's banner stops it. Admins and suspended accounts cannot be viewed as.
 */
export function ViewAsUserButton({ user, navigate = goTo }: { user: Pick<AdminUser, 'uid' | 'email' | 'name' | 'roles' | 'enabled'>; navigate?: (url: string) => void }) {
  const [open, setOpen] = useState(false);
  if (user.roles.includes('admin') || !user.enabled) return null;
  const who = user.name || user.email;
  return (
    <>
      <Button size="xs" variant="outline" colorPalette="orange" onClick={() => setOpen(true)}>
        View as user
      </Button>
      <ConfirmDialog
        open={open}
        title={`View Forge as ${who}?`}
        confirmLabel="View as user"
        onConfirm={async () => {
          const grant = await call(IMPERSONATION_API.startImpersonation, { params: { uid: user.uid } });
          beginImpersonation(grant);
          navigate('/');
        }}
        onClose={() => setOpen(false)}
      >
        {`You see their pages and data, read-only: any change is refused. It lasts ${IMPERSONATION_LIFETIME_MINUTES} minutes or until you press Stop in the banner, and start and stop are written to the audit log.`}
      </ConfirmDialog>
    </>
  );
}
