import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { geo, pointInCounty, type County } from './atlas.js';

const require = createRequire(import.meta.url);

export interface ZipPlace {
  zip: string;
  city: string;
  stateCode: string;
  countyFips: string;
  lat: number;
  lng: number;
}

interface RawLocation {
  zipcode: string;
  state_abbr: string;
  latitude: string;
  longitude: string;
  city: string;
}

let cached: { byZip: Map<string, ZipPlace>; byCounty: Map<string, ZipPlace[]>; byState: Map<string, ZipPlace[]> } | undefined;

/**
 * Real ZIP codes with city names and centroids (the `cities` package, from Census gazetteer data), each placed in
 * its us-atlas county by point-in-polygon. ZIPs whose centroid falls outside every county of their state (coastal
 * points lost by the simplified outlines) are left out.
 */
export function zipPlaces() {
  if (cached) return cached;
  const raw = JSON.parse(readFileSync(require.resolve('cities/locations.json'), 'utf8')) as RawLocation[];
  const g = geo();
  const byZip = new Map<string, ZipPlace>();
  const byCounty = new Map<string, ZipPlace[]>();
  const byState = new Map<string, ZipPlace[]>();
  let lastCounty: County | undefined;
  for (const row of raw) {
    const lat = Number(row.latitude);
    const lng = Number(row.longitude);
    if (!/^\d{5}$/.test(row.zipcode) || !Number.isFinite(lat) || !Number.isFinite(lng) || !g.stateByCode.has(row.state_abbr)) continue;
    // rows are sorted by ZIP, so neighbours usually share a county
    const county =
      lastCounty && lastCounty.stateCode === row.state_abbr && pointInCounty(lng, lat, lastCounty)
        ? lastCounty
        : g.countyForPoint(lng, lat, row.state_abbr);
    if (!county) continue;
    lastCounty = county;
    const place: ZipPlace = { zip: row.zipcode, city: titleCase(row.city), stateCode: row.state_abbr, countyFips: county.fips, lat, lng };
    byZip.set(place.zip, place);
    push(byCounty, county.fips, place);
    push(byState, place.stateCode, place);
  }
  cached = { byZip, byCounty, byState };
  return cached;
}

function push<K, V>(map: Map<K, V[]>, key: K, value: V) {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

function titleCase(city: string): string {
  if (city !== city.toUpperCase()) return city;
  return city.toLowerCase().replace(/\b[a-z]/g, (c) => c.toUpperCase());
}
