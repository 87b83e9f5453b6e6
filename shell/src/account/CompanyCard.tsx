import { ButtonLink, Box, Card, Stack, Text, apiPath, paths, useQuery } from '@forge/shell-sdk';
import { SUPPLIERS_API } from '@forge/shell-sdk/api-contract';
import { BadgeIcon } from '../frame/icons';

interface CompanySummary {
  name: string;
  place: string;
}

/** The parts of GET /api/suppliers/{id} the card shows; null when the answer has another shape. */
export function companySummaryOf(body: unknown): CompanySummary | null {
  if (typeof body !== 'object' || body === null) return null;
  const { name, address } = body as { name?: unknown; address?: { city?: unknown; state?: unknown } };
  if (typeof name !== 'string') return null;
  const place = [address?.city, address?.state].filter((part): part is string => typeof part === 'string' && part !== '').join(', ');
  return { name, place };
}

/**
 * The company a supplier claimed (the profile's supplierCompanyId): its page and its edit form. The name is a
 * nicety; the links work without it, so a slow or failed read never hides them.
 */
export function CompanyCard({ companyId }: { companyId: string }) {
  // Only the name and place, read leniently from the cached profile (the whole profile is the company page's).
  const { data } = useQuery({ queryKey: [apiPath(SUPPLIERS_API.get, { params: { id: companyId } })], select: companySummaryOf });
  return (
    <Card.Root as="section" aria-labelledby="your-company" borderRadius="xl" boxShadow="sm" borderTopWidth="4px" borderTopColor="brand.500">
      <Card.Body display="flex" flexDirection={{ base: 'column', md: 'row' }} gap={4} justifyContent="space-between" alignItems={{ md: 'center' }}>
        <Stack direction="row" gap={4} align="center" minW={0}>
          <Box color="brand.600" bg="brand.50" w={12} h={12} flexShrink={0} borderRadius="lg" display="flex" alignItems="center" justifyContent="center">
            <BadgeIcon size={24} />
          </Box>
          <Box minW={0}>
            <Text as="h2" id="your-company" fontSize="sm" fontWeight="semibold" color="fg.muted" textTransform="uppercase" letterSpacing="wide">
              My company
            </Text>
            <Text fontSize="lg" fontWeight="bold" color="gray.900" lineClamp={2}>
              {data?.name ?? 'Your company profile'}
            </Text>
            <Text fontSize="sm" color="fg.muted">
              {data?.place ? `${data.place} · ` : ''}Keep it accurate: buyers see changes in search at once.
            </Text>
          </Box>
        </Stack>
        <Stack direction={{ base: 'column', sm: 'row' }} gap={2} flexShrink={0}>
          <ButtonLink to={paths.company(companyId)} variant="outline">View company page</ButtonLink>
          <ButtonLink to={paths.companyEdit(companyId)} colorPalette="brand">Edit company profile</ButtonLink>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
