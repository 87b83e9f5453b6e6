import { routePage } from '@forge/shell-sdk';
import { ItemView } from '../features/parts';

export default routePage<{ itemId: string }>(({ itemId }) => <ItemView key={itemId} itemId={itemId} />, { maxW: '6xl' });
