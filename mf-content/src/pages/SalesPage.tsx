import { Card, Container, Grid, Heading, List, Stack, Text } from '@forge/shell-sdk';
import { PageHero } from '../features/common/components/PageHero';
import { usePageMeta } from '../features/common/usePageMeta';
import { LeadForm } from '../features/leads/components/LeadForm';

export default function SalesPage() {
  usePageMeta('Talk to sales — Forge', 'Talk to the Forge sales team: see supplier discovery, BOM matching and RFQs working on your own parts. A sourcing specialist replies within one business day.', '/sales');
  return (
    <>
      <PageHero eyebrow="Talk to sales" title="See Forge on your own parts">
        Tell us what you source. A sourcing specialist will reply within one business day and walk you through Forge with your BOM.
      </PageHero>
      <Container maxW="6xl" py={{ base: 10, md: 14 }}>
        <Grid templateColumns={{ base: '1fr', lg: '2fr 1fr' }} gap={10}>
          <Card.Root variant="outline">
            <Card.Body p={{ base: 5, md: 8 }}>
              <LeadForm kind="sales" submitLabel="Talk to sales" messageLabel="What are you looking to source?" />
            </Card.Body>
          </Card.Root>
          <Stack gap={4}>
            <Heading as="h2" size="md">
              On the call we will
            </Heading>
            <List.Root gap={3} ps={5}>
              <List.Item>Run one of your BOMs through matching and review the suppliers it finds.</List.Item>
              <List.Item>Show certification filters for AS9100, ISO 13485, IATF 16949 and ITAR work.</List.Item>
              <List.Item>Set up an RFQ workflow that fits your approval process.</List.Item>
              <List.Item>Discuss team seats, integrations (such as Doss) and pricing.</List.Item>
            </List.Root>
            <Text color="gray.700">Prefer email? Use the contact page and we will route your message.</Text>
          </Stack>
        </Grid>
      </Container>
    </>
  );
}
