import type { DiscoverState } from '../query';
import { employeesLabel, leadDaysLabel, verificationLabel, volumeLabel } from '../labels';
import { humanize } from '../../common';
import { ChipRow } from './ChipRow';

export interface ActiveFilter {
  key: string;
  label: string;
  remove: Partial<DiscoverState>;
}

export function activeFilters(
  state: DiscoverState,
  names: {
    capability: Map<string, string>;
    certification: Map<string, string>;
    state: Map<string, string>;
    industry: Map<string, string>;
  },
): ActiveFilter[] {
  const list: ActiveFilter[] = [];
  if (state.q) list.push({ key: 'q', label: `“${state.q}”`, remove: { q: undefined } });
  if (state.state)
    list.push({
      key: 'state',
      label: names.state.get(state.state) ?? state.state,
      remove: { state: undefined },
    });
  if (state.county)
    list.push({ key: 'county', label: `${humanize(state.county)} County`, remove: { county: undefined } });
  if (state.near)
    list.push({
      key: 'near',
      label: `Within ${state.radius} mi of ${state.near}`,
      remove: { near: undefined, radius: undefined },
    });
  for (const c of state.capability ?? []) {
    list.push({
      key: `cap-${c}`,
      label: names.capability.get(c) ?? c,
      remove: { capability: state.capability!.filter((x) => x !== c) },
    });
  }
  for (const c of state.certification ?? []) {
    list.push({
      key: `cert-${c}`,
      label: names.certification.get(c) ?? c,
      remove: { certification: state.certification!.filter((x) => x !== c) },
    });
  }
  if (state.verification)
    list.push({
      key: 'verification',
      label: verificationLabel(state.verification),
      remove: { verification: undefined },
    });
  if (state.employees)
    list.push({ key: 'employees', label: employeesLabel(state.employees), remove: { employees: undefined } });
  if (state.industry)
    list.push({ key: 'industry', label: names.industry.get(state.industry) ?? humanize(state.industry), remove: { industry: undefined } });
  if (state.leadDays) list.push({ key: 'leadDays', label: leadDaysLabel(state.leadDays), remove: { leadDays: undefined } });
  if (state.volume) list.push({ key: 'volume', label: volumeLabel(state.volume), remove: { volume: undefined } });
  return list;
}

/** Removable chips for every active filter. */
export function ActiveFilterChips({
  filters,
  onRemove,
}: {
  filters: ActiveFilter[];
  onRemove: (patch: Partial<DiscoverState>) => void;
}) {
  if (filters.length === 0) return null;
  const chips = filters.map((f) => ({ key: f.key, text: `${f.label} ✕`, ariaLabel: `Remove filter ${f.label}`, patch: f.remove }));
  return <ChipRow label="Active filters" tone="remove" chips={chips} onPick={onRemove} />;
}
