import { Card, SimpleGrid, Stack, Text, formatCount, formatDateTime } from '@forge/shell-sdk';
import { QueryState } from '../../common';
import { useInvestorMetrics } from '../api';

export function MetricsGrid() {
  const metrics = useInvestorMetrics();
  return (
    <QueryState isPending={metrics.isPending} error={metrics.error}>
      {() => {
        const m = metrics.data!;
        const items = [
          { label: 'Supplier profiles', value: m.suppliers },
          { label: 'Verified suppliers', value: m.verifiedSuppliers },
          { label: 'BOM uploads', value: m.bomUploads },
          { label: 'BOM lines processed', value: m.linesProcessed },
          { label: 'RFQs', value: m.rfqs },
          { label: 'Waitlist signups', value: m.waitlistSignups },
          { label: 'Suppliers on the waitlist', value: m.supplierWaitlist },
          { label: 'Sales and contact leads', value: m.leads },
        ];
        return (
          <Stack gap={3}>
            <SimpleGrid columns={{ base: 2, md: 4 }} gap={4}>
              {items.map((item) => (
                <Card.Root key={item.label} variant="outline">
                  <Card.Body gap={1}>
                    <Text fontSize={{ base: '2xl', md: '3xl' }} fontWeight="bold" color="navy.900">
                      {formatCount(item.value)}
                    </Text>
                    <Text fontSize="sm" color="gray.700">
                      {item.label}
                    </Text>
                  </Card.Body>
                </Card.Root>
              ))}
            </SimpleGrid>
            <Text fontSize="sm" color="gray.700">
              Live from the production database at {formatDateTime(m.generatedAt)}.
            </Text>
          </Stack>
        );
      }}
    </QueryState>
  );
}
