import { describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { ModelReadError } from './errors.js';
import { readModel } from './read-model.js';

// Real public models (sources and licences: services/test/cad/fixtures/README.md).
const fixture = (name: string) => readFileSync(new URL(`../../../test/cad/fixtures/${name}`, import.meta.url));

/** An independent volume and box: signed tetrahedra straight from a binary STL's bytes. */
function stlVolumeAndBox(bytes: Buffer) {
  const n = bytes.readUInt32LE(80);
  let volume = 0;
  const min = [Infinity, Infinity, Infinity], max = [-Infinity, -Infinity, -Infinity];
  for (let t = 0; t < n; t++) {
    const v = [0, 1, 2].map((k) => [0, 1, 2].map((c) => bytes.readFloatLE(84 + t * 50 + 12 + k * 12 + c * 4)));
    const [a, b, c] = v as [number[], number[], number[]];
    volume += (a[0]! * (b[1]! * c[2]! - b[2]! * c[1]!) - a[1]! * (b[0]! * c[2]! - b[2]! * c[0]!) + a[2]! * (b[0]! * c[1]! - b[1]! * c[0]!)) / 6;
    for (const p of v) {
      for (let k = 0; k < 3; k++) {
        min[k] = Math.min(min[k]!, p[k]!);
        max[k] = Math.max(max[k]!, p[k]!);
      }
    }
  }
  return { volume, size: [0, 1, 2].map((k) => max[k]! - min[k]!) };
}

const within = (actual: number, expected: number, ratio = 0.005) => expect(Math.abs(actual - expected)).toBeLessThanOrEqual(Math.abs(expected) * ratio);

async function readError(format: 'step' | 'stl' | 'dxf', bytes: Uint8Array, name = 'part') {
  try {
    await readModel(format, bytes, name);
  } catch (error) {
    expect(error).toBeInstanceOf(ModelReadError);
    return error as ModelReadError;
  }
  throw new Error('expected the read to fail');
}

describe('solids', () => {
  it('reads a STEP cube: volume, area, boxes, faces, unit, stock', async () => {
    const facts = await readModel('step', fixture('cube-10mm.stp'), 'cube.stp');
    const solid = facts.solid!;
    within(solid.volumeMm3, 1000);
    within(solid.surfaceAreaMm2, 600);
    solid.boundingBox.size.forEach((s) => within(s, 10));
    solid.orientedBox.size.forEach((s) => within(s, 10));
    expect(solid).toMatchObject({ bodies: 1, faces: 6, mesh: { closed: true, boundaryEdges: 0 } });
    expect(facts.units).toEqual({ declared: 'mm', assumedMm: false });
    expect(facts.warnings).toEqual([]);
    // 10 mm + clean-up fits a 1/2 in bar; sawn length 10 mm + 1/8 in rounds up to 5/8 in
    expect(solid.stock.bar.sizeIn).toEqual([0.5, 0.5, 0.625]);
  });

  it('reads the same cube from IGES and agrees with the STEP reading', async () => {
    const [step, iges] = await Promise.all([readModel('step', fixture('cube-10mm.stp'), 'c.stp'), readModel('iges', fixture('cube-10mm.igs'), 'c.igs')]);
    within(iges.solid!.volumeMm3, step.solid!.volumeMm3);
    expect(iges.units.declared).toBe('mm');
  });

  it('agrees with an independent signed-tetrahedron volume over real STLs', async () => {
    for (const name of ['cube-10mm.stl', 'prusa-extruder-body.stl']) {
      const bytes = fixture(name);
      const expected = stlVolumeAndBox(bytes);
      const facts = await readModel('stl', bytes, name);
      within(facts.solid!.volumeMm3, expected.volume);
      facts.solid!.boundingBox.size.forEach((s, k) => within(s, expected.size[k]!));
      expect(facts.warnings.map((w) => w.code)).toContain('units-unknown');
    }
  });

  it('reads a curved STEP part as one closed solid inside its box', async () => {
    const facts = await readModel('step', fixture('rounded-cube.step'), 'rounded-cube.step');
    const solid = facts.solid!;
    expect(solid).toMatchObject({ faces: 7, bodies: 1, mesh: { closed: true } });
    solid.boundingBox.size.forEach((s) => within(s, 10));
    // rounded edges take material away from the 10 mm cube, never add it
    expect(solid.volumeMm3).toBeGreaterThan(900);
    expect(solid.volumeMm3).toBeLessThan(1000);
  });

  it('asks about a model drawn in inches', async () => {
    const facts = await readModel('step', fixture('cube-in.step'), 'cube-in.step');
    expect(facts.units.declared).toBe('in');
    expect(facts.warnings.find((w) => w.code === 'units-inch')?.message).toMatch(/inches/);
  });

  it('summarises an assembly per body', async () => {
    const facts = await readModel('step', fixture('cax-if-as1-pe-203.stp'), 'as1.stp');
    const solid = facts.solid!;
    expect(solid.bodies).toBe(18);
    expect(solid.bodyList.reduce((n, b) => n + b.count, 0)).toBe(18);
    expect(solid.bodyList.length).toBeLessThan(18); // repeated bolts and nuts are one row each
    expect(facts.warnings.map((w) => w.code)).toContain('many-bodies');
  });

  it('lists 300 separate STL bodies as one row of 300', async () => {
    const cube = fixture('cube-10mm.stl');
    const n = cube.readUInt32LE(80);
    const out = Buffer.alloc(84 + 300 * n * 50);
    out.writeUInt32LE(300 * n, 80);
    for (let i = 0; i < 300; i++) {
      for (let t = 0; t < n; t++) {
        const at = 84 + (i * n + t) * 50;
        cube.copy(out, at, 84 + t * 50, 84 + (t + 1) * 50);
        for (let k = 0; k < 3; k++) out.writeFloatLE(cube.readFloatLE(84 + t * 50 + 12 + k * 12) + i * 20, at + 12 + k * 12);
      }
    }
    const facts = await readModel('stl', out, 'plate.stl');
    expect(facts.solid!.bodies).toBe(300);
    expect(facts.solid!.bodyList).toHaveLength(1);
    expect(facts.solid!.bodyList[0]!.count).toBe(300);
    within(facts.solid!.volumeMm3, 300_000);
  });
});

describe('bad files', () => {
  it('refuses an empty or truncated STEP with a sentence', async () => {
    expect((await readError('step', new Uint8Array(0), 'empty.stp')).code).toBe('empty');
    const full = fixture('cube-10mm.stp');
    const cut = await readError('step', full.subarray(0, Math.floor(full.length * 0.6)), 'cut.stp');
    expect(cut.code).toBe('truncated');
    expect(cut.message).toMatch(/"cut.stp" does not end with "END-ISO-10303-21;"/);
  });

  it('reports an STL with a hole and one with a flipped triangle', async () => {
    const cube = fixture('cube-10mm.stl');
    const holed = Buffer.from(cube.subarray(0, cube.length - 50));
    holed.writeUInt32LE(cube.readUInt32LE(80) - 1, 80);
    const open = await readModel('stl', holed, 'holed.stl');
    expect(open.solid!.mesh).toMatchObject({ closed: false, boundaryEdges: 3 });
    expect(open.warnings.find((w) => w.code === 'open-mesh')?.message).toMatch(/3 edges belong to one triangle only/);

    const flipped = Buffer.from(cube);
    // swap two corners of the first triangle; its stated normal now points against its winding
    const a = flipped.subarray(84 + 12, 84 + 24).toString('hex'), b = flipped.subarray(84 + 24, 84 + 36).toString('hex');
    flipped.write(b, 84 + 12, 'hex');
    flipped.write(a, 84 + 24, 'hex');
    const facts = await readModel('stl', flipped, 'flipped.stl');
    expect(facts.solid!.mesh.flippedNormals).toBe(1);
    expect(facts.solid!.mesh.misorientedEdges).toBe(3);
    expect(facts.warnings.map((w) => w.code)).toEqual(expect.arrayContaining(['flipped-normals', 'misoriented']));
  });

  it('refuses a binary STL cut short', async () => {
    const cube = fixture('prusa-y-belt-idler.stl');
    expect((await readError('stl', cube.subarray(0, 5000), 'cut.stl')).code).toBe('truncated');
  });
});

describe('DXF flat patterns', () => {
  it('reads a real cut plate: size, contours, pierces, area', async () => {
    const facts = await readModel('dxf', fixture('prusa-mk3-front-plate.dxf'), 'plate.dxf');
    const flat = facts.flat!;
    within(flat.outerSize[0], 205);
    within(flat.outerSize[1], 50);
    expect(flat).toMatchObject({ pierces: 19, contours: 19, openContours: 0, bendLines: [] });
    expect(flat.cutLengthMm).toBeGreaterThan(2 * (205 + 50) - 1);
    expect(flat.areaMm2).toBeLessThan(205 * 50);
    expect(facts.warnings.map((w) => w.code)).toEqual(['units-unknown']);
  });

  it('finds bend lines, converts inches, and chains lines into a contour', async () => {
    const line = (layer: string, x1: number, y1: number, x2: number, y2: number) => `0\nLINE\n8\n${layer}\n10\n${x1}\n20\n${y1}\n30\n0\n11\n${x2}\n21\n${y2}\n31\n0\n`;
    const dxf =
      '0\nSECTION\n2\nHEADER\n9\n$INSUNITS\n70\n1\n0\nENDSEC\n0\nSECTION\n2\nENTITIES\n' +
      line('0', 0, 0, 4, 0) + line('0', 4, 0, 4, 2) + line('0', 4, 2, 0, 2) + line('0', 0, 2, 0, 0) +
      '0\nCIRCLE\n8\n0\n10\n1\n20\n1\n30\n0\n40\n0.25\n' +
      line('BEND', 2, 0, 2, 2) +
      '0\nENDSEC\n0\nEOF\n';
    const facts = await readModel('dxf', Buffer.from(dxf), 'bracket.dxf');
    const flat = facts.flat!;
    expect(facts.units.declared).toBe('in');
    within(flat.outerSize[0], 4 * 25.4);
    within(flat.outerSize[1], 2 * 25.4);
    expect(flat.pierces).toBe(2);
    within(flat.areaMm2, (8 - Math.PI * 0.25 ** 2) * 25.4 ** 2, 0.001);
    within(flat.cutLengthMm, (12 + 2 * Math.PI * 0.25) * 25.4, 0.001);
    expect(flat.bendLines).toHaveLength(1);
    within(flat.bendLines[0]!.lengthMm, 2 * 25.4);
    expect(facts.warnings.map((w) => w.code)).toContain('units-inch');
  });

  it('refuses a DXF cut short', async () => {
    const text = fixture('laserweb-polylines.dxf').toString('utf8');
    expect((await readError('dxf', Buffer.from(text.slice(0, text.length - 40)), 'cut.dxf')).code).toBe('truncated');
  });
});
