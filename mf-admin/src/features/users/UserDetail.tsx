import { Link as RouterLink } from 'react-router-dom';
import { Alert, Badge, Box, Card, CloseButton, Flex, Heading, Link, List, SimpleGrid, Skeleton, Text, paths, errorMessageOf, formatDate } from '@forge/shell-sdk';
import { useUserDetail } from './api';

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
          <CloseButton size="sm" aria-label="Close details" onClick={onClose} />
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
            <Box>
              <Text fontWeight="semibold" mb={1}>
                Uploads ({detail.data.uploads.length})
              </Text>
              {detail.data.uploads.length === 0 ? (
                <Text color="fg.muted" fontSize="sm">No BOM uploads.</Text>
              ) : (
                <List.Root gap={1} fontSize="sm" ps={4}>
                  {detail.data.uploads.map((u) => (
                    <List.Item key={u.id}>
                      <Link asChild color="brand.fg">
                        <RouterLink to={paths.bomResults(u.id)}>{u.fileName}</RouterLink>
                      </Link>{' '}
                      <Badge size="sm">{u.state}</Badge> {formatDate(u.createdAt)}
                    </List.Item>
                  ))}
                </List.Root>
              )}
            </Box>
            <Box>
              <Text fontWeight="semibold" mb={1}>
                RFQs ({detail.data.rfqs.length})
              </Text>
              {detail.data.rfqs.length === 0 ? (
                <Text color="fg.muted" fontSize="sm">No RFQs.</Text>
              ) : (
                <List.Root gap={1} fontSize="sm" ps={4}>
                  {detail.data.rfqs.map((r) => (
                    <List.Item key={r.id}>
                      <Link asChild color="brand.fg">
                        <RouterLink to={paths.rfq(r.id)}>{r.title}</RouterLink>
                      </Link>{' '}
                      <Badge size="sm">{r.status}</Badge>
                    </List.Item>
                  ))}
                </List.Root>
              )}
            </Box>
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
