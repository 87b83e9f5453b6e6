import { PageContainer } from '@forge/shell-sdk';
import { PartsList } from '../features/parts';

export default function PartsPage() {
  return (
    <PageContainer>
      <PartsList />
    </PageContainer>
  );
}
