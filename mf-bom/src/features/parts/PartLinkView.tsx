import { Navigate, useNavigate } from 'react-router-dom';
import { Alert, Button, Skeleton, Stack, paths, ErrorAlert } from '@forge/shell-sdk';
import { useAddFromBom, useItemForLine } from './item-api';
import { PartDetailView } from './PartDetailView';

/**
 * /parts/:uploadId/:partId (the old links, a part as seen in one BOM upload): opens the part master item the line
 * was added as; otherwise shows the part from the BOM with a way to add it to the part master.
 */
export function PartLinkView({ uploadId, partId }: { uploadId: string; partId: string }) {
  const lookup = useItemForLine(uploadId, partId);
  const add = useAddFromBom(uploadId);
  const navigate = useNavigate();
  if (lookup.isPending) return <Skeleton h="60" />;
  if (lookup.data?.item) return <Navigate replace to={paths.partItem(lookup.data.item.id)} />;
  return (
    <Stack gap={6}>
      {lookup.isError && <ErrorAlert error={lookup.error} />}
      <Alert.Root status="info" alignItems="center" flexWrap="wrap" gap={3}>
        <Alert.Indicator />
        <Alert.Title flex="1" minW="48">
          This part is not in your part master yet. Add it to keep its revisions, structure and sourcing in one place.
        </Alert.Title>
        <Button size="sm" colorPalette="brand" loading={add.isPending} onClick={() => add.mutate([partId], { onSuccess: (result) => result.items[0] && navigate(paths.partItem(result.items[0].itemId)) })}>
          Add to part master
        </Button>
      </Alert.Root>
      {add.isError && <ErrorAlert error={add.error} />}
      <PartDetailView uploadId={uploadId} partId={partId} />
    </Stack>
  );
}
