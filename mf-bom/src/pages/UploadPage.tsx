import { PageContainer } from '@forge/shell-sdk';
import { UploadFlow } from '../features/uploads';

export default function UploadPage() {
  return (
    <PageContainer maxW="6xl">
      <UploadFlow />
    </PageContainer>
  );
}
