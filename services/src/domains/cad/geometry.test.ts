import { describe, expect, it } from '@jest/globals';
import { densityFor } from './materials.js';
import { meshFacts } from './mesh.js';
import { enclosingCircle, orientedBox } from './oriented-box.js';
import { stockFit } from './stock.js';

/** A 100 × 40 × 10 mm block turned 30° about z (12 triangles, outward winding). */
function turnedBlock() {
  const c = Math.cos(Math.PI / 6), s = Math.sin(Math.PI / 6);
  const v = [[0, 0, 0], [100, 0, 0], [100, 40, 0], [0, 40, 0], [0, 0, 10], [100, 0, 10], [100, 40, 10], [0, 40, 10]].map(([x, y, z]) => [x! * c - y! * s, x! * s + y! * c, z!]);
  const faces = [[0, 2, 1], [0, 3, 2], [4, 5, 6], [4, 6, 7], [0, 1, 5], [0, 5, 4], [1, 2, 6], [1, 6, 5], [2, 3, 7], [2, 7, 6], [3, 0, 4], [3, 4, 7]];
  return faces.flatMap((f) => f.flatMap((i) => v[i]!));
}

describe('geometry', () => {
  it('finds the turned block’s own box, not the larger axis-aligned one', () => {
    const facts = meshFacts([{ positions: turnedBlock() }]);
    expect(facts.volumeMm3).toBeCloseTo(40_000, 3);
    expect(facts.areaMm2).toBeCloseTo(2 * (100 * 40 + 100 * 10 + 40 * 10), 3);
    const box = orientedBox(facts.points);
    expect(box.size[0]).toBeCloseTo(100, 3);
    expect(box.size[1]).toBeCloseTo(40, 3);
    expect(box.size[2]).toBeCloseTo(10, 3);
    const aabb = facts.box.max.map((m, k) => m - facts.box.min[k]!);
    expect(aabb[0]! * aabb[1]! * aabb[2]!).toBeGreaterThan(box.volumeMm3 * 2);
  });

  it('picks stock: 1/2 in plate for a 10 mm thick block, the smallest stock by volume', () => {
    const facts = meshFacts([{ positions: turnedBlock() }]);
    const fit = stockFit(orientedBox(facts.points), facts.points);
    expect(fit.plate.sizeIn).toEqual([0.5, 1.75, 4.125]);
    // the 40 × 10 section fits a circle of √(40² + 10²) = 41.2 mm → 1.75 in round
    expect(fit.round.sizeIn[0]).toBe(1.75);
    expect(fit.smallest).not.toBe('round');
  });

  it('smallest circle of a square’s corners is its circumcircle', () => {
    const c = enclosingCircle([[0, 0], [2, 0], [2, 2], [0, 2], [1, 1]]);
    expect(c.r).toBeCloseTo(Math.SQRT2, 9);
  });

  it('matches material text to a sourced density', () => {
    expect(densityFor('Al 6061-T6')).toMatchObject({ key: 'al-6061', density: 2.7 });
    expect(densityFor('SS304')?.key).toBe('ss-304');
    expect(densityFor('stainless steel')?.key).toBe('ss-generic');
    expect(densityFor('Delrin, black')?.key).toBe('pom');
    expect(densityFor('unobtainium')).toBeNull();
    expect(densityFor('brass')?.source).toMatch(/Copper Development Association/);
  });
});
