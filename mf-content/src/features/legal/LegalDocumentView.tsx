import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { Box, Container, Grid, Heading, Link, List, Stack, Text, formatDate, usePageMeta } from '@forge/shell-sdk';
import { PageHero } from '../common';
import type { LegalDocument } from './documents';

/** A legal document with a last-updated date, a table of contents and an anchor per section (#section-id). */
export function LegalDocumentView({ doc, path }: { doc: LegalDocument; path: string }) {
  usePageMeta(`${doc.title} — Forge`, doc.description, path);
  const { hash } = useLocation();
  // Deep links to a section (#id): scroll after the frame's scroll-to-top on navigation.
  useEffect(() => {
    if (!hash) return;
    const frame = requestAnimationFrame(() => document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView());
    return () => cancelAnimationFrame(frame);
  }, [hash]);
  return (
    <>
      <PageHero eyebrow="Legal" title={doc.title}>
        <Text>
          Last updated: <time dateTime={doc.lastUpdated}>{formatDate(doc.lastUpdated, { utc: true, month: 'long' })}</time>
        </Text>
      </PageHero>
      <Container maxW="6xl" py={{ base: 8, md: 12 }}>
        <Grid templateColumns={{ base: '1fr', lg: '260px 1fr' }} gap={10} alignItems="start">
          <Box as="nav" aria-label="Sections" position={{ lg: 'sticky' }} top={{ lg: '88px' }}>
            <Text fontWeight="semibold" mb={3}>
              Contents
            </Text>
            <List.Root as="ol" gap={2} ps={5} fontSize="sm">
              {doc.sections.map((s) => (
                <List.Item key={s.id}>
                  <Link href={`#${s.id}`} color="brand.fg">
                    {s.heading}
                  </Link>
                </List.Item>
              ))}
            </List.Root>
          </Box>
          <Stack gap={8} maxW="3xl">
            {doc.intro.map((p) => (
              <Text key={p} fontSize="lg">
                {p}
              </Text>
            ))}
            {doc.sections.map((s, i) => (
              <Stack as="section" key={s.id} gap={3} id={s.id} scrollMarginTop="88px" aria-labelledby={`${s.id}-heading`}>
                <Heading as="h2" size="lg" id={`${s.id}-heading`}>
                  <Link href={`#${s.id}`} color="inherit" _hover={{ textDecoration: 'underline' }}>
                    {i + 1}. {s.heading}
                  </Link>
                </Heading>
                {s.paragraphs.map((p) => (
                  <Text key={p} lineHeight="tall">
                    {p}
                  </Text>
                ))}
                {s.list && (
                  <List.Root gap={2} ps={5}>
                    {s.list.map((item) => (
                      <List.Item key={item}>{item}</List.Item>
                    ))}
                  </List.Root>
                )}
              </Stack>
            ))}
          </Stack>
        </Grid>
      </Container>
    </>
  );
}
