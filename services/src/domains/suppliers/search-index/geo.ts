import { EARTH_MILES, RAD } from '../../geo/zip-points.js';
import type { SupplierColumns } from './columns.js';
import type { SearchParams } from './types.js';

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
  const cosNear = Math.cos(nearLat);
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
  const latWindow = radius / 69;
  const lngWindow = radius / (69 * Math.max(0.05, cosNear));
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
