import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { feature } from 'topojson-client';
import type { Topology, GeometryCollection } from 'topojson-specification';
import type { Feature, MultiPolygon, Polygon } from 'geojson';
import { letterSlug, slugify } from '../catalogue/slug.js';
import { STATE_CODE_BY_FIPS } from './state-codes.js';

const require = createRequire(import.meta.url);

export interface UsState {
  code: string;
  name: string;
  slug: string;
  fips: string;
  type: 'state' | 'district' | 'territory';
}

export interface County {
  fips: string;
  name: string;
  slug: string;
  stateCode: string;
  stateFips: string;
  /** [minLng, minLat, maxLng, maxLat] */
  bbox: [number, number, number, number];
  /** Outer and inner rings, lon/lat. Point-in-polygon uses even-odd over all rings. */
  rings: number[][][];
}

type NamedProps = { name: string };

function loadTopology(file: string): Topology {
  return JSON.parse(readFileSync(require.resolve(`us-atlas/${file}`), 'utf8')) as Topology;
}

let cached: { states: UsState[]; counties: County[] } | undefined;

function ringsOf(geometry: Polygon | MultiPolygon | null): number[][][] {
  if (!geometry) return [];
  return geometry.type === 'Polygon' ? geometry.coordinates : geometry.coordinates.flat();
}

/** States and counties from us-atlas (counties-10m holds both), loaded once. */
export function atlas(): { states: UsState[]; counties: County[] } {
  if (cached) return cached;
  const topology = loadTopology('counties-10m.json');
  const stateFeatures = feature(topology, topology.objects.states as GeometryCollection<NamedProps>).features;
  const states: UsState[] = stateFeatures
    .map((f) => {
      const fips = String(f.id);
      const meta = STATE_CODE_BY_FIPS[fips];
      if (!meta) throw new Error(`us-atlas state ${fips} has no postal code in the table`);
      return { code: meta.code, name: f.properties.name, slug: slugify(f.properties.name), fips, type: meta.type };
    })
    .sort((a, b) => a.name.localeCompare(b.name));
  const stateByFips = new Map(states.map((s) => [s.fips, s]));

  const countyFeatures = feature(topology, topology.objects.counties as GeometryCollection<NamedProps>).features as Feature<
    Polygon | MultiPolygon,
    NamedProps
  >[];
  const counties: County[] = [];
  for (const f of countyFeatures) {
    const fips = String(f.id);
    const state = stateByFips.get(fips.slice(0, 2));
    if (!state) continue;
    const rings = ringsOf(f.geometry);
    let minLng = Infinity, minLat = Infinity, maxLng = -Infinity, maxLat = -Infinity;
    for (const ring of rings)
      for (const [lng, lat] of ring) {
        if (lng! < minLng) minLng = lng!;
        if (lng! > maxLng) maxLng = lng!;
        if (lat! < minLat) minLat = lat!;
        if (lat! > maxLat) maxLat = lat!;
      }
    counties.push({
      fips,
      name: f.properties.name,
      slug: letterSlug(f.properties.name),
      stateCode: state.code,
      stateFips: state.fips,
      bbox: [minLng, minLat, maxLng, maxLat],
      rings,
    });
  }
  disambiguateCountySlugs(counties);
  counties.sort((a, b) => a.stateCode.localeCompare(b.stateCode) || a.name.localeCompare(b.name) || a.fips.localeCompare(b.fips));
  cached = { states, counties };
  return cached;
}

/**
 * Some states have a county and an independent city of the same name (Baltimore, St. Louis, Fairfax ...).
 * Independent cities have county codes of 500 and above; they get "-city". Slugs are letters only, so any
 * other clash gets an ordinal word ("-second").
 */
export function disambiguateCountySlugs(counties: { fips: string; slug: string; stateCode?: string }[]): void {
  const groups = new Map<string, { fips: string; slug: string }[]>();
  for (const c of counties) {
    const key = `${c.fips.slice(0, 2)}:${c.slug}`;
    const list = groups.get(key) ?? [];
    list.push(c);
    groups.set(key, list);
  }
  const ordinals = ['second', 'third', 'fourth', 'fifth'];
  for (const list of groups.values()) {
    if (list.length < 2) continue;
    list.sort((a, b) => a.fips.localeCompare(b.fips));
    let extra = 0;
    for (const c of list) {
      if (Number(c.fips.slice(2)) >= 500) c.slug = `${c.slug}-city`;
    }
    const seen = new Set<string>();
    for (const c of list) {
      if (seen.has(c.slug)) c.slug = `${c.slug}-${ordinals[extra++] ?? 'other'}`;
      seen.add(c.slug);
    }
  }
}

/** Even-odd point-in-polygon over all rings of a county. */
export function pointInCounty(lng: number, lat: number, county: County): boolean {
  const [minLng, minLat, maxLng, maxLat] = county.bbox;
  if (lng < minLng || lng > maxLng || lat < minLat || lat > maxLat) return false;
  let inside = false;
  for (const ring of county.rings) {
    for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
      const [xi, yi] = ring[i] as [number, number];
      const [xj, yj] = ring[j] as [number, number];
      if (yi > lat !== yj > lat && lng < ((xj - xi) * (lat - yi)) / (yj - yi) + xi) inside = !inside;
    }
  }
  return inside;
}

export interface GeoIndex {
  states: UsState[];
  counties: County[];
  stateByCode: Map<string, UsState>;
  stateBySlug: Map<string, UsState>;
  countiesByState: Map<string, County[]>;
  countyByFips: Map<string, County>;
  /** key `${stateCode}:${countySlug}` */
  countyBySlug: Map<string, County>;
  countyForPoint(lng: number, lat: number, stateCode?: string): County | undefined;
}

let geoIndex: GeoIndex | undefined;

export function geo(): GeoIndex {
  if (geoIndex) return geoIndex;
  const { states, counties } = atlas();
  const countiesByState = new Map<string, County[]>();
  for (const c of counties) {
    const list = countiesByState.get(c.stateCode) ?? [];
    list.push(c);
    countiesByState.set(c.stateCode, list);
  }
  geoIndex = {
    states,
    counties,
    stateByCode: new Map(states.map((s) => [s.code, s])),
    stateBySlug: new Map(states.map((s) => [s.slug, s])),
    countiesByState,
    countyByFips: new Map(counties.map((c) => [c.fips, c])),
    countyBySlug: new Map(counties.map((c) => [`${c.stateCode}:${c.slug}`, c])),
    countyForPoint(lng, lat, stateCode) {
      const candidates = stateCode ? (countiesByState.get(stateCode) ?? []) : counties;
      return candidates.find((c) => pointInCounty(lng, lat, c));
    },
  };
  return geoIndex;
}

/** Resolves a state from a code ("oh", "OH") or a slug ("ohio"). */
export function findState(codeOrSlug: string): UsState | undefined {
  const g = geo();
  return g.stateByCode.get(codeOrSlug.toUpperCase()) ?? g.stateBySlug.get(codeOrSlug.toLowerCase());
}
