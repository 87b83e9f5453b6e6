import type { PartDiff, PartRevision } from '@forge/contract';

const FIELDS = ['name', 'kind', 'process', 'unit', 'material', 'description'] as const;

type Line = PartRevision['children'][number];

function sameLine(a: Line, b: Line): boolean {
  return a.quantity === b.quantity && a.findNumber === b.findNumber && a.referenceDesignators.join(',') === b.referenceDesignators.join(',');
}

/** Field by field (attributes as `attributes.<name>`) and child line by child line (matched by child item). */
export function diffRevisions(from: PartRevision, to: PartRevision): PartDiff {
  const fields: PartDiff['fields'] = [];
  for (const field of FIELDS) if (from[field] !== to[field]) fields.push({ field, before: from[field], after: to[field] });
  const names = [...new Set([...Object.keys(from.attributes), ...Object.keys(to.attributes)])].sort();
  for (const name of names) {
    const before = from.attributes[name] ?? null;
    const after = to.attributes[name] ?? null;
    if (before !== after) fields.push({ field: `attributes.${name}`, before, after });
  }
  const lines: PartDiff['lines'] = [];
  const after = new Map(to.children.map((c) => [c.itemId, c]));
  const before = new Map(from.children.map((c) => [c.itemId, c]));
  for (const old of from.children) {
    const now = after.get(old.itemId);
    if (!now) lines.push({ change: 'removed', itemId: old.itemId, partNumber: old.partNumber, before: old, after: null });
    else if (!sameLine(old, now)) lines.push({ change: 'changed', itemId: old.itemId, partNumber: old.partNumber, before: old, after: now });
  }
  for (const now of to.children) if (!before.has(now.itemId)) lines.push({ change: 'added', itemId: now.itemId, partNumber: now.partNumber, before: null, after: now });
  return { from: from.label, to: to.label, fields, lines };
}
