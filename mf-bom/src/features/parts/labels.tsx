import { Badge, type PartRevision } from '@forge/shell-sdk';

export const KIND_NAMES: Record<PartRevision['kind'], string> = { standard: 'Standard', custom: 'Custom' };

const STATE_PALETTE: Record<PartRevision['state'], string> = { draft: 'gray', released: 'green', obsolete: 'red' };
const STATE_NAMES: Record<PartRevision['state'], string> = { draft: 'Draft', released: 'Released', obsolete: 'Obsolete' };

export function StateBadge({ state }: { state: PartRevision['state'] }) {
  return <Badge colorPalette={STATE_PALETTE[state]}>{STATE_NAMES[state]}</Badge>;
}
