import { PageContainer } from '@forge/shell-sdk';
import { OrdersList } from '../features/orders';

export default function OrdersPage() {
  return (
    <PageContainer>
      <OrdersList />
    </PageContainer>
  );
}
