import { Container, useRouteParams } from '@forge/shell-sdk';
import { PartDetailView } from '../features/parts';

export default function PartDetailPage() {
  const { uploadId, partId } = useRouteParams<{ uploadId: string; partId: string }>();
  return (
    <Container maxW="6xl" py={{ base: 6, md: 10 }} px={{ base: 4, md: 6 }}>
      <PartDetailView key={`${uploadId}/${partId}`} uploadId={uploadId} partId={partId} />
    </Container>
  );
}
