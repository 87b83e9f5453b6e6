import { Box, Container, Grid, Heading, List, Stack, Text, useRouteParams, formatDate, usePageMeta } from '@forge/shell-sdk';
import { AppLink, QueryState } from '../features/common';
import { useCareer, ApplyForm } from '../features/careers';

function Section({ title, items }: { title: string; items: string[] }) {
  if (items.length === 0) return null;
  return (
    <Stack gap={3}>
      <Heading as="h2" size="lg">
        {title}
      </Heading>
      <List.Root gap={2} ps={5}>
        {items.map((item) => (
          <List.Item key={item}>{item}</List.Item>
        ))}
      </List.Root>
    </Stack>
  );
}

export default function CareerPage() {
  const { slug = '' } = useRouteParams<{ slug: string }>();
  const role = useCareer(slug);
  usePageMeta(role.data ? `${role.data.title} — Careers at Forge` : 'Careers at Forge', role.data?.summary ?? 'An open role at Forge.', `/careers/${slug}`);
  return (
    <Container maxW="5xl" py={{ base: 8, md: 12 }}>
      <Box mb={6}>
        <AppLink to="/careers">← All open roles</AppLink>
      </Box>
      <QueryState isPending={role.isPending} error={role.error}>
        {() => {
          const r = role.data!;
          return (
            <Grid templateColumns={{ base: '1fr' }} gap={10}>
              <Stack gap={4}>
                <Heading as="h1" size="3xl">
                  {r.title}
                </Heading>
                <Text color="gray.700">
                  {r.team} · {r.location} · {r.employmentType} · Posted {formatDate(r.postedAt, { utc: true, month: 'long' })}
                </Text>
                <Text fontSize="lg">{r.summary}</Text>
                {r.description.map((p) => (
                  <Text key={p}>{p}</Text>
                ))}
              </Stack>
              <Section title="What you will do" items={r.responsibilities} />
              <Section title="What you bring" items={r.requirements} />
              <Section title="Nice to have" items={r.niceToHave} />
              <Box borderTopWidth="1px" pt={8}>
                <ApplyForm slug={r.slug} title={r.title} />
              </Box>
            </Grid>
          );
        }}
      </QueryState>
    </Container>
  );
}
