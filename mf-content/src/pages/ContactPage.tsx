import type { ReactNode } from 'react';
import { Heading, Stack, Text, usePageMeta } from '@forge/shell-sdk';
import { AppLink } from '../features/common';
import { LeadPage } from '../features/leads';

/** A short note beside the contact form: who to reach for what. */
function AsideNote({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap={1}>
      <Heading as="h2" size="md">
        {title}
      </Heading>
      <Text color="gray.700">{children}</Text>
    </Stack>
  );
}

export default function ContactPage() {
  usePageMeta(
    'Contact Forge',
    'Questions about Forge, supplier listings, press or partnerships? Send us a message and a person will reply within two business days.',
    '/contact',
  );
  return (
    <LeadPage
      eyebrow="Contact"
      title="Talk to a person at Forge"
      intro="Questions about sourcing, your supplier profile, press or partnerships: send us a message and we will reply within two business days."
      form={{ kind: 'contact', submitLabel: 'Send message', messageLabel: 'How can we help?' }}
      aside={
        <Stack gap={6}>
          <AsideNote title="Buying parts?">
            Our sales team can walk you through Forge with your own BOM. <AppLink to="/sales">Talk to sales</AppLink>.
          </AsideNote>
          <AsideNote title="Run a shop?">
            Join the supplier waitlist and we will verify your profile.{' '}
            <AppLink to="/waitlist?role=supplier">List your shop</AppLink>.
          </AsideNote>
          <AsideNote title="Press and partnerships">
            Use the form and mention press or partnership; it reaches the right team.
          </AsideNote>
        </Stack>
      }
    />
  );
}
