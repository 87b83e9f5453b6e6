import { Container } from '@forge/shell-sdk';
import { FeaturedSuppliers } from '../features/featured';

export default function FeaturedSuppliersPage() {
  return (
    <Container maxW="7xl" py={{ base: 6, md: 10 }} px={{ base: 4, md: 6 }}>
      <FeaturedSuppliers />
    </Container>
  );
}
