import { Badge, HStack, SectionCard, Stack, Text, type Quote, type RfqView } from '@forge/shell-sdk';
import { useMyQuotes, QuotePdfLink } from '../quotes';

/** Per supplier, the revisions that carried a formal quote PDF, newest first; each PDF stays with its revision. */
export function quotePdfsBySupplier(quotes: Quote[], suppliers: RfqView['suppliers']) {
  const names = new Map(suppliers.map((s) => [s.id, s.name]));
  const bySupplier = new Map<string, { supplierId: string; name: string; revisions: { revision: number; latest: boolean; attachment: NonNullable<Quote['attachment']> }[] }>();
  const latest = new Map<string, number>();
  for (const q of quotes) latest.set(q.supplierId, Math.max(latest.get(q.supplierId) ?? 0, q.revision));
  for (const q of [...quotes].sort((a, b) => b.revision - a.revision)) {
    if (!q.attachment) continue;
    const entry = bySupplier.get(q.supplierId) ?? { supplierId: q.supplierId, name: names.get(q.supplierId) ?? q.supplierId, revisions: [] };
    entry.revisions.push({ revision: q.revision, latest: latest.get(q.supplierId) === q.revision, attachment: q.attachment });
    bySupplier.set(q.supplierId, entry);
  }
  return [...bySupplier.values()].sort((a, b) => a.name.localeCompare(b.name));
}

/** The buyer's view of the suppliers' formal quote PDFs (the buyer, admins and each sending supplier only). */
export function QuotePdfs({ rfq }: { rfq: RfqView }) {
  const quotes = useMyQuotes(rfq.id, true);
  if (!quotes.data) return null;
  const rows = quotePdfsBySupplier(quotes.data, rfq.suppliers);
  return (
    <SectionCard title="Formal quote PDFs">
      {rows.length === 0 ? (
        <Text color="fg.muted" fontSize="sm">
          No supplier has attached a formal quote PDF yet.
        </Text>
      ) : (
        <Stack as="ul" listStyleType="none" gap={3} aria-label="Formal quote PDFs">
          {rows.map((row) => (
            <Stack as="li" key={row.supplierId} gap={1}>
              <Text fontWeight="semibold">{row.name}</Text>
              {row.revisions.map((r) => (
                <HStack key={r.revision} gap={2} wrap="wrap" fontSize="sm">
                  <Text color="fg.muted">Revision {r.revision}</Text>
                  {r.latest && <Badge colorPalette="blue">Latest</Badge>}
                  <QuotePdfLink rfqId={rfq.id} attachment={r.attachment} />
                </HStack>
              ))}
            </Stack>
          ))}
        </Stack>
      )}
    </SectionCard>
  );
}
