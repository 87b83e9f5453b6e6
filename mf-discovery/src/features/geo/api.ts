import { z } from 'zod';
import { useApiQuery } from '../common';

export const stateSchema = z.object({
  code: z.string(),
  name: z.string(),
  slug: z.string(),
  fips: z.string(),
  type: z.string(),
  supplierCount: z.number().int().nonnegative(),
});
export type UsState = z.infer<typeof stateSchema>;

export const countySchema = z.object({
  fips: z.string(),
  name: z.string(),
  slug: z.string(),
  supplierCount: z.number().int().nonnegative().optional().default(0),
});
export type County = z.infer<typeof countySchema>;

export const capabilityCountSchema = z.object({ slug: z.string(), name: z.string(), count: z.number() });
export type CapabilityCount = z.infer<typeof capabilityCountSchema>;

export const stateDetailSchema = z.object({
  state: stateSchema,
  counties: z.array(countySchema),
  topCapabilities: z.array(capabilityCountSchema),
});
export type StateDetail = z.infer<typeof stateDetailSchema>;

export const countyDetailSchema = z.object({
  // The county answer names its state without the state's own count.
  state: stateSchema.extend({ supplierCount: z.number().int().nonnegative().optional().default(0) }),
  county: countySchema,
  supplierCount: z.number(),
  topCapabilities: z.array(capabilityCountSchema),
});
export type CountyDetail = z.infer<typeof countyDetailSchema>;

const position = z.array(z.number());
const geometrySchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('Polygon'), coordinates: z.array(z.array(position)) }),
  z.object({ type: z.literal('MultiPolygon'), coordinates: z.array(z.array(z.array(position))) }),
]);
export type Geometry = z.infer<typeof geometrySchema>;

export const featureCollectionSchema = z.object({
  type: z.literal('FeatureCollection'),
  /** Set when the coordinates are already projected (us-atlas's albers-usa, 975×610 space). */
  projection: z.string().optional(),
  viewBox: z.tuple([z.number(), z.number(), z.number(), z.number()]).optional(),
  features: z.array(
    z.object({
      type: z.literal('Feature'),
      id: z.union([z.string(), z.number()]).transform(String),
      properties: z.object({ name: z.string() }).loose(),
      geometry: geometrySchema.nullable(),
    }),
  ),
});
export type FeatureCollection = z.infer<typeof featureCollectionSchema>;
export type Feature = FeatureCollection['features'][number];

export const geoApi = {
  states: '/api/geo/states',
  state: (code: string) => `/api/geo/states/${code.toUpperCase()}`,
  county: (code: string, countySlug: string) =>
    `/api/geo/states/${code.toUpperCase()}/counties/${encodeURIComponent(countySlug.toLowerCase())}`,
  stateTopology: '/api/geo/topology/states',
  countyTopology: (code: string) => `/api/geo/topology/counties/${code.toUpperCase()}`,
};

export const useStates = () => useApiQuery(geoApi.states, z.array(stateSchema));
export const useStateDetail = (code: string | null) =>
  useApiQuery(code ? geoApi.state(code) : null, stateDetailSchema);
export const useCountyDetail = (code: string, countySlug: string) =>
  useApiQuery(geoApi.county(code, countySlug), countyDetailSchema);
export const useStateTopology = () => useApiQuery(geoApi.stateTopology, featureCollectionSchema);
export const useCountyTopology = (code: string | null) =>
  useApiQuery(code ? geoApi.countyTopology(code) : null, featureCollectionSchema);

/** Finds a state by its slug (`new-york`) or code (`NY`), case-insensitively. */
export function findState(states: UsState[] | undefined, slugOrCode: string): UsState | undefined {
  const key = slugOrCode.toLowerCase();
  return states?.find((s) => s.slug === key || s.code.toLowerCase() === key);
}
