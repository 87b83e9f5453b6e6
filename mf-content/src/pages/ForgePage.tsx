import { ButtonLink, HStack, List, Stack, Text, paths, usePageMeta } from '@forge/shell-sdk';
import { OnNavyLink } from '../features/common';
import { PageHero } from '../features/common';
import { FEATURE_LISTS, FeatureGrid, Section } from '../features/company';

export default function ForgePage() {
  usePageMeta(
    'Forge — the AI sourcing assistant for US manufacturing',
    'Forge combines a verified network of US suppliers with an AI sourcing assistant that reads your BOM, finds capable shops and prepares RFQs.',
    '/forge',
  );
  return (
    <>
      <PageHero eyebrow="Forge" title="A sourcing team in your browser">
        <Stack gap={5}>
          <Text>
            Forge combines a verified network of US manufacturers with an AI sourcing assistant. Tell it what you need made; it finds who can
            make it, explains why, and prepares the RFQ.
          </Text>
          <HStack gap={3} wrap="wrap">
            <ButtonLink to={paths.waitlist()} colorPalette="brand" size="lg">Join the waitlist</ButtonLink>
            <OnNavyLink to={paths.sales()}>Talk to sales</OnNavyLink>
          </HStack>
        </Stack>
      </PageHero>
      <Section
        title="Why sourcing custom parts is still slow"
        intro="American manufacturing capacity is deep, but most of it is invisible online. Buyers rely on personal networks, outdated directories and cold calls; shops spend hours quoting work that never fits their machines."
      >
        <FeatureGrid items={FEATURE_LISTS.forge.problems} />
      </Section>
      <Section tone="gray" title="What the AI sourcing assistant does" intro="The assistant works on the same data as the rest of Forge: verified supplier profiles, 115 manufacturing processes and your own documents.">
        <FeatureGrid columns={2} items={FEATURE_LISTS.forge.assistant} />
      </Section>
      <Section title="Built for both sides of the marketplace">
        <FeatureGrid columns={2} items={FEATURE_LISTS.forge.network} />
      </Section>
      <Section tone="gray" title="Principles we build by">
        <List.Root gap={3} ps={5} fontSize="lg" maxW="3xl">
          <List.Item>Evidence over claims: every verified badge is backed by a check we can show.</List.Item>
          <List.Item>Your drawings stay yours: they go only to suppliers you choose.</List.Item>
          <List.Item>The assistant explains itself: no suggestion without a reason.</List.Item>
        </List.Root>
      </Section>
    </>
  );
}
