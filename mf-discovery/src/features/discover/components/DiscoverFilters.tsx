import { useEffect, useState, type FormEvent } from 'react';
import { Box, Button, Field, HStack, Input, NativeSelect, Separator, Stack, Text } from '@forge/shell-sdk';
import { useProcesses } from '../../catalogue';
import { useCertifications } from '../../certifications';
import { humanize } from '../../common';
import { useStateDetail, useStates, countyDisplayName } from '../../geo';
import { useIndustryNames, type SearchResponse } from '../../suppliers';
import { DEFAULT_RADIUS, LEAD_DAY_OPTIONS, RADIUS_OPTIONS, VOLUME_OPTIONS, countyFilterValue, type DiscoverState } from '../query';
import { compareEmployeeRanges, employeesLabel, verificationLabel, volumeLabel } from '../labels';
import { FacetChecklist } from '../../common';
import { FacetSelect, type FacetOption } from './FacetSelect';

interface DiscoverFiltersProps {
  state: DiscoverState;
  facets: SearchResponse['facets'] | undefined;
  onChange: (patch: Partial<DiscoverState>) => void;
  onClear: () => void;
}

function facetOptions(
  counts: Record<string, number> | undefined,
  label: (key: string) => string = humanize,
): FacetOption[] {
  return Object.entries(counts ?? {}).map(([value, count]) => ({ value, label: label(value), count }));
}

function NearFilter({
  near,
  radius,
  onChange,
}: {
  near?: string;
  radius?: number;
  onChange: (patch: Partial<DiscoverState>) => void;
}) {
  const [zip, setZip] = useState(near ?? '');
  const [error, setError] = useState<string | null>(null);
  useEffect(() => setZip(near ?? ''), [near]);
  const apply = (event?: FormEvent) => {
    event?.preventDefault();
    const value = zip.trim();
    if (value === '') {
      setError(null);
      if (near) onChange({ near: undefined, radius: undefined });
      return;
    }
    if (!/^\d{5}$/.test(value)) {
      setError('Enter a 5-digit US ZIP code.');
      return;
    }
    setError(null);
    if (value !== near) onChange({ near: value, radius: radius ?? DEFAULT_RADIUS });
  };
  return (
    <Box as="form" onSubmit={apply} aria-label="Distance filter">
      <Field.Root invalid={error !== null}>
        <Field.Label fontSize="sm" fontWeight="semibold">
          Near ZIP code
        </Field.Label>
        <HStack gap={2} w="full">
          <Input
            size="sm"
            bg="white"
            inputMode="numeric"
            autoComplete="postal-code"
            maxLength={5}
            placeholder="e.g. 15222"
            value={zip}
            onChange={(e) => setZip(e.target.value)}
            onBlur={() => apply()}
          />
          <Button type="submit" size="sm" variant="outline">
            Apply
          </Button>
        </HStack>
        {error && <Field.ErrorText>{error}</Field.ErrorText>}
      </Field.Root>
      <Field.Root mt={2} disabled={!near}>
        <Field.Label fontSize="sm">Within</Field.Label>
        <NativeSelect.Root size="sm">
          <NativeSelect.Field
            bg="white"
            value={String(radius ?? DEFAULT_RADIUS)}
            onChange={(e) => onChange({ radius: Number(e.currentTarget.value) })}
          >
            {RADIUS_OPTIONS.map((r) => (
              <option key={r} value={r}>
                {r} miles
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
    </Box>
  );
}

export function DiscoverFilters({ state, facets, onChange, onClear }: DiscoverFiltersProps) {
  const states = useStates();
  const stateDetail = useStateDetail(state.state ?? null);
  const processes = useProcesses();
  const certifications = useCertifications();
  const industryNames = useIndustryNames();

  const stateOptions: FacetOption[] = [...(states.data ?? [])]
    .sort((a, b) => a.name.localeCompare(b.name))
    .map((s) => ({ value: s.code, label: s.name, count: facets?.state[s.code] }));

  const countyOptions: FacetOption[] = [...(stateDetail.data?.counties ?? [])]
    .sort((a, b) => a.name.localeCompare(b.name))
    .map((c) => {
      const value = countyFilterValue(c);
      return {
        value,
        label: countyDisplayName(c.name, state.state ?? ''),
        count: facets?.county[`${state.state}:${c.slug}`] ?? facets?.county[value],
      };
    })
    .filter((o) => (o.count ?? 0) > 0 || o.value === state.county);

  const processNames = new Map((processes.data ?? []).map((p) => [p.slug, p.name]));
  const capabilityOptions: FacetOption[] = facets
    ? Object.entries(facets.capability).map(([slug, count]) => ({
        value: slug,
        label: processNames.get(slug) ?? humanize(slug),
        count,
      }))
    : (processes.data ?? []).map((p) => ({ value: p.slug, label: p.name }));

  const certificationNames = new Map((certifications.data ?? []).map((c) => [c.slug, c.name]));
  const certificationOptions: FacetOption[] = (certifications.data ?? []).map((c) => ({
    value: c.slug,
    label: certificationNames.get(c.slug) ?? c.slug,
    count: facets?.certification[c.slug] ?? 0,
  }));

  const activeCount =
    (state.state ? 1 : 0) +
    (state.county ? 1 : 0) +
    (state.capability?.length ?? 0) +
    (state.certification?.length ?? 0) +
    (state.verification ? 1 : 0) +
    (state.employees ? 1 : 0) +
    (state.industry ? 1 : 0) +
    (state.leadDays ? 1 : 0) +
    (state.volume ? 1 : 0) +
    (state.near ? 1 : 0);

  // The single-choice filters: each reads and writes its own key of the query.
  const select = (name: 'state' | 'county' | 'verification' | 'employees' | 'industry', label: string, options: FacetOption[], anyLabel?: string) => (
    <FacetSelect label={label} anyLabel={anyLabel} value={state[name]} options={options} onChange={(v) => onChange({ [name]: v })} />
  );

  return (
    <Stack gap={5} as="section" aria-label="Filters">
      <HStack justify="space-between">
        <Text fontWeight="bold" color="navy.900">
          Filters
        </Text>
        {activeCount > 0 && (
          <Button variant="plain" size="xs" color="brand.fg" onClick={onClear}>
            Clear all ({activeCount})
          </Button>
        )}
      </HStack>
      {select('state', 'State', stateOptions, 'All states')}
      {state.state && select('county', 'County', countyOptions, 'All counties')}
      <NearFilter near={state.near} radius={state.radius} onChange={onChange} />
      <Separator />
      <FacetChecklist
        label="Capabilities"
        searchable
        options={capabilityOptions}
        selected={state.capability ?? []}
        onChange={(capability) => onChange({ capability })}
      />
      <Separator />
      <FacetChecklist
        label="Certifications"
        options={certificationOptions}
        selected={state.certification ?? []}
        onChange={(certification) => onChange({ certification })}
        initiallyShown={6}
      />
      <Separator />
      {select('verification', 'Verification', facetOptions(facets?.verification, verificationLabel))}
      {select(
        'employees',
        'Company size',
        facetOptions(facets?.employees, employeesLabel).sort((a, b) => compareEmployeeRanges(a.value, b.value)),
        'Any size',
      )}
      {select(
        'industry',
        'Industry served',
        facetOptions(facets?.industry, (slug) => industryNames.get(slug) ?? humanize(slug)).sort((a, b) => a.label.localeCompare(b.label)),
        'Any industry',
      )}
      <Separator />
      <FacetSelect
        label="Lead time"
        anyLabel="Any lead time"
        helper="The shortest lead time on the supplier's profile"
        value={state.leadDays ? String(state.leadDays) : undefined}
        options={LEAD_DAY_OPTIONS.map((days) => ({ value: String(days), label: `${days} days or less` }))}
        onChange={(v) => onChange({ leadDays: v ? Number(v) : undefined })}
      />
      <FacetSelect
        label="Order volume"
        anyLabel="Any volume"
        helper="Read from the supplier's minimum order"
        value={state.volume}
        options={VOLUME_OPTIONS.map((v) => ({ value: v, label: volumeLabel(v) }))}
        onChange={(volume) => onChange({ volume })}
      />
    </Stack>
  );
}
