import { slugify } from './slug.js';

describe('slugify', () => {
  it('lowercases and turns runs of non-alphanumerics into one hyphen', () => {
    expect(slugify('CNC Machining')).toBe('cnc-machining');
    expect(slugify('Sheet-Metal  &  Fabrication')).toBe('sheet-metal-fabrication');
    expect(slugify('3D Printing')).toBe('3d-printing');
  });

  it('drops hyphens at either end and folds accents', () => {
    expect(slugify('  ACME, Inc. ')).toBe('acme-inc');
    expect(slugify('Québec Précision')).toBe('quebec-precision');
  });
});
