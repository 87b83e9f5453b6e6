import { Link as RouterLink } from 'react-router-dom';
import { Card, Heading, Link, SimpleGrid, Text, paths } from '@forge/shell-sdk';

/**
 * Every admin panel: where it is, its name and what it is for. Panels of this remote link by their routes.json path:
 * a new shared `paths` entry would reach production remotes only after the host shell is rebuilt.
 */
const PANELS: [string, string, string][] = [
  [paths.adminQueue(), 'BOM processing queue', 'Live job counts, throughput, processing times, failed jobs, pause and resume.'],
  ['/admin/waitlist', 'Waitlist review', 'Buyer and supplier signups, their BOM files, and processing a BOM through the pipeline.'],
  [paths.adminAudit(), 'Audit log', 'Every admin change: who, what, before and after, when and from which IP. Searchable, exports CSV.'],
  ['/admin/analytics', 'Analytics', 'Events over time, searches, the signup → award funnel, top pages.'],
  ['/admin/leads', 'Leads', 'Contact and sales requests as a pipeline, with owners and next steps.'],
  ['/admin/testimonials', 'Testimonials', 'Create, approve, unpublish and order customer quotes.'],
  ['/admin/emails', 'Emails', 'The outbox with status and errors, previews, resend, templates.'],
  ['/admin/interactive-generator', 'Profile generator', 'Paste a company text, review the fields read from it, publish.'],
  ['/admin/supplier-waitlist', 'Supplier waitlist', 'Search, invite in bulk (account + email), export CSV.'],
  ['/admin/gcp-profiles', 'Company profiles', 'Completeness of every profile, what each lacks; edit with a preview.'],
  ['/admin/featured-suppliers', 'Featured suppliers', 'Sponsored placements per capability or state, with dates and order.'],
];

/** A card per admin panel, each linking to it. */
export function PanelLinks() {
  return (
    <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap={4} mt={8}>
      {PANELS.map(([to, title, text]) => (
        <Card.Root key={to} variant="outline" borderTopWidth="3px" borderTopColor="brand.solid">
          <Card.Body gap={2}>
            <Heading as="h2" size="md">
              <Link asChild color="brand.fg">
                <RouterLink to={to}>{title}</RouterLink>
              </Link>
            </Heading>
            <Text color="fg.muted" fontSize="sm">{text}</Text>
          </Card.Body>
        </Card.Root>
      ))}
    </SimpleGrid>
  );
}
