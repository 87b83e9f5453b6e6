import { slugify } from './slug.js';

// The one slugify of the services and the front end (the catalogue's capability and category slugs included).
describe('slugify', () => {
  it('lowercases, turns runs of non-alphanumerics into one hyphen, drops hyphens at either end and folds accents', () => {
    const slugs: Record<string, string> = {
      'CNC Machining': 'cnc-machining',
      'Sheet-Metal  &  Fabrication': 'sheet-metal-fabrication',
      'Additive Manufacturing (3D Printing)': 'additive-manufacturing-3d-printing',
      'Advanced/Green Manufacturing Processes': 'advanced-green-manufacturing-processes',
      '  ACME, Inc. ': 'acme-inc',
      '  --AS9100--  ': 'as9100',
      'Québec Précision': 'quebec-precision',
      'Doña Ana': 'dona-ana',
    };
    for (const [text, slug] of Object.entries(slugs)) expect(slugify(text)).toBe(slug);
  });
});
