import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import type { Feature, FeatureCollection, Geometry, MultiPolygon, Polygon, Position } from 'geojson';
import { geo } from './atlas.js';

const require = createRequire(import.meta.url);

/** Width and height of the us-atlas Albers USA projection (Alaska and Hawaii inset). */
export const ALBERS_SIZE = { width: 975, height: 610 } as const;

export interface DrawableCollection extends FeatureCollection<Polygon | MultiPolygon> {
  /** How coordinates were projected: us-atlas Albers USA pixels, or an equirectangular fit for territories. */
  projection: 'albers-usa' | 'equirectangular';
  /** [minX, minY, width, height] for an SVG viewBox; y grows downwards. */
  viewBox: [number, number, number, number];
}

function load(file: string): Topology {
  return JSON.parse(readFileSync(require.resolve(`us-atlas/${file}`), 'utf8')) as Topology;
}

function roundRing(ring: Position[], digits: number): Position[] {
  const f = 10 ** digits;
  const out: Position[] = [];
  for (const [x, y] of ring) {
    const p = [Math.round(x! * f) / f, Math.round(y! * f) / f];
    const last = out[out.length - 1];
    if (!last || last[0] !== p[0] || last[1] !== p[1]) out.push(p);
  }
  return out.length >= 4 ? out : ring.map(([x, y]) => [Math.round(x! * f) / f, Math.round(y! * f) / f]);
}

function simplify(geometry: Geometry | null, digits: number): Polygon | MultiPolygon | null {
  if (!geometry) return null;
  if (geometry.type === 'Polygon') return { type: 'Polygon', coordinates: geometry.coordinates.map((r) => roundRing(r, digits)) };
  if (geometry.type === 'MultiPolygon') return { type: 'MultiPolygon', coordinates: geometry.coordinates.map((p) => p.map((r) => roundRing(r, digits))) };
  return null;
}

function boundsOf(features: Feature<Polygon | MultiPolygon>[]): [number, number, number, number] {
  let minX = Infinity, minY = Infinity, maxX = -Infinity, maxY = -Infinity;
  for (const f of features) {
    const polys = f.geometry.type === 'Polygon' ? [f.geometry.coordinates] : f.geometry.coordinates;
    for (const poly of polys) for (const ring of poly) for (const [x, y] of ring) {
      if (x! < minX) minX = x!;
      if (x! > maxX) maxX = x!;
      if (y! < minY) minY = y!;
      if (y! > maxY) maxY = y!;
    }
  }
  return [minX, minY, maxX, maxY];
}

let albersCountyFeatures: Feature<Geometry | null>[] | undefined;
function albersCounties(): Feature<Geometry | null>[] {
  if (!albersCountyFeatures) {
    const albers = load('counties-albers-10m.json');
    albersCountyFeatures = feature(albers, albers.objects.counties as GeometryCollection<{ name: string }>).features;
  }
  return albersCountyFeatures;
}

let statesCache: { json: string; etag: string } | undefined;
const countiesCache = new Map<string, { json: string; etag: string }>();

/** All states in Albers USA pixels (the 50 states and DC; territories are listed but not drawn). */
export function statesTopologyJson(): { json: string; etag: string } {
  if (statesCache) return statesCache;
  const topology = load('states-albers-10m.json');
  const byFips = new Map(geo().states.map((s) => [s.fips, s]));
  const features = feature(topology, topology.objects.states as GeometryCollection<{ name: string }>).features.flatMap((f) => {
    const state = byFips.get(String(f.id));
    const geometry = simplify(f.geometry, 1);
    if (!state || !geometry) return [];
    return [{ type: 'Feature' as const, id: state.code, properties: { code: state.code, name: state.name, slug: state.slug, fips: state.fips }, geometry }];
  });
  const collection: DrawableCollection = { type: 'FeatureCollection', projection: 'albers-usa', viewBox: [0, 0, ALBERS_SIZE.width, ALBERS_SIZE.height], features };
  const json = JSON.stringify(collection);
  statesCache = { json, etag: `"states-${json.length}"` };
  return statesCache;
}

/** One state's counties, in Albers USA pixels (or an equirectangular fit for territories), cached per state. */
export function countiesTopologyJson(stateCode: string): { json: string; etag: string } | undefined {
  const cached = countiesCache.get(stateCode);
  if (cached) return cached;
  const g = geo();
  const state = g.stateByCode.get(stateCode);
  if (!state) return undefined;
  const counties = new Map((g.countiesByState.get(stateCode) ?? []).map((c) => [c.fips, c]));
  let features: Feature<Polygon | MultiPolygon>[] = [];
  let projection: DrawableCollection['projection'] = 'albers-usa';
  for (const f of albersCounties()) {
    if (!String(f.id).startsWith(state.fips)) continue;
    const county = counties.get(String(f.id));
    const geometry = simplify(f.geometry, 2);
    if (county && geometry) features.push({ type: 'Feature', id: county.fips, properties: { fips: county.fips, name: county.name, slug: county.slug, state: stateCode }, geometry });
  }
  if (!features.length && counties.size) {
    // territories are not in the Albers file: fit lon/lat into a 975-wide box
    projection = 'equirectangular';
    const all = [...counties.values()];
    const minLng = Math.min(...all.map((c) => c.bbox[0]));
    const maxLat = Math.max(...all.map((c) => c.bbox[3]));
    const maxLng = Math.max(...all.map((c) => c.bbox[2]));
    const midLat = (Math.min(...all.map((c) => c.bbox[1])) + maxLat) / 2;
    const k = ALBERS_SIZE.width / Math.max(0.01, (maxLng - minLng) * Math.cos((midLat * Math.PI) / 180));
    const project = (ring: number[][]) => ring.map(([lng, lat]) => [(lng! - minLng) * Math.cos((midLat * Math.PI) / 180) * k, (maxLat - lat!) * k]);
    features = all.map((c) => ({
      type: 'Feature',
      id: c.fips,
      properties: { fips: c.fips, name: c.name, slug: c.slug, state: stateCode },
      geometry: simplify({ type: 'Polygon', coordinates: c.rings.map(project) }, 1)!,
    }));
  }
  const [minX, minY, maxX, maxY] = features.length ? boundsOf(features) : [0, 0, ALBERS_SIZE.width, ALBERS_SIZE.height];
  const pad = Math.max(maxX - minX, maxY - minY) * 0.02;
  const round = (n: number) => Math.round(n * 100) / 100;
  const collection: DrawableCollection = {
    type: 'FeatureCollection',
    projection,
    viewBox: [round(minX - pad), round(minY - pad), round(maxX - minX + 2 * pad), round(maxY - minY + 2 * pad)],
    features,
  };
  const json = JSON.stringify(collection);
  const entry = { json, etag: `"counties-${stateCode}-${json.length}"` };
  countiesCache.set(stateCode, entry);
  return entry;
}
