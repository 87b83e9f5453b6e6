/** Keys that identify a part across uploads. Pure (no database): the reading threads use them too. */

/** The key a correction is remembered under: the part number when there is one, else the description. */
export function correctionKeys(partNumber: string, description: string): string[] {
  const keys: string[] = [];
  const pn = partNumber.trim().toLowerCase();
  const desc = description.trim().toLowerCase().replace(/\s+/g, ' ');
  if (pn) keys.push(`pn:${pn}`);
  if (desc) keys.push(`desc:${desc}`);
  return keys;
}

export function partKeyOf(partNumber: string, description: string): string {
  const pn = partNumber.trim().toUpperCase().replace(/\s+/g, '');
  if (pn) return `pn:${pn}`;
  return `desc:${description.trim().toLowerCase().replace(/\s+/g, ' ').slice(0, 200)}`;
}
