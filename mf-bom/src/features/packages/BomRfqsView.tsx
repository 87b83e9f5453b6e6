import { Alert, Badge, Box, Flex, HStack, ParentCrumb, Skeleton, Stack, Text, paths, ErrorAlert, PageTitle, TextLink, ButtonLink } from '@forge/shell-sdk';
import { processLabel, usePackagePreview } from './api';

const STATUS_PALETTE: Record<string, string> = { draft: 'gray', open: 'blue', awarded: 'green', closed: 'red' };

/** The RFQs made from one BOM (the drafts "Request quotes by process" created, and any sent since), with links. */
export function BomRfqsView({ uploadId, created }: { uploadId: string; created: number | null }) {
  const preview = usePackagePreview(uploadId);
  if (preview.isPending) return <Skeleton h="40" />;
  if (preview.isError) {
    return <ErrorAlert error={preview.error} />;
  }
  const { fileName, created: rfqs } = preview.data;
  return (
    <Stack gap={6}>
      <PageTitle title={`RFQs from ${fileName}`} gap={1} crumb={<ParentCrumb to={paths.bomResults(uploadId)} label="BOM results" current="RFQs" />} />
      {created != null && created > 0 && (
        <Alert.Root status="success">
          <Alert.Indicator />
          <Alert.Title>
            {created === 1 ? '1 draft RFQ was created' : `${created} draft RFQs were created`}, one per process. Review each draft and send it to its
            suppliers.
          </Alert.Title>
        </Alert.Root>
      )}
      {rfqs.length === 0 ? (
        <Box borderWidth="1px" borderRadius="lg" p={8} textAlign="center">
          <Text color="fg.muted">No RFQ was made from this BOM yet.</Text>
        </Box>
      ) : (
        <Stack as="ul" listStyleType="none" gap={3} aria-label="RFQs from this BOM">
          {rfqs.map((rfq) => (
            <Flex as="li" key={rfq.id} borderWidth="1px" borderRadius="lg" p={4} gap={3} direction={{ base: 'column', md: 'row' }} justify="space-between" align={{ base: 'stretch', md: 'center' }}>
              <Stack gap={1} minW={0}>
                <HStack gap={2} wrap="wrap">
                  <TextLink to={paths.rfq(rfq.id)} fontWeight="semibold" wordBreak="break-word">{rfq.title}</TextLink>
                  <Badge colorPalette={STATUS_PALETTE[rfq.status] ?? 'gray'}>{rfq.status}</Badge>
                </HStack>
                <Text fontSize="sm" color="fg.muted">
                  {processLabel(rfq.process)} · {rfq.lineCount === 1 ? '1 line' : `${rfq.lineCount} lines`} ·{' '}
                  {rfq.supplierCount === 1 ? '1 supplier' : `${rfq.supplierCount} suppliers`} · due {rfq.dueDate}
                </Text>
              </Stack>
              <ButtonLink to={paths.rfq(rfq.id)} size="sm" colorPalette={rfq.status === 'draft' ? 'brand' : undefined} variant={rfq.status === 'draft' ? 'solid' : 'outline'} flexShrink={0}>{rfq.status === 'draft' ? 'Review and send' : 'Open'}</ButtonLink>
            </Flex>
          ))}
        </Stack>
      )}
      <HStack>
        <ButtonLink to={paths.bomResults(uploadId)} variant="outline" size="sm">Back to the BOM</ButtonLink>
      </HStack>
    </Stack>
  );
}
