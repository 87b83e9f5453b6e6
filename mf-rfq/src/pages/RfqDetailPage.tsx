import { routePage } from '@forge/shell-sdk';
import { RfqDetail } from '../features/detail';

export default routePage<{ id: string }>(({ id }) => <RfqDetail key={id} id={id} />);
