import { Link as RouterLink } from 'react-router-dom';
import { Card, Container, Heading, Link, SimpleGrid, Text, formatDate, usePageMeta } from '@forge/shell-sdk';
import { PageHero, QueryState } from '../features/common';
import { usePresentations } from '../features/presentations';

export default function PresentationsPage() {
  usePageMeta('Customer presentations — Forge', 'How Forge customers source custom parts: slide decks from robotics, medical device and industrial teams, with results.', '/customer-presentations');
  const decks = usePresentations();
  return (
    <>
      <PageHero eyebrow="Customer presentations" title="How teams source with Forge">
        Decks we built with customers: the problem, the sourcing approach, the suppliers found and the results.
      </PageHero>
      <Container maxW="6xl" py={{ base: 10, md: 14 }}>
        <QueryState isPending={decks.isPending} error={decks.error}>
          {() => (
            <SimpleGrid columns={{ base: 1, md: 2 }} gap={6}>
              {decks.data!.items.map((deck) => (
                <Card.Root key={deck.slug} variant="outline">
                  <Card.Body gap={3}>
                    <Text fontSize="sm" color="brand.fg" fontWeight="semibold">
                      {deck.customer}
                    </Text>
                    <Heading as="h2" size="lg">
                      <Link asChild color="navy.900">
                        <RouterLink to={`/customer-presentations/${deck.slug}`}>{deck.title}</RouterLink>
                      </Link>
                    </Heading>
                    <Text color="gray.700">{deck.summary}</Text>
                    <Text fontSize="sm" color="gray.700">
                      {deck.slideCount} slides · {formatDate(deck.presentedAt, { utc: true, month: 'long' })}
                    </Text>
                  </Card.Body>
                </Card.Root>
              ))}
            </SimpleGrid>
          )}
        </QueryState>
      </Container>
    </>
  );
}
