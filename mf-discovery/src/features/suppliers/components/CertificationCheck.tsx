import {
  Badge, CERTIFICATION_STATUS_LABELS, CERT_CHECK_SOURCE_LABELS, Text, effectiveCertificationStatus, formatDate,
  type CertCheckSource, type CertificationStatus,
} from '@forge/shell-sdk';

const PALETTE: Record<CertificationStatus, string> = { 'registry-checked': 'green', 'document-on-file': 'blue', 'self-declared': 'gray', expired: 'red' };
const DESCRIPTION: Record<CertificationStatus, string> = {
  'registry-checked': 'Checked against the issuing registry',
  'document-on-file': 'Certificate document reviewed and on file',
  'self-declared': 'Declared by the supplier, not yet verified',
  expired: 'Past its expiry date: it no longer vouches for anything',
};

export interface CertificationCheckProps {
  status: string;
  checkedAt?: string | null | undefined;
  expiresAt?: string | null | undefined;
  source?: string | null | undefined;
}

/** The words under a certificate: its status now (expired once past the date, whatever was recorded) and when it was checked. */
export function certificationCheckText(cert: CertificationCheckProps, now = new Date()) {
  const status = effectiveCertificationStatus({ status: cert.status, expiresAt: cert.expiresAt ?? null }, now);
  const sourceLabel = cert.source && cert.source in CERT_CHECK_SOURCE_LABELS ? CERT_CHECK_SOURCE_LABELS[cert.source as CertCheckSource] : null;
  const checked = cert.checkedAt ? formatDate(cert.checkedAt, { utc: true, fallback: '' }) : '';
  const expires = cert.expiresAt ? formatDate(cert.expiresAt, { utc: true, fallback: '' }) : '';
  return {
    status,
    label: CERTIFICATION_STATUS_LABELS[status],
    checkedLine: checked && status !== 'self-declared' ? `Checked on ${checked}${cert.source === 'evidence-file' ? ' from the evidence file' : sourceLabel ? ` in ${sourceLabel}` : ''}` : null,
    expiryLine: expires ? `${status === 'expired' ? 'Expired' : 'Expires'} ${expires}` : null,
  };
}

/** A certificate's verification on the public company page: never shown as current once past its expiry date. */
export function CertificationCheck(props: CertificationCheckProps) {
  const text = certificationCheckText(props);
  return (
    <>
      <Badge colorPalette={PALETTE[text.status]} variant="subtle" title={DESCRIPTION[text.status]} data-status={text.status}>
        {text.label}
      </Badge>
      {text.checkedLine && (
        <Text fontSize="xs" color="fg.muted" mt={1}>
          {text.checkedLine}
        </Text>
      )}
      {text.expiryLine && (
        <Text fontSize="xs" color={text.status === 'expired' ? 'fg.error' : 'fg.muted'} mt={1}>
          {text.expiryLine}
        </Text>
      )}
    </>
  );
}
