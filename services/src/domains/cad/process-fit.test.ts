import { describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { PROCESS_BY_SLUG } from '../catalogue/processes.js';
import { densityFor } from './materials.js';
import { processFit } from './process-fit.js';
import { readModel } from './read-model.js';

const fixture = (name: string) => readFileSync(new URL(`../../../test/cad/fixtures/${name}`, import.meta.url));
const byProcess = (fits: ReturnType<typeof processFit>) => Object.fromEntries(fits.map((f) => [f.process, f]));

/** A thin L of 2 mm sheet, 60 × 40 × 30 mm (two flanges), as an STL soup of boxes' triangles. */
function boxTriangles(x0: number, y0: number, z0: number, x1: number, y1: number, z1: number): number[] {
  const v = [[x0, y0, z0], [x1, y0, z0], [x1, y1, z0], [x0, y1, z0], [x0, y0, z1], [x1, y0, z1], [x1, y1, z1], [x0, y1, z1]];
  const faces = [[0, 2, 1], [0, 3, 2], [4, 5, 6], [4, 6, 7], [0, 1, 5], [0, 5, 4], [1, 2, 6], [1, 6, 5], [2, 3, 7], [2, 7, 6], [3, 0, 4], [3, 4, 7]];
  return faces.flatMap((f) => f.flatMap((i) => v[i]!));
}
function stlOf(triangles: number[]): Buffer {
  const n = triangles.length / 9;
  const out = Buffer.alloc(84 + n * 50);
  out.writeUInt32LE(n, 80);
  for (let t = 0; t < n; t++) for (let k = 0; k < 9; k++) out.writeFloatLE(triangles[t * 9 + k]!, 84 + t * 50 + 12 + k * 4);
  return out;
}

describe('process fit', () => {
  it('names only catalogue processes', async () => {
    const facts = await readModel('stl', fixture('prusa-extruder-body.stl'), 'body.stl');
    for (const fit of [...processFit(facts, densityFor('ABS')), ...processFit(facts, densityFor('6061'))]) expect(PROCESS_BY_SLUG.has(fit.process)).toBe(true);
    const flat = await readModel('dxf', fixture('prusa-mk3-front-plate.dxf'), 'plate.dxf');
    for (const fit of processFit(flat, null)) expect(PROCESS_BY_SLUG.has(fit.process)).toBe(true);
  });

  it('a printed ABS part fits SLS and a mill; a 6061 one is not sintered', async () => {
    const facts = await readModel('stl', fixture('prusa-extruder-body.stl'), 'body.stl');
    const abs = byProcess(processFit(facts, densityFor('ABS')));
    expect(abs['selective-laser-sintering-sls']!.fit).toBe('good');
    expect(abs['cnc-milling']!.fit).toBe('good');
    const metal = byProcess(processFit(facts, densityFor('6061-T6')));
    expect(metal['selective-laser-sintering-sls']).toMatchObject({ fit: 'no', reasons: [expect.stringMatching(/^fits/), 'Aluminum 6061-T6 is not a sintering powder (nylon)'] });
  });

  it('thin constant walls are sheet metal; a flat pattern is cut, and bent when it has bend lines', async () => {
    // an L bracket of 2 mm sheet: 60 × 40 base and a 60 × 30 flange
    const bracket = stlOf([...boxTriangles(0, 0, 0, 60, 40, 2), ...boxTriangles(0, 38, 2, 60, 40, 30)]);
    const facts = await readModel('stl', bracket, 'bracket.stl');
    const fits = byProcess(processFit(facts, densityFor('5052')));
    expect(fits['sheet-metal-fabrication']!.fit).toBe('good');
    expect(fits['cnc-milling']!.fit).toBe('possible');

    const plate = await readModel('dxf', fixture('prusa-mk3-front-plate.dxf'), 'plate.dxf');
    const flat = byProcess(processFit(plate, null));
    expect(flat['laser-cutting']!.fit).toBe('good');
    expect(flat['sheet-metal-fabrication']!.fit).toBe('possible');
    const withBend = { ...plate, flat: { ...plate.flat!, bendLines: [{ lengthMm: 50, layer: 'BEND' }] } };
    expect(byProcess(processFit(withBend, null))['sheet-metal-fabrication']).toMatchObject({ fit: 'good', reasons: ['1 bend line(s): cut flat, then bent on a press brake'] });
  });
});
