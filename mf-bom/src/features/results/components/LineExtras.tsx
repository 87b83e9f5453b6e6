import { Badge, chakra, HStack, Text } from '@forge/shell-sdk';
import type { BomLine } from '../api';

/** DNP and quantity flags, and the file's other columns kept on the line (shown on demand). */
export function LineExtras({ line }: { line: BomLine }) {
  const columns: [string, string][] = [
    ['Value', line.value],
    ['Footprint', line.footprint],
    ['Supplier', line.supplier],
    ['Supplier PN', line.supplierPn],
    ['Link', line.link],
    ...Object.entries(line.attributes),
  ].filter((entry): entry is [string, string] => Boolean(entry[1]));
  if (!line.dnp && !line.quantityWarning && columns.length === 0) return null;
  return (
    <>
      {(line.dnp || line.quantityWarning) && (
        <HStack gap={1} wrap="wrap" mt={1}>
          {line.dnp && (
            <Badge colorPalette="gray" title="Do not populate: kept in the BOM, not a part to source">
              DNP · not sourced
            </Badge>
          )}
          {line.quantityWarning && (
            <Badge colorPalette="yellow" title="Check the quantity against the reference designators">
              {line.quantityWarning}
            </Badge>
          )}
        </HStack>
      )}
      {columns.length > 0 && (
        <chakra.details mt={1} fontSize="xs" color="fg.muted">
          <chakra.summary cursor="pointer">Other columns ({columns.length})</chakra.summary>
          <chakra.dl display="grid" gridTemplateColumns="auto 1fr" columnGap={2}>
            {columns.map(([name, value]) => (
              <Text key={name} as="div" display="contents">
                <chakra.dt fontWeight="medium">{name}</chakra.dt>
                <chakra.dd wordBreak="break-all">{value}</chakra.dd>
              </Text>
            ))}
          </chakra.dl>
        </chakra.details>
      )}
    </>
  );
}
