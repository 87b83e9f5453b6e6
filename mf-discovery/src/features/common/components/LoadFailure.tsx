import type { ReactNode } from 'react';
import { ButtonLink, paths } from '@forge/shell-sdk';
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

interface FailureCopy {
  /** The page title on any failure but a 404. */
  subject: string;
  /** The page title on a 404 (default: "<subject> not found"). */
  missingTitle?: string;
  crumbs: Crumb[];
  /** What a 404 means, in the visitor's words. */
  message: string;
  back?: BackLink;
}

const statesCrumb: Crumb = { label: 'States', to: paths.states() };

/** What each detail page says when its read fails; `name` is what the URL asked for, `state` its state code. */
const FAILURES = {
  capability: (name: string): FailureCopy => ({
    subject: 'Capability',
    crumbs: [{ label: 'Capabilities', to: paths.capabilities() }],
    message: `We don't know a process called “${name}”`,
    back: { to: paths.capabilities(), label: 'Browse all capabilities' },
  }),
  certification: (name: string): FailureCopy => ({
    subject: 'Certification',
    crumbs: [{ label: 'Certifications', to: paths.certifications() }, { label: name }],
    message: `We don't track a certification called “${name}”`,
    back: { to: paths.certifications(), label: 'See all certifications' },
  }),
  state: (name: string): FailureCopy => ({
    subject: 'State',
    crumbs: [statesCrumb, { label: name }],
    message: `“${name}” is not a US state or territory code`,
    back: { to: paths.states(), label: 'Choose a state' },
  }),
  counties: (name: string): FailureCopy => ({
    subject: 'Counties',
    missingTitle: 'Counties',
    crumbs: [statesCrumb, { label: name }],
    message: `“${name}” is not a US state or territory code`,
  }),
  county: (name: string, state = ''): FailureCopy => ({
    subject: 'County',
    crumbs: [statesCrumb, { label: state, to: paths.state(state) }],
    message: `We couldn't find “${name}” in ${state}`,
    back: { to: `${paths.state(state)}/all-counties`, label: `See all counties in ${state}` },
  }),
  company: (): FailureCopy => ({
    subject: 'Company',
    crumbs: [statesCrumb],
    message: 'This company profile does not exist or was removed',
    back: { to: paths.states(), label: 'Browse suppliers by state' },
  }),
};

/**
 * A detail page whose read failed: a 404 is "<subject> not found" with what it means and the way back; any other
 * error is shown with a retry under the plain subject.
 */
export function LoadFailure({
  of,
  name = '',
  state,
  query,
}: {
  of: keyof typeof FAILURES;
  name?: string;
  state?: string;
  query: { error: unknown; refetch: () => unknown };
}) {
  const { subject, missingTitle = `${subject} not found`, crumbs, message, back } = FAILURES[of](name, state);
  if (isNotFound(query.error)) return <NotFoundPage title={missingTitle} message={message} crumbs={crumbs} back={back} />;
  return (
    <PageShell title={subject} crumbs={crumbs}>
      <ErrorNotice error={query.error} onRetry={() => void query.refetch()} />
    </PageShell>
  );
}
