import { routePage } from '@forge/shell-sdk';
import { ResultsView } from '../features/results';

export default routePage<{ id: string }>(({ id }) => <ResultsView key={id} uploadId={id} />);
