import { useSearchParams } from 'react-router-dom';
import { ButtonLink, Alert, Container, Heading, Spinner, Stack, Text, paths, usePageMeta, formErrorMessageOf } from '@forge/shell-sdk';
import { useNewsletterLink } from './api';

/** The page an emailed confirmation or unsubscribe link opens. */
export function NewsletterLinkView({ action }: { action: 'confirm' | 'unsubscribe' }) {
  const [params] = useSearchParams();
  const token = params.get('token');
  const result = useNewsletterLink(action, token);
  const title = action === 'confirm' ? 'Confirm your subscription' : 'Unsubscribe';
  usePageMeta(`${title} — Forge`, action === 'confirm' ? 'Confirm your Forge newsletter subscription.' : 'Unsubscribe from the Forge newsletter.', `/newsletter/${action}`);

  return (
    <Container maxW="2xl" py={{ base: 12, md: 20 }}>
      <Stack gap={5}>
        <Heading as="h1" size="2xl">
          {action === 'confirm' ? 'Newsletter subscription' : 'Unsubscribe'}
        </Heading>
        {!token ? (
          <Alert.Root status="warning">
            <Alert.Indicator />
            <Alert.Description>This link is missing its token. Open the link from the email again, or copy the whole address into your browser.</Alert.Description>
          </Alert.Root>
        ) : result.isPending ? (
          <Stack direction="row" align="center" gap={3}>
            <Spinner size="sm" />
            <Text>{action === 'confirm' ? 'Confirming your subscription…' : 'Unsubscribing…'}</Text>
          </Stack>
        ) : result.isError ? (
          <Alert.Root status="error">
            <Alert.Indicator />
            <Alert.Description>{formErrorMessageOf(result.error)}</Alert.Description>
          </Alert.Root>
        ) : (
          <Alert.Root status="success" role="status">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>{result.data.message}</Alert.Title>
              {result.data.email && <Alert.Description>Address: {result.data.email}</Alert.Description>}
            </Alert.Content>
          </Alert.Root>
        )}
        <Stack direction="row" gap={3}>
          <ButtonLink to={paths.news()} colorPalette="brand">Read the news</ButtonLink>
          <ButtonLink to={paths.home()} variant="outline">Go to the home page</ButtonLink>
        </Stack>
      </Stack>
    </Container>
  );
}
