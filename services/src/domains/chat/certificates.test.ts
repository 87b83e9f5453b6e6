import { certificateFact, certificateLabel } from './certificates.js';

describe('certificate status as the assistant names it', () => {
  const now = new Date('2026-11-29T12:00:00Z');
  it.each([
    [{ slug: 'iso-9001', status: 'registry-checked', expiresAt: '2027-06-01' }, 'ISO 9001 (current)'],
    [{ slug: 'iso-9001', status: 'document-on-file', expiresAt: '2026-12-20' }, 'ISO 9001 (expiring 2026-12-20)'],
    [{ slug: 'iso-9001', status: 'registry-checked', expiresAt: '2026-11-01' }, 'ISO 9001 (expired 2026-11-01)'],
    [{ slug: 'iso-9001', status: 'expired', expiresAt: null }, 'ISO 9001 (expired)'],
    [{ slug: 'iso-9001', status: 'self-declared', expiresAt: '2027-06-01' }, 'ISO 9001 (self-declared)'],
    [{ slug: 'iso-9001', status: 'self-declared', expiresAt: '2026-01-01' }, 'ISO 9001 (expired 2026-01-01)'],
  ])('%j reads %s', (cert, label) => {
    expect(certificateLabel(certificateFact(cert, now))).toBe(label);
  });
});
