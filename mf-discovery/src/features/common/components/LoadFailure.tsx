import type { ReactNode } from 'react';
import { ButtonLink } from '@forge/shell-sdk';
import { PageShell, type Crumb } from './PageShell';
import { EmptyState, ErrorNotice, isNotFound } from './QueryStatus';

export interface BackLink {
  to: string;
  label: ReactNode;
}

/** A page whose subject does not exist: what was asked for, and a way back to a list. */
export function NotFoundPage({ title, message, crumbs, back }: { title: string; message: string; crumbs: Crumb[]; back?: BackLink }) {
  const action = back && (
    <ButtonLink to={back.to} colorPalette="brand">
      {back.label}
    </ButtonLink>
  );
  return (
    <PageShell title={title} crumbs={crumbs}>
      <EmptyState title={message} action={action} />
    </PageShell>
  );
}

/**
 * A detail page whose read failed: a 404 is "<subject> not found" with `message` and the way back; any other error
 * is shown with a retry under the plain subject.
 */
export function LoadFailure({
  subject,
  error,
  onRetry,
  crumbs,
  message,
  back,
  missingTitle = `${subject} not found`,
}: {
  subject: string;
  error: unknown;
  onRetry: () => void;
  crumbs: Crumb[];
  message: string;
  back?: BackLink;
  missingTitle?: string;
}) {
  if (isNotFound(error)) return <NotFoundPage title={missingTitle} message={message} crumbs={crumbs} back={back} />;
  return (
    <PageShell title={subject} crumbs={crumbs}>
      <ErrorNotice error={error} onRetry={onRetry} />
    </PageShell>
  );
}
