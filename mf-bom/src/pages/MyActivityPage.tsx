import { PageContainer } from '@forge/shell-sdk';
import { ActivityView } from '../features/activity';

export default function MyActivityPage() {
  return (
    <PageContainer maxW="6xl">
      <ActivityView />
    </PageContainer>
  );
}
