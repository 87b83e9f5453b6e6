import { Skeleton, Stack, Text, paths, formatCount, ErrorAlert, SectionCard, DataTable, TextLink, type DataColumn } from '@forge/shell-sdk';
import { useWhereUsed } from './item-api';

interface AssemblyUse {
  itemId: string;
  partNumber: string;
  name: string;
  revision: string;
  level: number;
  quantity: number;
}

const COLUMNS: DataColumn<AssemblyUse>[] = [
  { header: 'Assembly', cellProps: { fontWeight: 'medium' }, cell: (a) => <TextLink to={paths.partItem(a.itemId)}>{a.partNumber}</TextLink> },
  { header: 'Name', cell: (a) => <Text lineClamp={2}>{a.name}</Text> },
  { header: 'Rev', cell: (a) => a.revision },
  { header: 'Level', align: 'end', cell: (a) => (a.level === 1 ? '1 (direct)' : String(a.level)) },
  { header: 'Qty', align: 'end', cell: (a) => formatCount(a.quantity) },
];

/** Every assembly the item is in (all levels) and the BOM uploads it was added from. */
export function WhereUsedPanel({ itemId }: { itemId: string }) {
  const used = useWhereUsed(itemId);
  return (
    <SectionCard title="Where used">
      {used.isPending && <Skeleton h="16" />}
      {used.isError && <ErrorAlert error={used.error} />}
      {used.data && (
        <Stack gap={4}>
          {used.data.assemblies.length === 0 ? (
            <Text color="fg.muted">Not in any assembly.</Text>
          ) : (
            <DataTable label="Assemblies using this item" rows={used.data.assemblies} rowKey={(a) => a.itemId} columns={COLUMNS} />
          )}
          {used.data.uploads.length > 0 && (
            <Stack gap={1}>
              <Text fontWeight="medium">BOM uploads</Text>
              <Stack as="ul" listStyleType="none" gap={1} p={0}>
                {used.data.uploads.map((u) => (
                  <li key={`${u.uploadId}-${u.lineId}`}>
                    <TextLink to={paths.bomResults(u.uploadId)}>{u.fileName}</TextLink>
                  </li>
                ))}
              </Stack>
            </Stack>
          )}
        </Stack>
      )}
    </SectionCard>
  );
}
