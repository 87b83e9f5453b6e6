import { ButtonLink, Card, Heading, SimpleGrid, Stack, Text, usePageMeta } from '@forge/shell-sdk';
import { PageHero } from '../features/common';
import { FEATURE_LISTS, FeatureGrid, Section } from '../features/company';

export default function PartnersPage() {
  usePageMeta('Partners — Forge', 'Forge partners with inventory, ERP and engineering platforms so parts sourced on Forge flow into the systems that run your operations.', '/partners');
  return (
    <>
      <PageHero eyebrow="Partners" title="Forge works with the tools you already use">
        Sourcing is one step in a longer workflow. Our partners connect Forge to inventory, operations and engineering systems.
      </PageHero>
      <Section title="Featured partner">
        <SimpleGrid columns={{ base: 1, md: 2 }} gap={6}>
          <Card.Root variant="outline">
            <Card.Body gap={3}>
              <Heading as="h3" size="lg">
                Doss
              </Heading>
              <Text color="gray.700">
                Send awarded RFQs from Forge into Doss, and start a sourcing project on Forge when custom-part inventory runs low.
              </Text>
              <ButtonLink to="/partners/doss" colorPalette="brand" alignSelf="start">
                About the Doss integration
              </ButtonLink>
            </Card.Body>
          </Card.Root>
        </SimpleGrid>
      </Section>
      <Section tone="gray" title="Become a partner" intro="We partner with software companies serving manufacturers and the buyers who work with them.">
        <FeatureGrid items={FEATURE_LISTS.partners.kinds} />
        <Stack mt={8}>
          <ButtonLink to="/contact" variant="outline" alignSelf="start">
            Talk to our partnerships team
          </ButtonLink>
        </Stack>
      </Section>
    </>
  );
}
