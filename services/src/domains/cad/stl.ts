import { ModelReadError } from './errors.js';

/**
 * STL, ASCII and binary, into one array of triangle corners (x, y, z × 3 per triangle) and the normals the file
 * states. STL is triangles and nothing else, so a few lines suffice; binary is told from ASCII by its length
 * (84 + 50 × the triangle count in its header), since binary files often begin with "solid" too.
 */
export interface StlMesh {
  positions: Float32Array;
  /** One normal per triangle as written in the file (often zero: then it says nothing). */
  normals: Float32Array;
  binary: boolean;
}

export function isBinaryStl(bytes: Uint8Array): boolean {
  if (bytes.length < 84) return false;
  const count = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength).getUint32(80, true);
  return bytes.length === 84 + count * 50;
}

export function parseStl(bytes: Uint8Array, fileName: string): StlMesh {
  if (bytes.length === 0) throw new ModelReadError('empty', `"${fileName}" is empty.`);
  if (isBinaryStl(bytes)) return parseBinary(bytes, fileName);
  const head = Buffer.from(bytes.buffer, bytes.byteOffset, Math.min(bytes.length, 512)).toString('latin1');
  // a binary file cut short may still begin with "solid": text has no NUL bytes
  if (!/^\s*solid/i.test(head) || head.includes('\0')) {
    throw new ModelReadError('truncated', `"${fileName}" is not a complete STL: it is neither ASCII ("solid …") nor a binary STL whose length matches its triangle count (it may be cut short).`);
  }
  return parseAscii(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1'), fileName);
}

function parseBinary(bytes: Uint8Array, fileName: string): StlMesh {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const count = view.getUint32(80, true);
  if (count === 0) throw new ModelReadError('empty', `"${fileName}" is a binary STL with no triangles.`);
  const positions = new Float32Array(count * 9);
  const normals = new Float32Array(count * 3);
  for (let t = 0; t < count; t++) {
    const at = 84 + t * 50;
    for (let k = 0; k < 3; k++) normals[t * 3 + k] = view.getFloat32(at + k * 4, true);
    for (let k = 0; k < 9; k++) positions[t * 9 + k] = view.getFloat32(at + 12 + k * 4, true);
  }
  return { positions, normals, binary: true };
}

function parseAscii(text: string, fileName: string): StlMesh {
  const vertex = /vertex\s+(\S+)\s+(\S+)\s+(\S+)/g;
  const normal = /facet\s+normal\s+(\S+)\s+(\S+)\s+(\S+)/g;
  const corners: number[] = [];
  for (let m = vertex.exec(text); m; m = vertex.exec(text)) corners.push(Number(m[1]), Number(m[2]), Number(m[3]));
  const stated: number[] = [];
  for (let m = normal.exec(text); m; m = normal.exec(text)) stated.push(Number(m[1]), Number(m[2]), Number(m[3]));
  if (corners.length === 0) throw new ModelReadError('empty', `"${fileName}" is an ASCII STL with no triangles.`);
  if (corners.some((v) => !Number.isFinite(v))) throw new ModelReadError('corrupt', `"${fileName}" has a vertex that is not a number.`);
  if (corners.length % 9 !== 0 || !/endsolid/i.test(text.slice(-4096))) {
    throw new ModelReadError('truncated', `"${fileName}" ends in the middle of a triangle (no "endsolid"): the file was cut short. Export or upload it again.`);
  }
  const count = corners.length / 9;
  const normals = new Float32Array(count * 3);
  if (stated.length === count * 3) normals.set(stated);
  return { positions: Float32Array.from(corners), normals, binary: false };
}

/** Triangles whose stated normal points against the normal their corner order gives (right-hand rule). */
export function flippedNormals(mesh: StlMesh): number {
  const p = mesh.positions, n = mesh.normals;
  let flipped = 0;
  for (let t = 0; t < n.length / 3; t++) {
    const sx = n[t * 3]!, sy = n[t * 3 + 1]!, sz = n[t * 3 + 2]!;
    if (sx === 0 && sy === 0 && sz === 0) continue;
    const a = t * 9;
    const ux = p[a + 3]! - p[a]!, uy = p[a + 4]! - p[a + 1]!, uz = p[a + 5]! - p[a + 2]!;
    const vx = p[a + 6]! - p[a]!, vy = p[a + 7]! - p[a + 1]!, vz = p[a + 8]! - p[a + 2]!;
    const cx = uy * vz - uz * vy, cy = uz * vx - ux * vz, cz = ux * vy - uy * vx;
    if (cx * sx + cy * sy + cz * sz < 0) flipped++;
  }
  return flipped;
}
