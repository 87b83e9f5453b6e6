import { HStack, Stack, Text } from '@forge/shell-sdk';
import { Section } from '../../common';
import { CertificationStatusBadge } from './CertificationStatusBadge';

/** Explains the three verification levels a certificate can carry. */
export function VerificationLegend() {
  return (
    <Section title="How we verify certificates" id="verification">
      <Stack gap={3}>
        <HStack align="flex-start" gap={3}>
          <CertificationStatusBadge status="registry-checked" />
          <Text fontSize="sm">
            We checked the certificate number against the issuing body's registry, on the date shown.
          </Text>
        </HStack>
        <HStack align="flex-start" gap={3}>
          <CertificationStatusBadge status="document-on-file" />
          <Text fontSize="sm">The supplier sent us the certificate; we reviewed it and keep it on file.</Text>
        </HStack>
        <HStack align="flex-start" gap={3}>
          <CertificationStatusBadge status="self-declared" />
          <Text fontSize="sm">
            The supplier says it holds the certificate; ask for a copy before you rely on it.
          </Text>
        </HStack>
      </Stack>
    </Section>
  );
}
