import { Box, HEADER_CERTIFICATIONS, HStack, SimpleGrid, Stack, Tag, Text, paths, plural, usePageMeta } from '@forge/shell-sdk';
import { useCertifications, type Certification, VerificationLegend } from '../features/certifications';
import { CardLink, PageShell, ErrorNotice, Loading } from '../features/common';

/** The header's six first, then the rest alphabetically. */
function ordered(list: Certification[]): Certification[] {
  const rank = (slug: string) => {
    const i = (HEADER_CERTIFICATIONS as readonly string[]).indexOf(slug);
    return i === -1 ? Infinity : i;
  };
  return [...list].sort((a, b) => rank(a.slug) - rank(b.slug) || a.name.localeCompare(b.name));
}

export default function CertificationsPage() {
  usePageMeta(
    'Manufacturing certifications',
    'What ISO 9001, AS9100, IATF 16949, ISO 13485, ITAR, ISO 14001, NADCAP and other certifications mean for buyers, and which US suppliers hold them.',
  );
  const certifications = useCertifications();
  return (
    <PageShell
      title="Certifications"
      subtitle="What each certification tells you about a supplier, which industries ask for it, and who holds it. We show how each certificate was verified."
      crumbs={[{ label: 'Home', to: '/' }, { label: 'Certifications' }]}
    >
      {certifications.isPending && <Loading />}
      {certifications.isError && (
        <ErrorNotice error={certifications.error} onRetry={() => void certifications.refetch()} />
      )}
      {certifications.data && (
        <Stack gap={6}>
          <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 2, lg: 3 }} gap={4}>
            {ordered(certifications.data).map((c) => (
              <Box as="li" key={c.slug}>
                <CardLink
                  to={paths.certification(c.slug)}
                  display="flex"
                  flexDirection="column"
                  p={5}
                  borderRadius="xl"
                  boxShadow="xs"
                >
                  <Text fontSize="lg" fontWeight="semibold" color="navy.900">
                    {c.name}
                  </Text>
                  <Text fontSize="xs" color="fg.muted">
                    {c.scheme}
                  </Text>
                  <Text fontSize="sm" mt={2} lineClamp={3}>
                    {c.meaning}
                  </Text>
                  <HStack gap={1} mt="auto" pt={3} flexWrap="wrap">
                    {c.industries.slice(0, 4).map((industry) => (
                      <Tag.Root key={industry} size="sm" variant="subtle">
                        <Tag.Label>{industry}</Tag.Label>
                      </Tag.Root>
                    ))}
                  </HStack>
                  <Text mt={3} fontSize="sm" fontWeight="medium" color="brand.fg">
                    {plural(c.supplierCount, 'supplier')} →
                  </Text>
                </CardLink>
              </Box>
            ))}
          </SimpleGrid>
          <VerificationLegend />
        </Stack>
      )}
    </PageShell>
  );
}
