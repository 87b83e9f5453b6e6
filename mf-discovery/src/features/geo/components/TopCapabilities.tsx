import { Text, paths } from '@forge/shell-sdk';
import type { CapabilityCount } from '../api';
import { CountBars } from './CountBars';

/** A place's most offered capabilities, each linking to the state directory filtered by it. */
export function TopCapabilities({
  stateSlug,
  capabilities,
}: {
  stateSlug: string;
  capabilities: CapabilityCount[];
}) {
  if (capabilities.length === 0) return <Text color="fg.muted">No capabilities listed yet.</Text>;
  return (
    <CountBars
      limit={8}
      items={capabilities.map((c) => ({
        key: c.slug,
        label: c.name,
        count: c.count,
        to: paths.directory(stateSlug, c.slug),
      }))}
    />
  );
}
