import { Box, Button, Field, Heading, Input, Stack, Text } from '@forge/shell-sdk';
import { Honeypot, useEmailSignup } from '../../common';
import { useSubscribe } from '../api';

/** Double opt-in signup: the server emails a confirmation link; nothing is sent until it is opened. */
export function NewsletterSignup({ source }: { source: string }) {
  const subscribe = useSubscribe();
  const { email, changeEmail, website, setWebsite, error, submit } = useEmailSignup(
    (fields) => subscribe.mutate({ ...fields, source }),
    subscribe.error,
  );

  return (
    <Box as="section" aria-labelledby="newsletter-heading" bg="navy.50" borderRadius="xl" p={{ base: 5, md: 8 }}>
      <Stack gap={3}>
        <Heading as="h2" id="newsletter-heading" size="lg">
          The Forge newsletter
        </Heading>
        <Text color="gray.700">One email a month on US manufacturing capacity, new suppliers and what we ship. Unsubscribe with one click.</Text>
        {subscribe.isSuccess ? (
          <Text role="status" fontWeight="semibold" color="navy.900">
            {subscribe.data.message}
          </Text>
        ) : (
          <form onSubmit={submit} noValidate aria-label="Subscribe to the newsletter">
            <Stack direction={{ base: 'column', sm: 'row' }} gap={3} align="start">
              <Field.Root invalid={Boolean(error)} flex="1">
                <Field.Label srOnly>Email address</Field.Label>
                <Input
                  type="email"
                  name="email"
                  autoComplete="email"
                  placeholder="you@company.com"
                  bg="white"
                  value={email}
                  onChange={(e) => changeEmail(e.target.value)}
                />
                {error && <Field.ErrorText>{error}</Field.ErrorText>}
              </Field.Root>
              <Honeypot value={website} onChange={setWebsite} />
              <Button type="submit" colorPalette="brand" loading={subscribe.isPending}>
                Subscribe
              </Button>
            </Stack>
          </form>
        )}
      </Stack>
    </Box>
  );
}
