// Geospatial queries on points: $near/$nearSphere (GeoJSON, meters; legacy pairs, radians), $geoWithin
// ($geometry Polygon/MultiPolygon, $centerSphere, $box, $polygon, $center) and the $geoNear stage.
// A 2dsphere/2d index validates locations on write and is required by $near and $geoNear, as on mongod;
// the queries themselves scan the candidates (no spatial index structure).
import { MongoError, badValue } from './errors.js';
import { isPlainObject, pathValues, type Doc } from './values.js';

/** mongod's radius of the earth for spherical distances (kRadiusOfEarthInMeters). */
export const EARTH_RADIUS_M = 6378100;

export type Point = [number, number];

function isNum(v: unknown): v is number {
  return typeof v === 'number' && Number.isFinite(v);
}

function isGeoJson(v: unknown): v is Doc & { type: string; coordinates: unknown } {
  return isPlainObject(v) && typeof v.type === 'string' && 'coordinates' in v;
}

/** A GeoJSON Point, a legacy [x, y] pair or a legacy {x, y} document. */
export function parsePoint(v: unknown): Point | null {
  if (isGeoJson(v)) {
    if (v.type !== 'Point' || !Array.isArray(v.coordinates)) return null;
    const [x, y] = v.coordinates as unknown[];
    return isNum(x) && isNum(y) ? [x, y] : null;
  }
  if (Array.isArray(v) && v.length >= 2 && isNum(v[0]) && isNum(v[1])) return [v[0], v[1]];
  if (isPlainObject(v)) {
    const vals = Object.values(v);
    if (vals.length >= 2 && isNum(vals[0]) && isNum(vals[1])) return [vals[0], vals[1]];
  }
  return null;
}

const rad = (d: number): number => (d * Math.PI) / 180;

/** Great-circle distance in radians between two [lng, lat] points in degrees. */
export function sphereRadians(a: Point, b: Point): number {
  const dLat = rad(b[1] - a[1]);
  const dLng = rad(b[0] - a[0]);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a[1])) * Math.cos(rad(b[1])) * Math.sin(dLng / 2) ** 2;
  return 2 * Math.asin(Math.min(1, Math.sqrt(h)));
}

function flatDistance(a: Point, b: Point): number {
  return Math.hypot(a[0] - b[0], a[1] - b[1]);
}

/** Refuses a location a 2dsphere index cannot hold (mongod: "Can't extract geo keys", 16755). */
export function checkGeoValue(index: { name: string }, field: string, values: unknown[]): void {
  for (const v of values) {
    if (v === undefined || v === null) continue;
    if (Array.isArray(v) && v.every((e) => isPlainObject(e) || Array.isArray(e))) continue; // multikey points
    if (isGeoJson(v) && v.type !== 'Point') continue; // other GeoJSON shapes are stored as given
    const p = parsePoint(v);
    if (!p || p[0] < -180 || p[0] > 180 || p[1] < -90 || p[1] > 90)
      throw new MongoError(
        16755,
        `Can't extract geo keys: ${field}: ${JSON.stringify(v)} (index ${index.name}): longitude/latitude is out of bounds or not a point`,
      );
  }
}

// ---------- $near / $nearSphere ----------

export interface NearSpec {
  field: string;
  center: Point;
  /** Distances in meters (GeoJSON center), else radians (legacy $nearSphere) or flat units ($near). */
  metric: 'meters' | 'radians' | 'flat';
  min: number;
  max: number;
}

function num(v: unknown, what: string): number {
  if (!isNum(v) || v < 0) throw badValue(`${what} must be a non-negative number`);
  return v;
}

/** Reads {$near: …} / {$nearSphere: …} of one field. */
export function parseNear(field: string, cond: Doc): NearSpec {
  const sphere = '$nearSphere' in cond;
  const arg = sphere ? cond.$nearSphere : cond.$near;
  let center: Point | null;
  let metric: NearSpec['metric'];
  let min = isNum(cond.$minDistance) ? num(cond.$minDistance, '$minDistance') : 0;
  let max = cond.$maxDistance !== undefined ? num(cond.$maxDistance, '$maxDistance') : Infinity;
  if (isPlainObject(arg) && '$geometry' in arg) {
    center = parsePoint(arg.$geometry);
    metric = 'meters';
    if (arg.$minDistance !== undefined) min = num(arg.$minDistance, '$minDistance');
    if (arg.$maxDistance !== undefined) max = num(arg.$maxDistance, '$maxDistance');
  } else {
    center = parsePoint(arg);
    metric = sphere ? 'radians' : 'flat';
  }
  if (!center) throw badValue(`invalid point in geo near query $geometry argument: ${JSON.stringify(arg)}`);
  return { field, center, metric, min, max };
}

export function distanceTo(spec: Pick<NearSpec, 'center' | 'metric'>, p: Point): number {
  if (spec.metric === 'flat') return flatDistance(spec.center, p);
  const r = sphereRadians(spec.center, p);
  return spec.metric === 'meters' ? r * EARTH_RADIUS_M : r;
}

/** The nearest location of the document (a field may hold several points). */
export function nearestDistance(doc: Doc, spec: NearSpec): number | undefined {
  let best: number | undefined;
  for (const v of pathValues(doc, spec.field)) {
    const p = parsePoint(v);
    if (!p) continue;
    const d = distanceTo(spec, p);
    if (best === undefined || d < best) best = d;
  }
  return best;
}

/** Splits a filter into its top-level $near/$nearSphere condition (if any) and the rest. */
export function extractNear(filter: Doc): { near: NearSpec | null; rest: Doc } {
  let near: NearSpec | null = null;
  const rest: Doc = {};
  for (const [k, v] of Object.entries(filter)) {
    if (!k.startsWith('$') && isPlainObject(v) && ('$near' in v || '$nearSphere' in v)) {
      if (near) throw badValue('Too many geoNear expressions');
      near = parseNear(k, v);
    } else rest[k] = v;
  }
  return { near, rest };
}

// ---------- $geoWithin ----------

function inRing(p: Point, ring: Point[]): boolean {
  let inside = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [xi, yi] = ring[i] as Point;
    const [xj, yj] = ring[j] as Point;
    if (yi > p[1] !== yj > p[1] && p[0] < ((xj - xi) * (p[1] - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

function ringOf(v: unknown): Point[] {
  if (!Array.isArray(v) || v.length < 3) throw badValue('a polygon needs at least 3 points');
  return v.map((e) => {
    const p = parsePoint(e);
    if (!p) throw badValue(`bad point in polygon: ${JSON.stringify(e)}`);
    return p;
  });
}

/** A polygon as rings: the first is the shell, the others holes (GeoJSON). */
function inPolygon(p: Point, rings: Point[][]): boolean {
  const [shell, ...holes] = rings;
  return shell !== undefined && inRing(p, shell) && !holes.some((h) => inRing(p, h));
}

/** A predicate on points for a $geoWithin argument. */
export function withinShape(shape: unknown): (p: Point) => boolean {
  if (!isPlainObject(shape)) throw badValue('$geoWithin needs a shape document');
  if (isPlainObject(shape.$geometry)) {
    const g = shape.$geometry;
    if (g.type === 'Polygon' && Array.isArray(g.coordinates)) {
      const rings = (g.coordinates as unknown[]).map(ringOf);
      return (p) => inPolygon(p, rings);
    }
    if (g.type === 'MultiPolygon' && Array.isArray(g.coordinates)) {
      const polys = (g.coordinates as unknown[]).map((poly) => (Array.isArray(poly) ? poly.map(ringOf) : []));
      return (p) => polys.some((rings) => inPolygon(p, rings));
    }
    throw badValue('$geoWithin $geometry must be a Polygon or MultiPolygon');
  }
  if (Array.isArray(shape.$centerSphere)) {
    const [c, r] = shape.$centerSphere as [unknown, unknown];
    const center = parsePoint(c);
    if (!center || !isNum(r)) throw badValue('$centerSphere needs [[x, y], radius in radians]');
    return (p) => sphereRadians(center, p) <= r;
  }
  if (Array.isArray(shape.$center)) {
    const [c, r] = shape.$center as [unknown, unknown];
    const center = parsePoint(c);
    if (!center || !isNum(r)) throw badValue('$center needs [[x, y], radius]');
    return (p) => flatDistance(center, p) <= r;
  }
  if (Array.isArray(shape.$box)) {
    const [a, b] = (shape.$box as unknown[]).map(parsePoint);
    if (!a || !b) throw badValue('$box needs [[x1, y1], [x2, y2]]');
    const [x0, x1] = [Math.min(a[0], b[0]), Math.max(a[0], b[0])];
    const [y0, y1] = [Math.min(a[1], b[1]), Math.max(a[1], b[1])];
    return (p) => p[0] >= x0 && p[0] <= x1 && p[1] >= y0 && p[1] <= y1;
  }
  if (Array.isArray(shape.$polygon)) {
    const ring = ringOf(shape.$polygon);
    return (p) => inRing(p, ring);
  }
  throw badValue(`unknown $geoWithin shape: ${Object.keys(shape).join(', ')}`);
}

/** mingo query operator: every location of the field lies within the shape (points only). */
export function $geoWithin(selector: string, value: unknown): (obj: Doc) => boolean {
  const inside = withinShape(value);
  return (obj) => {
    const points = pathValues(obj, selector)
      .map(parsePoint)
      .filter((p): p is Point => p !== null);
    return points.length > 0 && points.some(inside);
  };
}

export function nearNotTopLevel(): never {
  throw badValue('geo near operators ($near, $nearSphere) must be top-level query conditions');
}

// ---------- the $geoNear stage ----------

export interface GeoIndexInfo {
  name: string;
  geoFields: string[];
}

/** The field a $near or $geoNear uses: `key`, or the only geo-indexed field. mongod needs the index. */
export function geoField(indexes: GeoIndexInfo[], key: unknown, ns: string): string {
  const fields = indexes.flatMap((i) => i.geoFields);
  if (typeof key === 'string') {
    if (!fields.includes(key))
      throw new MongoError(
        291,
        `error processing query: ns=${ns} planner returned error :: caused by :: unable to find index for $geoNear query`,
      );
    return key;
  }
  if (fields.length === 0)
    throw new MongoError(291, `$geoNear requires a 2d or 2dsphere index, but none were found (${ns})`);
  if (fields.length > 1)
    throw badValue(`There is more than one geo index on ${ns}; $geoNear needs a 'key' to choose one`);
  return fields[0] as string;
}

function setPath(doc: Doc, path: string, value: unknown): void {
  const parts = path.split('.');
  let cur = doc;
  for (const p of parts.slice(0, -1)) {
    if (!isPlainObject(cur[p])) cur[p] = {};
    cur = cur[p] as Doc;
  }
  cur[parts[parts.length - 1] as string] = value;
}

/**
 * Runs {$geoNear: {near, distanceField, spherical, key, query, minDistance, maxDistance,
 * distanceMultiplier, includeLocs}} over `find(query)`; returns copies sorted by distance.
 */
export function geoNearStage(
  spec: Doc,
  indexes: GeoIndexInfo[],
  ns: string,
  find: (filter: Doc) => Doc[],
  clone: (d: Doc) => Doc,
): Doc[] {
  if (typeof spec.distanceField !== 'string' || spec.distanceField.length === 0)
    throw badValue("$geoNear requires a 'distanceField' option as a String");
  const field = geoField(indexes, spec.key, ns);
  const center = parsePoint(spec.near);
  if (!center) throw badValue(`$geoNear 'near' must be a point: ${JSON.stringify(spec.near)}`);
  const metric: NearSpec['metric'] = isGeoJson(spec.near)
    ? 'meters'
    : spec.spherical === true
      ? 'radians'
      : 'flat';
  const near: NearSpec = {
    field,
    center,
    metric,
    min: spec.minDistance === undefined ? 0 : num(spec.minDistance, 'minDistance'),
    max: spec.maxDistance === undefined ? Infinity : num(spec.maxDistance, 'maxDistance'),
  };
  const multiplier =
    spec.distanceMultiplier === undefined ? 1 : num(spec.distanceMultiplier, 'distanceMultiplier');
  const query = isPlainObject(spec.query) ? spec.query : {};
  const hits: { doc: Doc; d: number }[] = [];
  for (const doc of find(query)) {
    const d = nearestDistance(doc, near);
    if (d !== undefined && d >= near.min && d <= near.max) hits.push({ doc, d });
  }
  hits.sort((a, b) => a.d - b.d);
  return hits.map(({ doc, d }) => {
    const out = clone(doc);
    setPath(out, spec.distanceField as string, d * multiplier);
    if (typeof spec.includeLocs === 'string') {
      const loc = pathValues(doc, field).find((v) => parsePoint(v) !== null);
      setPath(out, spec.includeLocs, loc);
    }
    return out;
  });
}
