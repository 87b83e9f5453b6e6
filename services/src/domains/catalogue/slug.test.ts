import { letterSlug, slugify } from './slug.js';

describe('slugify', () => {
  it('lowercases and turns runs of non-alphanumerics into one hyphen', () => {
    expect(slugify('CNC Machining')).toBe('cnc-machining');
    expect(slugify('Welding & Fabrication')).toBe('welding-fabrication');
    expect(slugify('Additive Manufacturing (3D Printing)')).toBe('additive-manufacturing-3d-printing');
    expect(slugify('Advanced/Green Manufacturing Processes')).toBe('advanced-green-manufacturing-processes');
    expect(slugify('  --AS9100--  ')).toBe('as9100');
  });
  it('drops accents', () => {
    expect(slugify('Doña Ana')).toBe('dona-ana');
  });
});

describe('letterSlug', () => {
  it('keeps letters and hyphens only', () => {
    expect(letterSlug('St. Louis')).toBe('st-louis');
    expect(letterSlug("Prince George's")).toBe('prince-george-s');
    expect(letterSlug('Doña Ana')).toBe('dona-ana');
    expect(letterSlug('Anchorage 2')).toBe('anchorage');
  });
});
