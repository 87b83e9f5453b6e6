import { Link as RouterLink } from 'react-router-dom';
import { ButtonLink, Box, Grid, Link, Stack, Text, paths, useRouteParams, plural, usePageMeta } from '@forge/shell-sdk';
import { useProcessDetail, useProcesses, type ProcessDetail, ProcessGrid } from '../features/catalogue';
import { PageShell, Section, LoadFailure, Loading, summary } from '../features/common';
import { useStates, CountBars } from '../features/geo';
import { SupplierSection } from '../features/suppliers';

function metaOf(detail: ProcessDetail | undefined, slug: string): [string, string] {
  if (!detail)
    return ['Manufacturing capability', `US manufacturers offering ${slug.replace(/-/g, ' ')} on Forge.`];
  if (detail.kind === 'process') {
    return [`${detail.process.name} suppliers in the US`, summary(detail.process.description)];
  }
  return [
    `${detail.category.name} suppliers and processes`,
    summary(
      `${detail.category.name}: ${detail.processes.map((p) => p.name).join(', ')}. Compare US suppliers on Forge.`,
    ),
  ];
}

function ProcessView({ detail }: { detail: Extract<ProcessDetail, { kind: 'process' }> }) {
  const { process, supplierCount, byState } = detail;
  const states = useStates();
  const related =
    useProcesses().data?.filter((p) => p.categorySlug === process.categorySlug && p.slug !== process.slug) ??
    [];
  const stateBars = byState.map((entry) => {
    const state = states.data?.find((s) => s.code === entry.state || s.slug === entry.state);
    return {
      key: entry.state,
      label: state?.name ?? entry.state,
      count: entry.count,
      to: state ? paths.directory(state.slug, process.slug) : undefined,
    };
  });
  return (
    <PageShell
      title={process.name}
      subtitle={`${plural(supplierCount, 'supplier')} offer ${process.name} on Forge.`}
      crumbs={[
        { label: 'Capabilities', to: paths.capabilities() },
        { label: process.category, to: paths.capability(process.categorySlug) },
        { label: process.name },
      ]}
      actions={
        <ButtonLink to={paths.discover({ capability: [process.slug] })} colorPalette="brand">
          Search these suppliers
        </ButtonLink>
      }
    >
      <Grid templateColumns={{ base: '1fr', lg: '2fr 1fr' }} gap={6} alignItems="start">
        <Stack gap={6} minW={0}>
          <Section title="What it is" id="what">
            <Text lineHeight="tall">{process.description}</Text>
            {process.subcategory && (
              <Text mt={3} fontSize="sm" color="fg.muted">
                Part of {process.category} · {process.subcategory}
              </Text>
            )}
          </Section>
          {process.whenToUse && (
            <Section title="When to use it" id="when">
              <Text lineHeight="tall">{process.whenToUse}</Text>
            </Section>
          )}
          <SupplierSection
            title={`Suppliers offering ${process.name}`}
            query={{ capability: [process.slug] }}
            emptyText="No supplier lists this process yet. Try a related process below."
          />
        </Stack>
        <Stack gap={6} minW={0}>
          <Section title="Where they are" id="by-state">
            {stateBars.length > 0 ? (
              <CountBars items={stateBars} limit={15} />
            ) : (
              <Text color="fg.muted">No suppliers by state yet.</Text>
            )}
          </Section>
          {related.length > 0 && (
            <Section title={`More in ${process.category}`} id="related">
              <Stack as="ul" listStyleType="none" gap={1.5}>
                {related.map((p) => (
                  <Box as="li" key={p.slug}>
                    <Link asChild color="navy.900" fontSize="sm">
                      <RouterLink to={paths.capability(p.slug)}>{p.name}</RouterLink>
                    </Link>
                  </Box>
                ))}
              </Stack>
            </Section>
          )}
        </Stack>
      </Grid>
    </PageShell>
  );
}

function CategoryView({ detail }: { detail: Extract<ProcessDetail, { kind: 'category' }> }) {
  const { category, processes, supplierCount } = detail;
  return (
    <PageShell
      title={category.name}
      subtitle={`${plural(processes.length, 'process', 'processes')} · ${plural(supplierCount, 'supplier')} offering at least one.`}
      crumbs={[{ label: 'Capabilities', to: paths.capabilities() }, { label: category.name }]}
    >
      <Stack gap={6}>
        <Section title="Processes in this category" id="processes">
          <ProcessGrid processes={processes} />
        </Section>
        <SupplierSection
          title="Suppliers in this category"
          query={{ category: category.slug }}
          emptyText="No supplier lists a process of this category yet."
        />
      </Stack>
    </PageShell>
  );
}

export default function CapabilityPage() {
  const { slug = '' } = useRouteParams<{ slug: string }>();
  const detail = useProcessDetail(slug);
  const [title, description] = metaOf(detail.data, slug);
  usePageMeta(title, description);

  if (detail.isPending) return <Loading />;
  if (detail.isError) return <LoadFailure of="capability" name={slug} query={detail} />;

  return detail.data.kind === 'process' ? (
    <ProcessView detail={detail.data} />
  ) : (
    <CategoryView detail={detail.data} />
  );
}
