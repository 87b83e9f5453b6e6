import { z } from 'zod';
import { routeGroup, routeList, type ApiRoute } from './route-types.js';

// The reference data the discovery pages read: the process catalogue, certifications and US geography, with
// supplier counts from the search index.

export const ProcessSchema = z.object({
  name: z.string(),
  slug: z.string(),
  category: z.string(),
  categorySlug: z.string(),
  subcategory: z.string().optional(),
  description: z.string(),
  whenToUse: z.string(),
  featured: z.boolean(),
});
export const ProcessListSchema = z.array(ProcessSchema);
export const ProcessCategoryListSchema = z.array(z.object({ name: z.string(), slug: z.string(), processCount: z.number().int() }));
const StateCountSchema = z.object({ state: z.string(), count: z.number().int() });
/** GET /api/catalogue/processes/{slug}: a process (with its reach by state) or a category (with its processes). */
export const ProcessOrCategorySchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('process'), process: ProcessSchema, supplierCount: z.number().int(), byState: z.array(StateCountSchema) }),
  z.object({
    kind: z.literal('category'),
    category: z.object({ name: z.string(), slug: z.string() }),
    processes: z.array(ProcessSchema.extend({ supplierCount: z.number().int() })),
    supplierCount: z.number().int(),
  }),
]);

export const CertificationSchema = z.object({
  slug: z.string(),
  name: z.string(),
  scheme: z.string(),
  meaning: z.string(),
  industries: z.array(z.string()),
  supplierCount: z.number().int(),
});
export const CertificationListSchema = z.array(CertificationSchema);

export const UsStateSchema = z.object({
  code: z.string(),
  name: z.string(),
  slug: z.string(),
  fips: z.string(),
  type: z.enum(['state', 'district', 'territory']),
});
const TopCapabilitySchema = z.object({ slug: z.string(), name: z.string(), count: z.number().int() });
export const StateListSchema = z.array(UsStateSchema.extend({ supplierCount: z.number().int() }));
export const StateDetailSchema = z.object({
  state: UsStateSchema.extend({ supplierCount: z.number().int() }),
  counties: z.array(z.object({ fips: z.string(), name: z.string(), slug: z.string(), supplierCount: z.number().int() })),
  topCapabilities: z.array(TopCapabilitySchema),
});
export const CountyDetailSchema = z.object({
  state: UsStateSchema,
  /** bbox: [minLng, minLat, maxLng, maxLat] */
  county: z.object({ fips: z.string(), name: z.string(), slug: z.string(), stateCode: z.string(), bbox: z.array(z.number()).length(4) }),
  supplierCount: z.number().int(),
  topCapabilities: z.array(TopCapabilitySchema),
});
const PositionSchema = z.array(z.number());
/** A drawn shape: a polygon's rings, or several polygons. */
export const DrawableGeometrySchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('Polygon'), coordinates: z.array(z.array(PositionSchema)) }),
  z.object({ type: z.literal('MultiPolygon'), coordinates: z.array(z.array(z.array(PositionSchema))) }),
]);
/** Drawable GeoJSON in screen pixels (the states in Albers USA, a state's counties fitted to a viewBox). */
export const DrawableCollectionSchema = z.object({
  type: z.literal('FeatureCollection'),
  projection: z.string(),
  viewBox: z.array(z.number()).length(4),
  features: z.array(z.object({ type: z.literal('Feature'), id: z.string(), properties: z.object({ name: z.string() }).loose(), geometry: DrawableGeometrySchema })),
});

export const CATALOGUE_API = routeGroup('catalogue', ['catalogue'], {
  listProcesses: { method: 'get', path: '/api/catalogue/processes', summary: 'Every manufacturing process (about 115), with category and whenToUse', tags: ['catalogue'], response: ProcessListSchema },
  listCategories: { method: 'get', path: '/api/catalogue/categories', summary: 'The process categories with process counts', tags: ['catalogue'], response: ProcessCategoryListSchema },
  getProcess: { method: 'get', path: '/api/catalogue/processes/{slug}', summary: 'A process (with supplier count by state) or a category (with its processes)', tags: ['catalogue'], response: ProcessOrCategorySchema },
});

export const CERTIFICATIONS_API = routeGroup('certifications', ['catalogue'], {
  list: { method: 'get', path: '/api/certifications', summary: 'Certifications with meaning, industries and supplier counts', tags: ['catalogue'], response: CertificationListSchema },
  get: { method: 'get', path: '/api/certifications/{slug}', summary: 'One certification', tags: ['catalogue'], response: CertificationSchema },
});

export const GEO_API = routeGroup('geo', ['geo'], {
  listStates: { method: 'get', path: '/api/geo/states', summary: '50 states, DC and territories with supplier counts', tags: ['geo'], response: StateListSchema },
  getState: { method: 'get', path: '/api/geo/states/{code}', summary: 'A state with its counties (supplier counts) and top capabilities', tags: ['geo'], response: StateDetailSchema },
  getStateCounty: { method: 'get', path: '/api/geo/states/{code}/counties/{countySlug}', summary: 'A county with supplier count and top capabilities', tags: ['geo'], response: CountyDetailSchema },
  listTopologyStates: { method: 'get', path: '/api/geo/topology/states', summary: 'GeoJSON of the states in Albers USA pixels (viewBox 0 0 975 610); ETag', tags: ['geo'], response: DrawableCollectionSchema },
  getTopologyCounty: { method: 'get', path: '/api/geo/topology/counties/{code}', summary: "GeoJSON of a state's counties with a fitted viewBox; ETag", tags: ['geo'], response: DrawableCollectionSchema },
});

export const REFERENCE_API_ROUTES: ApiRoute[] = [...routeList(CATALOGUE_API), ...routeList(CERTIFICATIONS_API), ...routeList(GEO_API)];
