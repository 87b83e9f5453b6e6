import { Box, Button, Card, Container, Field, Heading, Input, List, Stack, Text, call, useMutation, usePageMeta } from '@forge/shell-sdk';
import { CONTENT_API } from '@forge/shell-sdk/api-contract';
import { Honeypot, PageHero, useEmailSignup } from '../features/common';

export default function CalculatorPage() {
  usePageMeta('Cost calculator (coming soon) — Forge', 'The Forge cost calculator will estimate part cost and lead time from material, process, quantity and tolerances. Get notified when it launches.', '/calculator');
  const notifyMe = useMutation({
    mutationFn: ({ email, website }: { email: string; website: string }) =>
      call(CONTENT_API.notifyCalculator, { body: { email: email.trim(), website } }),
  });
  const { email, changeEmail, website, setWebsite, error, submit } = useEmailSignup(notifyMe.mutate, notifyMe.error);
  return (
    <>
      <PageHero eyebrow="Coming soon" title="Manufacturing cost calculator">
        Estimate what a custom part should cost, and how long it should take, before you send an RFQ.
      </PageHero>
      <Container maxW="5xl" py={{ base: 10, md: 14 }}>
        <Stack direction={{ base: 'column', md: 'row' }} gap={10} align="start">
          <Stack gap={4} flex="1">
            <Heading as="h2" size="xl">
              What it will do
            </Heading>
            <List.Root gap={3} ps={5}>
              <List.Item>Estimate unit cost for CNC machining, sheet metal, 3D printing and injection molding.</List.Item>
              <List.Item>Show how quantity, material, tolerances and finish drive price.</List.Item>
              <List.Item>Give a typical lead-time range from recent quotes by US suppliers.</List.Item>
              <List.Item>Turn an estimate into an RFQ to matched suppliers in one click.</List.Item>
            </List.Root>
          </Stack>
          <Card.Root variant="outline" flex="1" w="full">
            <Card.Body gap={4}>
              <Heading as="h2" size="lg">
                Get notified at launch
              </Heading>
              {notifyMe.isSuccess ? (
                <Text role="status" fontWeight="semibold">
                  {notifyMe.data.message}
                </Text>
              ) : (
                <form onSubmit={submit} noValidate aria-label="Notify me when the calculator launches">
                  <Stack gap={4}>
                    <Field.Root invalid={Boolean(error)}>
                      <Field.Label>Work email</Field.Label>
                      <Input type="email" name="email" autoComplete="email" value={email} onChange={(e) => changeEmail(e.target.value)} />
                      {error ? <Field.ErrorText>{error}</Field.ErrorText> : <Field.HelperText>One email when it launches. Nothing else.</Field.HelperText>}
                    </Field.Root>
                    <Honeypot value={website} onChange={setWebsite} />
                    <Box>
                      <Button type="submit" colorPalette="brand" loading={notifyMe.isPending}>
                        Notify me
                      </Button>
                    </Box>
                  </Stack>
                </form>
              )}
            </Card.Body>
          </Card.Root>
        </Stack>
      </Container>
    </>
  );
}
