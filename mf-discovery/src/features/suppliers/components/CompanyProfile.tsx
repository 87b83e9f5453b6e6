import { Link as RouterLink } from 'react-router-dom';
import {
  ButtonLink,
  Badge,
  Box,
  Button,
  Grid,
  HStack,
  Image,
  Link,
  SimpleGrid,
  Stack,
  Table,
  Tag,
  Text,
  paths,
  useAuth,
  formatCount,
  usePageMeta,
  HydrateWhenVisible,
} from '@forge/shell-sdk';
import { useCapabilityNames } from '../../catalogue';
import { useCertificationNames } from '../../certifications';
import { PageShell, Section, humanize, percent, summary } from '../../common';
import { useStates, countyDisplayName } from '../../geo';
import { useIndustryNames, type Supplier } from '../api';
import { formatHoursToQuote } from '@forge/shell-sdk';
import { CertificationCheck } from './CertificationCheck';
import { ContactSupplier } from './ContactSupplier';

function Fact({ label, value }: { label: string; value: string | null | undefined }) {
  if (!value) return null;
  return (
    <HStack justify="space-between" py={2} borderBottomWidth="1px" borderColor="gray.100" gap={4}>
      <Text fontSize="sm" color="fg.muted">
        {label}
      </Text>
      <Text fontSize="sm" fontWeight="medium" textAlign="end">
        {value}
      </Text>
    </HStack>
  );
}

function websiteHref(website: string): string {
  return /^https?:\/\//i.test(website) ? website : `https://${website}`;
}

export function canEditSupplier(
  auth: ReturnType<typeof useAuth>,
  supplier: Pick<Supplier, 'ownedByYou'>,
): boolean {
  return auth.status === 'signed-in' && (auth.isAdmin || supplier.ownedByYou === true);
}

/** The full public profile of a supplier: facts, capabilities, certificates with their verification, contact. */
export function CompanyProfile({ supplier }: { supplier: Supplier }) {
  const rfqStats = supplier.rfqStats ?? null;
  const orderStats = supplier.orderStats ?? null;
  const auth = useAuth();
  const capabilityNames = useCapabilityNames();
  const certificationNames = useCertificationNames();
  const industryNames = useIndustryNames();
  const { address } = supplier;
  const stateName = useStates().data?.find((s) => s.code === address.state)?.name;
  const county = address.county ? countyDisplayName(address.county, address.state) : null;
  usePageMeta(
    `${supplier.name} — ${address.city}, ${address.state}`,
    summary(supplier.description || `${supplier.name}, a manufacturer in ${address.city}, ${address.state}.`),
    paths.companyBySlug(supplier.slug),
  );
  const leadTime = supplier.leadTimeDays
    ? `${supplier.leadTimeDays.min}–${supplier.leadTimeDays.max} days`
    : null;
  const minimumOrder =
    supplier.minimumOrder == null
      ? null
      : typeof supplier.minimumOrder === 'number'
        ? supplier.minimumOrder === 0
          ? 'No minimum'
          : `$${formatCount(supplier.minimumOrder)}`
        : supplier.minimumOrder;

  return (
    <PageShell
      title={supplier.name}
      subtitle={
        <>
          {[address.city, county, address.state].filter(Boolean).join(', ')}
          {supplier.yearFounded ? ` · Since ${supplier.yearFounded}` : ''}
        </>
      }
      crumbs={[
        { label: 'States', to: paths.states() },
        { label: stateName ?? address.state, to: paths.state(address.state) },
        { label: supplier.name },
      ]}
      actions={
        <HStack gap={2} flexWrap="wrap">
          {canEditSupplier(auth, supplier) && (
            <ButtonLink to={paths.companyEdit(supplier.id)} variant="outline">Edit profile</ButtonLink>
          )}
          <Button asChild variant="outline">
            <a href="#contact">Contact</a>
          </Button>
          <ButtonLink to={paths.createRfq({ supplier: supplier.id })} colorPalette="brand">
            Request a quote
          </ButtonLink>
        </HStack>
      }
    >
      <HStack gap={2} flexWrap="wrap" mb={6}>
        {supplier.verified && (
          <Badge colorPalette="green" size="lg">
            ✓ Verified supplier
          </Badge>
        )}
        {supplier.featured && (
          <Badge colorPalette="brand" variant="solid" size="lg" title="Featured suppliers pay for placement.">
            Featured · sponsored
          </Badge>
        )}
        <Badge colorPalette={supplier.claimed ? 'blue' : 'gray'} variant="outline" size="lg">
          {supplier.claimed ? 'Claimed by the company' : 'Not yet claimed'}
        </Badge>
      </HStack>
      <Grid templateColumns={{ base: '1fr', lg: '2fr 1fr' }} gap={6} alignItems="start">
        <Stack gap={6} minW={0}>
          <Section title="About" id="about">
            <Text lineHeight="tall" whiteSpace="pre-line">
              {supplier.description || 'No description yet.'}
            </Text>
            {supplier.photos.length > 0 && (
              <SimpleGrid as="ul" listStyleType="none" columns={{ base: 2, md: 3 }} gap={3} mt={4} aria-label="Photos">
                {supplier.photos.map((photo, i) => (
                  <Box as="li" key={`${photo.url}-${i}`}>
                    <Image src={photo.url} alt={photo.caption || `${supplier.name}, photo ${i + 1}`} loading="lazy" w="full" h={{ base: '28', md: '36' }} objectFit="cover" borderRadius="md" bg="bg.muted" />
                    {photo.caption && <Text fontSize="xs" color="fg.muted" mt={1}>{photo.caption}</Text>}
                  </Box>
                ))}
              </SimpleGrid>
            )}
            {supplier.industries.length > 0 && (
              <HStack gap={2} mt={4} flexWrap="wrap" aria-label="Industries served">
                <Text fontSize="sm" color="fg.muted">
                  Industries:
                </Text>
                {supplier.industries.map((industry) => (
                  <Tag.Root key={industry} size="sm" variant="subtle" colorPalette="blue">
                    <Tag.Label>{industryNames.get(industry) ?? humanize(industry)}</Tag.Label>
                  </Tag.Root>
                ))}
              </HStack>
            )}
          </Section>
          <Section title="Capabilities" id="capabilities">
            {supplier.capabilities.length > 0 ? (
              <HStack gap={2} flexWrap="wrap">
                {supplier.capabilities.map((slug) => (
                  <Tag.Root
                    key={slug}
                    asChild
                    variant="outline"
                    size="lg"
                    _hover={{ borderColor: 'brand.400' }}
                  >
                    <RouterLink to={paths.capability(slug)}>
                      <Tag.Label>{capabilityNames.get(slug) ?? slug}</Tag.Label>
                    </RouterLink>
                  </Tag.Root>
                ))}
              </HStack>
            ) : (
              <Text color="fg.muted">No capabilities listed.</Text>
            )}
          </Section>
          <HydrateWhenVisible estimatedHeight={300}>
            <Section title="Certifications" id="certifications">
              {supplier.certifications.length === 0 ? (
                <Text color="fg.muted">No certifications listed.</Text>
              ) : (
                <Box overflowX="auto">
                  <Table.Root size="sm" variant="line">
                    <Table.Header>
                      <Table.Row>
                        <Table.ColumnHeader>Certification</Table.ColumnHeader>
                        <Table.ColumnHeader>Verification</Table.ColumnHeader>
                      </Table.Row>
                    </Table.Header>
                    <Table.Body>
                      {supplier.certifications.map((c) => {
                        return (
                          <Table.Row key={c.slug} verticalAlign="top">
                            <Table.Cell>
                              <Link asChild color="navy.900" fontWeight="semibold">
                                <RouterLink to={paths.certification(c.slug)}>
                                  {certificationNames.get(c.slug) ?? c.slug}
                                </RouterLink>
                              </Link>
                              {c.certificateNumber && (
                                <Text fontSize="sm" mt={1}>
                                  {c.certificateNumber}
                                </Text>
                              )}
                              {c.registrar && (
                                <Text fontSize="xs" color="fg.muted">
                                  {c.registrar}
                                </Text>
                              )}
                            </Table.Cell>
                            <Table.Cell>
                              <CertificationCheck status={c.status} checkedAt={c.checkedAt} expiresAt={c.expiresAt} source={c.source} />
                            </Table.Cell>
                          </Table.Row>
                        );
                      })}
                    </Table.Body>
                  </Table.Root>
                </Box>
              )}
            </Section>
          </HydrateWhenVisible>
        </Stack>
        <Stack gap={6} minW={0}>
          <Section title="At a glance" id="facts">
            <Fact label="Employees" value={supplier.employeeRange} />
            <Fact label="Founded" value={supplier.yearFounded ? String(supplier.yearFounded) : null} />
            <Fact label="Typical lead time" value={leadTime} />
            <Fact label="Minimum order" value={minimumOrder} />
            {/* counted from real RFQs from 3 invitations; below that, the honest "new" (never a made-up rate) */}
            {rfqStats ? (
              <>
                <Fact label="Response rate" value={`${percent(rfqStats.responseRate)} of ${rfqStats.invitations} RFQ invitations`} />
                <Fact label="Median time to quote" value={rfqStats.medianHoursToQuote === null ? 'No priced quote yet' : formatHoursToQuote(rfqStats.medianHoursToQuote)} />
              </>
            ) : (
              <Fact label="Response rate" value="New to quoting on Forge" />
            )}
            {/* counted from delivered purchase orders, from 3 of them (the same rule as the response rate) */}
            {orderStats ? (
              <>
                <Fact label="On-time delivery" value={`${percent(orderStats.onTimeRate)} of ${orderStats.completed} delivered orders`} />
                <Fact label="Parts accepted" value={`${percent(orderStats.acceptanceRate)} of ${orderStats.linesInspected} lines inspected`} />
                <Fact label="Orders completed" value={String(orderStats.completed)} />
              </>
            ) : (
              <Fact label="Order record" value="Fewer than 3 orders delivered on Forge" />
            )}
            <Fact
              label="Address"
              value={[address.street, address.city, `${address.state} ${address.zip ?? ''}`.trim()]
                .filter(Boolean)
                .join(', ')}
            />
            {address.county && (
              <Text fontSize="sm" mt={3}>
                <Link asChild color="brand.fg">
                  <RouterLink
                    to={paths.county(
                      address.state,
                      address.countySlug ??
                        address.county
                          .toLowerCase()
                          .replace(/[^a-z]+/g, '-')
                          .replace(/^-|-$/g, ''),
                    )}
                  >
                    More suppliers in {county}
                  </RouterLink>
                </Link>
              </Text>
            )}
          </Section>
          <HydrateWhenVisible estimatedHeight={300}>
            <Box id="contact" scrollMarginTop="80px">
              <Section title={`Contact ${supplier.name}`} id="contact-form">
                <ContactSupplier supplier={supplier} />
                {(supplier.contact.website || supplier.contact.phone || supplier.contact.email) && (
                  <Stack gap={1} mt={5} pt={4} borderTopWidth="1px" borderColor="gray.100" fontSize="sm">
                    {supplier.contact.website && (
                      <Link
                        href={websiteHref(supplier.contact.website)}
                        target="_blank"
                        rel="noopener noreferrer"
                        color="brand.fg"
                      >
                        {supplier.contact.website.replace(/^https?:\/\//, '')} ↗
                      </Link>
                    )}
                    {supplier.contact.phone && (
                      <Link href={`tel:${supplier.contact.phone.replace(/[^\d+]/g, '')}`}>
                        {supplier.contact.phone}
                      </Link>
                    )}
                    {supplier.contact.email && (
                      <Link href={`mailto:${supplier.contact.email}`}>{supplier.contact.email}</Link>
                    )}
                  </Stack>
                )}
              </Section>
            </Box>
          </HydrateWhenVisible>
          <Section title="Ready to buy?" id="quote">
            <Text fontSize="sm" color="fg.muted" mb={3}>
              Send drawings and quantities; {supplier.name} quotes inside Forge.
            </Text>
            <ButtonLink to={paths.createRfq({ supplier: supplier.id })} colorPalette="brand" w="full">
              Request a quote
            </ButtonLink>
          </Section>
        </Stack>
      </Grid>
    </PageShell>
  );
}
