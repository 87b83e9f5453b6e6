import { Container } from '@forge/shell-sdk';
import { CompaniesPanel } from '../features/companies';

export default function CompaniesPage() {
  return (
    <Container maxW="7xl" py={{ base: 6, md: 10 }} px={{ base: 4, md: 6 }}>
      <CompaniesPanel />
    </Container>
  );
}
