import { Input, OptionSelect, type SelectOption } from '@forge/shell-sdk';
import type { ListState } from './admin-list';

/** One filter of an admin list, kept in the URL under `name` and sent to the API as is. */
export type ListFilter = { name: string; label: string; placeholder: string; maxW: string } & (
  | { kind: 'choice'; options: readonly SelectOption[] }
  | { kind: 'text'; maxLength?: number; /** What is kept of the typed text (upper-cased, trimmed...). */ normalize?: (typed: string) => string }
);

/** A select whose empty first option (`placeholder`, e.g. "All statuses") means no filter. Options are values or {value, label}. */
export function choiceFilter(name: string, label: string, placeholder: string, options: readonly (string | SelectOption)[], maxW = '40'): ListFilter {
  return { kind: 'choice', name, label, placeholder, maxW, options: options.map((o) => (typeof o === 'string' ? { value: o, label: o } : o)) };
}

/** "Verified: any / yes / no" for a flag the API filters on with true or false. */
export function yesNoFilter(name: string, label: string): ListFilter {
  return choiceFilter(name, label, `${label}: any`, [{ value: 'true', label: `${label}: yes` }, { value: 'false', label: `${label}: no` }], '36');
}

/** The two-letter state code, as typed (upper-cased). */
export const STATE_FILTER: ListFilter = { kind: 'text', name: 'state', label: 'State', placeholder: 'State (OH)', maxW: '24', maxLength: 2, normalize: (typed) => typed.toUpperCase() };

/** The list's filters, next to its search box; on a wide screen each keeps its width and the row wraps. */
export function ListFilters({ filters, state, onChange }: { filters: readonly ListFilter[]; state: ListState; onChange: (name: string, value: string | undefined) => void }) {
  return (
    <>
      {filters.map((filter) => {
        const value = state.filters[filter.name] ?? '';
        if (filter.kind === 'choice') {
          return (
            <OptionSelect key={filter.name} size="sm" maxW={{ md: filter.maxW }} flexShrink={0} aria-label={filter.label} placeholder={filter.placeholder} options={filter.options} value={value} onValueChange={(next) => onChange(filter.name, next || undefined)} />
          );
        }
        return (
          <Input
            key={filter.name}
            size="sm"
            maxW={{ md: filter.maxW }}
            flexShrink={0}
            aria-label={filter.label}
            placeholder={filter.placeholder}
            maxLength={filter.maxLength}
            value={value}
            onChange={(event) => onChange(filter.name, (filter.normalize ? filter.normalize(event.target.value) : event.target.value) || undefined)}
          />
        );
      })}
    </>
  );
}
