import { CERTIFICATION_STATUSES, CERTIFICATION_STATUS_LABELS, Input, NativeSelect } from '@forge/shell-sdk';

/** Filters /admin/companies by a certification (slug) and by the status of a certificate (expired ones included). */
export function CertVerificationFilter({ certification, status, onChange }: { certification: string; status: string; onChange: (key: 'certification' | 'certificationStatus', value: string | undefined) => void }) {
  return (
    <>
      <Input size="sm" maxW={{ md: '36' }} aria-label="Certification" placeholder="Certification (as9100)" value={certification} onChange={(event) => onChange('certification', event.target.value.trim().toLowerCase() || undefined)} />
      <NativeSelect.Root size="sm" maxW={{ md: '48' }}>
        <NativeSelect.Field aria-label="Certificate status" name="certificationStatus" value={status} onChange={(event) => onChange('certificationStatus', event.target.value || undefined)}>
          <option value="">Certificate status: any</option>
          {CERTIFICATION_STATUSES.map((s) => <option key={s} value={s}>{CERTIFICATION_STATUS_LABELS[s]}</option>)}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </>
  );
}
