import { extractProfile } from './extract.js';
import { singular } from './catalogue-mentions.js';
import { rangeOf } from './figures.js';

const STATEMENT = `Acme Precision Machining, Inc. was founded in 1986 and is located in Dayton, Ohio. We are an AS9100D and ISO 9001:2015 certified, ITAR registered machine shop with 45 employees.
Our capabilities include 5-axis CNC milling, Swiss-type turning, wire EDM, and precision grinding, plus anodizing through partners.
Acme serves aerospace, defense and medical device customers. Acme is proud of its people.`;

describe('extractProfile', () => {
  const profile = extractProfile(STATEMENT, new Date('2026-01-01T00:00:00Z'));

  it('reads the name, place, size and founding year, each with the words it came from', () => {
    expect(profile.name?.value).toBe('Acme Precision Machining');
    expect(profile.city?.value).toBe('Dayton');
    expect(profile.state?.value).toBe('OH');
    expect(profile.state?.evidence[0]?.text).toBe('Ohio');
    expect(profile.employeeRange?.value).toBe('11-50');
    expect(profile.employeeRange?.evidence[0]?.text).toBe('45 employees');
    expect(profile.yearFounded?.value).toBe(1986);
    expect(profile.yearFounded?.evidence[0]?.text).toContain('1986');
  });

  it('maps process words to catalogue processes, with character spans into the text', () => {
    const slugs = profile.capabilities.map((c) => c.slug);
    expect(slugs).toEqual(expect.arrayContaining(['5-axis-machining', 'swiss-machining', 'wire-edm', 'precision-grinding', 'anodizing', 'cnc-machining']));
    for (const item of profile.capabilities) {
      for (const e of item.evidence) expect(STATEMENT.slice(e.start, e.end)).toBe(e.text);
    }
    const swiss = profile.capabilities.find((c) => c.slug === 'swiss-machining')!;
    expect(swiss.evidence[0]!.text).toBe('Swiss-type turning');
  });

  it('reads certifications written in their usual spellings', () => {
    expect(profile.certifications.map((c) => c.slug).sort()).toEqual(['as9100', 'iso-9001', 'itar']);
  });

  it('takes an industry word only where it names a market', () => {
    expect(profile.industries.map((i) => i.slug).sort()).toEqual(['aerospace', 'defense', 'medical-devices']);
    const office = extractProfile('Bolt Works LLC added manufacturing space. Construction will begin in May.');
    expect(office.industries).toEqual([]);
  });

  it('reads a head count in a sentence that also gives the founding year', () => {
    const p = extractProfile('Keystone Machining, Inc. is a machine shop in Erie, Pennsylvania. Founded in 1979, we employ 62 people.');
    expect(p.employeeRange?.value).toBe('51-200');
    expect(p.yearFounded?.value).toBe(1979);
  });

  it('keeps counts that are not today’s staff and ages without a date out', () => {
    const p = extractProfile('Ridge Tool Co. will add 30 jobs. The plant will start with 15 employees. Ridge Tool was launched 40 years ago.');
    expect(p.employeeRange).toBeNull();
    expect(p.yearFounded).toBeNull();
  });

  it('does not read a broad family word as one process, and reports it instead', () => {
    const p = extractProfile('Riverside Foundry Inc. pours aluminum castings for pump makers.');
    expect(p.capabilities).toEqual([]);
    expect(p.unmappedProcessWords.map((w) => w.text)).toContain('castings');
  });

  it('prefers the spelled-out name over its acronym and a city with a headquarters cue', () => {
    const p = extractProfile(
      'Great Lakes Interconnect (GLI) builds wire harnesses. GLI moved to Victor, NY in 2009 after starting in Rochester, NY. GLI has grown since.',
    );
    expect(p.name?.value).toBe('Great Lakes Interconnect');
    expect(p.city?.value).toBe('Victor');
    expect(p.capabilities.map((c) => c.slug)).toEqual(['cable-and-wire-harness-assembly']);
  });

  it('returns empty fields for text that describes no company', () => {
    const p = extractProfile('hello world');
    expect(p.name).toBeNull();
    expect(p.city).toBeNull();
    expect(p.capabilities).toEqual([]);
  });
});

describe('helpers', () => {
  it('folds plurals the way the matcher needs', () => {
    expect(singular('lathes')).toBe('lathe');
    expect(singular('assemblies')).toBe('assembly');
    expect(singular('process')).toBe('process');
    expect(singular('ems')).toBe('ems');
  });

  it('places head counts in the catalogue ranges', () => {
    expect(rangeOf(10)).toBe('1-10');
    expect(rangeOf(85)).toBe('51-200');
    expect(rangeOf(5000)).toBe('1000+');
  });
});
