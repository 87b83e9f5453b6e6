import { routePage } from '@forge/shell-sdk';
import { RfqInvite } from '../features/invite';

export default routePage<{ token: string }>(({ token }) => <RfqInvite key={token} token={token} />, { maxW: '5xl' });
