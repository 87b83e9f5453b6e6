import type { ReactNode } from 'react';
import {
  Badge,
  Box,
  HStack,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  paths,
  SectionCard,
  formatDateTime,
  formatCount,
  ErrorAlert,
  PageTitle,
  TextLink,
  ButtonLink,
} from '@forge/shell-sdk';
import { useMyActivity } from './api';
import type { Upload, UploadState } from '../uploads';

const STATE_LABELS: Record<UploadState, { label: string; palette: string }> = {
  'awaiting-mapping': { label: 'Needs mapping', palette: 'yellow' },
  queued: { label: 'Queued', palette: 'gray' },
  processing: { label: 'Processing', palette: 'blue' },
  completed: { label: 'Completed', palette: 'green' },
  failed: { label: 'Failed', palette: 'red' },
};

function uploadLink(upload: Pick<Upload, 'id' | 'state'>): string {
  return upload.state === 'awaiting-mapping'
    ? `${paths.bomUpload()}?upload=${encodeURIComponent(upload.id)}`
    : paths.bomResults(upload.id);
}


function Empty({ children }: { children: ReactNode }) {
  return (
    <Box bg="bg.subtle" borderRadius="md" p={5} textAlign="center" color="fg.muted">
      {children}
    </Box>
  );
}

/** /my-activity — the user's uploads, RFQs and recent searches. */
export function ActivityView() {
  const activity = useMyActivity();
  return (
    <Stack gap={6}>
      <PageTitle title="My Activity" description="Your BOM uploads, quote requests and recent supplier searches." />
      {activity.isPending && <Skeleton h="60" />}
      {activity.isError && <ErrorAlert error={activity.error} />}
      {activity.data && (
        <>
          <SectionCard
            title="BOM uploads"
            action={
              <ButtonLink to={paths.bomUpload()} size="sm" colorPalette="brand">Upload a BOM</ButtonLink>
            }
          >
            {activity.data.uploads.length === 0 ? (
              <Empty>No uploads yet. Upload a BOM to see how each line is made and who can make it.</Empty>
            ) : (
              <Stack as="ul" gap={0} listStyleType="none" divideY="1px">
                {activity.data.uploads.map((upload) => {
                  const state = STATE_LABELS[upload.state];
                  return (
                    <HStack as="li" key={upload.id} justify="space-between" py={3} gap={3} wrap="wrap">
                      <Stack gap={0} minW={0}>
                        <TextLink to={uploadLink(upload)} fontWeight="semibold">{upload.fileName}</TextLink>
                        <Text fontSize="sm" color="fg.muted">
                          {formatCount(upload.lineCount || upload.total)} lines · {formatDateTime(upload.createdAt)}
                        </Text>
                      </Stack>
                      <Badge colorPalette={state.palette}>{state.label}</Badge>
                    </HStack>
                  );
                })}
              </Stack>
            )}
          </SectionCard>
          <SimpleGrid columns={{ base: 1, md: 2 }} gap={6}>
            <SectionCard title="Quote requests">
              {activity.data.rfqs.length === 0 ? (
                <Empty>
                  No RFQs yet. Select lines on a BOM's results and choose "Request quotes".
                </Empty>
              ) : (
                <Stack as="ul" gap={2} listStyleType="none">
                  {activity.data.rfqs.map((rfq) => (
                    <HStack as="li" key={rfq.id} justify="space-between" gap={2}>
                      <TextLink to={paths.rfq(rfq.id)}>{rfq.title || `RFQ ${rfq.id}`}</TextLink>
                      {rfq.status && <Badge>{rfq.status}</Badge>}
                    </HStack>
                  ))}
                </Stack>
              )}
            </SectionCard>
            <SectionCard title="Recent searches">
              {activity.data.searches.length === 0 ? (
                <Empty>No searches yet.</Empty>
              ) : (
                <Stack as="ul" gap={2} listStyleType="none">
                  {activity.data.searches.map((search, index) => (
                    <HStack as="li" key={`${search.query}-${index}`} justify="space-between" gap={2}>
                      <TextLink to={paths.discover({ q: search.query })}>{search.query || '(all suppliers)'}</TextLink>
                      <Text fontSize="sm" color="fg.muted" flexShrink={0}>
                        {formatCount(search.resultCount)} results · {formatDateTime(search.at)}
                      </Text>
                    </HStack>
                  ))}
                </Stack>
              )}
            </SectionCard>
          </SimpleGrid>
        </>
      )}
    </Stack>
  );
}
