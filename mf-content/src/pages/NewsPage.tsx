import { Fragment } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import {
  Box,
  Card,
  Container,
  Grid,
  Heading,
  HydrateWhenVisible,
  Link,
  Stack,
  Text,
  usePageMeta,
} from '@forge/shell-sdk';
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
                {news.data!.items.map((article, index) => {
                  const card = (
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
                  );
                  // The first articles are on screen; the rest hydrate as they near it.
                  return index < 2 ? (
                    <Fragment key={article.slug}>{card}</Fragment>
                  ) : (
                    <HydrateWhenVisible key={article.slug} estimatedHeight={250}>{card}</HydrateWhenVisible>
                  );
                })}
              </Stack>
            )}
          </QueryState>
          <Box position={{ lg: 'sticky' }} top={{ lg: '88px' }}>
            <HydrateWhenVisible estimatedHeight={300}>
              <NewsletterSignup source="news" />
            </HydrateWhenVisible>
          </Box>
        </Grid>
      </Container>
    </>
  );
}
