import { Link as RouterLink } from 'react-router-dom';
import { Badge, Card, Container, Heading, HStack, Link, SimpleGrid, Stack, Text, usePageMeta } from '@forge/shell-sdk';
import { PageHero, QueryState } from '../features/common';
import { useCareers } from '../features/careers';

const VALUES = [
  { title: 'Make it real', body: 'We talk to machinists and buyers every week. Features start on shop floors, not in slide decks.' },
  { title: 'Small, sharp team', body: 'Everyone owns outcomes end to end. Fewer meetings, more written thinking.' },
  { title: 'Build in America', body: 'We help domestic manufacturing win. Our work shows up in parts people can hold.' },
];

export default function CareersPage() {
  usePageMeta('Careers at Forge', 'Join Forge and help build the sourcing platform for American manufacturing. Open roles in engineering, AI, supplier success, sales and design.', '/careers');
  const careers = useCareers();
  return (
    <>
      <PageHero eyebrow="Careers" title="Help American manufacturing win">
        We are a small team building the sourcing platform for US custom manufacturing. Join us.
      </PageHero>
      <Container maxW="6xl" py={{ base: 10, md: 14 }}>
        <SimpleGrid columns={{ base: 1, md: 3 }} gap={6} mb={12}>
          {VALUES.map((v) => (
            <Stack key={v.title} gap={2}>
              <Heading as="h2" size="md">
                {v.title}
              </Heading>
              <Text color="gray.700">{v.body}</Text>
            </Stack>
          ))}
        </SimpleGrid>
        <Heading as="h2" size="xl" mb={5}>
          Open roles
        </Heading>
        <QueryState isPending={careers.isPending} error={careers.error}>
          {() =>
            careers.data!.items.length === 0 ? (
              <Text>No open roles right now. Check back soon, or send us a note through the contact page.</Text>
            ) : (
              <Stack gap={4}>
                {careers.data!.items.map((role) => (
                  <Card.Root key={role.slug} variant="outline">
                    <Card.Body gap={2}>
                      <HStack justify="space-between" wrap="wrap" gap={2}>
                        <Link asChild fontSize="lg" fontWeight="semibold" color="navy.900">
                          <RouterLink to={`/careers/${role.slug}`}>{role.title}</RouterLink>
                        </Link>
                        <Badge colorPalette="orange" variant="subtle">
                          {role.team}
                        </Badge>
                      </HStack>
                      <Text fontSize="sm" color="gray.700">
                        {role.location} · {role.employmentType}
                      </Text>
                      <Text>{role.summary}</Text>
                    </Card.Body>
                  </Card.Root>
                ))}
              </Stack>
            )
          }
        </QueryState>
      </Container>
    </>
  );
}
