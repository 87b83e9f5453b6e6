import { Container } from '@forge/shell-sdk';
import { CreateRfqView } from '../features/create';

export default function CreateRfqPage() {
  return (
    <Container maxW="7xl" py={{ base: 6, md: 10 }} px={{ base: 4, md: 6 }}>
      <CreateRfqView />
    </Container>
  );
}
