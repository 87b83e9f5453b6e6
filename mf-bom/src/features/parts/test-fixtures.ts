import type { PartItem, PartItemSummary, PartRevision } from '@forge/shell-sdk';

/** A revision as the parts domain sends it (tests only). */
export function revision(changes: Partial<PartRevision> = {}): PartRevision {
  return {
    id: `rev-${changes.label ?? 'A'}`,
    label: 'A',
    seq: 1,
    state: 'draft',
    name: 'Part',
    kind: 'standard',
    process: '',
    unit: 'ea',
    material: '',
    description: '',
    attributes: {},
    children: [],
    releaseNote: '',
    releasedBy: '',
    releasedAt: null,
    createdAt: '2026-11-20T10:00:00.000Z',
    ...changes,
  };
}

/** An item with its revisions (by default one draft revision A named like the item). */
export function partItem(changes: Partial<PartItem> = {}): PartItem {
  const name = changes.name ?? 'Part';
  const revisions = changes.revisions ?? [revision({ name, kind: changes.kind ?? 'standard', process: changes.process ?? '' })];
  const current = revisions.at(-1)!;
  return {
    id: 'i1',
    partNumber: 'P-1',
    name,
    kind: current.kind,
    process: current.process,
    unit: 'ea',
    revision: current.label,
    state: current.state,
    isAssembly: current.children.length > 0,
    needsReview: false,
    updatedAt: '2026-11-21T10:00:00.000Z',
    material: current.material,
    description: current.description,
    attributes: {},
    sources: [],
    ...changes,
    revisions,
  };
}

export function summaryOf(item: PartItem): PartItemSummary {
  const { id, partNumber, name, kind, process, unit, revision: rev, state, isAssembly, needsReview, updatedAt } = item;
  return { id, partNumber, name, kind, process, unit, revision: rev, state, isAssembly, needsReview, updatedAt };
}
