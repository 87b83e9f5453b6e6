import { letterSlug } from './slug.js';

// slugify is the contract's, tested there (services/contract/src/slug.test.ts).
describe('letterSlug', () => {
  it.each([
    ['St. Louis', 'st-louis'],
    ["Prince George's", 'prince-george-s'],
    ['Doña Ana', 'dona-ana'],
    ['Anchorage 2', 'anchorage'],
  ])('keeps letters and hyphens only: %j → %j', (county, slug) => {
    expect(letterSlug(county)).toBe(slug);
  });
});
