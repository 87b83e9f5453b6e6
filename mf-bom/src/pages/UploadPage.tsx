import { Container } from '@forge/shell-sdk';
import { UploadFlow } from '../features/uploads';

export default function UploadPage() {
  return (
    <Container maxW="6xl" py={{ base: 6, md: 10 }} px={{ base: 4, md: 6 }}>
      <UploadFlow />
    </Container>
  );
}
