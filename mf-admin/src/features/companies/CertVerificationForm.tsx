import { useState } from 'react';
import {
  Button, CERTIFICATION_STATUSES, CERTIFICATION_STATUS_LABELS, CERT_CHECK_SOURCE_LABELS, Field, HStack, Input, NativeSelect, SimpleGrid, Stack, Text, Textarea,
  errorMessageOf, fieldErrorsOf, type CertCheckSource, type CertVerification, type CertificationStatus,
} from '@forge/shell-sdk';
import { useSetCertVerification } from './cert-verification-api';

const day = (iso: string | null) => (iso ? iso.slice(0, 10) : '');

/** What the reference field means for a source: the IATF site code, or the evidence file's name. */
export function referenceLabel(source: CertCheckSource | null): string | null {
  if (source === 'iatf-site-code') return 'IATF site code';
  if (source === 'evidence-file') return 'Evidence file (name or reference)';
  return null;
}

/**
 * Records one certification's verification: status, where it was checked, certificate number, expiry and next check.
 * The API checks the rules (e.g. a registry check needs the registry and the number; an expiry in the past needs
 * "expired") and its message for each field is shown under that field.
 */
export function CertVerificationForm({ companyId, cert, certName, onDone }: { companyId: string; cert: CertVerification; certName: string; onDone: () => void }) {
  const [status, setStatus] = useState<CertificationStatus>(cert.status);
  const [source, setSource] = useState<CertCheckSource | null>(cert.source);
  const [reference, setReference] = useState(cert.reference);
  const [certificateNumber, setCertificateNumber] = useState(cert.certificateNumber);
  const [expiresAt, setExpiresAt] = useState(day(cert.expiresAt));
  const [nextCheckAt, setNextCheckAt] = useState(day(cert.nextCheckAt));
  const [note, setNote] = useState(cert.note);
  const save = useSetCertVerification(companyId);
  const fieldErrors = save.error ? fieldErrorsOf(save.error) : {};
  const refLabel = referenceLabel(source);
  const field = (name: string) => ({ invalid: Boolean(fieldErrors[name]) });
  const error = (name: string) => fieldErrors[name] && <Field.ErrorText>{fieldErrors[name]}</Field.ErrorText>;

  const submit = () =>
    save.mutate(
      { slug: cert.slug, change: { status, source, reference, certificateNumber, expiresAt: expiresAt || null, nextCheckAt: nextCheckAt || null, note } },
      { onSuccess: onDone },
    );

  return (
    <Stack as="form" gap={3} aria-label={`Verification of ${certName}`} onSubmit={(event) => { event.preventDefault(); submit(); }}>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap={3}>
        <Field.Root {...field('status')} required>
          <Field.Label>Status</Field.Label>
          <NativeSelect.Root size="sm">
            <NativeSelect.Field value={status} onChange={(event) => setStatus(event.target.value as CertificationStatus)}>
              {CERTIFICATION_STATUSES.map((s) => <option key={s} value={s}>{CERTIFICATION_STATUS_LABELS[s]}</option>)}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
          {error('status')}
        </Field.Root>
        <Field.Root {...field('source')}>
          <Field.Label>Checked in</Field.Label>
          <NativeSelect.Root size="sm">
            <NativeSelect.Field value={source ?? ''} onChange={(event) => setSource((event.target.value || null) as CertCheckSource | null)}>
              <option value="">Not checked</option>
              {cert.sources.map((s) => <option key={s} value={s}>{CERT_CHECK_SOURCE_LABELS[s]}</option>)}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
          {error('source')}
        </Field.Root>
        {refLabel && (
          <Field.Root {...field('reference')}>
            <Field.Label>{refLabel}</Field.Label>
            <Input size="sm" value={reference} onChange={(event) => setReference(event.target.value)} />
            {error('reference')}
          </Field.Root>
        )}
        <Field.Root {...field('certificateNumber')}>
          <Field.Label>Certificate number</Field.Label>
          <Input size="sm" value={certificateNumber} onChange={(event) => setCertificateNumber(event.target.value)} />
          {error('certificateNumber')}
        </Field.Root>
        <Field.Root {...field('expiresAt')}>
          <Field.Label>Expiry date</Field.Label>
          <Input size="sm" type="date" value={expiresAt} onChange={(event) => setExpiresAt(event.target.value)} />
          {error('expiresAt')}
        </Field.Root>
        <Field.Root {...field('nextCheckAt')}>
          <Field.Label>Next check</Field.Label>
          <Input size="sm" type="date" value={nextCheckAt} onChange={(event) => setNextCheckAt(event.target.value)} />
          {error('nextCheckAt')}
        </Field.Root>
      </SimpleGrid>
      <Field.Root {...field('note')}>
        <Field.Label>Note</Field.Label>
        <Textarea size="sm" rows={2} value={note} onChange={(event) => setNote(event.target.value)} />
        {error('note')}
      </Field.Root>
      {save.error && <Text color="fg.error" role="alert">{errorMessageOf(save.error)}</Text>}
      <HStack justify="flex-end" gap={2}>
        <Button size="sm" variant="outline" onClick={onDone} disabled={save.isPending}>Cancel</Button>
        <Button size="sm" colorPalette="brand" type="submit" loading={save.isPending}>Save verification</Button>
      </HStack>
    </Stack>
  );
}
