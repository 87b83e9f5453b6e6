import { useState } from 'react';
import {
  Badge, Box, Button, CERTIFICATION_STATUS_LABELS, CERT_CHECK_SOURCE_LABELS, HStack, Skeleton, Stack, Text,
  errorMessageOf, formatDate, type CertVerification, type CertificationStatus,
} from '@forge/shell-sdk';
import { ActionDialog } from '@forge/shell-sdk/widgets';
import type { AdminCompanyView } from './api';
import { useCertVerifications } from './cert-verification-api';
import { CertVerificationForm } from './CertVerificationForm';

const PALETTE: Record<CertificationStatus, string> = { 'registry-checked': 'green', 'document-on-file': 'blue', 'self-declared': 'gray', expired: 'red' };
const DAY_MS = 86_400_000;

/** "Expires in 12 days" for a certificate within 60 days of its expiry, so the admin checks the renewal in time. */
export function expiryHint(cert: Pick<CertVerification, 'expiresAt' | 'effectiveStatus'>, now = Date.now()): string | null {
  if (!cert.expiresAt || cert.effectiveStatus === 'expired') return null;
  const days = Math.ceil((Date.parse(cert.expiresAt) - now) / DAY_MS);
  return days <= 60 ? `Expires in ${days} day${days === 1 ? '' : 's'}` : null;
}

function CertRecord({ cert, name, onEdit }: { cert: CertVerification; name: string; onEdit: () => void }) {
  const hint = expiryHint(cert);
  return (
    <Box borderWidth="1px" borderRadius="lg" p={3} data-testid={`cert-${cert.slug}`}>
      <HStack justify="space-between" align="start" gap={3} flexWrap="wrap">
        <Stack gap={1} minW={0}>
          <HStack gap={2} flexWrap="wrap">
            <Text fontWeight="semibold" color="fg">{name}</Text>
            <Badge colorPalette={PALETTE[cert.effectiveStatus]}>{CERTIFICATION_STATUS_LABELS[cert.effectiveStatus]}</Badge>
            {hint && <Badge colorPalette="orange">{hint}</Badge>}
          </HStack>
          <Text fontSize="sm">
            {cert.certificateNumber ? `No. ${cert.certificateNumber}` : 'No certificate number'}
            {cert.expiresAt ? ` · expires ${formatDate(cert.expiresAt, { utc: true })}` : ''}
          </Text>
          <Text fontSize="sm">
            {cert.checkedAt
              ? `Checked ${cert.source ? `in ${CERT_CHECK_SOURCE_LABELS[cert.source]}${cert.reference ? ` (${cert.reference})` : ''} ` : ''}on ${formatDate(cert.checkedAt)}${cert.checkedBy ? ` by ${cert.checkedBy}` : ''}`
              : 'Not checked yet'}
            {cert.nextCheckAt ? ` · next check ${formatDate(cert.nextCheckAt, { utc: true })}` : ''}
          </Text>
          {cert.note && <Text fontSize="sm" fontStyle="italic">{cert.note}</Text>}
        </Stack>
        <Button size="xs" variant="outline" onClick={onEdit} aria-label={`Record verification of ${name}`}>Record check</Button>
      </HStack>
    </Box>
  );
}

/**
 * Each certification of a company with its verification record; the admin records a check (status, registry or
 * evidence file, certificate number, expiry, next check). Every change is in the audit log.
 */
export function CertVerificationAction({ company, certificationNames }: { company: AdminCompanyView; certificationNames?: Map<string, string> }) {
  const [open, setOpen] = useState(false);
  const [editing, setEditing] = useState<string | null>(null);
  const records = useCertVerifications(company.id, open);
  const nameOf = (slug: string) => certificationNames?.get(slug) ?? slug.toUpperCase().replace(/-/g, ' ');
  const close = () => {
    setOpen(false);
    setEditing(null);
  };
  if (company.certifications.length === 0) return null;
  return (
    <>
      <Button size="xs" variant="outline" onClick={() => setOpen(true)} aria-label={`Certificates of ${company.name}`}>
        Certificates
      </Button>
      <ActionDialog
        open={open}
        onClose={close}
        role="dialog"
        long
        title={`Certificates of ${company.name}`}
        bodyProps={{ color: 'fg.muted' }}
        footer={<Button variant="outline" onClick={close}>Close</Button>}
      >
        <Text fontSize="sm">Record where each certificate was checked. A certificate past its expiry date turns expired by itself (daily), and public pages show each status with its check date.</Text>
        {records.isPending && <Skeleton height="24" />}
        {records.error && <Text color="fg.error" role="alert">{errorMessageOf(records.error)}</Text>}
        {records.data?.certifications.map((cert) =>
          editing === cert.slug ? (
            <Box key={cert.slug} borderWidth="1px" borderRadius="lg" p={3} borderColor="brand.solid">
              <Text fontWeight="semibold" color="fg" mb={2}>{nameOf(cert.slug)}</Text>
              <CertVerificationForm companyId={company.id} cert={cert} certName={nameOf(cert.slug)} onDone={() => setEditing(null)} />
            </Box>
          ) : (
            <CertRecord key={cert.slug} cert={cert} name={nameOf(cert.slug)} onEdit={() => setEditing(cert.slug)} />
          ),
        )}
      </ActionDialog>
    </>
  );
}
