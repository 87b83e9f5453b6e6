import { z } from 'zod';
import { type DraftChanges } from '@forge/shell-sdk';
import { DraftChangesSchema, RFQ_MAX_LINES } from '@forge/shell-sdk/buying-contract';
import type { NewRfq, NewRfqLine, Rfq, RfqLine } from '../rfqs';
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
  /** ITAR: the buyer confirms inviting suppliers whose ITAR registration is self-declared (not verified by Forge). */
  itarSelfDeclaredConfirmed?: boolean | undefined;
  lines: LineDraft[];
  supplierIds: string[];
}

export type FormErrors = Partial<Record<string, string>>;

export const MAX_LINES = RFQ_MAX_LINES;
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

/**
 * Suppliers the BOM matched to the chosen lines' processes, best first, each once. Ties go to the nearer supplier,
 * then keep the order the matching ranked them in (never the name: issue 35).
 */
export function suggestedSuppliers(lines: BomLine[], max = 6): MatchedSupplier[] {
  const best = new Map<string, MatchedSupplier>();
  const firstSeen = new Map<string, number>();
  for (const line of lines) {
    if (line.kind !== 'custom') continue;
    for (const s of line.suppliers) {
      if (!firstSeen.has(s.id)) firstSeen.set(s.id, firstSeen.size);
      const known = best.get(s.id);
      if (!known || s.score > known.score) best.set(s.id, s);
    }
  }
  const distance = (s: MatchedSupplier) => s.distanceMiles ?? Number.MAX_VALUE;
  return [...best.values()].sort((a, b) => b.score - a.score || distance(a) - distance(b) || firstSeen.get(a.id)! - firstSeen.get(b.id)!).slice(0, max);
}

const parseQuantity = (text: string) => (text.trim() === '' ? NaN : Number(text));

const contract = DraftChangesSchema.shape;
const contractLine = contract.lines.element;

/** An API field path ("lines.2.quantity", "delivery.zip") as the form's field path; undefined when the form has none. */
export function formPathOf(apiField: string): string | undefined {
  const line = /^lines\.(\d+)\.(\w+)/.exec(apiField);
  if (line) return `lines.${line[1]}.${line[2] === 'quantity' ? 'quantity' : 'description'}`;
  if (apiField === 'lines') return 'lines';
  if (apiField.startsWith('delivery.')) return 'zip';
  if (apiField.startsWith('supplierIds') || apiField === 'itarSelfDeclaredConfirmed') return 'supplierIds';
  const top = apiField.split('.')[0]!;
  return ['title', 'dueDate', 'notes'].includes(top) ? top : undefined;
}

/**
 * The form's rules (the same the API applies, worded for the form), then the contract's own schema for PUT/POST
 * /api/rfqs over what would be sent, so a rule the form does not word yet still stops the request at its field.
 * Values are kept as typed (`raw` in the resolver); `toRequest` turns them into the body.
 */
export function rfqDraftSchema(today: string) {
  const lineSchema = z.looseObject({
    source: z.unknown(),
    partNumber: z.string(),
    description: z.string(),
    material: z.string(),
    process: z.string(),
    quantity: z.string(),
  }).superRefine((line, ctx) => {
    const quantity = parseQuantity(line.quantity);
    if (!Number.isFinite(quantity) || quantity <= 0) ctx.addIssue({ code: 'custom', path: ['quantity'], message: 'Enter a quantity above 0.' });
    else if (quantity > 10_000_000) ctx.addIssue({ code: 'custom', path: ['quantity'], message: 'At most 10,000,000.' });
    if (!line.source && !line.partNumber.trim() && !line.description.trim()) ctx.addIssue({ code: 'custom', path: ['description'], message: 'Give a part number or a description.' });
  });
  return z
    .looseObject({
      title: z.string().superRefine((title, ctx) => {
        if (title.trim().length < 3) ctx.addIssue({ code: 'custom', message: 'Give the RFQ a title (at least 3 characters).' });
        else if (title.trim().length > 120) ctx.addIssue({ code: 'custom', message: 'Keep the title under 120 characters.' });
      }),
      dueDate: z.string().superRefine((day, ctx) => {
        if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) ctx.addIssue({ code: 'custom', message: 'Choose the date you need quotes by.' });
        else if (day < today) ctx.addIssue({ code: 'custom', message: 'The due date is in the past.' });
      }),
      zip: z.string().refine((zip) => !zip.trim() || /^\d{5}$/.test(zip.trim()), 'Enter a 5-digit US ZIP code.'),
      notes: z.string().max(4000, 'Keep the notes under 4,000 characters.'),
      lines: z.array(lineSchema).min(1, 'Add at least one line item.').max(MAX_LINES, `An RFQ holds at most ${MAX_LINES} line items.`),
      supplierIds: z.array(z.string()).max(MAX_SUPPLIERS, `Invite at most ${MAX_SUPPLIERS} suppliers.`),
    })
    .superRefine((draft, ctx) => {
      // The contract's check of what would be sent (BOM lines are copied by the server: only their quantity is ours).
      const request = toRequest(draft as unknown as RfqDraft, 'draft');
      const { lines, status: _status, ...head } = request;
      const checks: { path: (string | number)[]; result: z.ZodSafeParseResult<unknown> }[] = [
        { path: ['title'], result: contract.title.safeParse(head.title) },
        { path: [], result: z.object({ dueDate: contract.dueDate, delivery: contract.delivery, notes: contract.notes, supplierIds: contract.supplierIds }).safeParse(head) },
        ...lines.map((line, i) => ({
          path: 'source' in line ? ['lines', i, 'quantity'] : ['lines', i],
          result: 'source' in line ? contractLine.shape.quantity.safeParse(line.quantity) : contractLine.safeParse(line),
        })),
      ];
      for (const { path, result } of checks) {
        if (result.success) continue;
        for (const issue of result.error.issues) {
          const formPath = formPathOf([...path, ...issue.path].join('.'));
          if (formPath) ctx.addIssue({ code: 'custom', path: formPath.split('.').map((p) => (/^\d+$/.test(p) ? Number(p) : p)), message: issue.message });
        }
      }
    });
}

/** The form's errors by field path ("lines.0.quantity") as the keys the form's parts read (`<line key>.quantity`). */
export function formErrorsOf(byPath: Record<string, string>, lines: LineDraft[]): FormErrors {
  const errors: FormErrors = {};
  for (const [path, message] of Object.entries(byPath)) {
    const line = /^lines\.(\d+)\.(quantity|description)$/.exec(path);
    const key = line ? (lines[Number(line[1])] ? `${lines[Number(line[1])]!.key}.${line[2]}` : undefined) : path === 'supplierIds' ? 'suppliers' : path;
    if (key) errors[key] ??= message;
  }
  return errors;
}

/** Every message of a zod or react-hook-form error tree, by dotted path. */
export function messagesByPath(tree: unknown, prefix = ''): Record<string, string> {
  const out: Record<string, string> = {};
  if (!tree || typeof tree !== 'object') return out;
  const node = tree as Record<string, unknown>;
  if (typeof node.message === 'string' && prefix) out[prefix] = node.message;
  for (const [key, value] of Object.entries(node)) {
    if (key === 'message' || key === 'type' || key === 'ref' || key === 'types') continue;
    Object.assign(out, messagesByPath(value, prefix ? `${prefix}.${key}` : key));
  }
  return out;
}

/** The form's rules for a draft, as the keys the form shows them under (tests and callers outside the form). */
export function validateDraft(draft: RfqDraft, today: string): FormErrors {
  const result = rfqDraftSchema(today).safeParse(draft);
  if (result.success) return {};
  const byPath: Record<string, string> = {};
  for (const issue of result.error.issues) byPath[issue.path.join('.')] ??= issue.message;
  return formErrorsOf(byPath, draft.lines);
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
    ...(draft.itar && draft.itarSelfDeclaredConfirmed ? { itarSelfDeclaredConfirmed: true } : {}),
    lines,
    ...(draft.supplierIds.length ? { supplierIds: draft.supplierIds } : {}),
  };
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
    itarSelfDeclaredConfirmed: Boolean(rfq.itarSelfDeclaredConfirmation),
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
