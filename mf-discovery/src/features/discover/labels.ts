import { humanize } from '../common';

const VERIFICATION_LABELS: Record<string, string> = {
  verified: 'Verified suppliers',
  unverified: 'Not yet verified',
  'registry-checked': 'Certificate checked with the registry',
  'document-on-file': 'Certificate document on file or better',
  'self-declared': 'Any certificate (incl. self-declared)',
  claimed: 'Claimed profiles',
};

const VOLUME_LABELS: Record<string, string> = {
  prototype: 'Prototype quantities',
  low: 'Low volume',
  production: 'Production runs',
  high: 'High volume',
};

export function volumeLabel(key: string): string {
  return VOLUME_LABELS[key] ?? key;
}

export function leadDaysLabel(days: number): string {
  return `Lead time ≤ ${days} days`;
}

export function verificationLabel(key: string): string {
  return VERIFICATION_LABELS[key] ?? humanize(key);
}

export function employeesLabel(key: string): string {
  return /^\d/.test(key) ? `${key} employees` : humanize(key);
}

/** Orders employee ranges numerically ("1-10" < "11-50" < "1000+"). */
export function compareEmployeeRanges(a: string, b: string): number {
  const first = (s: string) => Number(/\d+/.exec(s)?.[0] ?? Infinity);
  return first(a) - first(b);
}
