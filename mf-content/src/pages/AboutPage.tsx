import { ButtonLink, HStack, SimpleGrid, Stack, Text, usePageMeta } from '@forge/shell-sdk';
import { PageHero } from '../features/common';
import { FEATURE_LISTS, FeatureGrid, Section } from '../features/company';

const TEAM = [
  { name: 'Rachel Kim', role: 'Co-founder & CEO', bio: 'Ran supply chain for a robotics company through two product launches and too many sourcing spreadsheets.' },
  { name: 'David Mensah', role: 'Co-founder & CTO', bio: 'Built search and data platforms for industrial marketplaces; grew up in his family’s machine shop in Ohio.' },
  { name: 'Maya Chen', role: 'Head of Product', bio: 'Previously led product for procurement software used by hundreds of manufacturers.' },
  { name: 'Marcus Bell', role: 'Supplier Network', bio: 'Twenty years in quality and sales at aerospace machine shops; leads supplier verification.' },
];

export default function AboutPage() {
  usePageMeta('About Forge', 'Forge is building the sourcing platform for American manufacturing: verified suppliers, BOM matching and RFQs in one place. Meet the team and our mission.', '/about');
  return (
    <>
      <PageHero eyebrow="About" title="We make American manufacturing easy to find">
        Forge is a marketplace for custom manufacturing in the United States. Engineers and buyers use it to find capable, certified suppliers,
        turn a bill of materials into matched sourcing options, and run requests for quotes in one place.
      </PageHero>
      <Section
        title="Why we started Forge"
        intro="Sourcing a machined bracket or a small run of PCB assemblies still means weeks of phone calls, stale directories and spreadsheets. American manufacturing capacity is deep but hard to see. Forge makes it searchable and comparable, with the evidence behind every claim."
      />
      <Section tone="gray" title="What we believe">
        <FeatureGrid items={FEATURE_LISTS.about.beliefs} />
      </Section>
      <Section title="The team">
        <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap={6}>
          {TEAM.map((person) => (
            <Stack key={person.name} gap={1}>
              <Text fontWeight="semibold" fontSize="lg">
                {person.name}
              </Text>
              <Text color="brand.fg" fontSize="sm" fontWeight="medium">
                {person.role}
              </Text>
              <Text color="gray.700">{person.bio}</Text>
            </Stack>
          ))}
        </SimpleGrid>
        <HStack mt={10} gap={3} wrap="wrap">
          <ButtonLink to="/careers" colorPalette="brand">See open roles</ButtonLink>
          <ButtonLink to="/contact" variant="outline">Contact us</ButtonLink>
        </HStack>
      </Section>
    </>
  );
}
