import { Heading, List, Stack, Text, usePageMeta } from '@forge/shell-sdk';
import { LeadPage } from '../features/leads';

export default function SalesPage() {
  usePageMeta(
    'Talk to sales — Forge',
    'Talk to the Forge sales team: see supplier discovery, BOM matching and RFQs working on your own parts. A sourcing specialist replies within one business day.',
    '/sales',
  );
  return (
    <LeadPage
      eyebrow="Talk to sales"
      title="See Forge on your own parts"
      intro="Tell us what you source. A sourcing specialist will reply within one business day and walk you through Forge with your BOM."
      form={{ kind: 'sales', submitLabel: 'Talk to sales', messageLabel: 'What are you looking to source?' }}
      aside={
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
      }
    />
  );
}
