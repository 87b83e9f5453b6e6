import type { ReactNode } from 'react';
import { paths, useRouteParams } from '@forge/shell-sdk';
import { PageShell, ErrorNotice, Loading, NotFoundPage } from '../../common';
import { findState, useStates, type UsState } from '../api';

/** Resolves the route's `/directory/:state` slug (or code) to a state, with loading and not-found states. */
export function StateResolver({ children }: { children: (state: UsState) => ReactNode }) {
  const { state: slug = '' } = useRouteParams<{ state: string }>();
  const states = useStates();
  if (states.isPending) return <Loading />;
  if (states.isError) {
    return (
      <PageShell title="State directory" crumbs={[{ label: 'States', to: paths.states() }]}>
        <ErrorNotice error={states.error} onRetry={() => void states.refetch()} />
      </PageShell>
    );
  }
  const state = findState(states.data, slug);
  if (!state) {
    return (
      <NotFoundPage
        title="State not found"
        crumbs={[{ label: 'States', to: paths.states() }]}
        message={`We don't know a state called “${slug}”`}
        back={{ to: paths.states(), label: 'Choose a state' }}
      />
    );
  }
  return <>{children(state)}</>;
}
