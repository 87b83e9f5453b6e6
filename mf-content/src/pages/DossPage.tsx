import { ButtonLink, HStack, List, usePageMeta } from '@forge/shell-sdk';
import { PageHero } from '../features/common';
import { FEATURE_LISTS, FeatureGrid, Section } from '../features/company';

export default function DossPage() {
  usePageMeta('Forge + Doss — Forge', 'The Forge and Doss partnership: awarded RFQs flow into Doss, and low custom-part inventory starts a pre-filled sourcing project on Forge.', '/partners/doss');
  return (
    <>
      <PageHero eyebrow="Partners · Doss" title="Forge + Doss: from quote to inventory without re-keying">
        Doss runs inventory and operations for growing product companies. Together, Forge and Doss close the loop between finding a supplier and
        keeping parts on the shelf.
      </PageHero>
      <Section title="What the integration does for buyers">
        <FeatureGrid items={FEATURE_LISTS.doss.forBuyers} />
      </Section>
      <Section tone="gray" title="How it works">
        <List.Root as="ol" gap={3} ps={5} fontSize="lg" maxW="3xl">
          <List.Item>Connect your Doss workspace from your Forge profile settings (an admin on both sides approves).</List.Item>
          <List.Item>Choose which part categories sync and where new suppliers are created in Doss.</List.Item>
          <List.Item>Award RFQs as usual; Forge sends each award to Doss and shows the sync status on the RFQ.</List.Item>
          <List.Item>Set reorder points in Doss; Forge prepares sourcing projects when they are reached.</List.Item>
        </List.Root>
      </Section>
      <Section title="Who it is for" intro="Hardware companies that buy custom parts repeatedly and already run operations on Doss, from robotics start-ups to industrial equipment makers.">
        <HStack gap={3} wrap="wrap">
          <ButtonLink to="/sales" colorPalette="brand">Talk to sales about Doss</ButtonLink>
          <ButtonLink to="/news/forge-partners-with-doss" variant="outline">Read the announcement</ButtonLink>
        </HStack>
      </Section>
    </>
  );
}
