import { z } from 'zod';
import type { ApiRoute } from './route-types.js';

/** Model files read by the worker (issue 43): what a STEP, IGES, STL or DXF says about the part. Lengths in mm. */
export const CAD_MODEL_EXTENSIONS = ['step', 'stp', 'iges', 'igs', 'stl', 'dxf'] as const;
/** The largest model the reader opens (the same as an RFQ file's limit). */
export const CAD_MAX_BYTES = 50 * 1024 * 1024;

const Vec3Schema = z.tuple([z.number(), z.number(), z.number()]);

export const ModelWarningSchema = z.object({
  /** units-unknown, units-inch, open-mesh, flipped-normals, inside-out, non-manifold, open-contours, many-bodies, … */
  code: z.string(),
  message: z.string(),
});
export type ModelWarning = z.infer<typeof ModelWarningSchema>;

export const StockSizeSchema = z.object({
  /** Inches: plate [thickness, width, length], bar [width, height, length], round [diameter, length]. */
  sizeIn: z.array(z.number()),
  /** False past the largest standard size (then a custom size rounded up to 1/2 in). */
  standard: z.boolean(),
  volumeMm3: z.number(),
});

export const BodyFactsSchema = z.object({
  name: z.string(),
  /** Identical bodies (same name, volume and box) are one row with a count. */
  count: z.number().int(),
  volumeMm3: z.number(),
  surfaceAreaMm2: z.number(),
  /** Oriented box, longest first. */
  size: Vec3Schema,
  faces: z.number().int().nullable(),
  triangles: z.number().int(),
});

export const SolidFactsSchema = z.object({
  bodies: z.number().int(),
  /** B-rep faces (STEP/IGES); null for a mesh (STL). */
  faces: z.number().int().nullable(),
  triangles: z.number().int(),
  boundingBox: z.object({ min: Vec3Schema, max: Vec3Schema, size: Vec3Schema }),
  orientedBox: z.object({ size: Vec3Schema, axes: z.tuple([Vec3Schema, Vec3Schema, Vec3Schema]), volumeMm3: z.number() }),
  volumeMm3: z.number(),
  surfaceAreaMm2: z.number(),
  /** Mesh checks: edges on one triangle (holes), on three or more, and neighbours facing opposite ways. */
  mesh: z.object({ closed: z.boolean(), boundaryEdges: z.number().int(), nonManifoldEdges: z.number().int(), misorientedEdges: z.number().int(), flippedNormals: z.number().int(), shells: z.number().int() }),
  stock: z.object({ plate: StockSizeSchema, bar: StockSizeSchema, round: StockSizeSchema, smallest: z.enum(['plate', 'bar', 'round']) }),
  /** Per body (assemblies); at most 500 rows, `bodiesOmitted` counts the rest. */
  bodyList: z.array(BodyFactsSchema),
  bodiesOmitted: z.number().int(),
});
export type SolidFacts = z.infer<typeof SolidFactsSchema>;

export const FlatPatternFactsSchema = z.object({
  /** Width and height of the outer contour (or of all cut geometry when no contour closes). */
  outerSize: z.tuple([z.number(), z.number()]),
  cutLengthMm: z.number(),
  /** One per closed contour and per open chain. */
  pierces: z.number().int(),
  /** Outer contour minus its holes. */
  areaMm2: z.number(),
  contours: z.number().int(),
  openContours: z.number().int(),
  bendLines: z.array(z.object({ lengthMm: z.number(), layer: z.string() })),
  entities: z.number().int(),
});
export type FlatPatternFacts = z.infer<typeof FlatPatternFactsSchema>;

export const ModelFactsSchema = z.object({
  format: z.enum(['step', 'iges', 'stl', 'dxf']),
  /** What the file declares; every length here is converted to mm. `assumed`: it declared none, mm was assumed. */
  units: z.object({ declared: z.enum(['mm', 'cm', 'm', 'in', 'ft', 'none']), assumedMm: z.boolean() }),
  solid: SolidFactsSchema.nullable(),
  flat: FlatPatternFactsSchema.nullable(),
  warnings: z.array(ModelWarningSchema),
  readMs: z.number(),
});
export type ModelFacts = z.infer<typeof ModelFactsSchema>;

export const ModelMassSchema = z.object({
  /** The line's material text, and the table entry it matched. */
  material: z.string(),
  matched: z.string(),
  densityGPerCm3: z.number(),
  partKg: z.number(),
  /** Mass of each stock shape before machining. */
  stockKg: z.object({ plate: z.number(), bar: z.number(), round: z.number() }).nullable(),
  source: z.string(),
});

/** A process that could make the part, with the reasons from geometry and material (rules in cad/process-fit.ts). */
export const ProcessFitSchema = z.object({
  /** Catalogue process slug. */
  process: z.string(),
  name: z.string(),
  fit: z.enum(['good', 'possible', 'no']),
  reasons: z.array(z.string()),
});
export type ProcessFit = z.infer<typeof ProcessFitSchema>;

export const ModelStatusSchema = z.enum(['queued', 'reading', 'ready', 'failed', 'not-a-model']);

export const FileModelFactsSchema = z.object({
  fileId: z.string(),
  name: z.string(),
  status: ModelStatusSchema,
  /** 0–100 while reading. */
  progress: z.number(),
  /** Why reading failed, as a sentence for the user (the file stays attached and downloadable). */
  error: z.string().nullable(),
  facts: ModelFactsSchema.nullable(),
  /** For the line's material; null with `massNote` saying why when there is no volume or no known material. */
  mass: ModelMassSchema.nullable(),
  massNote: z.string().nullable(),
  /** Empty until the facts are ready. */
  processFit: z.array(ProcessFitSchema),
  updatedAt: z.string(),
});
export type FileModelFacts = z.infer<typeof FileModelFactsSchema>;

export const CAD_API_ROUTES: ApiRoute[] = [
  {
    id: 'rfqs.getFileModel',
    method: 'get',
    path: '/api/rfqs/{id}/files/{fileId}/model',
    summary: "What the worker read from an RFQ's model file (STEP, IGES, STL, DXF): box, volume, area, stock, mass, flat pattern; same access as the file",
    tags: ['rfqs'],
    auth: true,
    response: FileModelFactsSchema,
  },
];
