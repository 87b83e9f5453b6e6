/**
 * The smallest box around a part in any orientation, found the usual practical way: start from the axis-aligned
 * frame and the principal axes (PCA), then for each axis of a frame find the exact minimum-area rectangle of the
 * points projected on the plane across it (2-D convex hull + rotating calipers), and keep the smallest box. Exact for
 * prismatic parts lying on one of those axes; within a few percent of the true minimum otherwise.
 */

export type Vec3 = [number, number, number];

export interface OrientedBox {
  /** Edge lengths, longest first (mm). */
  size: Vec3;
  /** Unit vectors of the edges, in the order of `size`. */
  axes: [Vec3, Vec3, Vec3];
  volumeMm3: number;
}

type Point2 = [number, number];

const dot = (p: Float64Array, i: number, a: Vec3) => p[i]! * a[0] + p[i + 1]! * a[1] + p[i + 2]! * a[2];
const cross = (a: Vec3, b: Vec3): Vec3 => [a[1] * b[2] - a[2] * b[1], a[2] * b[0] - a[0] * b[2], a[0] * b[1] - a[1] * b[0]];
const scale = (a: Vec3, s: number): Vec3 => [a[0] * s, a[1] * s, a[2] * s];
const add = (a: Vec3, b: Vec3): Vec3 => [a[0] + b[0], a[1] + b[1], a[2] + b[2]];
const unit = (a: Vec3): Vec3 => {
  const l = Math.hypot(a[0], a[1], a[2]) || 1;
  return [a[0] / l, a[1] / l, a[2] / l];
};

/** Extents of the points along three axes. */
export function extents(points: Float64Array, axes: [Vec3, Vec3, Vec3]): { min: Vec3; max: Vec3 } {
  const min: Vec3 = [Infinity, Infinity, Infinity];
  const max: Vec3 = [-Infinity, -Infinity, -Infinity];
  for (let i = 0; i < points.length; i += 3) {
    for (let k = 0; k < 3; k++) {
      const d = dot(points, i, axes[k]!);
      if (d < min[k]!) min[k] = d;
      if (d > max[k]!) max[k] = d;
    }
  }
  return { min, max };
}

/** Eigenvectors of the points' covariance (Jacobi rotations on the 3×3 matrix). */
export function principalAxes(points: Float64Array): [Vec3, Vec3, Vec3] {
  const n = points.length / 3;
  const mean: Vec3 = [0, 0, 0];
  for (let i = 0; i < points.length; i += 3) for (let k = 0; k < 3; k++) mean[k]! += points[i + k]! / n;
  const c = [
    [0, 0, 0],
    [0, 0, 0],
    [0, 0, 0],
  ];
  for (let i = 0; i < points.length; i += 3) {
    const d = [points[i]! - mean[0], points[i + 1]! - mean[1], points[i + 2]! - mean[2]];
    for (let r = 0; r < 3; r++) for (let s = 0; s < 3; s++) c[r]![s]! += d[r]! * d[s]!;
  }
  const v = [
    [1, 0, 0],
    [0, 1, 0],
    [0, 0, 1],
  ];
  for (let sweep = 0; sweep < 30; sweep++) {
    const off = Math.abs(c[0]![1]!) + Math.abs(c[0]![2]!) + Math.abs(c[1]![2]!);
    if (off < 1e-12 * (Math.abs(c[0]![0]!) + Math.abs(c[1]![1]!) + Math.abs(c[2]![2]!) + 1e-300)) break;
    for (const [p, q] of [
      [0, 1],
      [0, 2],
      [1, 2],
    ] as const) {
      if (Math.abs(c[p]![q]!) < 1e-300) continue;
      const theta = (c[q]![q]! - c[p]![p]!) / (2 * c[p]![q]!);
      const t = Math.sign(theta || 1) / (Math.abs(theta) + Math.sqrt(theta * theta + 1));
      const cos = 1 / Math.sqrt(t * t + 1);
      const sin = t * cos;
      for (let k = 0; k < 3; k++) {
        const ckp = c[k]![p]!, ckq = c[k]![q]!;
        c[k]![p] = cos * ckp - sin * ckq;
        c[k]![q] = sin * ckp + cos * ckq;
      }
      for (let k = 0; k < 3; k++) {
        const cpk = c[p]![k]!, cqk = c[q]![k]!;
        c[p]![k] = cos * cpk - sin * cqk;
        c[q]![k] = sin * cpk + cos * cqk;
      }
      for (let k = 0; k < 3; k++) {
        const vkp = v[k]![p]!, vkq = v[k]![q]!;
        v[k]![p] = cos * vkp - sin * vkq;
        v[k]![q] = sin * vkp + cos * vkq;
      }
    }
  }
  const a = unit([v[0]![0]!, v[1]![0]!, v[2]![0]!]);
  const b0 = unit([v[0]![1]!, v[1]![1]!, v[2]![1]!]);
  const cAxis = unit(cross(a, b0));
  return [a, unit(cross(cAxis, a)), cAxis];
}

/** Convex hull (Andrew's monotone chain), counter-clockwise. */
export function hull2(points: Point2[]): Point2[] {
  if (points.length < 3) return points.slice();
  const sorted = points.slice().sort((p, q) => p[0] - q[0] || p[1] - q[1]);
  const turn = (o: Point2, a: Point2, b: Point2) => (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0]);
  const lower: Point2[] = [];
  for (const p of sorted) {
    while (lower.length >= 2 && turn(lower[lower.length - 2]!, lower[lower.length - 1]!, p) <= 0) lower.pop();
    lower.push(p);
  }
  const upper: Point2[] = [];
  for (let i = sorted.length - 1; i >= 0; i--) {
    const p = sorted[i]!;
    while (upper.length >= 2 && turn(upper[upper.length - 2]!, upper[upper.length - 1]!, p) <= 0) upper.pop();
    upper.push(p);
  }
  return lower.slice(0, -1).concat(upper.slice(0, -1));
}

/**
 * The points of a projection that can lie on its hull: drops those inside the quadrilateral of the four extreme
 * points (Akl–Toussaint), which is most of them, before sorting.
 */
function hullCandidates(xs: Float64Array, ys: Float64Array): Point2[] {
  let a = 0, b = 0, c = 0, d = 0;
  for (let i = 1; i < xs.length; i++) {
    if (xs[i]! < xs[a]!) a = i;
    if (ys[i]! < ys[b]!) b = i;
    if (xs[i]! > xs[c]!) c = i;
    if (ys[i]! > ys[d]!) d = i;
  }
  const quad: Point2[] = [a, b, c, d].map((i) => [xs[i]!, ys[i]!]);
  const inside = (x: number, y: number) => {
    for (let k = 0; k < 4; k++) {
      const o = quad[k]!, e = quad[(k + 1) % 4]!;
      if ((e[0] - o[0]) * (y - o[1]) - (e[1] - o[1]) * (x - o[0]) <= 0) return false;
    }
    return true;
  };
  const out: Point2[] = [];
  for (let i = 0; i < xs.length; i++) if (!inside(xs[i]!, ys[i]!)) out.push([xs[i]!, ys[i]!]);
  return out;
}

/** Points projected on the plane spanned by u and v. */
export function project(points: Float64Array, u: Vec3, v: Vec3): Point2[] {
  const n = points.length / 3;
  const xs = new Float64Array(n), ys = new Float64Array(n);
  for (let i = 0; i < n; i++) {
    xs[i] = dot(points, i * 3, u);
    ys[i] = dot(points, i * 3, v);
  }
  return hull2(hullCandidates(xs, ys));
}

/** The angle (radians) of the minimum-area rectangle around a convex polygon: one of its sides lies on a hull edge. */
function minAreaRectangleAngle(hull: Point2[]): number {
  let best = Infinity, bestAngle = 0;
  for (let i = 0; i < hull.length; i++) {
    const p = hull[i]!, q = hull[(i + 1) % hull.length]!;
    const angle = Math.atan2(q[1] - p[1], q[0] - p[0]);
    const cos = Math.cos(angle), sin = Math.sin(angle);
    let minX = Infinity, maxX = -Infinity, minY = Infinity, maxY = -Infinity;
    for (const h of hull) {
      const x = h[0] * cos + h[1] * sin, y = -h[0] * sin + h[1] * cos;
      if (x < minX) minX = x;
      if (x > maxX) maxX = x;
      if (y < minY) minY = y;
      if (y > maxY) maxY = y;
    }
    const area = (maxX - minX) * (maxY - minY);
    if (area < best) {
      best = area;
      bestAngle = angle;
    }
  }
  return bestAngle;
}

function boxOf(points: Float64Array, axes: [Vec3, Vec3, Vec3]) {
  const { min, max } = extents(points, axes);
  const size: Vec3 = [max[0] - min[0], max[1] - min[1], max[2] - min[2]];
  return { axes, size, volume: size[0] * size[1] * size[2] };
}

export function orientedBox(points: Float64Array): OrientedBox {
  if (points.length < 3) return { size: [0, 0, 0], axes: [[1, 0, 0], [0, 1, 0], [0, 0, 1]], volumeMm3: 0 };
  let best = boxOf(points, [[1, 0, 0], [0, 1, 0], [0, 0, 1]]);
  const starts = [best.axes, principalAxes(points)];
  for (const start of starts) {
    let frame = start;
    for (let round = 0; round < 2; round++) {
      let improved = false;
      for (let k = 0; k < 3; k++) {
        const n = frame[k]!, u = frame[(k + 1) % 3]!, v = frame[(k + 2) % 3]!;
        const hull = project(points, u, v);
        if (hull.length < 3) continue;
        const angle = minAreaRectangleAngle(hull);
        const u2 = unit(add(scale(u, Math.cos(angle)), scale(v, Math.sin(angle))));
        const v2 = unit(cross(n, u2));
        const candidate = boxOf(points, [n, u2, v2]);
        if (candidate.volume < best.volume * (1 - 1e-9)) {
          best = candidate;
          frame = candidate.axes;
          improved = true;
        }
      }
      if (!improved) break;
    }
  }
  const order = [0, 1, 2].sort((i, j) => best.size[j]! - best.size[i]!);
  return {
    size: order.map((i) => best.size[i]!) as Vec3,
    axes: order.map((i) => best.axes[i]!) as [Vec3, Vec3, Vec3],
    volumeMm3: best.volume,
  };
}

/** Smallest circle around points (Welzl, iterative with random order), as {x, y, r}. */
export function enclosingCircle(points: Point2[]): { x: number; y: number; r: number } {
  const p = points.slice();
  for (let i = p.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [p[i], p[j]] = [p[j]!, p[i]!];
  }
  const contains = (c: { x: number; y: number; r: number }, q: Point2) => Math.hypot(q[0] - c.x, q[1] - c.y) <= c.r * (1 + 1e-12) + 1e-9;
  const two = (a: Point2, b: Point2) => ({ x: (a[0] + b[0]) / 2, y: (a[1] + b[1]) / 2, r: Math.hypot(a[0] - b[0], a[1] - b[1]) / 2 });
  const three = (a: Point2, b: Point2, c: Point2) => {
    const d = 2 * (a[0] * (b[1] - c[1]) + b[0] * (c[1] - a[1]) + c[0] * (a[1] - b[1]));
    if (Math.abs(d) < 1e-18) {
      const pairs = [two(a, b), two(a, c), two(b, c)];
      return pairs.reduce((m, c2) => (c2.r > m.r ? c2 : m));
    }
    const a2 = a[0] ** 2 + a[1] ** 2, b2 = b[0] ** 2 + b[1] ** 2, c2 = c[0] ** 2 + c[1] ** 2;
    const x = (a2 * (b[1] - c[1]) + b2 * (c[1] - a[1]) + c2 * (a[1] - b[1])) / d;
    const y = (a2 * (c[0] - b[0]) + b2 * (a[0] - c[0]) + c2 * (b[0] - a[0])) / d;
    return { x, y, r: Math.hypot(a[0] - x, a[1] - y) };
  };
  let c = { x: 0, y: 0, r: -1 };
  for (let i = 0; i < p.length; i++) {
    if (c.r >= 0 && contains(c, p[i]!)) continue;
    c = { x: p[i]![0], y: p[i]![1], r: 0 };
    for (let j = 0; j < i; j++) {
      if (contains(c, p[j]!)) continue;
      c = two(p[i]!, p[j]!);
      for (let k = 0; k < j; k++) if (!contains(c, p[k]!)) c = three(p[i]!, p[j]!, p[k]!);
    }
  }
  return { ...c, r: Math.max(0, c.r) };
}
