import { letterSlug } from './slug.js';

// slugify is the contract's, tested there (services/contract/src/slug.test.ts).
describe('letterSlug', () => {
  it('keeps letters and hyphens only (county URL slugs)', () => {
    const slugs: Record<string, string> = { 'St. Louis': 'st-louis', "Prince George's": 'prince-george-s', 'Doña Ana': 'dona-ana', 'Anchorage 2': 'anchorage' };
    for (const [county, slug] of Object.entries(slugs)) expect(letterSlug(county)).toBe(slug);
  });
});
