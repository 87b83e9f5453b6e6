import type { SelectOption } from '@forge/shell-sdk';

/**
 * Processes a buyer can pick when correcting a line: the classifier's list (GET /api/bom/processes), plus any
 * process already used on this upload.
 */
export interface ProcessOption {
  slug: string;
  name: string;
}

export function mergeProcessOptions(...lists: ProcessOption[][]): ProcessOption[] {
  const bySlug = new Map<string, ProcessOption>();
  for (const list of lists) for (const option of list) if (!bySlug.has(option.slug)) bySlug.set(option.slug, option);
  return [...bySlug.values()].sort((a, b) => a.name.localeCompare(b.name));
}

/** Processes as choices for a select (value: the slug). */
export function processChoices(processes: ProcessOption[]): SelectOption[] {
  return processes.map((process) => ({ value: process.slug, label: process.name }));
}
