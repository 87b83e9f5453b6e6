import { routePage } from '@forge/shell-sdk';
import { AddToPartMaster } from '../features/parts';
import { ResultsView } from '../features/results';

export default routePage<{ id: string }>(({ id }) => (
  <ResultsView
    key={id}
    uploadId={id}
    lineActions={(selected) => (
      <AddToPartMaster
        key={selected.join(',')}
        uploadId={id}
        lineIds={selected.length ? selected : undefined}
        label={selected.length ? `Add ${selected.length} to part master` : 'Add all lines to part master'}
      />
    )}
  />
));
