/**
 * A small Albers equal-area conic projection with Alaska, Hawaii and Puerto Rico insets (like d3's albersUsa),
 * written here so the maps need no extra dependency. Output coordinates are SVG units (y grows downwards).
 */
import type { FeatureCollection, Geometry } from './api';

type Point = [number, number];
type Ring = Point[];

interface ConicParams {
  lambda0: number;
  phi1: number;
  phi2: number;
}

const RAD = Math.PI / 180;

export function albers({ lambda0, phi1, phi2 }: ConicParams): (lon: number, lat: number) => Point {
  const s1 = Math.sin(phi1 * RAD);
  const n = (s1 + Math.sin(phi2 * RAD)) / 2;
  const c = Math.cos(phi1 * RAD) ** 2 + 2 * n * s1;
  return (lon, lat) => {
    // Wrap so regions crossing the antimeridian (the Aleutians) stay contiguous.
    const dLambda = ((((lon - lambda0 + 540) % 360) + 360) % 360) - 180;
    const theta = n * dLambda * RAD;
    const rho = Math.sqrt(Math.max(0, c - 2 * n * Math.sin(lat * RAD))) / n;
    return [rho * Math.sin(theta), -rho * Math.cos(theta)];
  };
}

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

interface Bounds {
  minX: number;
  minY: number;
  maxX: number;
  maxY: number;
}

const emptyBounds = (): Bounds => ({ minX: Infinity, minY: Infinity, maxX: -Infinity, maxY: -Infinity });

function extend(bounds: Bounds, [x, y]: Point) {
  if (x < bounds.minX) bounds.minX = x;
  if (y < bounds.minY) bounds.minY = y;
  if (x > bounds.maxX) bounds.maxX = x;
  if (y > bounds.maxY) bounds.maxY = y;
}

/** Scale and translate that fit `bounds` into `box`, centred, keeping the aspect ratio. */
function fitTransform(bounds: Bounds, box: Box): (p: Point) => Point {
  const w = bounds.maxX - bounds.minX || 1;
  const h = bounds.maxY - bounds.minY || 1;
  const k = Math.min(box.width / w, box.height / h);
  const dx = box.x + (box.width - w * k) / 2 - bounds.minX * k;
  const dy = box.y + (box.height - h * k) / 2 + bounds.maxY * k;
  // Raw y points up; SVG y points down.
  return ([x, y]) => [x * k + dx, -y * k + dy];
}

function ringsOf(geometry: Geometry | null): number[][][] {
  if (!geometry) return [];
  if (geometry.type === 'Polygon') return geometry.coordinates;
  return geometry.coordinates.flat();
}

/** SVG path data from projected rings, dropping points closer than `minStep` units to keep the DOM small. */
function pathData(rings: Ring[], transform: (p: Point) => Point, minStep = 0.5): string {
  let d = '';
  for (const ring of rings) {
    let last: Point | null = null;
    let count = 0;
    let segment = '';
    for (const raw of ring) {
      const [x, y] = transform(raw);
      if (last && Math.abs(x - last[0]) < minStep && Math.abs(y - last[1]) < minStep) continue;
      segment += `${count === 0 ? 'M' : 'L'}${x.toFixed(1)},${y.toFixed(1)}`;
      last = [x, y];
      count++;
    }
    if (count >= 3) d += `${segment}Z`;
  }
  return d;
}

export interface MapShape {
  id: string;
  name: string;
  d: string;
}

export interface ProjectedMap {
  width: number;
  height: number;
  shapes: MapShape[];
  /** Projects a point with the same projection (and inset) as the shapes, or null if it falls outside. */
  project(lon: number, lat: number): Point | null;
}

type Group = 'lower48' | 'alaska' | 'hawaii' | 'caribbean' | 'pacific';

const GROUP_OF_STATE_FIPS: Record<string, Group> = {
  '02': 'alaska',
  '15': 'hawaii',
  '72': 'caribbean',
  '78': 'caribbean',
  '60': 'pacific',
  '66': 'pacific',
  '69': 'pacific',
};

const GROUP_PARAMS: Record<Exclude<Group, 'pacific'>, ConicParams> = {
  lower48: { lambda0: -96, phi1: 29.5, phi2: 45.5 },
  alaska: { lambda0: -154, phi1: 55, phi2: 65 },
  hawaii: { lambda0: -157, phi1: 8, phi2: 18 },
  caribbean: { lambda0: -66, phi1: 18, phi2: 18.5 },
};

function groupOfPoint(lon: number, lat: number): Group {
  if (lat > 51 && (lon < -129 || lon > 170)) return 'alaska';
  if (lat < 23 && lat > 18 && lon < -154 && lon > -161) return 'hawaii';
  if (lat < 19 && lat > 17 && lon > -68 && lon < -64) return 'caribbean';
  if (lon > 140 || lon < -165) return 'pacific';
  return 'lower48';
}

/**
 * d3's geoAlbersUsa with us-atlas's settings (scale 1300, translate [487.5, 305]), so points (supplier dots)
 * land on maps whose shapes the server sends already projected.
 */
function d3Conic(
  phi0: number,
  phi1: number,
  rotate: number,
  center: [number, number],
  scale: number,
  translate: Point,
) {
  const sy0 = Math.sin(phi0 * RAD);
  const n = (sy0 + Math.sin(phi1 * RAD)) / 2;
  const c = 1 + sy0 * (2 * n - sy0);
  const r0 = Math.sqrt(c) / n;
  const raw = (lambda: number, phi: number): Point => {
    const r = Math.sqrt(Math.max(0, c - 2 * n * Math.sin(phi))) / n;
    const x = lambda * n;
    return [r * Math.sin(x), r0 - r * Math.cos(x)];
  };
  const [cx, cy] = raw(center[0] * RAD, center[1] * RAD);
  return (lon: number, lat: number): Point => {
    const lambda = ((((lon + rotate + 540) % 360) + 360) % 360) - 180;
    const [x, y] = raw(lambda * RAD, lat * RAD);
    return [translate[0] + scale * (x - cx), translate[1] - scale * (y - cy)];
  };
}

const ALBERS_USA_SCALE = 1300;
const ALBERS_USA_TRANSLATE: Point = [487.5, 305];
const albersUsaLower48 = d3Conic(29.5, 45.5, 96, [-0.6, 38.7], ALBERS_USA_SCALE, ALBERS_USA_TRANSLATE);
const albersUsaAlaska = d3Conic(55, 65, 154, [-2, 58.5], 0.35 * ALBERS_USA_SCALE, [
  ALBERS_USA_TRANSLATE[0] - 0.307 * ALBERS_USA_SCALE,
  ALBERS_USA_TRANSLATE[1] + 0.201 * ALBERS_USA_SCALE,
]);
const albersUsaHawaii = d3Conic(8, 18, 157, [-3, 19.9], ALBERS_USA_SCALE, [
  ALBERS_USA_TRANSLATE[0] - 0.205 * ALBERS_USA_SCALE,
  ALBERS_USA_TRANSLATE[1] + 0.212 * ALBERS_USA_SCALE,
]);

export function albersUsa(lon: number, lat: number): Point | null {
  const group = groupOfPoint(lon, lat);
  if (group === 'alaska') return albersUsaAlaska(lon, lat);
  if (group === 'hawaii') return albersUsaHawaii(lon, lat);
  if (group === 'lower48') return albersUsaLower48(lon, lat);
  return null;
}

function isPreprojected(
  fc: FeatureCollection,
): fc is FeatureCollection & { viewBox: [number, number, number, number] } {
  return Array.isArray(fc.viewBox);
}

/** Shapes already in albers-usa space: scale their view box to `width`, and project points the same way. */
function fitPreprojected(
  fc: FeatureCollection & { viewBox: [number, number, number, number] },
  width: number,
  maxHeight: number,
  pad: number,
): ProjectedMap {
  const [vx, vy, vw, vh] = fc.viewBox;
  const k = Math.min((width - 2 * pad) / (vw || 1), (maxHeight - 2 * pad) / (vh || 1));
  const height = Math.round(vh * k + 2 * pad);
  const offsetX = (width - vw * k) / 2;
  const transform = ([x, y]: Point): Point => [(x - vx) * k + offsetX, (y - vy) * k + pad];
  return {
    width,
    height,
    shapes: fc.features.map((f) => ({
      id: f.id,
      name: f.properties.name,
      d: pathData(ringsOf(f.geometry) as Ring[], transform, 0.3),
    })),
    project(lon, lat) {
      // Points can only be placed on shapes whose projection we reproduce.
      const p = fc.projection === 'albers-usa' ? albersUsa(lon, lat) : null;
      return p ? transform(p) : null;
    },
  };
}

/** The 50 states, DC and Puerto Rico/Virgin Islands as one composite map (Pacific territories are list-only). */
export function projectUsStates(fc: FeatureCollection, width = 960, height = 600): ProjectedMap {
  if (isPreprojected(fc)) return fitPreprojected(fc, width, height, 0);
  const boxes: Record<Exclude<Group, 'pacific'>, Box> = {
    lower48: { x: width * 0.01, y: height * 0.01, width: width * 0.98, height: height * 0.86 },
    alaska: { x: width * 0.01, y: height * 0.7, width: width * 0.22, height: height * 0.28 },
    hawaii: { x: width * 0.24, y: height * 0.82, width: width * 0.14, height: height * 0.15 },
    caribbean: { x: width * 0.84, y: height * 0.88, width: width * 0.12, height: height * 0.08 },
  };
  const projections = Object.fromEntries(
    Object.entries(GROUP_PARAMS).map(([g, p]) => [g, albers(p)]),
  ) as Record<Exclude<Group, 'pacific'>, (lon: number, lat: number) => Point>;

  const raw: { id: string; name: string; group: Exclude<Group, 'pacific'>; rings: Ring[] }[] = [];
  const bounds: Record<string, Bounds> = {};
  for (const feature of fc.features) {
    const group = GROUP_OF_STATE_FIPS[feature.id.padStart(2, '0').slice(0, 2)] ?? 'lower48';
    if (group === 'pacific') continue;
    const project = projections[group];
    const rings = ringsOf(feature.geometry).map((ring) => ring.map(([lon, lat]) => project(lon!, lat!)));
    const b = (bounds[group] ??= emptyBounds());
    rings.forEach((ring) => ring.forEach((p) => extend(b, p)));
    raw.push({ id: feature.id, name: feature.properties.name, group, rings });
  }
  const transforms: Partial<Record<Group, (p: Point) => Point>> = {};
  for (const [group, b] of Object.entries(bounds)) {
    transforms[group as Group] = fitTransform(b, boxes[group as Exclude<Group, 'pacific'>]);
  }
  return {
    width,
    height,
    shapes: raw.map((r) => ({ id: r.id, name: r.name, d: pathData(r.rings, transforms[r.group]!) })),
    project(lon, lat) {
      const group = groupOfPoint(lon, lat);
      if (group === 'pacific' || !transforms[group]) return null;
      return transforms[group](projections[group](lon, lat));
    },
  };
}

/** One region (a state's counties), with a conic fitted to its own extent; the height follows its shape. */
export function projectRegion(fc: FeatureCollection, width = 640, maxHeight = 640): ProjectedMap {
  if (isPreprojected(fc)) return fitPreprojected(fc, width, maxHeight, 8);
  const lons: number[] = [];
  const lats: number[] = [];
  for (const f of fc.features) {
    for (const ring of ringsOf(f.geometry)) {
      for (const [lon, lat] of ring) {
        // Normalise the Aleutians to one side of the antimeridian.
        lons.push(lon! > 0 ? lon! - 360 : lon!);
        lats.push(lat!);
      }
    }
  }
  const minLat = Math.min(...lats);
  const maxLat = Math.max(...lats);
  const minLon = Math.min(...lons);
  const maxLon = Math.max(...lons);
  const lambda0 = (minLon + maxLon) / 2;
  const span = maxLat - minLat;
  const project = albers({ lambda0, phi1: minLat + span / 6, phi2: maxLat - span / 6 || minLat + 1 });
  const bounds = emptyBounds();
  const raw = fc.features.map((f) => {
    const rings = ringsOf(f.geometry).map((ring) => ring.map(([lon, lat]) => project(lon!, lat!)));
    rings.forEach((ring) => ring.forEach((p) => extend(bounds, p)));
    return { id: f.id, name: f.properties.name, rings };
  });
  const aspect = (bounds.maxY - bounds.minY) / (bounds.maxX - bounds.minX || 1);
  const height = Math.max(240, Math.min(maxHeight, Math.round(width * aspect)));
  const pad = 8;
  const transform = fitTransform(bounds, {
    x: pad,
    y: pad,
    width: width - 2 * pad,
    height: height - 2 * pad,
  });
  return {
    width,
    height,
    shapes: raw.map((r) => ({ id: r.id, name: r.name, d: pathData(r.rings, transform, 0.3) })),
    project(lon, lat) {
      return transform(project(lon, lat));
    },
  };
}
