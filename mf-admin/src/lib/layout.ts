import { useBreakpointValue } from '@forge/shell-sdk';

/** Phones get card lists instead of wide tables (below Chakra's `md`, 768 px). */
export function useCompactLayout(): boolean {
  return useBreakpointValue({ base: true, md: false }, { ssr: false }) ?? false;
}
