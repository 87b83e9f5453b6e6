import { Link as RouterLink } from 'react-router-dom';
import { Card, Container, Heading, Link, SimpleGrid, Text, paths } from '@forge/shell-sdk';
import { MorePanels, TodayFigures } from '../features/dashboard';

export default function AdminDashboardPage() {
  return (
    <Container maxW="6xl" py={8}>
      <Heading as="h1" size="2xl">
        Admin panel
      </Heading>
      <Text mt={2} color="fg.muted">
        Users, companies, analytics, leads, waitlists, featured suppliers, testimonials and the BOM queue.
      </Text>
      <TodayFigures />
      <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap={4} mt={8}>
        <Card.Root variant="outline" borderTopWidth="3px" borderTopColor="brand.solid">
          <Card.Body gap={2}>
            <Heading as="h2" size="md">
              <Link asChild color="brand.fg">
                <RouterLink to={paths.adminQueue()}>BOM processing queue</RouterLink>
              </Link>
            </Heading>
            <Text color="fg.muted" fontSize="sm">
              Live job counts, throughput, processing times, failed jobs, pause and resume.
            </Text>
          </Card.Body>
        </Card.Root>
        <Card.Root variant="outline" borderTopWidth="3px" borderTopColor="brand.solid">
          <Card.Body gap={2}>
            <Heading as="h2" size="md">
              <Link asChild color="brand.fg">
                {/* This remote's own route (routes.json): a new shared `paths` entry would reach production remotes
                    only after the host shell is rebuilt, and a remote must deploy without one. */}
                <RouterLink to="/admin/waitlist">Waitlist review</RouterLink>
              </Link>
            </Heading>
            <Text color="fg.muted" fontSize="sm">
              Buyer and supplier signups, their BOM files, and processing a BOM through the pipeline.
            </Text>
          </Card.Body>
        </Card.Root>
        <Card.Root variant="outline" borderTopWidth="3px" borderTopColor="brand.solid">
          <Card.Body gap={2}>
            <Heading as="h2" size="md">
              <Link asChild color="brand.fg">
                <RouterLink to={paths.adminAudit()}>Audit log</RouterLink>
              </Link>
            </Heading>
            <Text color="fg.muted" fontSize="sm">
              Every admin change: who, what, before and after, when and from which IP. Searchable, exports CSV.
            </Text>
          </Card.Body>
        </Card.Root>
      </SimpleGrid>
      <MorePanels />
    </Container>
  );
}
