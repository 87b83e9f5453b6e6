import { routePage } from '@forge/shell-sdk';
import { PartDetailView } from '../features/parts';

export default routePage<{ uploadId: string; partId: string }>(
  ({ uploadId, partId }) => <PartDetailView key={`${uploadId}/${partId}`} uploadId={uploadId} partId={partId} />,
  { maxW: '6xl' },
);
