import dxfParserModule, { type DxfParser as DxfParserClass, type IArcEntity, type ICircleEntity, type IDxf, type IEllipseEntity, type IEntity, type ILineEntity, type ILwpolylineEntity, type ISplineEntity } from 'dxf-parser';
import type { FlatPatternFacts, ModelWarning } from '@forge/contract';
import type { DeclaredUnit } from './brep.js';
import { ModelReadError } from './errors.js';

/**
 * A DXF flat pattern (dxf-parser reads the file): the cut geometry chained into contours, then outer size, cut
 * length, pierces (one per contour), net area and bend lines. Bend lines are told by their layer or line type
 * ("BEND", "IV_BEND_DOWN", …); dimensions, text and title-block layers are not cut.
 */
type P = [number, number];
interface Piece {
  points: P[];
  length: number;
  closed: boolean;
}

// dxf-parser is CommonJS: at run time its default export is the parser class itself
const DxfParser = dxfParserModule as unknown as typeof DxfParserClass;

const NOT_CUT_LAYER = /dim|text|note|title|border|frame|anno|sheet|logo|tangent|arc_center|feature_profile|tool_center/i;
const BEND = /bend/i;
const NOT_CUT_TYPES = new Set(['TEXT', 'MTEXT', 'DIMENSION', 'POINT', 'ATTDEF', 'ATTRIB', 'SOLID', '3DFACE', 'HATCH', 'LEADER', 'INSERT', 'VIEWPORT']);
const UNITS: Record<number, { unit: DeclaredUnit; mm: number }> = { 1: { unit: 'in', mm: 25.4 }, 2: { unit: 'ft', mm: 304.8 }, 4: { unit: 'mm', mm: 1 }, 5: { unit: 'cm', mm: 10 }, 6: { unit: 'm', mm: 1000 } };

const dist = (a: P, b: P) => Math.hypot(a[0] - b[0], a[1] - b[1]);
const pathLength = (pts: P[]) => pts.reduce((sum, p, i) => (i === 0 ? 0 : sum + dist(pts[i - 1]!, p)), 0);

function arcPoints(cx: number, cy: number, r: number, start: number, sweep: number): P[] {
  const steps = Math.max(4, Math.ceil((Math.abs(sweep) / (2 * Math.PI)) * 72));
  return Array.from({ length: steps + 1 }, (_, i) => {
    const a = start + (sweep * i) / steps;
    return [cx + r * Math.cos(a), cy + r * Math.sin(a)] as P;
  });
}

/** A polyline with bulges: each bulged segment is an arc of included angle 4·atan(bulge). */
function polylinePoints(vertices: { x: number; y: number; bulge?: number }[], closed: boolean): P[] {
  const out: P[] = [];
  const n = vertices.length;
  const segments = closed ? n : n - 1;
  for (let i = 0; i < segments; i++) {
    const a = vertices[i]!, b = vertices[(i + 1) % n]!;
    const bulge = a.bulge ?? 0;
    if (out.length === 0) out.push([a.x, a.y]);
    if (Math.abs(bulge) < 1e-12) {
      out.push([b.x, b.y]);
      continue;
    }
    const sweep = 4 * Math.atan(bulge);
    const chord = Math.hypot(b.x - a.x, b.y - a.y);
    const r = chord / (2 * Math.sin(Math.abs(sweep) / 2));
    // centre: on the chord's perpendicular bisector, on the side the bulge's sign says
    const mx = (a.x + b.x) / 2, my = (a.y + b.y) / 2;
    const h = Math.sqrt(Math.max(0, r * r - (chord / 2) ** 2)) * Math.sign(bulge) * (Math.abs(sweep) > Math.PI ? -1 : 1);
    const cx = mx - (h * (b.y - a.y)) / chord, cy = my + (h * (b.x - a.x)) / chord;
    const start = Math.atan2(a.y - cy, a.x - cx);
    out.push(...arcPoints(cx, cy, r, start, sweep).slice(1));
  }
  if (n === 1) out.push([vertices[0]!.x, vertices[0]!.y]);
  return out;
}

/** De Boor evaluation of a (non-rational) B-spline; fit points when the file gives only those. */
function splinePoints(s: ISplineEntity): P[] {
  const ctrl = s.controlPoints ?? [];
  const knots = s.knotValues ?? [];
  const degree = s.degreeOfSplineCurve ?? 3;
  if (ctrl.length < degree + 1 || knots.length !== ctrl.length + degree + 1) return (s.fitPoints ?? ctrl).map((p) => [p.x, p.y] as P);
  const lo = knots[degree]!, hi = knots[ctrl.length]!;
  const samples = Math.max(16, ctrl.length * 8);
  const out: P[] = [];
  for (let i = 0; i <= samples; i++) {
    const t = Math.min(lo + ((hi - lo) * i) / samples, hi - 1e-12 * Math.max(1, Math.abs(hi)));
    let k = degree;
    while (k < ctrl.length - 1 && knots[k + 1]! <= t) k++;
    const d = Array.from({ length: degree + 1 }, (_, j) => [ctrl[j + k - degree]!.x, ctrl[j + k - degree]!.y] as P);
    for (let r = 1; r <= degree; r++) {
      for (let j = degree; j >= r; j--) {
        const denom = knots[j + 1 + k - r]! - knots[j + k - degree]!;
        const alpha = denom === 0 ? 0 : (t - knots[j + k - degree]!) / denom;
        d[j] = [(1 - alpha) * d[j - 1]![0] + alpha * d[j]![0], (1 - alpha) * d[j - 1]![1] + alpha * d[j]![1]];
      }
    }
    out.push(d[degree]!);
  }
  return out;
}

function pieceOf(e: IEntity): Piece | null {
  switch (e.type) {
    case 'LINE': {
      const [a, b] = (e as ILineEntity).vertices;
      if (!a || !b) return null;
      const pts: P[] = [[a.x, a.y], [b.x, b.y]];
      return { points: pts, length: dist(pts[0]!, pts[1]!), closed: false };
    }
    case 'CIRCLE': {
      const c = e as ICircleEntity;
      return { points: arcPoints(c.center.x, c.center.y, c.radius, 0, 2 * Math.PI), length: 2 * Math.PI * c.radius, closed: true };
    }
    case 'ARC': {
      const a = e as IArcEntity;
      let sweep = a.endAngle - a.startAngle;
      while (sweep <= 0) sweep += 2 * Math.PI;
      return { points: arcPoints(a.center.x, a.center.y, a.radius, a.startAngle, sweep), length: a.radius * sweep, closed: false };
    }
    case 'ELLIPSE': {
      const el = e as IEllipseEntity;
      const mx = el.majorAxisEndPoint.x, my = el.majorAxisEndPoint.y;
      const major = Math.hypot(mx, my), minor = major * el.axisRatio, rot = Math.atan2(my, mx);
      let sweep = el.endAngle - el.startAngle;
      while (sweep <= 0) sweep += 2 * Math.PI;
      const steps = Math.max(8, Math.ceil((sweep / (2 * Math.PI)) * 144));
      const pts = Array.from({ length: steps + 1 }, (_, i) => {
        const t = el.startAngle + (sweep * i) / steps;
        const x = major * Math.cos(t), y = minor * Math.sin(t);
        return [el.center.x + x * Math.cos(rot) - y * Math.sin(rot), el.center.y + x * Math.sin(rot) + y * Math.cos(rot)] as P;
      });
      return { points: pts, length: pathLength(pts), closed: Math.abs(sweep - 2 * Math.PI) < 1e-9 };
    }
    case 'LWPOLYLINE':
    case 'POLYLINE': {
      const pl = e as ILwpolylineEntity;
      if (!pl.vertices?.length) return null;
      const pts = polylinePoints(pl.vertices, Boolean(pl.shape));
      return { points: pts, length: pathLength(pts), closed: Boolean(pl.shape) };
    }
    case 'SPLINE': {
      const pts = splinePoints(e as ISplineEntity);
      if (pts.length < 2) return null;
      return { points: pts, length: pathLength(pts), closed: Boolean((e as ISplineEntity).closed) };
    }
    default:
      return null;
  }
}

/** Joins open pieces end to end into chains; a chain that returns to its start is a closed contour. */
function chain(pieces: Piece[], tol: number): Piece[] {
  const key = (p: P) => `${Math.round(p[0] / tol)},${Math.round(p[1] / tol)}`;
  const closed = pieces.filter((p) => p.closed);
  const open = pieces.filter((p) => !p.closed);
  const used = new Uint8Array(open.length);
  const ends = new Map<string, number[]>();
  open.forEach((p, i) => {
    for (const end of [p.points[0]!, p.points[p.points.length - 1]!]) {
      const k = key(end);
      const list = ends.get(k);
      if (list) list.push(i);
      else ends.set(k, [i]);
    }
  });
  const take = (at: P): Piece | null => {
    for (const i of ends.get(key(at)) ?? []) {
      if (used[i]) continue;
      used[i] = 1;
      const p = open[i]!;
      return dist(p.points[0]!, at) <= dist(p.points[p.points.length - 1]!, at) ? p : { ...p, points: p.points.slice().reverse() };
    }
    return null;
  };
  for (let i = 0; i < open.length; i++) {
    if (used[i]) continue;
    used[i] = 1;
    let pts = open[i]!.points.slice();
    let length = open[i]!.length;
    for (let next = take(pts[pts.length - 1]!); next; next = take(pts[pts.length - 1]!)) {
      pts = pts.concat(next.points.slice(1));
      length += next.length;
      if (dist(pts[0]!, pts[pts.length - 1]!) <= tol) break;
    }
    if (dist(pts[0]!, pts[pts.length - 1]!) > tol) {
      for (let prev = take(pts[0]!); prev; prev = take(pts[0]!)) {
        pts = prev.points.slice().reverse().concat(pts.slice(1));
        length += prev.length;
      }
    }
    closed.push({ points: pts, length, closed: pts.length > 2 && dist(pts[0]!, pts[pts.length - 1]!) <= tol });
  }
  return closed;
}

const signedArea = (pts: P[]) => pts.reduce((sum, p, i) => { const q = pts[(i + 1) % pts.length]!; return sum + (p[0] * q[1] - q[0] * p[1]); }, 0) / 2;

function inside(pt: P, poly: P[]): boolean {
  let c = false;
  for (let i = 0, j = poly.length - 1; i < poly.length; j = i++) {
    const a = poly[i]!, b = poly[j]!;
    if (a[1] > pt[1] !== b[1] > pt[1] && pt[0] < ((b[0] - a[0]) * (pt[1] - a[1])) / (b[1] - a[1]) + a[0]) c = !c;
  }
  return c;
}

export function parseDxf(text: string, fileName: string): IDxf {
  if (!text.trim()) throw new ModelReadError('empty', `"${fileName}" is empty.`);
  if (!/\n\s*EOF\s*$/.test(text.slice(-64))) throw new ModelReadError('truncated', `"${fileName}" does not end with "EOF": the DXF was cut short. Save or upload it again.`);
  let dxf: IDxf | null;
  try {
    dxf = new DxfParser().parseSync(text);
  } catch (error) {
    throw new ModelReadError('corrupt', `"${fileName}" could not be read as DXF: ${(error as Error).message}. Save it again as ASCII DXF.`);
  }
  if (!dxf) throw new ModelReadError('corrupt', `"${fileName}" could not be read as DXF.`);
  return dxf;
}

export function flatPattern(dxf: IDxf, fileName: string): { flat: FlatPatternFacts; unit: DeclaredUnit; warnings: ModelWarning[] } {
  const warnings: ModelWarning[] = [];
  const insunits = Number((dxf.header as Record<string, unknown> | undefined)?.['$INSUNITS'] ?? 0);
  const units = UNITS[insunits];
  const mm = units?.mm ?? 1;
  const cut: Piece[] = [];
  const bends: { lengthMm: number; layer: string }[] = [];
  let inserts = 0;
  const entities = dxf.entities ?? [];
  for (const e of entities) {
    if (e.type === 'INSERT') inserts++;
    if (NOT_CUT_TYPES.has(e.type) || e.inPaperSpace) continue;
    const piece = pieceOf(e);
    if (!piece) continue;
    if (BEND.test(e.layer ?? '') || BEND.test(e.lineType ?? '')) {
      bends.push({ lengthMm: piece.length * mm, layer: e.layer ?? '' });
      continue;
    }
    if (NOT_CUT_LAYER.test(e.layer ?? '') || /center|hidden|phantom/i.test(e.lineType ?? '')) continue;
    cut.push(piece);
  }
  if (cut.length === 0) throw new ModelReadError('no-geometry', `"${fileName}" has no cut geometry in model space (lines, arcs, circles, polylines or splines), so there is no flat pattern to measure.`);
  if (inserts > 0) warnings.push({ code: 'blocks', message: `${inserts} block reference(s) (INSERT) were not expanded; geometry inside blocks is not counted. Explode blocks before exporting for a complete flat pattern.` });
  let minX = Infinity, minY = Infinity, maxX = -Infinity, maxY = -Infinity;
  for (const p of cut) for (const [x, y] of p.points) {
    if (x < minX) minX = x;
    if (y < minY) minY = y;
    if (x > maxX) maxX = x;
    if (y > maxY) maxY = y;
  }
  const tol = Math.max(1e-6, Math.hypot(maxX - minX, maxY - minY) * 1e-6, 1e-3 / mm);
  const contours = chain(cut, tol);
  const closed = contours.filter((c) => c.closed);
  const openCount = contours.length - closed.length;
  if (openCount > 0) warnings.push({ code: 'open-contours', message: `${openCount} contour(s) do not close (gaps larger than ${(tol * mm).toFixed(3)} mm); each counts as its own pierce. Check the flat pattern for gaps.` });
  const outer = closed.reduce<Piece | null>((best, c) => (!best || Math.abs(signedArea(c.points)) > Math.abs(signedArea(best.points)) ? c : best), null);
  let area = 0;
  let size: [number, number] = [(maxX - minX) * mm, (maxY - minY) * mm];
  if (outer) {
    area = Math.abs(signedArea(outer.points));
    for (const c of closed) if (c !== outer && inside(c.points[0]!, outer.points)) area -= Math.abs(signedArea(c.points));
    const xs = outer.points.map((p) => p[0]), ys = outer.points.map((p) => p[1]);
    size = [(Math.max(...xs) - Math.min(...xs)) * mm, (Math.max(...ys) - Math.min(...ys)) * mm];
  } else {
    warnings.push({ code: 'no-outer-contour', message: 'No contour closes, so the outer size is the extent of all cut geometry and the area is unknown (0).' });
  }
  return {
    unit: units?.unit ?? 'none',
    warnings,
    flat: {
      outerSize: size,
      cutLengthMm: contours.reduce((sum, c) => sum + c.length, 0) * mm,
      pierces: contours.length,
      areaMm2: area * mm * mm,
      contours: closed.length,
      openContours: openCount,
      bendLines: bends,
      entities: entities.length,
    },
  };
}
