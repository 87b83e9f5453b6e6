import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import {
  ButtonLink,
  Alert,
  Badge,
  Box,
  Button,
  Card,
  HStack,
  SimpleGrid,
  Stack,
  Text,
  Wrap,
  chakra,
  displayNameOf,
  paths,
  useAuth,
  formatMonth,
} from '@forge/shell-sdk';
import { UserAvatar } from '../frame/header/AccountMenu';
import { ActivityIcon, BadgeIcon, CompassIcon, GearIcon } from '../frame/icons';
import { AccountLayout } from './AccountLayout';
import { CompanyCard } from './CompanyCard';

const ROLE_LABELS: Record<string, string> = { admin: 'Administrator', buyer: 'Buyer', supplier: 'Supplier', INVESTOR: 'Investor' };

export function roleLabel(role: string | undefined): string {
  if (!role) return 'Member';
  return ROLE_LABELS[role] ?? role;
}

function memberSince(iso: string | undefined): string | null {
  return formatMonth(iso, { fallback: '' }) || null;
}

const WORK_LINKS: { title: string; description: string; to: string; icon: ReactNode }[] = [
  { title: 'My Activity', description: 'Your searches, uploads and requests in one timeline.', to: paths.myActivity(), icon: <ActivityIcon size={22} /> },
  { title: 'Part Master', description: 'Every part from your BOMs, with matched suppliers.', to: paths.parts(), icon: <GearIcon size={22} /> },
  { title: 'RFQ Management', description: 'Track quotes you requested and compare answers.', to: paths.rfqManagement(), icon: <BadgeIcon size={22} /> },
  { title: 'Purchase orders', description: 'Orders you issued or received after an award, with tracking and delivery.', to: paths.orders(), icon: <BadgeIcon size={22} /> },
  { title: 'Upload a BOM', description: 'Match a bill of materials to verified US suppliers.', to: paths.bomUpload(), icon: <CompassIcon size={22} /> },
];

/** /profile: the account dashboard with the profile, the role and links to the user's work. */
export default function ProfilePage() {
  const auth = useAuth();
  const user = auth.user;
  const profile = auth.profile;
  if (!user) return null;
  const name = displayNameOf(user);
  const since = memberSince(profile?.createdAt);
  const fullName = [profile?.firstName, profile?.lastName].filter(Boolean).join(' ');

  return (
    <AccountLayout title={`Welcome back, ${name}`} intro="Your profile and shortcuts to your sourcing work.">
      <Stack gap={8}>
        {!profile && (
          <Alert.Root status="warning" borderRadius="lg">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>We couldn't load your profile details.</Alert.Title>
              <Alert.Description>Your account works; some details may be missing. Try again in a moment.</Alert.Description>
            </Alert.Content>
            <Button size="sm" variant="outline" onClick={() => void auth.refreshProfile().catch(() => undefined)}>
              Try again
            </Button>
          </Alert.Root>
        )}
        <Card.Root borderRadius="xl" boxShadow="sm">
          <Card.Body>
            <Stack direction={{ base: 'column', md: 'row' }} gap={6} align={{ base: 'flex-start', md: 'center' }}>
              <UserAvatar user={user} size="2xl" />
              <Stack gap={1} flex="1" minW={0}>
                <HStack gap={3} flexWrap="wrap">
                  <Text as="h2" fontSize="xl" fontWeight="bold">
                    {fullName || name}
                  </Text>
                  <Badge colorPalette="brand" variant="subtle" data-testid="profile-role">
                    {roleLabel(profile?.role)}
                  </Badge>
                  {auth.isAdmin && profile?.role !== 'admin' && <Badge colorPalette="purple">Admin</Badge>}
                </HStack>
                <Text color="fg.muted">{user.email}</Text>
                {(profile?.jobTitle || profile?.company) && (
                  <Text color="fg.muted">{[profile?.jobTitle, profile?.company].filter(Boolean).join(' at ')}</Text>
                )}
                {since && (
                  <Text fontSize="sm" color="fg.muted">
                    Member since {since}
                  </Text>
                )}
              </Stack>
              <Stack direction={{ base: 'row', md: 'column' }} gap={2}>
                <ButtonLink to={paths.profileEdit()} colorPalette="brand">Edit profile</ButtonLink>
                <ButtonLink to={paths.profilePassword()} variant="outline">Change password</ButtonLink>
              </Stack>
            </Stack>
            {profile && profile.sourcingInterests.length > 0 && (
              <Box mt={6}>
                <Text fontSize="sm" fontWeight="semibold" mb={2}>
                  Sourcing interests
                </Text>
                <Wrap gap={2}>
                  {profile.sourcingInterests.map((interest) => (
                    <Badge key={interest} variant="outline" px={2} py={1}>
                      {interest}
                    </Badge>
                  ))}
                </Wrap>
              </Box>
            )}
          </Card.Body>
        </Card.Root>

        {profile?.supplierCompanyId && <CompanyCard companyId={profile.supplierCompanyId} />}

        <Box as="section" aria-labelledby="your-work">
          <Text as="h2" id="your-work" fontSize="lg" fontWeight="bold" mb={4}>
            Your work
          </Text>
          <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap={4}>
            {WORK_LINKS.map((link) => (
              <chakra.a
                key={link.to}
                asChild
                display="block"
                bg="white"
                borderWidth="1px"
                borderColor="gray.200"
                borderRadius="xl"
                p={5}
                transition="all 150ms"
                _hover={{ borderColor: 'brand.300', boxShadow: 'md', transform: 'translateY(-2px)' }}
                _focusVisible={{ outline: '2px solid', outlineColor: 'brand.500', outlineOffset: '2px' }}
              >
                <RouterLink to={link.to}>
                  <Box color="brand.600" bg="brand.50" w={10} h={10} borderRadius="lg" display="flex" alignItems="center" justifyContent="center" mb={3}>
                    {link.icon}
                  </Box>
                  <Text fontWeight="semibold" color="gray.900">
                    {link.title}
                  </Text>
                  <Text fontSize="sm" color="fg.muted" mt={1}>
                    {link.description}
                  </Text>
                </RouterLink>
              </chakra.a>
            ))}
          </SimpleGrid>
        </Box>

        {auth.isAdmin && (
          <Card.Root borderRadius="xl" bg="navy.900" color="white">
            <Card.Body display="flex" flexDirection={{ base: 'column', md: 'row' }} gap={4} justifyContent="space-between" alignItems={{ md: 'center' }}>
              <Box>
                <Text fontWeight="bold">Admin Panel</Text>
                <Text color="navy.100" fontSize="sm">
                  Users, companies, leads, analytics and the supplier waitlist.
                </Text>
              </Box>
              <ButtonLink to={paths.admin()} colorPalette="brand">Open Admin Panel</ButtonLink>
            </Card.Body>
          </Card.Root>
        )}
      </Stack>
    </AccountLayout>
  );
}
