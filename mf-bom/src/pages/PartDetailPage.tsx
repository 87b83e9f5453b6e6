import { routePage } from '@forge/shell-sdk';
import { PartLinkView } from '../features/parts';

export default routePage<{ uploadId: string; partId: string }>(
  ({ uploadId, partId }) => <PartLinkView key={`${uploadId}/${partId}`} uploadId={uploadId} partId={partId} />,
  { maxW: '6xl' },
);
