import { PageContainer } from '@forge/shell-sdk';
import { SupplierInbox } from '../features/inbox';

export default function RfqInboxPage() {
  return (
    <PageContainer>
      <SupplierInbox />
    </PageContainer>
  );
}
