import { PROCESS_BY_SLUG } from '../catalogue/processes.js';
import { geo, pointInCounty } from '../geo/atlas.js';
import { generateSupplier, generateSuppliers } from './generator.js';
import { mulberry32 } from './prng.js';

describe('supplier generator', () => {
  const first = generateSuppliers(300);

  it('is deterministic: the same seed gives the same suppliers, a prefix of a larger run', () => {
    expect(generateSuppliers(300)).toEqual(first);
    expect(generateSuppliers(100)).toEqual(first.slice(0, 100));
    expect(generateSupplier(7, 1).name).toBe(generateSupplier(7, 1).name);
    expect(generateSuppliers(20, 42).map((s) => s.name)).not.toEqual(first.slice(0, 20).map((s) => s.name));
  });

  it('makes plausible suppliers with coordinates inside their county and catalogue capabilities', () => {
    const g = geo();
    const slugs = new Set<string>();
    for (const s of first) {
      const county = g.countyByFips.get(s.address.countyFips)!;
      expect(county.stateCode).toBe(s.address.state);
      expect(county.name).toBe(s.address.county);
      expect(pointInCounty(s.lng, s.lat, county)).toBe(true);
      expect(s.address.zip).toMatch(/^\d{5}$/);
      expect(s.capabilities.length).toBeGreaterThan(0);
      for (const c of s.capabilities) expect(PROCESS_BY_SLUG.has(c)).toBe(true);
      for (const c of s.certifications) {
        expect(c.certificateNumber.length).toBeGreaterThan(3);
        expect(c.registrar.length).toBeGreaterThan(1);
        expect(c.checkedAt === null).toBe(c.status === 'self-declared');
      }
      expect(s.leadTimeDays.max).toBeGreaterThanOrEqual(s.leadTimeDays.min);
      expect(s.responseRate).toBeGreaterThanOrEqual(0);
      expect(s.responseRate).toBeLessThanOrEqual(100);
      expect(slugs.has(s.slug)).toBe(false);
      slugs.add(s.slug);
    }
  });

  it('weights suppliers toward manufacturing states', () => {
    const sample = generateSuppliers(2000);
    const count = (code: string) => sample.filter((s) => s.address.state === code).length;
    expect(count('OH')).toBeGreaterThan(count('WY') * 10);
    expect(count('CA') + count('TX') + count('OH') + count('MI')).toBeGreaterThan(400);
  });

  it('uses a seeded PRNG with a fixed sequence', () => {
    const a = mulberry32(1);
    const b = mulberry32(1);
    const seq = [a(), a(), a()];
    expect([b(), b(), b()]).toEqual(seq);
    expect(seq.every((x) => x >= 0 && x < 1)).toBe(true);
  });
});
