import { Box, Container, Heading, Stack, Text, useRouteParams, usePageMeta } from '@forge/shell-sdk';
import { AppLink, QueryState } from '../features/common';
import { useArticle, ArticleMeta } from '../features/news';
import { NewsletterSignup } from '../features/newsletter';

export default function ArticlePage() {
  const { slug = '' } = useRouteParams<{ slug: string }>();
  const article = useArticle(slug);
  usePageMeta(
    article.data ? `${article.data.title} — Forge` : 'News — Forge',
    article.data?.summary ?? 'News from Forge.',
    `/news/${slug}`,
  );
  return (
    <Container maxW="3xl" py={{ base: 8, md: 12 }}>
      <Box mb={6}>
        <AppLink to="/news">← All news</AppLink>
      </Box>
      <QueryState isPending={article.isPending} error={article.error}>
        {() => {
          const a = article.data!;
          return (
            <Stack as="article" gap={6}>
              <Stack gap={3}>
                <ArticleMeta category={a.category} publishedAt={a.publishedAt} readMinutes={a.readMinutes} />
                <Heading as="h1" size={{ base: '2xl', md: '4xl' }} lineHeight="1.15">
                  {a.title}
                </Heading>
                <Text fontSize="lg" color="gray.700">
                  {a.summary}
                </Text>
                <Text fontSize="sm" color="gray.700">
                  By {a.author}
                </Text>
              </Stack>
              {a.body.map((section, i) => (
                <Stack key={section.heading || i} gap={4}>
                  {section.heading && (
                    <Heading as="h2" size="xl">
                      {section.heading}
                    </Heading>
                  )}
                  {section.paragraphs.map((p) => (
                    <Text key={p} fontSize="lg" lineHeight="tall">
                      {p}
                    </Text>
                  ))}
                </Stack>
              ))}
              <NewsletterSignup source={`news/${a.slug}`} />
            </Stack>
          );
        }}
      </QueryState>
    </Container>
  );
}
