import { useState } from 'react';
import { Link as RouterLink, useLocation, useSearchParams } from 'react-router-dom';
import { ButtonLink, Alert, Box, Card, Container, Grid, Heading, Link, List, Stack, Text, paths, useAuth } from '@forge/shell-sdk';
import { WaitlistForm } from './components/WaitlistForm';
import type { WaitlistResult } from './api';

function Benefits({ display }: { display: { base: string; lg: string } }) {
  return (
    <List.Root gap={3} ps={5} display={display} flexDirection="column">
      <List.Item>Search 20,000+ verified US suppliers by capability, certification and location.</List.Item>
      <List.Item>Upload a bill of materials and see every line matched to shops that can make it.</List.Item>
      <List.Item>Send clean RFQs and compare quotes side by side.</List.Item>
      <List.Item>Suppliers: get RFQs that fit your machines, not cold calls.</List.Item>
    </List.Root>
  );
}

function Confirmation({ result }: { result: WaitlistResult }) {
  return (
    <Stack gap={5} role="status" aria-live="polite">
      <Heading as="h2" size="2xl">
        {result.status === 'updated' ? 'Your entry is updated' : 'You’re on the list'}
      </Heading>
      <Text fontSize="lg">{result.message}</Text>
      {result.entry?.file && (
        <Text>
          We stored your BOM <strong>{result.entry.file.name}</strong>. It will be matched to suppliers as soon as your account opens.
        </Text>
      )}
      <Text color="fg.muted">
        {result.entry?.role === 'supplier'
          ? 'Our supplier team will contact you to verify your capabilities and certifications.'
          : 'We onboard buyers in small groups; watch your inbox for your invitation.'}
      </Text>
      <Stack direction={{ base: 'column', sm: 'row' }} gap={3}>
        <ButtonLink to="/forge" colorPalette="brand">See what Forge does</ButtonLink>
        <ButtonLink to={paths.news()} variant="outline">Read the latest news</ButtonLink>
      </Stack>
    </Stack>
  );
}

/** The waitlist: where signed-out visitors are steered, including from guarded links. */
export function WaitlistView() {
  const location = useLocation();
  const [params] = useSearchParams();
  const auth = useAuth();
  const [result, setResult] = useState<WaitlistResult | null>(null);
  const wanted = (location.state as { from?: string } | null)?.from;
  const initialRole = params.get('role') === 'supplier' ? 'supplier' : 'buyer';

  return (
    <Box bg="gray.50" py={{ base: 8, md: 14 }}>
      <Container maxW="6xl">
        <Grid templateColumns={{ base: '1fr', lg: '5fr 7fr' }} gap={{ base: 8, lg: 12 }} alignItems="start">
          <Stack gap={5}>
            <Text textTransform="uppercase" letterSpacing="wider" fontSize="sm" fontWeight="semibold" color="brand.fg">
              Early access
            </Text>
            <Heading as="h1" size={{ base: '3xl', md: '4xl' }} lineHeight="1.15">
              Join the Forge waitlist
            </Heading>
            <Text fontSize="lg" color="fg.muted">
              Forge is opening to buyers and suppliers in small groups so every early user gets hands-on help. Tell us what you make or
              what you need made, and we will save you a seat.
            </Text>
            {wanted && auth.status !== 'signed-in' && (
              <Alert.Root status="info">
                <Alert.Indicator />
                <Alert.Content>
                  <Alert.Title>That page needs a Forge account.</Alert.Title>
                  <Alert.Description>
                    Join the waitlist below, or{' '}
                    <Link asChild color="brand.fg" fontWeight="semibold">
                      <RouterLink to={paths.login()}>sign in instead</RouterLink>
                    </Link>{' '}
                    if you already have an account.
                  </Alert.Description>
                </Alert.Content>
              </Alert.Root>
            )}
            <Benefits display={{ base: 'none', lg: 'flex' }} />
          </Stack>
          <Card.Root variant="elevated" bg="white">
            <Card.Body p={{ base: 5, md: 8 }}>
              {result ? <Confirmation result={result} /> : <WaitlistForm onDone={setResult} initialRole={initialRole} />}
            </Card.Body>
          </Card.Root>
          <Benefits display={{ base: 'flex', lg: 'none' }} />
        </Grid>
      </Container>
    </Box>
  );
}
