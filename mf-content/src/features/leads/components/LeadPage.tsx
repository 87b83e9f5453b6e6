import type { ReactNode } from 'react';
import { Card, Container, Grid } from '@forge/shell-sdk';
import { PageHero } from '../../common';
import { LeadForm } from './LeadForm';

interface LeadPageProps {
  eyebrow: string;
  title: string;
  intro: ReactNode;
  form: Parameters<typeof LeadForm>[0];
  /** What sits beside the form on wide screens (below it on phones). */
  aside: ReactNode;
}

/** A page whose job is one lead form (contact, sales): hero, the form in a card, and help beside it. */
export function LeadPage({ eyebrow, title, intro, form, aside }: LeadPageProps) {
  return (
    <>
      <PageHero eyebrow={eyebrow} title={title}>
        {intro}
      </PageHero>
      <Container maxW="6xl" py={{ base: 10, md: 14 }}>
        <Grid templateColumns={{ base: '1fr', lg: '2fr 1fr' }} gap={10}>
          <Card.Root variant="outline">
            <Card.Body p={{ base: 5, md: 8 }}>
              <LeadForm {...form} />
            </Card.Body>
          </Card.Root>
          {aside}
        </Grid>
      </Container>
    </>
  );
}
