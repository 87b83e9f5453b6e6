import type { ModelFacts, ModelWarning, SolidFacts } from '@forge/contract';
import { readBrep, type DeclaredUnit } from './brep.js';
import { flatPattern, parseDxf } from './dxf.js';
import { ModelReadError } from './errors.js';
import { measure, pieces, topology, weld, type Mesh } from './mesh.js';
import { orientedBox } from './oriented-box.js';
import { stockFit } from './stock.js';
import { flippedNormals, parseStl } from './stl.js';

/** Reads one model file into its facts (pure: bytes in, facts out; runs in the reader process). */
export type ModelFormat = ModelFacts['format'];

export const FORMAT_OF_EXTENSION: Record<string, ModelFormat> = { step: 'step', stp: 'step', iges: 'iges', igs: 'iges', stl: 'stl', dxf: 'dxf' };

/** Rows of an assembly's body list kept in the facts; the rest are counted. */
export const MAX_BODY_ROWS = 500;

export type Progress = (percent: number) => void;

const round = (n: number, digits = 4) => Number(n.toPrecision(digits));

function unitWarnings(unit: DeclaredUnit, format: ModelFormat): ModelWarning[] {
  if (unit === 'none') {
    return [
      {
        code: 'units-unknown',
        message:
          format === 'stl'
            ? 'STL files carry no unit: millimetres were assumed. Confirm the unit — if the part was drawn in inches, every size here is 25.4 times too small.'
            : 'The file declares no length unit: millimetres were assumed. Confirm the unit — if it was drawn in inches, every size here is 25.4 times too small.',
      },
    ];
  }
  if (unit === 'in' || unit === 'ft') {
    return [{ code: 'units-inch', message: `The model is drawn in ${unit === 'in' ? 'inches' : 'feet'}; sizes here are converted to mm. Confirm that the part is meant in ${unit === 'in' ? 'inches' : 'feet'}.` }];
  }
  return [];
}

function sizeWarnings(size: [number, number, number], assumedMm: boolean): ModelWarning[] {
  const longest = Math.max(...size);
  if (longest > 0 && longest < 1) return [{ code: 'units-suspect', message: `The part is only ${round(longest, 3)} mm long: the unit is probably wrong (metres or inches saved as mm?). Confirm the unit.` }];
  if (assumedMm && longest > 5000) return [{ code: 'units-suspect', message: `The part would be ${round(longest / 1000, 3)} m long: the unit is probably wrong. Confirm the unit.` }];
  return [];
}

/**
 * An STL has no bodies, only triangles: each connected piece counts as a body (a print plate of several parts).
 * Past MAX_STL_PIECES pieces (a shattered mesh) it stays one body.
 */
const MAX_STL_PIECES = 2000;
function stlBodies(positions: Float32Array, name: string): { name: string; meshes: Mesh[]; faces: null }[] {
  const { corners, points } = weld([{ positions }]);
  const { labels, count } = pieces(corners, points.length / 3);
  if (count <= 1 || count > MAX_STL_PIECES) return [{ name, meshes: [{ positions }], faces: null }];
  const sizes = new Int32Array(count);
  for (const label of labels) sizes[label]!++;
  const parts = Array.from(sizes, (n) => new Float32Array(n * 9));
  const filled = new Int32Array(count);
  for (let t = 0; t < labels.length; t++) {
    const label = labels[t]!;
    parts[label]!.set(positions.subarray(t * 9, t * 9 + 9), filled[label]! * 9);
    filled[label]!++;
  }
  // a piece facing inward is a void inside another piece (or the file is inside out): then it is one body
  if (parts.some((p) => measure([{ positions: p }]).volumeMm3 <= 0)) return [{ name, meshes: [{ positions }], faces: null }];
  // one name for every piece, so identical pieces are one row with a count
  return parts.map((p) => ({ name, meshes: [{ positions: p }], faces: null }));
}

function concat(parts: Float64Array[]): Float64Array {
  const out = new Float64Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}

/** Box, volume, area, stock and the mesh checks of one or more bodies. */
function solidFacts(bodies: { name: string; meshes: Mesh[]; faces: number | null }[], flipped: number, warnings: ModelWarning[]): SolidFacts {
  const all = bodies.flatMap((b) => b.meshes);
  const whole = { ...measure(all), boundaryEdges: 0, nonManifoldEdges: 0, misorientedEdges: 0, shells: 0 };
  // each body is checked on its own: bodies of an assembly may touch without the mesh being broken
  const bodyPoints: Float64Array[] = [];
  for (const body of bodies) {
    const welded = weld(body.meshes);
    bodyPoints.push(welded.points);
    const t = topology(welded.corners, welded.points.length / 3);
    whole.boundaryEdges += t.boundaryEdges;
    whole.nonManifoldEdges += t.nonManifoldEdges;
    whole.misorientedEdges += t.misorientedEdges;
    whole.shells += t.shells;
  }
  const points = bodyPoints.length === 1 ? bodyPoints[0]! : concat(bodyPoints);
  const box = orientedBox(points);
  const volume = whole.volumeMm3;
  if (volume < 0) warnings.push({ code: 'inside-out', message: 'The surface faces inward (inside out): its volume came out negative and is shown as positive. Flip the normals before manufacturing.' });
  if (whole.boundaryEdges > 0) warnings.push({ code: 'open-mesh', message: `The surface is not closed: ${whole.boundaryEdges} edges belong to one triangle only (holes). Volume and mass are approximate; repair the model for a reliable quote.` });
  if (whole.nonManifoldEdges > 0) warnings.push({ code: 'non-manifold', message: `${whole.nonManifoldEdges} edges are shared by more than two triangles (non-manifold); the model needs repair.` });
  if (flipped > 0) warnings.push({ code: 'flipped-normals', message: `${flipped} triangles have a stated normal pointing against their corner order (flipped normals).` });
  if (whole.misorientedEdges > 0) warnings.push({ code: 'misoriented', message: `${whole.misorientedEdges} edges join triangles facing opposite ways: some triangles are flipped.` });
  const groups = new Map<string, SolidFacts['bodyList'][number]>();
  for (const [i, body] of bodies.entries()) {
    const m = measure(body.meshes);
    const size = orientedBox(bodyPoints[i]!).size;
    const key = [body.name, round(Math.abs(m.volumeMm3), 6), ...size.map((s) => round(s, 6)), body.faces].join('|');
    const seen = groups.get(key);
    if (seen) seen.count++;
    else groups.set(key, { name: body.name, count: 1, volumeMm3: Math.abs(m.volumeMm3), surfaceAreaMm2: m.areaMm2, size, faces: body.faces, triangles: m.triangles });
  }
  const bodyList = [...groups.values()].sort((a, b) => b.volumeMm3 * b.count - a.volumeMm3 * a.count);
  if (bodies.length > 1) {
    warnings.push({ code: 'many-bodies', message: `An assembly of ${bodies.length} bodies (${groups.size} different): the list below gives each body; box, volume and stock cover the whole.` });
  }
  const boxSize: [number, number, number] = [whole.box.max[0] - whole.box.min[0], whole.box.max[1] - whole.box.min[1], whole.box.max[2] - whole.box.min[2]];
  return {
    bodies: bodies.length,
    faces: bodies.every((b) => b.faces === null) ? null : bodies.reduce((sum, b) => sum + (b.faces ?? 0), 0),
    triangles: whole.triangles,
    boundingBox: { min: whole.box.min, max: whole.box.max, size: boxSize },
    orientedBox: { size: box.size, axes: box.axes, volumeMm3: box.volumeMm3 },
    volumeMm3: Math.abs(volume),
    surfaceAreaMm2: whole.areaMm2,
    mesh: {
      closed: whole.boundaryEdges === 0 && whole.nonManifoldEdges === 0,
      boundaryEdges: whole.boundaryEdges,
      nonManifoldEdges: whole.nonManifoldEdges,
      misorientedEdges: whole.misorientedEdges,
      flippedNormals: flipped,
      shells: whole.shells,
    },
    stock: stockFit(box, points),
    bodyList: bodyList.slice(0, MAX_BODY_ROWS),
    bodiesOmitted: Math.max(0, bodyList.length - MAX_BODY_ROWS),
  };
}

export async function readModel(format: ModelFormat, bytes: Uint8Array, fileName: string, progress: Progress = () => undefined): Promise<ModelFacts> {
  const started = performance.now();
  const warnings: ModelWarning[] = [];
  let unit: DeclaredUnit;
  let solid: SolidFacts | null = null;
  let flat: ModelFacts['flat'] = null;
  progress(5);
  if (format === 'stl') {
    const stl = parseStl(bytes, fileName);
    progress(40);
    unit = 'none';
    warnings.push(...unitWarnings(unit, format));
    solid = solidFacts(stlBodies(stl.positions, fileName.replace(/\.[^.]+$/, '')), flippedNormals(stl), warnings);
  } else if (format === 'step' || format === 'iges') {
    const { result, unit: declared } = await readBrep(format, bytes, fileName);
    progress(60);
    unit = declared;
    warnings.push(...unitWarnings(unit, format));
    const bodies = result.meshes.map((m, i) => ({
      name: m.name || `Body ${i + 1}`,
      meshes: [{ positions: m.attributes.position.array, indices: m.index.array }],
      faces: m.brep_faces.length,
    }));
    solid = solidFacts(bodies, 0, warnings);
  } else if (format === 'dxf') {
    const text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('utf8');
    if (text.startsWith('AutoCAD Binary DXF')) throw new ModelReadError('unsupported', `"${fileName}" is a binary DXF; save it as ASCII DXF to have it read.`);
    const dxf = parseDxf(text, fileName);
    progress(50);
    const read = flatPattern(dxf, fileName);
    unit = read.unit;
    warnings.push(...unitWarnings(unit, format), ...read.warnings);
    flat = read.flat;
  } else {
    throw new ModelReadError('unsupported', `"${fileName}" is not a model format this reader knows.`);
  }
  if (solid) warnings.push(...sizeWarnings(solid.orientedBox.size, unit === 'none'));
  progress(95);
  return { format, units: { declared: unit, assumedMm: unit === 'none' }, solid, flat, warnings, readMs: Math.round(performance.now() - started) };
}
