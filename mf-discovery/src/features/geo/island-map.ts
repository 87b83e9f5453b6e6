import { useMemo } from 'react';
import { SERVER_MARKUP_ONLY, useServerMarkup } from '@forge/shell-sdk';
import { useApiQuery } from '../common';
import { featureCollectionSchema, type FeatureCollection } from './api';
import type { ProjectedMap } from './projection';

/**
 * A page's map as a server island (see the SDK's server-island): while the page hydrates, the server's SVG, with no
 * read of the shapes (they are left out of the page's state); otherwise the topology at `topologyPath`, projected
 * with `project` (keep it the same function across renders). `shown`: there is a map to draw, either way.
 */
export function useIslandMap(islandId: string, topologyPath: string, project: (topology: FeatureCollection) => ProjectedMap) {
  const markup = useServerMarkup(islandId);
  const topology = useApiQuery(topologyPath, featureCollectionSchema, { meta: SERVER_MARKUP_ONLY, enabled: markup === null });
  const map = useMemo(() => (topology.data ? project(topology.data) : null), [topology.data, project]);
  return { island: { id: islandId, markup }, map, topology, shown: map !== null || markup !== null };
}
