import { parseCsv, parseImport } from './import.js';

const header = 'name,description,street,city,state,zip,capabilities,certifications,industries,employeeRange,yearFounded,leadTimeMin,leadTimeMax,minimumOrder,email,phone,website';

describe('supplier import', () => {
  it('parses quoted CSV fields with commas, quotes and newlines, keeping line numbers', () => {
    const records = parseCsv('a,b\n"x, y","say ""hi""\nthere"\nz,w\n');
    expect(records).toEqual([
      { line: 1, fields: ['a', 'b'] },
      { line: 2, fields: ['x, y', 'say "hi"\nthere'] },
      { line: 4, fields: ['z', 'w'] },
    ]);
  });

  it('validates row by row, reports bad rows with line and reason, and keeps the good ones', () => {
    const csv = [
      header,
      'Buckeye Precision LLC,"5-axis work, fast",100 Main St,Cleveland,OH,44114,cnc-machining;5-axis-machining,iso-9001|C123456|BSI|2027-05-01|self-declared,aerospace;defense,11-50,1988,5,15,500,sales@buckeye.example.com,(216) 555-0100,https://buckeye.example.com',
      'No Zip Co,,,,OH,,cnc-machining,,,11-50,,,,,,,',
      'Bad Cap Inc,,,,OH,44114,telepathy,,,11-50,,,,,,,',
      'Wrong State Inc,,,,TX,44114,welding-fabrication,,,1-10,,,,,,,',
      'Bad Cert LLC,,,,OH,44114,anodizing,iso-9001|||2027-01-01,,51-200,,,,,,,',
      'Claimed Check LLC,,,,OH,44114,anodizing,iso-9001|C9|BSI|2027-01-01|registry-checked,,51-200,,,,,,,',
    ].join('\n');
    const { suppliers, errors } = parseImport(csv, 'csv', new Date('2026-01-01T00:00:00Z'));
    expect(suppliers).toHaveLength(1);
    expect(suppliers[0]!.supplier).toMatchObject({
      name: 'Buckeye Precision LLC',
      slug: 'buckeye-precision-llc',
      address: { city: 'Cleveland', state: 'OH', county: 'Cuyahoga', zip: '44114' },
      capabilities: ['cnc-machining', '5-axis-machining'],
      leadTimeDays: { min: 5, max: 15 },
    });
    expect(suppliers[0]!.supplier.certifications[0]).toMatchObject({ slug: 'iso-9001', status: 'self-declared', registrar: 'BSI', checkedAt: null });
    expect(errors.map((e) => e.line)).toEqual([3, 4, 5, 6, 7]);
    expect(errors[0]!.reason).toContain('address.zip');
    expect(errors[1]!.reason).toContain('unknown capability "telepathy"');
    expect(errors[2]!.reason).toContain('is in OH, not TX');
    expect(errors[3]!.reason).toContain('certificate number is required');
    expect(errors[4]!.reason).toBe('certifications.0.status: Registry checked and Document on file come from Verify certifications; set Self-declared or Expired here');
  });

  it('imports JSON arrays with the profile shape and reports index-based lines', () => {
    const json = JSON.stringify([
      { name: 'Lakeshore Plastics Inc.', address: { zip: '48226' }, capabilities: ['injection-molding'], employeeRange: '51-200' },
      { name: 'X', address: { zip: '48226' }, capabilities: [], employeeRange: 'lots' },
    ]);
    const { suppliers, errors } = parseImport(json, 'json');
    expect(suppliers[0]!.supplier.address).toMatchObject({ city: 'Detroit', state: 'MI', county: 'Wayne' });
    expect(errors).toHaveLength(1);
    expect(errors[0]!.line).toBe(2);
    expect(errors[0]!.reason).toMatch(/name.*capabilities.*employeeRange/s);
    expect(parseImport('{', 'json').errors[0]!.reason).toContain('not valid JSON');
  });
});
