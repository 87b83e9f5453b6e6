import { Box, HydrateWhenVisible, Link, Stack, Text, Wrap, groupByCategory, plural, usePageMeta } from '@forge/shell-sdk';
import { useCategories, useProcesses, ProcessGrid } from '../features/catalogue';
import { PageShell, Section, SectionLink, ErrorNotice, Loading, cardSurface } from '../features/common';

export default function CapabilitiesPage() {
  usePageMeta(
    'Manufacturing capabilities and processes',
    'Every manufacturing process on Forge, grouped by category: machining, casting and molding, additive, fabrication, finishing, electronics and more. Find US suppliers for each.',
  );
  const processes = useProcesses();
  const categories = useCategories();
  const groups = processes.data ? groupByCategory(processes.data) : [];
  const featured = processes.data?.filter((p) => p.featured) ?? [];
  return (
    <PageShell
      title="Manufacturing capabilities"
      subtitle={
        processes.data
          ? `${plural(processes.data.length, 'process', 'processes')} in ${plural(groups.length, 'category', 'categories')}. Pick one to see what it is, when to use it and who offers it.`
          : 'Every process our suppliers offer, grouped by category.'
      }
      crumbs={[{ label: 'Home', to: '/' }, { label: 'Capabilities' }]}
    >
      {processes.isPending && <Loading />}
      {processes.isError && <ErrorNotice error={processes.error} onRetry={() => void processes.refetch()} />}
      {processes.data && (
        <Stack gap={6}>
          {featured.length > 0 && (
            <Section title="Popular capabilities" id="featured">
              <ProcessGrid processes={featured} />
            </Section>
          )}
          <Box as="nav" aria-label="Categories">
            <Wrap gap={2}>
              {groups.map((g) => (
                <Link
                  key={g.categorySlug}
                  href={`#category-${g.categorySlug}`}
                  fontSize="sm"
                  px={3}
                  py={1}
                  borderRadius="full"
                  {...cardSurface}
                  _hover={{ borderColor: 'brand.300', textDecoration: 'none' }}
                >
                  {g.category}
                  <Text as="span" color="fg.muted" ms={1}>
                    (
                    {categories.data?.find((c) => c.slug === g.categorySlug)?.processCount ??
                      g.items.length}
                    )
                  </Text>
                </Link>
              ))}
            </Wrap>
          </Box>
          {/* About 120 cards: each category hydrates as it nears the viewport. */}
          {groups.map((g) => (
            <HydrateWhenVisible key={g.categorySlug} estimatedHeight={700}>
              <Box id={`category-${g.categorySlug}`} scrollMarginTop="80px">
                <Section
                  title={g.category}
                  id={`cat-${g.categorySlug}`}
                  action={<SectionLink to={`/manufacturing/${g.categorySlug}`}>Category overview →</SectionLink>}
                >
                  <ProcessGrid processes={g.items} />
                </Section>
              </Box>
            </HydrateWhenVisible>
          ))}
        </Stack>
      )}
    </PageShell>
  );
}
