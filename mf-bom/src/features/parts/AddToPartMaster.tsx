import { Button, HStack, Text, paths, formatCount, ErrorAlert, TextLink, Stack } from '@forge/shell-sdk';
import { useAddFromBom } from './item-api';

/**
 * "Add to part master" from a BOM upload: the lines given, or every line. Lines that are the same part become one
 * item; numberless parts get a generated number to review. Says what happened and links to the result.
 */
export function AddToPartMaster({ uploadId, lineIds, label }: { uploadId: string; lineIds?: string[]; label: string }) {
  const add = useAddFromBom(uploadId);
  const result = add.data?.items;
  const created = result?.filter((i) => i.created).length ?? 0;
  const review = result?.filter((i) => i.needsReview).length ?? 0;
  return (
    <Stack gap={1} align="start">
      <Button size="sm" variant="outline" loading={add.isPending} onClick={() => add.mutate(lineIds)}>
        {label}
      </Button>
      {result && (
        <HStack gap={1} wrap="wrap" role="status">
          <Text fontSize="sm">
            {formatCount(result.length)} {result.length === 1 ? 'item' : 'items'} in the part master ({formatCount(created)} new
            {review ? `, ${formatCount(review)} numbers to review` : ''}).
          </Text>
          <TextLink to={result.length === 1 ? paths.partItem(result[0]!.itemId) : paths.parts()} fontSize="sm">
            {result.length === 1 ? `Open ${result[0]!.partNumber}` : 'Open the part master'}
          </TextLink>
        </HStack>
      )}
      {add.isError && <ErrorAlert error={add.error} />}
    </Stack>
  );
}
