import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { Button, paths } from '@forge/shell-sdk';
import { PageShell, EmptyState, ErrorNotice, Loading } from '../../common';
import { findState, useStates, type UsState } from '../api';

/** Resolves a `/directory/:state` slug (or code) to a state, with loading and not-found states. */
export function StateResolver({ slug, children }: { slug: string; children: (state: UsState) => ReactNode }) {
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
      <PageShell title="State not found" crumbs={[{ label: 'States', to: paths.states() }]}>
        <EmptyState
          title={`We don't know a state called “${slug}”`}
          action={
            <Button asChild colorPalette="brand">
              <RouterLink to={paths.states()}>Choose a state</RouterLink>
            </Button>
          }
        />
      </PageShell>
    );
  }
  return <>{children(state)}</>;
}
