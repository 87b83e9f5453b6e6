import { slugify } from './slug.js';

// The one slugify of the services and the front end (the catalogue's capability and category slugs included).
describe('slugify', () => {
  it.each([
    ['CNC Machining', 'cnc-machining'],
    ['Sheet-Metal  &  Fabrication', 'sheet-metal-fabrication'],
    ['Additive Manufacturing (3D Printing)', 'additive-manufacturing-3d-printing'],
    ['Advanced/Green Manufacturing Processes', 'advanced-green-manufacturing-processes'],
    // hyphens at either end are dropped, accents folded
    ['  ACME, Inc. ', 'acme-inc'],
    ['  --AS9100--  ', 'as9100'],
    ['Québec Précision', 'quebec-precision'],
    ['Doña Ana', 'dona-ana'],
  ])('lowercases, turns runs of non-alphanumerics into one hyphen, trims hyphens and folds accents: %j → %j', (text, slug) => {
    expect(slugify(text)).toBe(slug);
  });
});
