import { EARTH_MILES, RAD } from '../../geo/zip-points.js';
import type { SupplierColumns } from './columns.js';
import type { SearchParams } from './types.js';

/** [minLat, maxLat, minLng, maxLng], degrees: every point within a radius lies inside. */
export type LatLngBox = readonly [number, number, number, number];

/** The box around a radius search (null without one); the same windows as nearTest's first check. */
export function radiusBox(params: SearchParams): LatLngBox | null {
  if (!params.near || params.radiusMiles === undefined) return null;
  const { latWindow, lngWindow } = windows(params.near.lat, params.radiusMiles);
  return [params.near.lat - latWindow, params.near.lat + latWindow, params.near.lng - lngWindow, params.near.lng + lngWindow];
}

function windows(lat: number, radius: number): { latWindow: number; lngWindow: number } {
  return { latWindow: radius / 69, lngWindow: radius / (69 * Math.max(0.05, Math.cos(lat * RAD))) };
}

/** Keeps a row when it lies within the radius (if any) and records its distance; false drops the row. */
export type NearTest = (row: number) => boolean;

/**
 * The distance filter of a search near a point: a latitude/longitude window first (cheap), then the
 * equirectangular distance, exact enough at the scale of a search radius. Distances land in `distance`.
 */
export function nearTest(params: SearchParams, columns: SupplierColumns, distance: Float64Array): NearTest | null {
  const near = params.near;
  if (!near) return null;
  const radius = params.radiusMiles;
  const nearLat = near.lat * RAD;
  const nearLng = near.lng * RAD;
  const lats = columns.lat;
  const lngs = columns.lng;
  if (radius === undefined) {
    return (row) => {
      const lat = lats[row]!;
      const x = (lngs[row]! * RAD - nearLng) * Math.cos((lat * RAD + nearLat) / 2);
      const y = lat * RAD - nearLat;
      distance[row] = EARTH_MILES * Math.sqrt(x * x + y * y);
      return true;
    };
  }
  const { latWindow, lngWindow } = windows(near.lat, radius);
  return (row) => {
    const lat = lats[row]!;
    const lng = lngs[row]!;
    if (Math.abs(lat - near.lat) > latWindow || Math.abs(lng - near.lng) > lngWindow) return false;
    const x = (lng * RAD - nearLng) * Math.cos((lat * RAD + nearLat) / 2);
    const y = lat * RAD - nearLat;
    const d = EARTH_MILES * Math.sqrt(x * x + y * y);
    if (d > radius) return false;
    distance[row] = d;
    return true;
  };
}
