import { useState, type FormEvent } from 'react';
import { Box, Button, Field, Heading, Input, Stack, Text, formErrorMessageOf, fieldErrorsOf } from '@forge/shell-sdk';
import { EMAIL_PATTERN, Honeypot } from '../../common';
import { useSubscribe } from '../api';

/** Double opt-in signup: the server emails a confirmation link; nothing is sent until it is opened. */
export function NewsletterSignup({ source }: { source: string }) {
  const [email, setEmail] = useState('');
  const [website, setWebsite] = useState('');
  const [clientError, setClientError] = useState<string | null>(null);
  const subscribe = useSubscribe();
  const error = clientError ?? fieldErrorsOf(subscribe.error).email ?? (subscribe.isError ? formErrorMessageOf(subscribe.error) : undefined);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!EMAIL_PATTERN.test(email.trim())) {
      setClientError('Enter a valid email address, like name@company.com');
      return;
    }
    setClientError(null);
    subscribe.mutate({ email, source, website });
  };

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
                  onChange={(e) => {
                    setEmail(e.target.value);
                    setClientError(null);
                  }}
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
