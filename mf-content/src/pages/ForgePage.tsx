import { ButtonLink, HStack, List, Stack, Text, paths, usePageMeta } from '@forge/shell-sdk';
import { OnNavyLink } from '../features/common';
import { PageHero } from '../features/common';
import { FeatureGrid, Section } from '../features/company';

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
        <FeatureGrid
          items={[
            { title: 'Weeks to a shortlist', body: 'Finding three qualified shops for a new part often takes longer than designing the part.' },
            { title: 'Unverified claims', body: 'Directories list certifications nobody has checked, so every shortlist needs a round of phone calls.' },
            { title: 'Inconsistent RFQs', body: 'Missing drawings, quantities and finishes lead to padded quotes and back-and-forth.' },
          ]}
        />
      </Section>
      <Section tone="gray" title="What the AI sourcing assistant does" intro="The assistant works on the same data as the rest of Forge: verified supplier profiles, 115 manufacturing processes and your own documents.">
        <FeatureGrid
          columns={2}
          items={[
            { title: 'Reads your bill of materials', body: 'It works out the process, material and finish behind each line, even when descriptions are terse, and flags lines that need a human decision.' },
            { title: 'Finds capable suppliers', body: 'It ranks shops by capability, certification, distance and responsiveness, and explains each suggestion in one sentence.' },
            { title: 'Prepares RFQs', body: 'It assembles a consistent RFQ package per supplier with quantities, dates, drawings and required certifications.' },
            { title: 'Answers sourcing questions', body: 'Ask which process suits a part, what a tolerance implies for cost, or which shops near you hold AS9100; answers link to the evidence.' },
          ]}
        />
      </Section>
      <Section title="Built for both sides of the marketplace">
        <FeatureGrid
          columns={2}
          items={[
            { title: 'For buyers and engineers', body: 'Search, match and quote in one place. Keep a part master of everything you have sourced, and re-quote in a click.' },
            { title: 'For suppliers', body: 'A verified profile that shows what you do best, and RFQs that fit your machines and certifications instead of cold calls.' },
          ]}
        />
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
