import { PageContainer } from '@forge/shell-sdk';
import { CreateRfqView } from '../features/create';

export default function CreateRfqPage() {
  return (
    <PageContainer>
      <CreateRfqView />
    </PageContainer>
  );
}
