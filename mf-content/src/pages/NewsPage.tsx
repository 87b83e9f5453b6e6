import { Link as RouterLink } from 'react-router-dom';
import type { ReactNode } from 'react';
import { Box, Card, Container, Grid, Heading, HydrateWhenVisible, Link, Stack, Text, usePageMeta } from '@forge/shell-sdk';

/** The articles on the first screen; the rest render when scrolled near. */
const FIRST_SCREEN_ARTICLES = 2;

function BelowTheFold({ index, name, children }: { index: number; name: string; children: ReactNode }) {
  return index < FIRST_SCREEN_ARTICLES ? children : <HydrateWhenVisible name={name}>{children}</HydrateWhenVisible>;
}
import { PageHero, QueryState } from '../features/common';
import { useNews, ArticleMeta } from '../features/news';
import { NewsletterSignup } from '../features/newsletter';

export default function NewsPage() {
  usePageMeta(
    'News — Forge',
    'Product updates, partnerships and insights on US manufacturing capacity from the Forge team.',
    '/news',
  );
  const news = useNews();
  return (
    <>
      <PageHero eyebrow="News" title="News and insights from Forge">
        Product updates, partnerships and what our data says about American manufacturing capacity.
      </PageHero>
      <Container maxW="6xl" py={{ base: 10, md: 14 }}>
        <Grid templateColumns={{ base: '1fr', lg: '2fr 1fr' }} gap={10} alignItems="start">
          <QueryState isPending={news.isPending} error={news.error}>
            {() => (
              <Stack gap={5}>
                {news.data!.items.map((article, index) => (
                  <BelowTheFold key={article.slug} index={index} name={`news-${article.slug}`}>
                    <Card.Root as="article" variant="outline">
                      <Card.Body gap={3}>
                        <ArticleMeta
                          category={article.category}
                          publishedAt={article.publishedAt}
                          readMinutes={article.readMinutes}
                        />
                        <Heading as="h2" size="lg">
                          <Link asChild color="navy.900">
                            <RouterLink to={`/news/${article.slug}`}>{article.title}</RouterLink>
                          </Link>
                        </Heading>
                        <Text color="gray.700">{article.summary}</Text>
                        <Text fontSize="sm" color="gray.700">
                          By {article.author}
                        </Text>
                      </Card.Body>
                    </Card.Root>
                  </BelowTheFold>
                ))}
              </Stack>
            )}
          </QueryState>
          <Box position={{ lg: 'sticky' }} top={{ lg: '88px' }}>
            <HydrateWhenVisible name="newsletter">
              <NewsletterSignup source="news" />
            </HydrateWhenVisible>
          </Box>
        </Grid>
      </Container>
    </>
  );
}
