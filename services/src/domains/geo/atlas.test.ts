import { disambiguateCountySlugs, findState, geo } from './atlas.js';
import { zipPlaces } from './zips.js';

describe('US geography tables (us-atlas)', () => {
  const g = geo();

  it('has the 50 states, DC and the five inhabited territories with codes, names and slugs', () => {
    expect(g.states.filter((s) => s.type === 'state')).toHaveLength(50);
    expect(g.states.filter((s) => s.type === 'district').map((s) => s.code)).toEqual(['DC']);
    expect(g.states.filter((s) => s.type === 'territory').map((s) => s.code).sort()).toEqual(['AS', 'GU', 'MP', 'PR', 'VI']);
    expect(findState('oh')).toMatchObject({ name: 'Ohio', fips: '39', slug: 'ohio' });
    expect(findState('new-york')?.code).toBe('NY');
    expect(findState('ZZ')).toBeUndefined();
  });

  it('has every county with a FIPS code and a letters-and-hyphens slug, unique per state', () => {
    expect(g.counties.length).toBeGreaterThan(3200);
    expect(g.countiesByState.get('OH')).toHaveLength(88);
    expect(g.countiesByState.get('TX')).toHaveLength(254);
    const keys = new Set<string>();
    for (const c of g.counties) {
      expect(c.fips).toMatch(/^\d{5}$/);
      expect(c.slug).toMatch(/^[a-z]+(-[a-z]+)*$/);
      const key = `${c.stateCode}:${c.slug}`;
      expect(keys.has(key)).toBe(false);
      keys.add(key);
    }
    expect(g.countyBySlug.get('MO:st-louis')?.fips).toBe('29189');
    expect(g.countyBySlug.get('MO:st-louis-city')?.fips).toBe('29510');
    expect(g.countyBySlug.get('VA:fairfax-city')?.fips).toBe('51600');
    expect(g.countyBySlug.get('NM:dona-ana')?.name).toBe('Doña Ana');
  });

  it('disambiguates same-named counties', () => {
    const list = [{ fips: '99001', slug: 'x' }, { fips: '99002', slug: 'x' }];
    disambiguateCountySlugs(list);
    expect(list.map((c) => c.slug)).toEqual(['x', 'x-second']);
  });

  it('places ZIP codes in their county', () => {
    const { byZip } = zipPlaces();
    expect(byZip.get('44114')).toMatchObject({ city: 'Cleveland', stateCode: 'OH', countyFips: '39035' });
    expect(byZip.get('48226')?.countyFips).toBe('26163');
    expect(byZip.size).toBeGreaterThan(30_000);
  });
});
