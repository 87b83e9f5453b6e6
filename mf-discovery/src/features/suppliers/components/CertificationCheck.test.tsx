import { certificationCheckText } from './CertificationCheck';

const now = new Date('2026-11-26T12:00:00Z');

describe('certificationCheckText', () => {
  it('shows a checked certificate with its check date and where it was checked', () => {
    expect(certificationCheckText({ status: 'registry-checked', checkedAt: '2026-11-03T10:00:00Z', expiresAt: '2027-05-01T00:00:00Z', source: 'iaqg-oasis' }, now)).toEqual({
      status: 'registry-checked',
      label: 'Registry checked',
      checkedLine: 'Checked on Nov 3, 2026 in IAQG OASIS',
      expiryLine: 'Expires May 1, 2027',
    });
  });

  it('never shows a certificate past its expiry date as current, even before the expiry job ran', () => {
    const text = certificationCheckText({ status: 'registry-checked', checkedAt: '2026-01-03T10:00:00Z', expiresAt: '2026-11-20T00:00:00Z', source: 'iaf-certsearch' }, now);
    expect(text).toMatchObject({ status: 'expired', label: 'Expired', expiryLine: 'Expired Nov 20, 2026' });
    expect(certificationCheckText({ status: 'expired', expiresAt: '2027-11-20T00:00:00Z' }, now).status).toBe('expired');
  });

  it('says a check against the certificate document came from the evidence file', () => {
    expect(certificationCheckText({ status: 'document-on-file', checkedAt: '2026-11-03T10:00:00Z', expiresAt: null, source: 'evidence-file' }, now).checkedLine).toBe('Checked on Nov 3, 2026 from the evidence file');
  });

  it('has no check line for a self-declared certificate', () => {
    expect(certificationCheckText({ status: 'self-declared', checkedAt: null, expiresAt: null }, now)).toEqual({ status: 'self-declared', label: 'Self-declared', checkedLine: null, expiryLine: null });
  });
});
