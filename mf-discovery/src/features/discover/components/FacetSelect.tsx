import { Field, NativeSelect, formatCount } from '@forge/shell-sdk';

import type { FacetOption } from '../../common';

export type { FacetOption };

interface FacetSelectProps {
  label: string;
  value: string | undefined;
  options: FacetOption[];
  anyLabel?: string;
  onChange: (value: string | undefined) => void;
  disabled?: boolean;
  helper?: string;
}

/** A labelled single-choice filter; the counts come from the search's facets. */
export function FacetSelect({
  label,
  value,
  options,
  anyLabel = 'Any',
  onChange,
  disabled,
  helper,
}: FacetSelectProps) {
  const known = options.some((o) => o.value === value);
  const all = value && !known ? [{ value, label: value }, ...options] : options;
  return (
    <Field.Root disabled={disabled}>
      <Field.Label fontSize="sm" fontWeight="semibold">
        {label}
      </Field.Label>
      <NativeSelect.Root size="sm">
        <NativeSelect.Field
          value={value ?? ''}
          onChange={(e) => onChange(e.currentTarget.value || undefined)}
          bg="white"
        >
          <option value="">{anyLabel}</option>
          {all.map((o) => (
            <option key={o.value} value={o.value}>
              {o.count !== undefined ? `${o.label} (${formatCount(o.count)})` : o.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      {helper && <Field.HelperText>{helper}</Field.HelperText>}
    </Field.Root>
  );
}
