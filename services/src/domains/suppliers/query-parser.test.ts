import fc from 'fast-check';
import { editDistance, parseQuery } from './query-parser.js';
import { queryVocabulary } from './query-vocabulary.js';

const parse = (text: string) => parseQuery(text, queryVocabulary());

describe('query parser', () => {
  it('reads processes by name, slug and synonym as "any of" families', () => {
    expect(parse('cnc machining ohio').capabilities.map((c) => c.label)).toEqual(['CNC machining']);
    expect(parse('machine shop').capabilities[0]!.slugs).toEqual(expect.arrayContaining(['cnc-machining', 'cnc-milling', 'cnc-turning']));
    expect(parse('milling').capabilities[0]!.label).toBe('CNC machining');
    expect(parse('PCBA').capabilities[0]!.slugs).toContain('pcb-assembly');
    expect(parse('powder coat').capabilities[0]!.slugs).toEqual(['powder-coating']);
    expect(parse('sheet metal').capabilities[0]!.label).toBe('Sheet metal');
    expect(parse('wire-edm').capabilities[0]!.slugs).toEqual(['wire-edm']);
    expect(parse('Swiss Machining').capabilities[0]!.slugs).toEqual(['swiss-machining']);
  });

  it('reads certifications however they are written', () => {
    for (const text of ['AS9100', 'AS 9100D', 'as9100d', 'as-9100']) expect(parse(text).certifications.map((c) => c.slug)).toEqual(['as9100']);
    expect(parse('ISO 13485').certifications[0]!.slug).toBe('iso-13485');
    expect(parse('ITAR registered').certifications[0]!.slug).toBe('itar');
    expect(parse('IATF').certifications[0]!.slug).toBe('iatf-16949');
    expect(parse('iso9001').certifications[0]!.slug).toBe('iso-9001');
  });

  it('reads states by name and code, and "in <state>"', () => {
    expect(parse('welding ohio').place).toMatchObject({ kind: 'state', state: 'OH' });
    expect(parse('welding OH').place).toMatchObject({ kind: 'state', state: 'OH' });
    expect(parse('cnc in Indiana').place).toMatchObject({ kind: 'state', state: 'IN' });
    expect(parse('cnc in Indiana').leftover).toBe('');
    expect(parse('tool and die IN').place).toMatchObject({ state: 'IN' });
    // an everyday word in lowercase is not a state code
    expect(parse('cnc in or').place).toBeUndefined();
    expect(parse('new york machining').place).toMatchObject({ state: 'NY' });
  });

  it('reads plurals and trade names of catalogue words, but never a place in a plural', () => {
    expect(parse('molders').capabilities[0]!.label).toBe('Injection molding');
    expect(parse('forgings').capabilities[0]!.slugs).toEqual(['forging']);
    expect(parse('vacuum forming').capabilities[0]!.slugs).toEqual(['thermoforming']);
    expect(parse('tube bending').capabilities[0]!.slugs).toEqual(['tube-bending']);
    expect(parse('tool and die makers').leftover).toBe('');
    expect(parse('dallas welding').place).toMatchObject({ kind: 'city', label: 'Within 25 mi of Dallas, TX' });
    expect(parse('welding texas').place).toMatchObject({ kind: 'state', state: 'TX' });
  });

  it('reads a PO-box ZIP through its sectional centre, and a city named like its state', () => {
    // 44101 and 30301 are PO-box ZIPs (Cleveland, Atlanta) with no area of their own
    expect(parse('cnc 44101').place).toMatchObject({ kind: 'zip', near: { label: 'ZIP 44101' } });
    expect(parse('machine shop 30301').place?.near?.lat).toBeCloseTo(33.75, 0);
    expect(parse('cnc 00000').place).toBeUndefined();
    expect(parse('machining in new york city').place).toMatchObject({ kind: 'city', label: 'Within 25 mi of New York, NY' });
    expect(parse('cnc new york, ny').place).toMatchObject({ kind: 'city', label: 'Within 25 mi of New York, NY' });
    expect(parse('cnc new york, ny').leftover).toBe('');
    expect(parse('welding new york').place).toMatchObject({ kind: 'state', state: 'NY' });
  });

  it('reads a city with its state, a county, a ZIP and radius phrases', () => {
    expect(parse('Dayton OH cnc').place).toMatchObject({ kind: 'city', label: 'Within 25 mi of Dayton, OH', radiusMiles: 25 });
    expect(parse('dallas tx sheet metal').place!.label).toContain('Dallas, TX');
    expect(parse('Allegheny County welding').place).toMatchObject({ kind: 'county', countyFips: '42003' });
    expect(parse('machining 44114').place).toMatchObject({ kind: 'zip', radiusMiles: 50 });
    expect(parse('within 100 miles of 44114').place).toMatchObject({ kind: 'zip', radiusMiles: 100 });
    expect(parse('within 100 miles of 44114').leftover).toBe('');
    expect(parse('near Cleveland, OH').place).toMatchObject({ kind: 'city', explicit: true, radiusMiles: 50 });
  });

  it('reads company size, industry and material words', () => {
    const intent = parse('small shop medical titanium');
    expect(intent.size!.ranges).toEqual(['1-10', '11-50']);
    expect(intent.industries.map((i) => i.slug)).toEqual(['medical-devices']);
    expect(intent.materials.map((m) => m.slug)).toEqual(['titanium']);
    expect(parse('aerospace machining').industries[0]!.slug).toBe('aerospace');
    expect(parse('PEEK delrin').materials.map((m) => m.slug)).toEqual(['peek', 'delrin']);
  });

  it('resolves ambiguous words by the likelier reading and offers the other', () => {
    const washington = parse('washington');
    expect(washington.place).toMatchObject({ kind: 'state', state: 'WA' });
    expect(washington.alternatives.length).toBeGreaterThan(0);
    const indiana = parse('indiana');
    expect(indiana.place).toMatchObject({ state: 'IN' });
    expect(indiana.alternatives.map((a) => a.instead)).toContain('Indiana County, PA');
    // a buyer searching Ohio gets the state, with the county of that name offered beside it
    const ohio = parse('cnc ohio');
    expect(ohio.place).toMatchObject({ kind: 'state', state: 'OH' });
    expect(ohio.alternatives.find((a) => a.instead === 'Ohio County, KY')?.place).toMatchObject({ kind: 'county', countyFips: '21183' });
    const michiganCity = parse('Michigan City');
    expect(michiganCity.place!.label).toContain('Michigan City, IN');
    expect(michiganCity.alternatives.map((a) => a.instead)).toContain('Michigan');
    // "anodizing michigan" is the state, not the city
    expect(parse('anodizing michigan').place).toMatchObject({ kind: 'state', state: 'MI' });
  });

  it('leaves unknown words for text matching and corrects misspelt catalogue words', () => {
    expect(parse('Hartman Anodizing').leftover).toBe('hartman');
    expect(parse('kowalski').leftover).toBe('kowalski');
    expect(parse('summit precision').place).toBeUndefined();
    expect(parse('summit precision').leftover).toBe('summit precision');
    expect(parse('machinng ohio').capabilities[0]!.label).toBe('CNC machining');
    expect(parse('injecton moulding').capabilities[0]!.label).toBe('Injection molding');
    expect(parse('sheet metl').capabilities[0]!.label).toBe('Sheet metal');
  });

  it('keeps the legal suffix of a company name as a word of the name, never a corrected material ("corp" is not "cfrp")', () => {
    const intent = parse('Dawson Fabrication Corp.');
    expect(intent.materials).toEqual([]);
    expect(intent.leftover).toContain('corp');
    expect(parse('Acme Ltd').materials).toEqual([]);
  });

  it('reads nothing from inside a word but its beginning, and never a place: a random code stays text', () => {
    // the replicas test once searched "zr…" codes that held "ca" (California), a ZIP or "7075"
    expect(parse('zrb26597e0').place).toBeUndefined();
    expect(parse('zq714ca9cc').place).toBeUndefined();
    expect(parse('zr2cb7075d').materials).toEqual([]);
    expect(parse('zifc2a7733').materials).toEqual([]);
    expect(parse('7075T6').materials.map((m) => m.slug)).toEqual(['aluminum']);
    fc.assert(fc.property(fc.stringMatching(/^z[a-z][0-9a-f]{8}$/), (word) => {
      const intent = parse(word);
      return !intent.place && !intent.capabilities.length && !intent.certifications.length && !intent.materials.length && intent.leftover === word;
    }), { numRuns: 2000 });
  });

  it('measures edit distance with swaps as one edit', () => {
    expect(editDistance('anodizng', 'anodizing', 2)).toBe(1);
    expect(editDistance('wledign', 'welding', 2)).toBe(2);
    expect(editDistance('abc', 'xyz', 1)).toBe(2);
  });
});
