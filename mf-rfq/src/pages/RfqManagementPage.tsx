import { PageContainer } from '@forge/shell-sdk';
import { RfqList } from '../features/management';

export default function RfqManagementPage() {
  return (
    <PageContainer>
      <RfqList />
    </PageContainer>
  );
}
