import type { DraftChanges } from '@forge/shell-sdk';
import type { NewRfq, NewRfqLine, Rfq, RfqLine } from '../rfqs/api';
import type { BomLine, MatchedSupplier } from './api';

/** One editable line item. BOM lines keep their content (the server copies it); only the quantity can change. */
export interface LineDraft {
  key: string;
  source: { uploadId: string; lineId: string; lineNo: number; fileName: string } | null;
  partNumber: string;
  description: string;
  material: string;
  process: string;
  processName: string;
  unit: string;
  quantity: string;
  /** Editing a draft: the RFQ line this row started as (kept by id when only its quantity changed). */
  keepId?: string | undefined;
}

export interface RfqDraft {
  title: string;
  dueDate: string;
  zip: string;
  notes: string;
  ndaRequired: boolean;
  /** ITAR / export-controlled: only ITAR-registered suppliers may be invited. */
  itar: boolean;
  lines: LineDraft[];
  supplierIds: string[];
}

export type FormErrors = Partial<Record<string, string>>;

export const MAX_LINES = 200;
export const MAX_SUPPLIERS = 20;

let nextKey = 0;
export const newLineKey = () => `line-${++nextKey}`;

export function blankLine(): LineDraft {
  return { key: newLineKey(), source: null, partNumber: '', description: '', material: '', process: '', processName: '', unit: 'ea', quantity: '' };
}

export function lineFromBom(line: BomLine, uploadId: string, fileName: string): LineDraft {
  return {
    key: newLineKey(),
    source: { uploadId, lineId: line.id, lineNo: line.lineNo, fileName },
    partNumber: line.partNumber ?? '',
    description: line.description ?? '',
    material: line.material ?? '',
    process: line.kind === 'custom' && line.process ? line.process.slug : '',
    processName: line.kind === 'custom' && line.process ? line.process.name : '',
    unit: line.unit || 'ea',
    quantity: line.quantity != null ? String(line.quantity) : '',
  };
}

/** `?lines=a&lines=b` (what the BOM page sends) or `?lines=a,b`. */
export function lineIdsFrom(params: URLSearchParams): string[] {
  return [...new Set(params.getAll('lines').flatMap((v) => v.split(',')).map((v) => v.trim()).filter(Boolean))];
}

/** Suppliers the BOM matched to the chosen lines' processes, best first, each once. */
export function suggestedSuppliers(lines: BomLine[], max = 6): MatchedSupplier[] {
  const best = new Map<string, MatchedSupplier>();
  for (const line of lines) {
    if (line.kind !== 'custom') continue;
    for (const s of line.suppliers) {
      const known = best.get(s.id);
      if (!known || s.score > known.score) best.set(s.id, s);
    }
  }
  return [...best.values()].sort((a, b) => b.score - a.score || a.name.localeCompare(b.name)).slice(0, max);
}

const parseQuantity = (text: string) => (text.trim() === '' ? NaN : Number(text));

/** The same rules the API applies, checked before sending so the form can point at the field. */
export function validateDraft(draft: RfqDraft, today: string): FormErrors {
  const errors: FormErrors = {};
  if (draft.title.trim().length < 3) errors.title = 'Give the RFQ a title (at least 3 characters).';
  else if (draft.title.trim().length > 120) errors.title = 'Keep the title under 120 characters.';
  if (!/^\d{4}-\d{2}-\d{2}$/.test(draft.dueDate)) errors.dueDate = 'Choose the date you need quotes by.';
  else if (draft.dueDate < today) errors.dueDate = 'The due date is in the past.';
  if (draft.zip.trim() && !/^\d{5}$/.test(draft.zip.trim())) errors.zip = 'Enter a 5-digit US ZIP code.';
  if (draft.notes.length > 4000) errors.notes = 'Keep the notes under 4,000 characters.';
  if (draft.lines.length === 0) errors.lines = 'Add at least one line item.';
  if (draft.lines.length > MAX_LINES) errors.lines = `An RFQ holds at most ${MAX_LINES} line items.`;
  for (const line of draft.lines) {
    const quantity = parseQuantity(line.quantity);
    if (!Number.isFinite(quantity) || quantity <= 0) errors[`${line.key}.quantity`] = 'Enter a quantity above 0.';
    else if (quantity > 10_000_000) errors[`${line.key}.quantity`] = 'At most 10,000,000.';
    if (!line.source && !line.partNumber.trim() && !line.description.trim()) errors[`${line.key}.description`] = 'Give a part number or a description.';
  }
  if (draft.supplierIds.length > MAX_SUPPLIERS) errors.suppliers = `Invite at most ${MAX_SUPPLIERS} suppliers.`;
  return errors;
}

export function toRequest(draft: RfqDraft, status: 'draft' | 'open'): NewRfq {
  const lines: NewRfqLine[] = draft.lines.map((line) => {
    const quantity = parseQuantity(line.quantity);
    if (line.source) return { source: { uploadId: line.source.uploadId, lineId: line.source.lineId }, quantity };
    const typed: NewRfqLine = { quantity };
    if (line.partNumber.trim()) typed.partNumber = line.partNumber.trim();
    if (line.description.trim()) typed.description = line.description.trim();
    if (line.material.trim()) typed.material = line.material.trim();
    if (line.process) typed.process = line.process;
    return typed;
  });
  return {
    title: draft.title.trim(),
    status,
    dueDate: draft.dueDate,
    ...(draft.zip.trim() ? { delivery: { zip: draft.zip.trim() } } : {}),
    ...(draft.notes.trim() ? { notes: draft.notes.trim() } : {}),
    ndaRequired: draft.ndaRequired,
    itar: draft.itar,
    lines,
    ...(draft.supplierIds.length ? { supplierIds: draft.supplierIds } : {}),
  };
}

/** "lines.2.quantity: …" in a 400 from the API → the form's key for that field. */
export function fieldErrorsFromApi(details: unknown, lines: LineDraft[]): FormErrors {
  const fields = (details as { fields?: { field: string; message: string }[] } | undefined)?.fields ?? [];
  const errors: FormErrors = {};
  for (const { field, message } of fields) {
    const line = /^lines\.(\d+)\.(\w+)/.exec(field);
    if (line) {
      const draft = lines[Number(line[1])];
      if (draft) errors[`${draft.key}.${line[2] === 'quantity' ? 'quantity' : 'description'}`] = message;
    } else if (field === 'delivery.zip' || field === 'delivery.state') errors.zip = message;
    else errors[field.split('.')[0]!] = message;
  }
  return errors;
}

/** A line of a saved draft as an editable row. */
export function lineFromRfq(line: RfqLine): LineDraft {
  return {
    key: newLineKey(),
    source: line.source ? { uploadId: line.source.uploadId, lineId: line.source.lineId, lineNo: line.source.lineNo ?? 0, fileName: line.source.fileName } : null,
    partNumber: line.partNumber,
    description: line.description,
    material: line.material,
    process: line.process?.slug ?? '',
    processName: line.process?.name ?? '',
    unit: line.unit || 'ea',
    quantity: String(line.quantity),
    keepId: line.id,
  };
}

/** A saved draft as the form's state. */
export function draftFromRfq(rfq: Rfq): RfqDraft {
  return {
    title: rfq.title,
    dueDate: rfq.dueDate,
    zip: rfq.delivery.zip,
    notes: rfq.notes,
    ndaRequired: rfq.ndaRequired,
    itar: rfq.itar,
    lines: rfq.lines.map(lineFromRfq),
    supplierIds: rfq.suppliers.map((s) => s.id),
  };
}

/**
 * PUT /api/rfqs/:id for an edited draft. A row kept from the draft whose content is unchanged (or that comes from a
 * BOM) is sent as `keepLineId`, so the line keeps its id and the drawings attached to it; other rows are typed anew.
 */
export function toDraftChanges(draft: RfqDraft, rfq: Rfq): DraftChanges {
  const original = new Map(rfq.lines.map((l) => [l.id, l]));
  const { status: _status, ...typed } = toRequest(draft, 'draft');
  const lines = draft.lines.map((line, index) => {
    const before = line.keepId ? original.get(line.keepId) : undefined;
    const same =
      before &&
      (line.source !== null ||
        (before.partNumber === line.partNumber.trim() && before.description === line.description.trim() && before.material === line.material.trim() && (before.process?.slug ?? '') === line.process));
    if (before && same) return { keepLineId: before.id, quantity: parseQuantity(line.quantity) };
    return typed.lines[index] as Exclude<NewRfqLine, { source: unknown }>;
  });
  return { ...typed, lines, supplierIds: draft.supplierIds };
}
