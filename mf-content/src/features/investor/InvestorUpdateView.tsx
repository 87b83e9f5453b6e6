import { Container, Heading, List, Stack, Text, usePageMeta } from '@forge/shell-sdk';
import { AppLink } from '../common';
import { MetricsGrid } from './components/MetricsGrid';

/** The July 2025 investor update; the personalised variant greets the investor by name. */
export function InvestorUpdateView({ name, path }: { name?: string; path: string }) {
  usePageMeta('Investor update — Forge', 'Forge investor update with live marketplace metrics.', path);
  return (
    <Container maxW="5xl" py={{ base: 8, md: 12 }}>
      <Stack gap={8}>
        <Stack gap={3}>
          <Text textTransform="uppercase" letterSpacing="wider" fontSize="sm" fontWeight="semibold" color="brand.fg">
            Investor update · July 2025
          </Text>
          <Heading as="h1" size={{ base: '2xl', md: '4xl' }}>
            {name ? `Hi ${name}, here is where Forge stands` : 'Where Forge stands'}
          </Heading>
          <Text fontSize="lg" color="gray.700">
            {name ? 'Thank you for backing Forge. ' : ''}This page shows live numbers from the marketplace, followed by what we shipped, what we learned and where we need help.
          </Text>
        </Stack>
        <Stack gap={4}>
          <Heading as="h2" size="xl">
            Live marketplace metrics
          </Heading>
          <MetricsGrid />
        </Stack>
        <Stack gap={3}>
          <Heading as="h2" size="xl">
            What we shipped
          </Heading>
          <List.Root gap={2} ps={5}>
            <List.Item>Supplier discovery with verified certification filters and state and county directories.</List.Item>
            <List.Item>BOM upload and line-by-line matching to manufacturing processes and suppliers.</List.Item>
            <List.Item>RFQ workflow: send consistent packages and compare quotes side by side.</List.Item>
            <List.Item>Waitlist with BOM intake, so demand arrives with real parts attached.</List.Item>
          </List.Root>
        </Stack>
        <Stack gap={3}>
          <Heading as="h2" size="xl">
            Focus for the next quarter
          </Heading>
          <List.Root gap={2} ps={5}>
            <List.Item>Convert waitlist buyers with BOMs into active sourcing accounts.</List.Item>
            <List.Item>Raise supplier RFQ response rates with better matching and reminders.</List.Item>
            <List.Item>Launch the Doss integration and a first ERP connector.</List.Item>
          </List.Root>
        </Stack>
        <Stack gap={3}>
          <Heading as="h2" size="xl">
            How you can help
          </Heading>
          <Text>
            Introductions to supply chain leaders in aerospace, medical devices and industrial equipment help most. Reply to the email this link came in, or
            use the <AppLink to="/contact">contact form</AppLink>. The CDL deck is at <AppLink to="/presentations/August-CDL">/presentations/August-CDL</AppLink>.
          </Text>
        </Stack>
      </Stack>
    </Container>
  );
}
