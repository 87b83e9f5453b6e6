import { usePageMeta } from '@forge/shell-sdk';
import { WaitlistView } from '../features/waitlist';

export default function WaitlistPage() {
  usePageMeta('Join the waitlist — Forge', 'Join the Forge waitlist as a buyer or a supplier. Bring your bill of materials and we will match it to verified US suppliers when your seat opens.', '/waitlist');
  return <WaitlistView />;
}
