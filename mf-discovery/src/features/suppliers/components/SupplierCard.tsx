import { Link as RouterLink } from 'react-router-dom';
import { ButtonLink, Badge, Box, Button, HStack, Link, List, Stack, Tag, Text, paths } from '@forge/shell-sdk';
import type { SearchHit } from '../api';
import { countyDisplayName } from '../../geo';
import { certificationStatusInfo } from '../../certifications';
import { ResponseFigures } from './ResponseFigures';

interface SupplierCardProps {
  hit: SearchHit;
  capabilityNames: Map<string, string>;
  certificationNames: Map<string, string>;
  /** Show the ranking reasons (discovery results). */
  showWhy?: boolean;
}

const MAX_TAGS = 5;

export function SupplierCard({
  hit,
  capabilityNames,
  certificationNames,
  showWhy = true,
}: SupplierCardProps) {
  const location = [hit.city, hit.county ? countyDisplayName(hit.county, hit.state) : null, hit.state]
    .filter(Boolean)
    .join(', ');
  const extraCapabilities = hit.capabilities.length - MAX_TAGS;
  return (
    <Box
      as="article"
      aria-labelledby={`supplier-${hit.id}`}
      bg="white"
      borderWidth="1px"
      borderColor={hit.featured ? 'brand.200' : 'border'}
      borderRadius="xl"
      p={{ base: 4, md: 5 }}
      boxShadow="xs"
      _hover={{ boxShadow: 'sm' }}
    >
      <Stack direction={{ base: 'column', sm: 'row' }} justify="space-between" gap={3}>
        <Box minW={0}>
          <HStack gap={2} flexWrap="wrap" mb={1}>
            {hit.featured && (
              <Badge
                colorPalette="brand"
                variant="solid"
                title="Featured suppliers pay for placement; ranking is shown as is."
              >
                Featured · sponsored
              </Badge>
            )}
            {hit.verified && (
              <Badge colorPalette="green" variant="subtle">
                ✓ Verified
              </Badge>
            )}
            {hit.claimed && (
              <Badge colorPalette="blue" variant="outline">
                Claimed profile
              </Badge>
            )}
          </HStack>
          <Text
            as="h3"
            id={`supplier-${hit.id}`}
            fontSize="lg"
            fontWeight="semibold"
            color="navy.900"
            lineHeight="short"
          >
            <Link asChild color="inherit" _hover={{ color: 'brand.fg' }}>
              <RouterLink to={paths.company(hit.id)}>{hit.name}</RouterLink>
            </Link>
          </Text>
          <Text fontSize="sm" color="fg.muted" mt={1}>
            {location}
            {hit.distanceMiles != null &&
              ` · ${hit.distanceMiles.toFixed(hit.distanceMiles < 10 ? 1 : 0)} mi away`}
          </Text>
        </Box>
        <Stack direction={{ base: 'row', sm: 'column' }} gap={2} align={{ sm: 'flex-end' }} flexShrink={0}>
          <ButtonLink to={paths.createRfq({ supplier: hit.id })} size="sm" colorPalette="brand">
            Request a quote
          </ButtonLink>
          <Button asChild size="sm" variant="outline">
            <RouterLink to={paths.company(hit.id)} aria-label={`View ${hit.name}`}>
              View profile
            </RouterLink>
          </Button>
        </Stack>
      </Stack>

      {hit.capabilities.length > 0 && (
        <HStack gap={1.5} flexWrap="wrap" mt={3} aria-label="Capabilities">
          {hit.capabilities.slice(0, MAX_TAGS).map((slug) => (
            <Tag.Root key={slug} size="sm" variant="subtle" colorPalette="gray">
              <Tag.Label>{capabilityNames.get(slug) ?? slug}</Tag.Label>
            </Tag.Root>
          ))}
          {extraCapabilities > 0 && (
            <Text fontSize="xs" color="fg.muted">
              +{extraCapabilities} more
            </Text>
          )}
        </HStack>
      )}

      {hit.certifications.length > 0 && (
        <HStack gap={1.5} flexWrap="wrap" mt={2} aria-label="Certifications">
          {hit.certifications.map((c) => {
            const info = certificationStatusInfo(c.status);
            return (
              <Badge key={c.slug} colorPalette={info.palette} variant="outline" title={info.description}>
                {certificationNames.get(c.slug) ?? c.slug.toUpperCase()} · {info.label}
              </Badge>
            );
          })}
        </HStack>
      )}

      <HStack gap={4} mt={3} fontSize="sm" color="fg.muted" flexWrap="wrap">
        {hit.employeeRange && <Text>{hit.employeeRange} employees</Text>}
        <ResponseFigures stats={hit.rfqStats} />
      </HStack>

      {showWhy && hit.why.length > 0 && (
        <Box mt={3} bg="gray.50" borderRadius="md" px={3} py={2}>
          <Text
            fontSize="xs"
            fontWeight="semibold"
            color="fg.muted"
            textTransform="uppercase"
            letterSpacing="wide"
          >
            Why this result
          </Text>
          <List.Root fontSize="sm" color="fg" ps={4} mt={1} gap={0.5}>
            {hit.why.map((reason, i) => (
              <List.Item key={i}>{reason}</List.Item>
            ))}
          </List.Root>
        </Box>
      )}
    </Box>
  );
}
