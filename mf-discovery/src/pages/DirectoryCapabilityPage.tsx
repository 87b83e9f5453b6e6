import { Link as RouterLink } from 'react-router-dom';
import { ButtonLink, Button, Grid, Stack, Text, paths, useRouteParams, usePageMeta } from '@forge/shell-sdk';
import { useProcesses } from '../features/catalogue';
import { PageShell, Section, EmptyState, Loading, summary } from '../features/common';
import { type UsState, StateResolver } from '../features/geo';
import { SupplierSection } from '../features/suppliers';

function CapabilityInState({ state, slug }: { state: UsState; slug: string }) {
  const processes = useProcesses();
  const process = processes.data?.find((p) => p.slug === slug);
  const name = process?.name ?? slug.replace(/-/g, ' ');
  usePageMeta(
    `${name} suppliers in ${state.name}`,
    process
      ? summary(`${process.name} suppliers in ${state.name}. ${process.description}`)
      : `${name} suppliers in ${state.name} on Forge.`,
    paths.directory(state.slug, slug),
  );
  if (processes.isPending) return <Loading />;
  if (!process) {
    return (
      <PageShell
        title="Capability not found"
        crumbs={[{ label: state.name, to: paths.directory(state.slug) }]}
      >
        <EmptyState
          title={`We don't know a process called “${slug}”`}
          action={
            <Button asChild colorPalette="brand">
              <RouterLink to={`${paths.directory(state.slug)}/all`}>
                All capabilities in {state.name}
              </RouterLink>
            </Button>
          }
        />
      </PageShell>
    );
  }
  return (
    <PageShell
      title={`${process.name} in ${state.name}`}
      subtitle={`Suppliers in ${state.name} that offer ${process.name}.`}
      crumbs={[
        { label: 'States', to: paths.states() },
        { label: state.name, to: paths.state(state.code) },
        { label: 'Directory', to: paths.directory(state.slug) },
        { label: process.name },
      ]}
      actions={
        <Button asChild colorPalette="brand">
          <RouterLink to={paths.discover({ state: state.code, capability: [process.slug] })}>
            Refine this search
          </RouterLink>
        </Button>
      }
    >
      <Grid templateColumns={{ base: '1fr', lg: '2fr 1fr' }} gap={6} alignItems="start">
        <SupplierSection
          title="Suppliers"
          query={{ state: state.code, capability: [process.slug] }}
          emptyText={`No supplier in ${state.name} lists ${process.name} yet. Try a neighbouring state or the national list.`}
        />
        <Stack gap={6} minW={0}>
          <Section title={`About ${process.name}`} id="about">
            <Text fontSize="sm" lineHeight="tall">
              {process.description}
            </Text>
            <ButtonLink to={paths.capability(process.slug)} size="sm" variant="outline" mt={4}>
              Suppliers in every state
            </ButtonLink>
          </Section>
        </Stack>
      </Grid>
    </PageShell>
  );
}

export default function DirectoryCapabilityPage() {
  const { capability = '' } = useRouteParams<{ capability: string }>();
  return <StateResolver>{(s) => <CapabilityInState state={s} slug={capability} />}</StateResolver>;
}
