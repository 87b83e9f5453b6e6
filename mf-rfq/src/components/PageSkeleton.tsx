import { Skeleton, Stack } from '@forge/shell-sdk';

/** While an RFQ page loads: a bar where its title goes, then one block per section (heights in Chakra sizes). */
export function PageSkeleton({ titleWidth, blocks }: { titleWidth: string; blocks: string[] }) {
  return (
    <Stack gap={4} aria-busy="true">
      <Skeleton h="10" w={titleWidth} />
      {blocks.map((height, index) => (
        <Skeleton key={index} h={height} />
      ))}
    </Stack>
  );
}
