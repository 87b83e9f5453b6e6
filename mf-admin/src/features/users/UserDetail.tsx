import { Link as RouterLink } from 'react-router-dom';
import { Alert, Badge, Box, Card, CloseButton, Flex, Heading, Link, List, SimpleGrid, Skeleton, Text, paths, errorMessageOf, formatDate } from '@forge/shell-sdk';
import { useUserDetail } from './api';
import { ViewAsUserButton } from './ViewAsUserButton';

interface ActivityItem {
  id: string;
  to: string;
  name: string;
  badge: string;
  date?: string;
}

/** "Uploads (2)" over a linked list of them, or what to say when there are none. */
function ActivityList({ title, empty, items }: { title: string; empty: string; items: ActivityItem[] }) {
  return (
    <Box>
      <Text fontWeight="semibold" mb={1}>
        {title} ({items.length})
      </Text>
      {items.length === 0 ? (
        <Text color="fg.muted" fontSize="sm">{empty}</Text>
      ) : (
        <List.Root gap={1} fontSize="sm" ps={4}>
          {items.map((item) => (
            <List.Item key={item.id}>
              <Link asChild color="brand.fg">
                <RouterLink to={item.to}>{item.name}</RouterLink>
              </Link>{' '}
              <Badge size="sm">{item.badge}</Badge>
              {item.date && ` ${item.date}`}
            </List.Item>
          ))}
        </List.Root>
      )}
    </Box>
  );
}

/** One user's uploads, RFQs and claimed company (from the domains that own them). */
export function UserDetail({ uid, onClose }: { uid: string; onClose: () => void }) {
  const detail = useUserDetail(uid);
  return (
    <Card.Root variant="outline" aria-label="User details" as="section">
      <Card.Body gap={4}>
        <Flex justify="space-between" align="start" gap={3}>
          <Heading as="h2" size="md" overflowWrap="anywhere">
            {detail.data ? detail.data.user.email : 'User'}
          </Heading>
          <Flex gap={2} align="center" flexShrink={0}>
            {detail.data && <ViewAsUserButton user={detail.data.user} />}
            <CloseButton size="sm" aria-label="Close details" onClick={onClose} />
          </Flex>
        </Flex>
        {detail.isPending && <Skeleton h="24" />}
        {detail.isError && (
          <Alert.Root status="error">
            <Alert.Indicator />
            <Alert.Description>{errorMessageOf(detail.error)}</Alert.Description>
          </Alert.Root>
        )}
        {detail.data && (
          <SimpleGrid columns={{ base: 1, md: 3 }} gap={4}>
            <ActivityList title="Uploads" empty="No BOM uploads." items={detail.data.uploads.map((u) => ({ id: u.id, to: paths.bomResults(u.id), name: u.fileName, badge: u.state, date: formatDate(u.createdAt) }))} />
            <ActivityList title="RFQs" empty="No RFQs." items={detail.data.rfqs.map((r) => ({ id: r.id, to: paths.rfq(r.id), name: r.title, badge: r.status }))} />
            <Box>
              <Text fontWeight="semibold" mb={1}>
                Claimed company
              </Text>
              {detail.data.company ? (
                <Link asChild color="brand.fg" fontSize="sm">
                  <RouterLink to={paths.company(detail.data.company.id)}>{detail.data.company.name}</RouterLink>
                </Link>
              ) : (
                <Text color="fg.muted" fontSize="sm">None claimed.</Text>
              )}
            </Box>
          </SimpleGrid>
        )}
      </Card.Body>
    </Card.Root>
  );
}
