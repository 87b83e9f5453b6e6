import { Badge, Box, Card, Heading, Image, SimpleGrid, Stack, Text, Wrap, formatDate, formatUsd } from '@forge/shell-sdk';
import { profileCompleteness } from '@forge/shell-sdk/admin-contract';
import type { ProfileChoices } from './api';
import type { ProfileDraft } from './draft';
import { CompletenessMeter } from './CompletenessMeter';

const STATUS_TONE: Record<string, string> = { 'registry-checked': 'green', 'document-on-file': 'blue', 'self-declared': 'gray', expired: 'red' };

function Facts({ draft, industryName }: { draft: ProfileDraft; industryName: (slug: string) => string }) {
  const rows: [string, string][] = [
    ['Employees', draft.employeeRange],
    ['Founded', draft.yearFounded],
    ['Lead time', draft.leadMin && draft.leadMax ? `${draft.leadMin}–${draft.leadMax} days` : ''],
    ['Minimum order', draft.minimumOrder && Number(draft.minimumOrder) > 0 ? formatUsd(Number(draft.minimumOrder), { whole: true }) : draft.minimumOrder === '0' ? 'None' : ''],
    ['Industries', draft.industries.map(industryName).join(', ')],
  ];
  return (
    <SimpleGrid columns={2} gap={2} as="dl">
      {rows.filter(([, v]) => v).map(([k, v]) => (
        <Box key={k}>
          <Text as="dt" fontSize="xs" color="fg.muted" textTransform="uppercase">{k}</Text>
          <Text as="dd" fontSize="sm">{v}</Text>
        </Box>
      ))}
    </SimpleGrid>
  );
}

/** The public company page as it will look with the fields being edited (before they are saved). */
export function ProfilePreview({ draft, choices, verified, featured }: { draft: ProfileDraft; choices: ProfileChoices | undefined; verified: boolean; featured: boolean }) {
  const processName = (slug: string) => choices?.processes.find((p) => p.slug === slug)?.name ?? slug;
  const certName = (slug: string) => choices?.certifications.find((c) => c.slug === slug)?.name ?? slug;
  const statusLabel = (status: string) => choices?.options.verificationStatuses.find((s) => s.value === status)?.label ?? status;
  const industryName = (slug: string) => choices?.options.industries.find((i) => i.value === slug)?.label ?? slug;
  const completeness = profileCompleteness({ ...draft, contact: { email: draft.email, phone: draft.phone } });
  const place = [draft.city, draft.state].filter(Boolean).join(', ');
  return (
    <Stack gap={3} as="section" aria-label="Public page preview">
      <Heading as="h2" size="md">Public page preview</Heading>
      <CompletenessMeter completeness={completeness} />
      <Card.Root variant="outline" overflow="hidden">
        {draft.photos[0]?.url && <Image src={draft.photos[0].url} alt={draft.photos[0].caption || `${draft.name} photo`} h="40" w="full" objectFit="cover" bg="bg.muted" />}
        <Card.Body gap={4}>
          <Stack gap={1}>
            <Heading as="h3" size="lg">{draft.name || 'Company name'}</Heading>
            <Text color="fg.muted" fontSize="sm">{[draft.street, place, draft.zip].filter(Boolean).join(' · ') || 'Address from the ZIP code'}</Text>
            <Wrap gap={1}>
              {verified && <Badge colorPalette="green">Verified</Badge>}
              {featured && <Badge colorPalette="purple">Featured</Badge>}
            </Wrap>
          </Stack>
          {draft.description ? <Text fontSize="sm" whiteSpace="pre-line">{draft.description}</Text> : <Text fontSize="sm" color="fg.muted">No description yet.</Text>}
          {draft.photos.length > 1 && (
            <SimpleGrid columns={3} gap={2}>
              {draft.photos.slice(1).map((p, i) => <Image key={`${p.url}-${i}`} src={p.url} alt={p.caption || `Photo ${i + 2}`} h="20" w="full" objectFit="cover" borderRadius="md" bg="bg.muted" />)}
            </SimpleGrid>
          )}
          <Stack gap={1}>
            <Text fontWeight="semibold" fontSize="sm">Capabilities</Text>
            {draft.capabilities.length ? <Wrap gap={1}>{draft.capabilities.map((c) => <Badge key={c} variant="subtle">{processName(c)}</Badge>)}</Wrap> : <Text fontSize="sm" color="fg.muted">None listed.</Text>}
          </Stack>
          <Stack gap={1}>
            <Text fontWeight="semibold" fontSize="sm">Certifications</Text>
            {draft.certifications.length ? (
              <Stack gap={1}>
                {draft.certifications.map((c) => (
                  <Text key={c.slug} fontSize="sm">
                    {certName(c.slug)} <Badge size="sm" colorPalette={STATUS_TONE[c.status] ?? 'gray'}>{statusLabel(c.status)}</Badge>
                    {c.checkedAt && <Text as="span" color="fg.muted"> · checked on {formatDate(c.checkedAt)}</Text>}
                  </Text>
                ))}
              </Stack>
            ) : <Text fontSize="sm" color="fg.muted">None listed.</Text>}
          </Stack>
          <Facts draft={draft} industryName={industryName} />
          <Stack gap={0} fontSize="sm">
            <Text fontWeight="semibold">Contact</Text>
            {draft.email && <Text>{draft.email}</Text>}
            {draft.phone && <Text>{draft.phone}</Text>}
            {draft.website && <Text overflowWrap="anywhere">{draft.website}</Text>}
            {!draft.email && !draft.phone && <Text color="fg.muted">No email or phone: buyers cannot reach this company.</Text>}
          </Stack>
        </Card.Body>
      </Card.Root>
    </Stack>
  );
}
