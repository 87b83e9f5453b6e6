import { MAPPABLE_FIELDS, type ColumnMapping, type MappableField, type Upload } from './api';

/** Column index → the field it feeds (or nothing). The server's mapping is field → column index. */
export type ColumnAssignments = Record<number, MappableField | undefined>;

export function assignmentsFromMapping(upload: Pick<Upload, 'mapping' | 'columns'>): ColumnAssignments {
  const assignments: ColumnAssignments = {};
  for (const field of MAPPABLE_FIELDS) {
    const index = upload.mapping[field];
    if (index !== undefined && index !== null) assignments[index] = field;
  }
  // Nothing remembered or chosen yet: fall back to what the server detected.
  if (Object.keys(assignments).length === 0) {
    for (const column of upload.columns) if (column.detected) assignments[column.index] = column.detected;
  }
  return assignments;
}

/** Gives a column a field; a field feeds one column only, so whichever column had it loses it. */
export function assign(assignments: ColumnAssignments, column: number, field: MappableField | undefined): ColumnAssignments {
  const next: ColumnAssignments = {};
  for (const [key, value] of Object.entries(assignments)) {
    if (value && value !== field && Number(key) !== column) next[Number(key)] = value;
  }
  if (field) next[column] = field;
  return next;
}

export function mappingFromAssignments(assignments: ColumnAssignments): ColumnMapping {
  const mapping: ColumnMapping = {};
  for (const [key, field] of Object.entries(assignments)) if (field) mapping[field] = Number(key);
  return mapping;
}

/** Preview rows without the header row, if the server included it. */
export function previewRows(upload: Pick<Upload, 'preview' | 'columns'>): string[][] {
  const [first, ...rest] = upload.preview;
  if (first && upload.columns.length > 0 && upload.columns.every((c) => (first[c.index] ?? '').trim() === c.header.trim())) {
    return rest;
  }
  return upload.preview;
}
