import { FEATURED_CAPABILITY_SLUGS, HEADER_CERTIFICATIONS, paths, slugify } from './routes';

describe('slugify (product-spec §2, from @forge/contract)', () => {
  it.each([
    ['CNC Machining', 'cnc-machining'],
    ['3D Printing', '3d-printing'],
    ['Welding & Fabrication', 'welding-fabrication'],
    ['Casting and Molding Processes', 'casting-and-molding-processes'],
    ['Additive Manufacturing (3D Printing)', 'additive-manufacturing-3d-printing'],
    ['  Sheet--Metal  ', 'sheet-metal'],
    ['Advanced/Green Manufacturing Processes', 'advanced-green-manufacturing-processes'],
  ])('%s → %s', (name, slug) => {
    expect(slugify(name)).toBe(slug);
  });
});

describe('route references', () => {
  it('builds discovery links with the whole query', () => {
    expect(paths.discover({ q: 'cnc', capability: ['a', 'b'] })).toBe('/discover?q=cnc&capability=a&capability=b');
    expect(paths.discover()).toBe('/discover');
  });
  it('builds state and county paths', () => {
    expect(paths.state('OH')).toBe('/us-oh');
    expect(paths.county('oh', 'cuyahoga')).toBe('/us-oh/cuyahoga');
  });
  it('lists the six header certifications and eight featured capabilities', () => {
    expect(HEADER_CERTIFICATIONS).toEqual(['iso-9001', 'as9100', 'iatf-16949', 'iso-13485', 'itar', 'iso-14001']);
    expect(FEATURED_CAPABILITY_SLUGS).toHaveLength(8);
  });
});
