/**
 * Facts of a triangle mesh: box, volume (signed tetrahedra), area, and whether it closes (edges shared by exactly two
 * triangles, in opposite directions). Vertices are welded by exact coordinates in typed-array hash tables, so a
 * million triangles stay a few tens of MB.
 */

export interface Mesh {
  /** x, y, z per vertex, in mm. */
  positions: ArrayLike<number>;
  /** Three vertex indices per triangle; absent: every three positions are a triangle. */
  indices?: ArrayLike<number> | undefined;
}

export interface Box3 {
  min: [number, number, number];
  max: [number, number, number];
}

export interface MeshFacts {
  triangles: number;
  box: Box3;
  volumeMm3: number;
  areaMm2: number;
  /** Edges used by one triangle only: the surface has holes. */
  boundaryEdges: number;
  /** Edges used by more than two triangles. */
  nonManifoldEdges: number;
  /** Edges whose two triangles run the same way: neighbours disagree on which side is outside. */
  misorientedEdges: number;
  /** Connected pieces (shells). */
  shells: number;
}

function triangleCount(mesh: Mesh): number {
  return mesh.indices ? Math.floor(mesh.indices.length / 3) : Math.floor(mesh.positions.length / 9);
}

const vertexOf = (mesh: Mesh, t: number, k: number) => (mesh.indices ? mesh.indices[t * 3 + k]! : t * 3 + k);

/** Box, signed volume and area of one or more meshes. */
export function measure(meshes: Mesh[]): { triangles: number; box: Box3; volumeMm3: number; areaMm2: number } {
  const min: [number, number, number] = [Infinity, Infinity, Infinity];
  const max: [number, number, number] = [-Infinity, -Infinity, -Infinity];
  let volume = 0;
  let area = 0;
  let triangles = 0;
  for (const mesh of meshes) {
    const p = mesh.positions;
    for (let i = 0; i + 2 < p.length; i += 3) {
      for (let k = 0; k < 3; k++) {
        const v = p[i + k]!;
        if (v < min[k]!) min[k] = v;
        if (v > max[k]!) max[k] = v;
      }
    }
    const n = triangleCount(mesh);
    triangles += n;
    for (let t = 0; t < n; t++) {
      const a = vertexOf(mesh, t, 0) * 3;
      const b = vertexOf(mesh, t, 1) * 3;
      const c = vertexOf(mesh, t, 2) * 3;
      const ax = p[a]!, ay = p[a + 1]!, az = p[a + 2]!;
      const bx = p[b]!, by = p[b + 1]!, bz = p[b + 2]!;
      const cx = p[c]!, cy = p[c + 1]!, cz = p[c + 2]!;
      // signed tetrahedron with the origin: a · (b × c) / 6
      volume += (ax * (by * cz - bz * cy) - ay * (bx * cz - bz * cx) + az * (bx * cy - by * cx)) / 6;
      const ux = bx - ax, uy = by - ay, uz = bz - az;
      const vx = cx - ax, vy = cy - ay, vz = cz - az;
      const nx = uy * vz - uz * vy, ny = uz * vx - ux * vz, nz = ux * vy - uy * vx;
      area += Math.sqrt(nx * nx + ny * ny + nz * nz) / 2;
    }
  }
  if (min[0] === Infinity) return { triangles, box: { min: [0, 0, 0], max: [0, 0, 0] }, volumeMm3: 0, areaMm2: 0 };
  return { triangles, box: { min, max }, volumeMm3: volume, areaMm2: area };
}

const mix = (h: number, v: number) => Math.imul(h ^ v, 0x9e3779b1) >>> 0;

/** Welds vertices with identical coordinates; returns the vertex id of each triangle corner and the unique points. */
export function weld(meshes: Mesh[]): { corners: Int32Array; points: Float64Array } {
  let total = 0;
  for (const mesh of meshes) total += triangleCount(mesh) * 3;
  let size = 1;
  while (size < total * 2) size <<= 1;
  const table = new Int32Array(size).fill(-1);
  const points = new Float64Array(Math.max(3, total * 3));
  const bits = new Float32Array(3);
  const bitsView = new Uint32Array(bits.buffer);
  const corners = new Int32Array(total);
  let unique = 0;
  let corner = 0;
  for (const mesh of meshes) {
    const p = mesh.positions;
    const n = triangleCount(mesh);
    for (let t = 0; t < n; t++) {
      for (let k = 0; k < 3; k++) {
        const at = vertexOf(mesh, t, k) * 3;
        bits[0] = p[at]!;
        bits[1] = p[at + 1]!;
        bits[2] = p[at + 2]!;
        let slot = mix(mix(mix(17, bitsView[0]!), bitsView[1]!), bitsView[2]!) & (size - 1);
        for (;;) {
          const id = table[slot]!;
          if (id === -1) {
            table[slot] = unique;
            points[unique * 3] = bits[0]!;
            points[unique * 3 + 1] = bits[1]!;
            points[unique * 3 + 2] = bits[2]!;
            corners[corner++] = unique++;
            break;
          }
          if (points[id * 3] === bits[0] && points[id * 3 + 1] === bits[1] && points[id * 3 + 2] === bits[2]) {
            corners[corner++] = id;
            break;
          }
          slot = (slot + 1) & (size - 1);
        }
      }
    }
  }
  return { corners, points: points.subarray(0, unique * 3) };
}

/** Edge use after welding: boundary, non-manifold and misoriented edges, and the number of shells. */
export function topology(corners: Int32Array, vertexCount: number): Pick<MeshFacts, 'boundaryEdges' | 'nonManifoldEdges' | 'misorientedEdges' | 'shells'> {
  const edges = corners.length;
  let size = 1;
  while (size < edges * 2) size <<= 1;
  const lo = new Int32Array(size).fill(-1);
  const hi = new Int32Array(size);
  const uses = new Int32Array(size);
  const direction = new Int32Array(size);
  // union-find over vertices: triangles sharing a vertex belong to one shell
  const parent = new Int32Array(vertexCount);
  for (let i = 0; i < vertexCount; i++) parent[i] = i;
  const root = (i: number): number => {
    while (parent[i] !== i) {
      parent[i] = parent[parent[i]!]!;
      i = parent[i]!;
    }
    return i;
  };
  for (let t = 0; t + 2 < corners.length; t += 3) {
    for (let k = 0; k < 3; k++) {
      const a = corners[t + k]!;
      const b = corners[t + ((k + 1) % 3)]!;
      if (a === b) continue; // degenerate triangle
      const ra = root(a), rb = root(b);
      if (ra !== rb) parent[ra] = rb;
      const l = Math.min(a, b), h = Math.max(a, b);
      let slot = mix(mix(29, l), h) & (size - 1);
      while (lo[slot] !== -1 && (lo[slot] !== l || hi[slot] !== h)) slot = (slot + 1) & (size - 1);
      lo[slot] = l;
      hi[slot] = h;
      uses[slot]!++;
      direction[slot]! += a < b ? 1 : -1;
    }
  }
  let boundaryEdges = 0, nonManifoldEdges = 0, misorientedEdges = 0;
  for (let s = 0; s < size; s++) {
    if (lo[s] === -1) continue;
    if (uses[s] === 1) boundaryEdges++;
    else if (uses[s]! > 2) nonManifoldEdges++;
    else if (direction[s] !== 0) misorientedEdges++;
  }
  const used = new Uint8Array(vertexCount);
  for (let i = 0; i < corners.length; i++) used[corners[i]!] = 1;
  let shells = 0;
  for (let i = 0; i < vertexCount; i++) if (used[i] && root(i) === i) shells++;
  return { boundaryEdges, nonManifoldEdges, misorientedEdges, shells };
}

/** The connected piece (0, 1, …) each triangle belongs to: triangles sharing a vertex are one piece. */
export function pieces(corners: Int32Array, vertexCount: number): { labels: Int32Array; count: number } {
  const parent = new Int32Array(vertexCount);
  for (let i = 0; i < vertexCount; i++) parent[i] = i;
  const root = (i: number): number => {
    while (parent[i] !== i) {
      parent[i] = parent[parent[i]!]!;
      i = parent[i]!;
    }
    return i;
  };
  for (let t = 0; t + 2 < corners.length; t += 3) {
    const a = root(corners[t]!);
    for (let k = 1; k < 3; k++) {
      const b = root(corners[t + k]!);
      if (a !== b) parent[b] = a;
    }
  }
  const labelOfRoot = new Int32Array(vertexCount).fill(-1);
  const labels = new Int32Array(corners.length / 3);
  let count = 0;
  for (let t = 0; t < labels.length; t++) {
    const r = root(corners[t * 3]!);
    if (labelOfRoot[r] === -1) labelOfRoot[r] = count++;
    labels[t] = labelOfRoot[r]!;
  }
  return { labels, count };
}

/** Everything at once (STL: one soup of triangles). */
export function meshFacts(meshes: Mesh[]): MeshFacts & { points: Float64Array } {
  const measured = measure(meshes);
  const { corners, points } = weld(meshes);
  return { ...measured, ...topology(corners, points.length / 3), points };
}
