import { Box, Container, Heading, Stack, Text, formatDate, usePageMeta } from '@forge/shell-sdk';
import { AppLink, QueryState } from '../common';
import { usePresentation } from './api';
import { SlideViewer } from './components/SlideViewer';

export function PresentationView({ slug, canonicalPath, back }: { slug: string; canonicalPath: string; back?: { to: string; label: string } }) {
  const deck = usePresentation(slug);
  usePageMeta(deck.data ? `${deck.data.title} — Forge` : 'Presentation — Forge', deck.data?.summary ?? 'A Forge presentation.', canonicalPath);
  return (
    <Container maxW="6xl" py={{ base: 6, md: 10 }}>
      {back && (
        <Box mb={5}>
          <AppLink to={back.to}>{back.label}</AppLink>
        </Box>
      )}
      <QueryState isPending={deck.isPending} error={deck.error}>
        {() => (
          <Stack gap={6}>
            <Stack gap={2}>
              <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
                {deck.data!.title}
              </Heading>
              <Text color="gray.700">
                {deck.data!.summary} · {formatDate(deck.data!.presentedAt, { utc: true, month: 'long' })}
              </Text>
            </Stack>
            <SlideViewer deck={deck.data!} />
          </Stack>
        )}
      </QueryState>
    </Container>
  );
}
