const HAS_KIND =
  /\b(county|parish|borough|census area|municipality|municipio|city|district|island|islands)\b/i;

/** "Allegheny" → "Allegheny County"; Louisiana has parishes, Puerto Rico municipios, Alaska boroughs already named. */
export function countyDisplayName(name: string, stateCode: string): string {
  if (HAS_KIND.test(name)) return name;
  const code = stateCode.toUpperCase();
  if (code === 'LA') return `${name} Parish`;
  if (code === 'PR') return `${name} Municipio`;
  if (code === 'AK') return name;
  return `${name} County`;
}

/** What the state calls its county-level divisions. */
export function countyKindPlural(stateCode: string): string {
  const code = stateCode.toUpperCase();
  if (code === 'LA') return 'parishes';
  if (code === 'AK') return 'boroughs and census areas';
  if (code === 'PR') return 'municipios';
  return 'counties';
}
