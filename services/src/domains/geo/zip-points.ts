import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/** A ZIP code's centroid, city and state: enough to measure distances from it. */
export interface ZipPoint {
  zip: string;
  city: string;
  stateCode: string;
  lat: number;
  lng: number;
}

let points: Map<string, ZipPoint> | undefined;

/**
 * Where a US ZIP code is (the `cities` package's Census centroids, as `zipPlaces()` reads them), without placing
 * every ZIP in its county: a fraction of zipPlaces()'s cost for callers that only measure distances.
 */
export function zipPoint(zip: string): ZipPoint | null {
  if (!points) {
    const raw = JSON.parse(readFileSync(require.resolve('cities/locations.json'), 'utf8')) as { zipcode: string; state_abbr: string; latitude: string; longitude: string; city: string }[];
    points = new Map();
    for (const row of raw) {
      const lat = Number(row.latitude);
      const lng = Number(row.longitude);
      if (!/^\d{5}$/.test(row.zipcode) || !Number.isFinite(lat) || !Number.isFinite(lng)) continue;
      const city = row.city === row.city.toUpperCase() ? row.city.toLowerCase().replace(/\b[a-z]/g, (c) => c.toUpperCase()) : row.city;
      points.set(row.zipcode, { zip: row.zipcode, city, stateCode: row.state_abbr, lat, lng });
    }
  }
  return points.get(zip.trim()) ?? null;
}

export const EARTH_MILES = 3958.8;
export const RAD = Math.PI / 180;

/** Great-circle distance in miles (positional: the search index calls it per hit without allocating). */
export function haversineMiles(lat1: number, lng1: number, lat2: number, lng2: number): number {
  const dLat = (lat2 - lat1) * RAD;
  const dLng = (lng2 - lng1) * RAD;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(lat1 * RAD) * Math.cos(lat2 * RAD) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_MILES * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Great-circle distance in miles. */
export function milesBetween(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  return haversineMiles(a.lat, a.lng, b.lat, b.lng);
}
