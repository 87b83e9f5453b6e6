import { useMemo, type MouseEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { Box, HStack, ServerIsland, Text, formatCount } from '@forge/shell-sdk';
import type { ProjectedMap } from '../projection';
import { SHADES, legendSteps, shadeIndex } from '../shading';

export interface MapDot {
  key: string;
  lat: number;
  lng: number;
  label: string;
  href?: string;
  highlighted?: boolean;
}

interface ChoroplethMapProps {
  /** The shapes; null while the island is the server's markup (`island.markup`). */
  map: ProjectedMap | null;
  /** The map is a server island (see the SDK's server-island): its shapes are not downloaded to hydrate it. */
  island?: { id: string; markup: string | null };
  /** Supplier count per shape id. */
  counts: Map<string, number>;
  hrefFor?: (shapeId: string) => string | null;
  labelFor?: (shapeId: string, count: number) => string;
  dots?: MapDot[];
  /** Shade every shape the same (an outline for dots). */
  plain?: boolean;
  /** A shape drawn in the accent colour (the current county). */
  highlightId?: string;
  /** Describes the map; screen readers read it instead of the shapes (the list beside the map carries the data). */
  caption: string;
}

/** In-app navigation for a plain click on one of the map's links (shapes and dots), in either kind of markup. */
function followMapLink(event: MouseEvent<HTMLElement>, navigate: ReturnType<typeof useNavigate>) {
  if (
    event.defaultPrevented ||
    event.metaKey ||
    event.ctrlKey ||
    event.shiftKey ||
    event.altKey ||
    event.button !== 0
  )
    return;
  const link = event.target instanceof Element ? event.target.closest('a') : null;
  const href = link?.getAttribute('href');
  if (!link || !href || !event.currentTarget.contains(link)) return;
  event.preventDefault();
  navigate(href);
}

/**
 * A clickable choropleth drawn as inline SVG. Shapes are mouse shortcuts only (not focusable):
 * the accessible list rendered beside every map is the keyboard and screen-reader path to the same links.
 */
export function ChoroplethMap({
  map,
  island = { id: 'map', markup: null },
  counts,
  hrefFor,
  labelFor,
  dots = [],
  plain,
  highlightId,
  caption,
}: ChoroplethMapProps) {
  const navigate = useNavigate();
  // Dots scale with the drawing, so they stay visible when the map shrinks to a phone's width.
  const dotRadius = (map?.width ?? 0) / 90;
  const max = useMemo(() => Math.max(0, ...counts.values()), [counts]);
  const projectedDots = useMemo(
    () =>
      map
        ? dots
            .map((dot) => ({ dot, xy: map.project(dot.lng, dot.lat) }))
            .filter((d): d is { dot: MapDot; xy: [number, number] } => d.xy !== null)
        : [],
    [dots, map],
  );
  return (
    <Box>
      <ServerIsland id={island.id} markup={island.markup} onClick={(event) => followMapLink(event, navigate)}>
        {map && (
          <Box
            as="figure"
            m={0}
            css={{
              '& a path': { transition: 'fill 120ms' },
              '& a:hover path': { fill: '#f97316', cursor: 'pointer' },
            }}
          >
            <svg
              viewBox={`0 0 ${map.width} ${map.height}`}
              width="100%"
              // A group, not an image: it holds (mouse-only) links; the accessible list beside it is the keyboard path.
              role="group"
              aria-label={caption}
              style={{ display: 'block', maxHeight: '70vh' }}
            >
              {map.shapes.map((shape) => {
                const count = counts.get(shape.id) ?? 0;
                const fill =
                  shape.id === highlightId ? '#f97316' : plain ? '#e8edf5' : SHADES[shadeIndex(count, max)];
                const label = labelFor ? labelFor(shape.id, count) : `${shape.name}: ${formatCount(count)}`;
                const href = hrefFor?.(shape.id) ?? null;
                const path = (
                  <path
                    d={shape.d}
                    fill={fill}
                    stroke="#ffffff"
                    strokeWidth={plain ? 0.6 : 0.8}
                    strokeLinejoin="round"
                  >
                    <title>{label}</title>
                  </path>
                );
                if (!href) return <g key={shape.id}>{path}</g>;
                // Followed in-app by the island's click handler (the server's markup has no React handlers).
                return (
                  <a key={shape.id} href={href} tabIndex={-1} aria-hidden="true">
                    {path}
                  </a>
                );
              })}
              {projectedDots.map(({ dot, xy: [x, y] }) => {
                const circle = (
                  <circle
                    cx={x}
                    cy={y}
                    r={dot.highlighted ? dotRadius * 1.3 : dotRadius}
                    fill={dot.highlighted ? '#f97316' : '#c2410c'}
                    stroke="#ffffff"
                    strokeWidth={dotRadius / 4}
                  >
                    <title>{dot.label}</title>
                  </circle>
                );
                return dot.href ? (
                  <a key={dot.key} href={dot.href} tabIndex={-1} aria-hidden="true">
                    {circle}
                  </a>
                ) : (
                  <g key={dot.key}>{circle}</g>
                );
              })}
            </svg>
          </Box>
        )}
      </ServerIsland>
      {!plain && !highlightId && max > 0 && (
        <HStack gap={3} mt={2} flexWrap="wrap" aria-hidden="true">
          <Text fontSize="xs" color="fg.muted">
            Suppliers
          </Text>
          {legendSteps(max).map((step) => (
            <HStack key={step.shade} gap={1}>
              <Box
                w="14px"
                h="14px"
                borderRadius="sm"
                bg={step.shade}
                borderWidth="1px"
                borderColor="border"
              />
              <Text fontSize="xs" color="fg.muted">
                {step.from === 0 ? 'none' : `${formatCount(step.from)}+`}
              </Text>
            </HStack>
          ))}
        </HStack>
      )}
    </Box>
  );
}

export { SHADES };
