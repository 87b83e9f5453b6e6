import type { DraftChanges } from '@forge/contract';
import { AppError } from '../../lib/app-error.js';
import type { Principal } from '../../lib/auth.js';
import { RfqModel, type RfqDoc, type RfqLineDoc } from './model.js';
import { consentToSelfDeclaredItar } from './itar.js';
import { parseDueDate, readable, resolveDelivery, resolveLines, resolveSuppliers, rfqView } from './service.js';

const DAY_MS = 86_400_000;
/** A duplicate whose due date has passed gets this many days from today. */
const DUPLICATE_DUE_DAYS = 14;

/**
 * Edits a draft (owner or admin). Lines are typed in again or kept by id (`keepLineId`: a BOM-sourced line keeps its
 * source and only its quantity may change). Sent RFQs are not edited: suppliers may already be quoting them.
 */
export async function editDraft(principal: Principal, id: string, input: DraftChanges, now = new Date()) {
  const { doc, viewer } = await readable(principal, id);
  if (viewer === 'supplier') throw AppError.forbidden('Only the buyer who owns this RFQ (or an admin) can edit it.');
  if (doc.status !== 'draft') throw AppError.conflict(`Only a draft can be edited; this RFQ is ${doc.status}. Duplicate it to start a new one.`);
  const existing = new Map(doc.lines.map((l) => [String(l._id), l]));
  const typed = input.lines.map((l, index) => ({ l, index })).filter(({ l }) => !l.keepLineId);
  const resolved = await resolveLines(
    principal,
    typed.map(({ l }) => ({ partNumber: l.partNumber, description: l.description, quantity: l.quantity, unit: l.unit, material: l.material, process: l.process })),
  );
  const typedByIndex = new Map(typed.map(({ index }, i) => [index, resolved[i]!]));
  const lines = input.lines.map((l, index): Omit<RfqLineDoc, '_id'> | RfqLineDoc => {
    if (!l.keepLineId) return typedByIndex.get(index)!;
    const kept = existing.get(l.keepLineId);
    if (!kept) throw AppError.badRequest(`lines.${index}.keepLineId: this RFQ has no line "${l.keepLineId}".`, { fields: [{ field: `lines.${index}.keepLineId`, message: 'unknown line' }] });
    return { ...kept, quantity: l.quantity };
  });
  const itar = input.itar ?? false;
  // an ITAR draft re-reads its invitees: each must (still) declare ITAR registration, and its evidence is kept
  const suppliers = input.supplierIds || itar ? await resolveSuppliers(input.supplierIds ?? doc.suppliers.map((s) => s.id), itar) : doc.suppliers;
  const consent = itar ? consentToSelfDeclaredItar(suppliers, { confirmed: input.itarSelfDeclaredConfirmed, recorded: doc.itarSelfDeclaredConfirmation, principal, now }) : null;
  const updated = await RfqModel.findOneAndUpdate(
    { _id: doc._id, status: 'draft' },
    {
      ...(consent?.historyReason ? { $push: { history: { status: 'draft', at: now, by: principal.uid, reason: consent.historyReason } } } : {}),
      $set: {
        title: input.title,
        dueDate: parseDueDate(input.dueDate, now),
        delivery: resolveDelivery(input.delivery),
        notes: input.notes ?? '',
        ndaRequired: input.ndaRequired ?? false,
        itar,
        ...(consent ? { itarSelfDeclaredConfirmation: consent.confirmation } : {}),
        lines,
        suppliers,
        updatedAt: now,
      },
    },
    { returnDocument: 'after' },
  ).lean<RfqDoc>();
  if (!updated) throw AppError.conflict('This RFQ was sent or changed meanwhile; reload it.');
  return rfqView(updated, viewer);
}

/** Copies an RFQ the caller may manage into a new draft of the caller's (lines, suppliers, delivery, notes). */
export async function duplicateRfq(principal: Principal, id: string, now = new Date()) {
  const { doc, viewer } = await readable(principal, id);
  if (viewer === 'supplier') throw AppError.forbidden('Only the buyer who owns this RFQ (or an admin) can duplicate it.');
  const today = now.toISOString().slice(0, 10);
  const due = doc.dueDate.toISOString().slice(0, 10) >= today ? doc.dueDate : new Date(`${new Date(now.getTime() + DUPLICATE_DUE_DAYS * DAY_MS).toISOString().slice(0, 10)}T00:00:00.000Z`);
  const title = `${doc.title} (copy)`.slice(0, 120);
  const created = await RfqModel.create({
    uid: principal.uid,
    email: principal.email,
    title,
    status: 'draft',
    dueDate: due,
    delivery: doc.delivery,
    notes: doc.notes,
    ndaRequired: doc.ndaRequired,
    itar: Boolean(doc.itar),
    lines: doc.lines.map(({ _id, ...line }) => line),
    suppliers: doc.suppliers,
    history: [{ status: 'draft', at: now, by: principal.uid, reason: `duplicated from ${String(doc._id)}` }],
    openedAt: null,
    createdAt: now,
    updatedAt: now,
  });
  return rfqView(created.toObject() as unknown as RfqDoc, 'owner');
}
