import { routePage } from '@forge/shell-sdk';
import { EditDraftView } from '../features/edit';

export default routePage<{ id: string }>(({ id }) => <EditDraftView key={id} id={id} />);
