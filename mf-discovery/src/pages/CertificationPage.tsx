import { Link as RouterLink } from 'react-router-dom';
import { Button, Grid, HStack, Stack, Tag, Text, paths, useRouteParams, plural, usePageMeta } from '@forge/shell-sdk';
import { useCertification, VerificationLegend } from '../features/certifications';
import { PageShell, Section, LoadFailure, Loading, summary } from '../features/common';
import { SupplierSection } from '../features/suppliers';

export default function CertificationPage() {
  const { slug = '' } = useRouteParams<{ slug: string }>();
  const certification = useCertification(slug);
  const c = certification.data;
  usePageMeta(
    c ? `${c.name} certified suppliers` : 'Certification',
    c
      ? summary(`${c.name} (${c.scheme}): ${c.meaning}`)
      : 'Manufacturing certifications and the US suppliers that hold them.',
  );
  const crumbs = [{ label: 'Certifications', to: paths.certifications() }, { label: c?.name ?? slug }];

  if (certification.isPending) return <Loading />;
  if (certification.isError) return <LoadFailure of="certification" name={slug} query={certification} />;

  const data = certification.data;
  return (
    <PageShell
      title={data.name}
      subtitle={`${data.scheme} · ${plural(data.supplierCount, 'supplier')} on Forge`}
      crumbs={crumbs}
      actions={
        <Button asChild colorPalette="brand">
          <RouterLink to={paths.discover({ certification: [data.slug] })}>
            Search certified suppliers
          </RouterLink>
        </Button>
      }
    >
      <Grid templateColumns={{ base: '1fr', lg: '2fr 1fr' }} gap={6} alignItems="start">
        <Stack gap={6} minW={0}>
          <Section title="What it means for you" id="meaning">
            <Text lineHeight="tall">{data.meaning}</Text>
          </Section>
          <SupplierSection
            title={`Suppliers holding ${data.name}`}
            query={{ certification: [data.slug] }}
            emptyText="No supplier lists this certification yet."
          />
        </Stack>
        <Stack gap={6} minW={0}>
          <Section title="Industries that require it" id="industries">
            {data.industries.length > 0 ? (
              <HStack gap={2} flexWrap="wrap">
                {data.industries.map((industry) => (
                  <Tag.Root key={industry} variant="subtle" colorPalette="blue">
                    <Tag.Label>{industry}</Tag.Label>
                  </Tag.Root>
                ))}
              </HStack>
            ) : (
              <Text color="fg.muted">Not tied to one industry.</Text>
            )}
          </Section>
          <VerificationLegend />
        </Stack>
      </Grid>
    </PageShell>
  );
}
