import { useState, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import {
  Badge, Box, Button, CERTIFICATION_STATUS_LABELS, CERT_CHECK_SOURCE_LABELS, Field, Grid, HStack, HAND_SET_CERTIFICATION_STATUSES, Input, Link, NativeSelect, Stack, Text, Textarea, Wrap,
  type CertCheckSource, type CertificationStatus,
} from '@forge/shell-sdk';
import type { ProfileChoices } from './api';
import { certificationStatusOf, keptCheck, type CertificationDraft, type ProfileDraft } from './draft';

export type SetDraft = (change: Partial<ProfileDraft>) => void;
export interface FieldsProps {
  draft: ProfileDraft;
  set: SetDraft;
  choices: ProfileChoices | undefined;
  /** The saved profile (null for a new one): what a certificate's checked status is kept against. */
  original?: ProfileDraft | null;
  /** The server's message per field (`certifications.0.status`), from the last save of this section. */
  errors?: Record<string, string>;
  /** Where this company's certificates are verified (its row on /admin/companies). */
  verifyHref?: string;
  /** Reads the profile again (a refused checked status was changed meanwhile through Verify certifications). */
  onReload?: () => void;
}
type Props = FieldsProps;

function Text1({ label, value, onChange, type = 'text', help, required }: { label: string; value: string; onChange: (v: string) => void; type?: string; help?: string; required?: boolean }) {
  return (
    <Field.Root required={required}>
      <Field.Label>{label}</Field.Label>
      <Input type={type} value={value} onChange={(event) => onChange(event.target.value)} />
      {help && <Field.HelperText>{help}</Field.HelperText>}
    </Field.Root>
  );
}

function Select({ label, value, onChange, options, placeholder, help, error }: { label: string; value: string; onChange: (v: string) => void; options: { value: string; label: string }[]; placeholder?: string; help?: string; error?: string | undefined }) {
  return (
    <Field.Root invalid={Boolean(error)}>
      <Field.Label>{label}</Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field value={value} onChange={(event) => onChange(event.target.value)}>
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options.map((o) => <option key={o.value} value={o.value}>{o.label}</option>)}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      {help && !error && <Field.HelperText>{help}</Field.HelperText>}
      {error && <Field.ErrorText>{error}</Field.ErrorText>}
    </Field.Root>
  );
}

const toggled = (list: string[], value: string) => (list.includes(value) ? list.filter((x) => x !== value) : [...list, value]);

export function BasicsFields({ draft, set }: Props) {
  return (
    <Stack gap={3}>
      <Text1 label="Company name" value={draft.name} onChange={(name) => set({ name })} required />
      <Field.Root>
        <Field.Label>Description</Field.Label>
        <Textarea rows={5} value={draft.description} onChange={(event) => set({ description: event.target.value })} />
        <Field.HelperText>{draft.description.trim().length} characters; 80 or more counts as a description.</Field.HelperText>
      </Field.Root>
    </Stack>
  );
}

export function LocationFields({ draft, set }: Props) {
  return (
    <Stack gap={3}>
      <Text1 label="Street" value={draft.street} onChange={(street) => set({ street })} />
      <Grid templateColumns={{ base: '1fr', sm: '2fr 1fr' }} gap={3}>
        <Text1 label="City" value={draft.city} onChange={(city) => set({ city })} />
        <Text1 label="ZIP code" value={draft.zip} onChange={(zip) => set({ zip })} required help={draft.state ? `${draft.county ? `${draft.county} County, ` : ''}${draft.state}` : 'State and county follow the ZIP code.'} />
      </Grid>
    </Stack>
  );
}

export function CapabilityFields({ draft, set, choices }: Props) {
  const [filter, setFilter] = useState('');
  const needle = filter.trim().toLowerCase();
  const offered = needle ? (choices?.processes ?? []).filter((p) => p.name.toLowerCase().includes(needle) && !draft.capabilities.includes(p.slug)).slice(0, 12) : [];
  const name = (slug: string) => choices?.processes.find((p) => p.slug === slug)?.name ?? slug;
  return (
    <Stack gap={3}>
      <Wrap gap={2} aria-label="Listed capabilities">
        {draft.capabilities.length === 0 && <Text fontSize="sm" color="fg.muted">No capability listed.</Text>}
        {draft.capabilities.map((slug) => (
          <Button key={slug} size="xs" variant="subtle" onClick={() => set({ capabilities: toggled(draft.capabilities, slug) })} aria-label={`Remove ${name(slug)}`}>
            {name(slug)} ×
          </Button>
        ))}
      </Wrap>
      <Input aria-label="Find a capability" placeholder="Find a capability to add (e.g. milling)" value={filter} onChange={(event) => setFilter(event.target.value)} />
      {offered.length > 0 && (
        <Wrap gap={2}>
          {offered.map((p) => (
            <Button key={p.slug} size="xs" variant="outline" onClick={() => set({ capabilities: [...draft.capabilities, p.slug] })}>+ {p.name}</Button>
          ))}
        </Wrap>
      )}
    </Stack>
  );
}

const CHECKED_TONE: Partial<Record<string, string>> = { 'registry-checked': 'green', 'document-on-file': 'blue' };
const HAND_SET_OPTIONS = HAND_SET_CERTIFICATION_STATUSES.map((value) => ({ value, label: CERTIFICATION_STATUS_LABELS[value] }));
const dateText = (iso: string) => new Date(iso).toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

/** A checked status, read-only: where and when it was checked, and where it is changed. */
function CheckedStatus({ cert, verifyHref, error, onReload }: { cert: CertificationDraft; verifyHref: string; error: string | undefined; onReload: (() => void) | undefined }) {
  const source = cert.source ? CERT_CHECK_SOURCE_LABELS[cert.source as CertCheckSource] ?? cert.source : 'source not recorded';
  return (
    <Stack gap={1} role="group" aria-label="Status">
      <Text fontSize="sm" fontWeight="medium">Status</Text>
      <HStack gap={2} wrap="wrap">
        <Badge colorPalette={CHECKED_TONE[cert.status] ?? 'gray'}>{CERTIFICATION_STATUS_LABELS[cert.status as CertificationStatus] ?? cert.status}</Badge>
        <Text fontSize="xs" color="fg.muted">{source}{cert.checkedAt ? ` · checked ${dateText(cert.checkedAt)}` : ''}</Text>
      </HStack>
      <Text fontSize="xs" color="fg.muted">
        Changed only through <Link asChild color="brand.fg"><RouterLink to={verifyHref}>Verify certifications</RouterLink></Link>; a new certificate number or registrar makes it self-declared.
      </Text>
      {error && (
        // shown as checked here, refused by the server: it changed since this page read it
        <Stack gap={1} align="start">
          <Text fontSize="xs" color="fg.error">{error}</Text>
          {onReload && <Button size="xs" variant="outline" onClick={onReload}>Reload the profile</Button>}
        </Stack>
      )}
    </Stack>
  );
}

export function CertificationFields({ draft, set, choices, original = null, errors = {}, verifyHref = '/admin/companies', onReload }: Props) {
  const update = (i: number, change: Partial<CertificationDraft>) => set({ certifications: draft.certifications.map((c, j) => (j === i ? { ...c, ...change } : c)) });
  const unused = (choices?.certifications ?? []).filter((c) => !draft.certifications.some((x) => x.slug === c.slug));
  return (
    <Stack gap={3}>
      {draft.certifications.map((c, i) => {
        const kept = keptCheck(c, original);
        const error = errors[`certifications.${i}.status`];
        return (
          <Box key={c.slug} borderWidth="1px" borderRadius="md" p={3} data-testid={`cert-${c.slug}`}>
            <HStack justify="space-between" mb={2}>
              <Text fontWeight="semibold">{choices?.certifications.find((x) => x.slug === c.slug)?.name ?? c.slug}</Text>
              <Button size="xs" variant="ghost" onClick={() => set({ certifications: draft.certifications.filter((_, j) => j !== i) })}>Remove</Button>
            </HStack>
            <Grid templateColumns={{ base: '1fr', sm: '1fr 1fr' }} gap={3}>
              <Text1 label="Certificate number" value={c.certificateNumber} onChange={(certificateNumber) => update(i, { certificateNumber })} />
              <Text1 label="Registrar" value={c.registrar} onChange={(registrar) => update(i, { registrar })} />
              <Text1 label="Expires" type="date" value={c.expiresAt} onChange={(expiresAt) => update(i, { expiresAt })} />
              {kept ? (
                <CheckedStatus cert={kept} verifyHref={verifyHref} error={error} onReload={onReload} />
              ) : (
                <Select label="Status" value={certificationStatusOf(c, original)} onChange={(status) => update(i, { status })} options={HAND_SET_OPTIONS} error={error}
                  help="Registry checked and Document on file are recorded through Verify certifications." />
              )}
            </Grid>
          </Box>
        );
      })}
      {unused.length > 0 && (
        <Select label="Add a certification" value="" placeholder="Choose…" options={unused.map((c) => ({ value: c.slug, label: c.name }))}
          onChange={(slug) => slug && set({ certifications: [...draft.certifications, { slug, certificateNumber: '', registrar: '', expiresAt: '', status: 'self-declared', checkedAt: null, source: null }] })} />
      )}
    </Stack>
  );
}

export function PhotoFields({ draft, set }: Props) {
  const update = (i: number, change: Partial<{ url: string; caption: string }>) => set({ photos: draft.photos.map((p, j) => (j === i ? { ...p, ...change } : p)) });
  return (
    <Stack gap={3}>
      {draft.photos.map((p, i) => (
        <Grid key={i} templateColumns={{ base: '1fr', sm: '2fr 1fr auto' }} gap={2} alignItems="end">
          <Text1 label={`Photo ${i + 1} link`} type="url" value={p.url} onChange={(url) => update(i, { url })} />
          <Text1 label="Caption" value={p.caption} onChange={(caption) => update(i, { caption })} />
          <Button size="sm" variant="ghost" onClick={() => set({ photos: draft.photos.filter((_, j) => j !== i) })} aria-label={`Remove photo ${i + 1}`}>Remove</Button>
        </Grid>
      ))}
      <Box><Button size="sm" variant="outline" disabled={draft.photos.length >= 12} onClick={() => set({ photos: [...draft.photos, { url: '', caption: '' }] })}>Add a photo</Button></Box>
    </Stack>
  );
}

export function ContactFields({ draft, set }: Props) {
  return (
    <Grid templateColumns={{ base: '1fr', sm: '1fr 1fr' }} gap={3}>
      <Text1 label="Email" type="email" value={draft.email} onChange={(email) => set({ email })} />
      <Text1 label="Phone" type="tel" value={draft.phone} onChange={(phone) => set({ phone })} />
      <Box gridColumn={{ sm: 'span 2' }}><Text1 label="Website" type="url" value={draft.website} onChange={(website) => set({ website })} /></Box>
    </Grid>
  );
}

export function FactsFields({ draft, set, choices }: Props) {
  return (
    <Stack gap={3}>
      <Grid templateColumns={{ base: '1fr', sm: '1fr 1fr' }} gap={3}>
        <Select label="Employees" value={draft.employeeRange} onChange={(employeeRange) => set({ employeeRange })} placeholder="Choose…" options={choices?.options.employeeRanges ?? []} />
        <Text1 label="Year founded" type="number" value={draft.yearFounded} onChange={(yearFounded) => set({ yearFounded })} />
        <Text1 label="Lead time from (days)" type="number" value={draft.leadMin} onChange={(leadMin) => set({ leadMin })} />
        <Text1 label="Lead time to (days)" type="number" value={draft.leadMax} onChange={(leadMax) => set({ leadMax })} />
        <Text1 label="Minimum order (USD)" type="number" value={draft.minimumOrder} onChange={(minimumOrder) => set({ minimumOrder })} />
      </Grid>
      <Stack gap={1}>
        <Text fontSize="sm" fontWeight="medium">Industries</Text>
        <Wrap gap={2}>
          {(choices?.options.industries ?? []).map((i) => {
            const on = draft.industries.includes(i.value);
            return <Button key={i.value} size="xs" variant={on ? 'solid' : 'outline'} aria-pressed={on} onClick={() => set({ industries: toggled(draft.industries, i.value) })}>{i.label}</Button>;
          })}
        </Wrap>
      </Stack>
    </Stack>
  );
}

/** One editable part of the profile, saved on its own (field by field) once changed. */
export function SectionCard({ title, dirty, children, footer }: { title: string; dirty: boolean; children: ReactNode; footer?: ReactNode }) {
  return (
    <Box as="section" aria-label={title} borderWidth="1px" borderRadius="lg" p={{ base: 4, md: 5 }} bg="bg">
      <HStack justify="space-between" mb={3}>
        <Text as="h2" fontWeight="semibold" fontSize="lg">{title}</Text>
        {dirty && <Badge colorPalette="orange">Unsaved</Badge>}
      </HStack>
      {children}
      {footer}
    </Box>
  );
}
