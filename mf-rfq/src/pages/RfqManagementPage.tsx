import { Container } from '@forge/shell-sdk';
import { RfqList } from '../features/management';

export default function RfqManagementPage() {
  return (
    <Container maxW="7xl" py={{ base: 6, md: 10 }} px={{ base: 4, md: 6 }}>
      <RfqList />
    </Container>
  );
}
