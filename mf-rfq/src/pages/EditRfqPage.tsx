import { Container, useRouteParams } from '@forge/shell-sdk';
import { EditDraftView } from '../features/edit';

export default function EditRfqPage() {
  const { id } = useRouteParams<{ id: string }>();
  return (
    <Container maxW="7xl" py={{ base: 6, md: 10 }} px={{ base: 4, md: 6 }}>
      <EditDraftView key={id} id={id} />
    </Container>
  );
}
