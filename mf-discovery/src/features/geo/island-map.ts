import { useMemo } from 'react';
import { SERVER_MARKUP_ONLY, useServerMarkup } from '@forge/shell-sdk';
import { useCountyTopology, useStateTopology, type FeatureCollection } from './api';
import type { ProjectedMap } from './projection';

/** Which map a page draws: every state, or one state's counties (by the state's code). */
export type MapTopology = { kind: 'states' } | { kind: 'counties'; code: string };

/**
 * A page's map as a server island (see the SDK's server-island): while the page hydrates, the server's SVG, with no
 * read of the shapes (they are left out of the page's state); otherwise the topology asked for, projected with
 * `project` (keep it the same function across renders). `shown`: there is a map to draw, either way.
 */
export function useIslandMap(islandId: string, shapes: MapTopology, project: (topology: FeatureCollection) => ProjectedMap) {
  const markup = useServerMarkup(islandId);
  const read = { meta: SERVER_MARKUP_ONLY, enabled: markup === null };
  const states = useStateTopology({ ...read, enabled: read.enabled && shapes.kind === 'states' });
  const counties = useCountyTopology(shapes.kind === 'counties' ? shapes.code : null, read);
  const topology = shapes.kind === 'states' ? states : counties;
  const map = useMemo(() => (topology.data ? project(topology.data) : null), [topology.data, project]);
  return { island: { id: islandId, markup }, map, topology, shown: map !== null || markup !== null };
}
