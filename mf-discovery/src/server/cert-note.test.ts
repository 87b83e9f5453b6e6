import { certificationNote } from './cert-note';

const now = new Date('2026-11-26T12:00:00Z');

describe('certificationNote (server-rendered company page)', () => {
  it('gives the status with its check date and source', () => {
    expect(certificationNote({ status: 'registry-checked', checkedAt: '2026-11-03T10:00:00Z', expiresAt: '2027-05-01T00:00:00Z', source: 'iaqg-oasis' }, now)).toBe(
      'Registry checked · checked on Nov 3, 2026 in IAQG OASIS · expires May 1, 2027',
    );
    expect(certificationNote({ status: 'self-declared', checkedAt: null, expiresAt: null }, now)).toBe('Self-declared');
  });

  it('never shows an expired certificate as current', () => {
    expect(certificationNote({ status: 'document-on-file', checkedAt: '2026-01-03T10:00:00Z', expiresAt: '2026-11-20T00:00:00Z' }, now)).toBe('Expired Nov 20, 2026');
    expect(certificationNote({ status: 'expired', expiresAt: null }, now)).toBe('Expired');
  });
});
