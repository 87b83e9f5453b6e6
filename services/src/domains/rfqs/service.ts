import type { RfqHeadline } from '@forge/contract';
import { Types } from 'mongoose';
import { AppError } from '../../lib/app-error.js';
import type { Principal } from '../../lib/auth.js';
import { recordEvent } from '../analytics/service.js';
import { getOwnedUpload, listLines } from '../bom/service.js';
import { processRef } from '../bom/processes.js';
import type { LineView } from '../bom/views.js';
import { PROCESS_BY_SLUG } from '../catalogue/processes.js';
import { geo } from '../geo/atlas.js';
import { zipPlaces } from '../geo/zips.js';
import { getSupplier } from '../suppliers/service.js';
import { checkItar, confirmationView, consentToSelfDeclaredItar, requireItarRegistered } from './itar.js';
import { getProfile } from '../users/service.js';
import { notifyInvitation, quietly } from './notify.js';
import { buyerAwardRates, refreshResponseStats } from './trust-signals.js';
import { scheduleDeadlines } from './deadlines.js';
import { RfqModel, RFQ_STATUSES, type InvitedSupplier, type RfqDoc, type RfqLineDoc, type RfqStatus } from './model.js';

export type AnalyticsEnvironment = 'development' | 'production';

/**
 * Which status may follow which. Entering `open` re-checks the opening rules (lines, due date); `awarded` is reached
 * only through POST …/award (award.ts: the winner must have priced the lines), never through PATCH; it is final.
 */
export const TRANSITIONS: Record<RfqStatus, readonly RfqStatus[]> = {
  draft: ['open', 'closed'],
  open: ['closed', 'awarded'],
  closed: ['open'],
  awarded: [],
};

// The contract's limits: the schemas that check an RFQ and the service that stores it say the same numbers.
export { RFQ_MAX_LINES as MAX_LINES, RFQ_MAX_SUPPLIERS as MAX_SUPPLIERS } from '@forge/contract';
/** Distinct BOM uploads one RFQ may copy lines from. */
export const MAX_SOURCE_UPLOADS = 5;
/** How far ahead a due date may be. */
export const MAX_DUE_DAYS = 730;

export interface LineInput {
  source?: { uploadId: string; lineId: string } | undefined;
  partNumber?: string | undefined;
  description?: string | undefined;
  quantity?: number | undefined;
  unit?: string | undefined;
  material?: string | undefined;
  process?: string | undefined;
}

export interface CreateRfqInput {
  title: string;
  status: 'draft' | 'open';
  dueDate: string;
  delivery?: { zip?: string | undefined; state?: string | undefined } | undefined;
  notes?: string | undefined;
  ndaRequired?: boolean | undefined;
  itar?: boolean | undefined;
  itarSelfDeclaredConfirmed?: boolean | undefined;
  lines: LineInput[];
  supplierIds?: string[] | undefined;
}

export interface StatusChange {
  status: RfqStatus;
  /** Refused (400): awarding is POST …/award. */
  awardedSupplierId?: string | undefined;
  reason?: string | undefined;
  /** Sending an ITAR RFQ: the buyer confirms inviting self-declared ITAR registrations. */
  itarSelfDeclaredConfirmed?: boolean | undefined;
}

export interface ListQuery {
  status?: RfqStatus | undefined;
  scope: 'mine' | 'invited' | 'all';
  page: number;
  pageSize: number;
}

export type Viewer = 'owner' | 'admin' | 'supplier';

// ---------- views ----------

const day = (d: Date) => d.toISOString().slice(0, 10);

/** A line; a supplier gets no `source` (the buyer's BOM upload is not theirs to open, and its file name is the buyer's). */
function lineView(l: RfqLineDoc, viewer: Viewer) {
  return {
    id: String(l._id),
    partNumber: l.partNumber ?? '',
    description: l.description ?? '',
    quantity: l.quantity,
    unit: l.unit ?? 'ea',
    material: l.material ?? '',
    process: l.process?.slug ? { slug: l.process.slug, name: l.process.name } : null,
    source: l.source && viewer !== 'supplier' ? { uploadId: l.source.uploadId, lineId: l.source.lineId, lineNo: l.source.lineNo ?? null, fileName: l.source.fileName ?? '' } : null,
    ...(l.revision ? { revision: l.revision } : {}),
  };
}

/** An awarded RFQ of which this supplier won nothing. */
export function lostBy(doc: Pick<RfqDoc, 'status' | 'awardedSupplierId' | 'awards'>, companyId: string): boolean {
  return doc.status === 'awarded' && doc.awardedSupplierId !== companyId && !(doc.awards ?? []).some((a) => a.supplierId === companyId);
}

/** The buyer and admins see everything; an invited supplier sees the request and only its own invitation. */
export function rfqView(doc: RfqDoc, viewer: Viewer, supplierCompanyId?: string) {
  const suppliers = viewer === 'supplier' ? doc.suppliers.filter((s) => s.id === supplierCompanyId) : doc.suppliers;
  return {
    id: String(doc._id),
    title: doc.title,
    status: doc.status,
    dueDate: day(doc.dueDate),
    delivery: { zip: doc.delivery?.zip ?? '', city: doc.delivery?.city ?? '', state: doc.delivery?.state ?? '' },
    notes: doc.notes ?? '',
    ndaRequired: Boolean(doc.ndaRequired),
    itar: Boolean(doc.itar),
    lines: doc.lines.map((l) => lineView(l, viewer)),
    suppliers: suppliers.map((s) => ({ id: s.id, name: s.name, slug: s.slug, city: s.city, state: s.state, ...(s.itarRegistration ? { itarRegistration: s.itarRegistration } : {}) })),
    awardedSupplierId: viewer === 'supplier' && doc.awardedSupplierId !== supplierCompanyId ? null : (doc.awardedSupplierId ?? null),
    owner: viewer === 'supplier' ? null : { uid: doc.uid, email: doc.email },
    /** Awarded lines (price and lead time as awarded); a supplier sees only the lines it won. */
    awards: (doc.awards ?? []).filter((a) => viewer !== 'supplier' || a.supplierId === supplierCompanyId).map((a) => ({ ...a })),
    awardReason: viewer !== 'supplier' || (supplierCompanyId && lostBy(doc, supplierCompanyId)) ? (doc.awardReason ?? '') : '',
    viewer,
    /** What the caller may move the RFQ to next (empty for suppliers). */
    allowedTransitions: viewer === 'supplier' ? [] : [...TRANSITIONS[doc.status]],
    itarSelfDeclaredConfirmation: viewer === 'supplier' ? null : confirmationView(doc),
    history: viewer === 'supplier' ? [] : (doc.history ?? []).map((h) => ({ status: h.status, at: h.at.toISOString(), reason: h.reason ?? '' })),
    openedAt: doc.openedAt ? doc.openedAt.toISOString() : null,
    createdAt: doc.createdAt.toISOString(),
    updatedAt: doc.updatedAt.toISOString(),
  };
}

export type RfqView = ReturnType<typeof rfqView>;

/** What every list of RFQs shows of one: id, title, status, due day and how many lines. */
export function rfqHeadline(doc: Pick<RfqDoc, '_id' | 'title' | 'status' | 'dueDate' | 'lines'>): RfqHeadline {
  return { id: String(doc._id), title: doc.title, status: doc.status, dueDate: day(doc.dueDate), lineCount: doc.lines.length };
}

/** A row of the RFQ list; invited suppliers see neither the other invitees nor the buyer. */
function summaryView(doc: RfqDoc, forSupplier: boolean) {
  return {
    ...rfqHeadline(doc),
    totalQuantity: doc.lines.reduce((sum, l) => sum + (l.quantity ?? 0), 0),
    supplierCount: doc.suppliers.length,
    suppliers: forSupplier ? [] : doc.suppliers.slice(0, 3).map((s) => ({ id: s.id, name: s.name })),
    delivery: { zip: doc.delivery?.zip ?? '', city: doc.delivery?.city ?? '', state: doc.delivery?.state ?? '' },
    owner: forSupplier ? null : { uid: doc.uid, email: doc.email },
    createdAt: doc.createdAt.toISOString(),
    updatedAt: doc.updatedAt.toISOString(),
  };
}

// ---------- rules ----------

function objectId(id: string): Types.ObjectId {
  if (!/^[a-f0-9]{24}$/i.test(id)) throw AppError.notFound(`No RFQ with id "${id}".`);
  return new Types.ObjectId(id);
}

/** A calendar date "YYYY-MM-DD" that exists, is not in the past for any US time zone and is at most two years out. */
export function parseDueDate(value: string, now: Date): Date {
  const date = new Date(`${value}T00:00:00.000Z`);
  if (Number.isNaN(date.getTime()) || day(date) !== value) throw AppError.badRequest(`dueDate: ${value} is not a calendar date (use YYYY-MM-DD).`, { fields: [{ field: 'dueDate', message: 'not a calendar date' }] });
  // 12 hours back: "today" in Hawaii is still a valid due date when UTC has moved on to tomorrow.
  const earliest = day(new Date(now.getTime() - 12 * 3_600_000));
  if (value < earliest) throw AppError.badRequest(`dueDate: ${value} is in the past; choose today or a later day.`, { fields: [{ field: 'dueDate', message: 'in the past' }] });
  const latest = day(new Date(now.getTime() + MAX_DUE_DAYS * 86_400_000));
  if (value > latest) throw AppError.badRequest(`dueDate: ${value} is more than two years away (latest ${latest}).`, { fields: [{ field: 'dueDate', message: 'too far ahead' }] });
  return date;
}

export function resolveDelivery(delivery: CreateRfqInput['delivery']): RfqDoc['delivery'] {
  const zip = delivery?.zip?.trim() ?? '';
  const state = delivery?.state?.trim().toUpperCase() ?? '';
  if (zip) {
    const place = zipPlaces().byZip.get(zip);
    if (!place) throw AppError.badRequest(`delivery.zip: ${zip} is not a known US ZIP code.`, { fields: [{ field: 'delivery.zip', message: 'unknown ZIP code' }] });
    if (state && state !== place.stateCode) {
      throw AppError.badRequest(`delivery.state: ZIP ${zip} is in ${place.stateCode}, not ${state}.`, { fields: [{ field: 'delivery.state', message: 'does not match the ZIP code' }] });
    }
    return { zip, city: place.city, state: place.stateCode };
  }
  if (state && !geo().stateByCode.has(state)) throw AppError.badRequest(`delivery.state: ${state} is not a US state code.`, { fields: [{ field: 'delivery.state', message: 'unknown state' }] });
  return { zip: '', city: '', state };
}

function processOf(slug: string | undefined, index: number): RfqLineDoc['process'] {
  if (!slug) return null;
  const catalogue = PROCESS_BY_SLUG.get(slug);
  if (catalogue) return { slug, name: catalogue.name };
  const bom = processRef(slug);
  if (bom.name !== slug) return bom;
  throw AppError.badRequest(`lines.${index}.process: "${slug}" is not a catalogue process slug.`, { fields: [{ field: `lines.${index}.process`, message: 'unknown process' }] });
}

/**
 * Builds the line items. Lines that name a BOM line are copied from the BOM domain (the caller must be allowed to
 * read that upload: others' uploads answer 404); only the quantity may differ from the BOM.
 */
export async function resolveLines(principal: Principal, inputs: LineInput[]): Promise<Omit<RfqLineDoc, '_id'>[]> {
  const uploadIds = [...new Set(inputs.flatMap((l) => (l.source ? [l.source.uploadId] : [])))];
  if (uploadIds.length > MAX_SOURCE_UPLOADS) throw AppError.badRequest(`lines: copy lines from at most ${MAX_SOURCE_UPLOADS} BOM uploads per RFQ.`);
  const bomLines = new Map<string, Map<string, LineView>>();
  const fileNames = new Map<string, string>();
  for (const uploadId of uploadIds) {
    // Both reads check ownership: someone else's upload answers 404, as if it did not exist.
    const upload = await getOwnedUpload(principal, uploadId);
    if (upload.state !== 'completed') throw AppError.conflict(`BOM "${upload.fileName}" is not processed yet (${upload.state}); request quotes once its lines are classified.`);
    fileNames.set(uploadId, upload.fileName);
    const lines = await listLines(principal, uploadId, {});
    bomLines.set(uploadId, new Map(lines.map((l) => [l.id, l])));
  }
  const seen = new Set<string>();
  return inputs.map((input, index) => {
    if (!input.source) {
      return {
        partNumber: input.partNumber ?? '',
        description: input.description ?? '',
        quantity: input.quantity!,
        unit: input.unit || 'ea',
        material: input.material ?? '',
        process: processOf(input.process, index),
      };
    }
    const { uploadId, lineId } = input.source;
    const key = `${uploadId}/${lineId}`;
    if (seen.has(key)) throw AppError.badRequest(`lines.${index}: BOM line "${lineId}" is listed twice.`, { fields: [{ field: `lines.${index}.source`, message: 'duplicate line' }] });
    seen.add(key);
    const line = bomLines.get(uploadId)?.get(lineId);
    if (!line) throw AppError.notFound(`lines.${index}: upload "${uploadId}" has no processed line "${lineId}".`);
    const quantity = input.quantity ?? line.quantity;
    if (quantity == null || !(quantity > 0)) {
      throw AppError.badRequest(`lines.${index}.quantity: BOM line ${line.lineNo} has no quantity; give one.`, { fields: [{ field: `lines.${index}.quantity`, message: 'required' }] });
    }
    return {
      partNumber: line.partNumber,
      description: line.description,
      quantity,
      unit: line.unit || 'ea',
      material: line.material,
      process: line.kind === 'custom' && line.process ? { slug: line.process.slug, name: line.process.name } : null,
      source: { uploadId, lineId, lineNo: line.lineNo, fileName: fileNames.get(uploadId) ?? '' },
      // a line made from a part keeps the part's revision
      ...(line.revision ? { revision: line.revision } : {}),
    };
  });
}

export async function resolveSuppliers(ids: string[], itar = false): Promise<InvitedSupplier[]> {
  const unique = [...new Set(ids)];
  const suppliers: InvitedSupplier[] = [];
  for (const [index, id] of unique.entries()) {
    try {
      const s = await getSupplier(id);
      const registration = itar ? checkItar(s, `supplierIds.${index}`) : null;
      suppliers.push({ id: s.id, name: s.name, slug: s.slug, city: s.address.city, state: s.address.state, ...(registration ? { itarRegistration: registration.status } : {}) });
    } catch (error) {
      if (error instanceof AppError && error.code === 'not-found') throw AppError.notFound(`supplierIds.${index}: no supplier has the id "${id}".`);
      throw error;
    }
  }
  return suppliers;
}

function checkCanOpen(doc: Pick<RfqDoc, 'lines' | 'dueDate'>, now: Date) {
  if (doc.lines.length === 0) throw AppError.conflict('An RFQ needs at least one line item before it is sent.');
  parseDueDate(day(doc.dueDate), now);
}

/** Sending an RFQ to a supplier contacts it: product-spec §3 "supplier contact" with the method "rfq", once per invitation. */
async function announceInvitations(doc: RfqDoc, principal: Principal, environment: AnalyticsEnvironment, onError: (error: unknown) => void) {
  await quietly('invitation', () => notifyInvitation(doc));
  await quietly('deadlines', () => scheduleDeadlines(doc));
  await refreshResponseStats(doc.suppliers.map((s) => s.id));
  for (const s of doc.suppliers) {
    await recordEvent({
      event: { type: 'supplier_contact', props: { supplierId: s.id, name: s.name, contactMethod: 'rfq' } },
      environment,
      uid: principal.uid,
      anonymousId: null,
      path: `/api/rfqs/${String(doc._id)}`,
    }).catch(onError);
  }
}

export async function createRfq(principal: Principal, input: CreateRfqInput, environment: AnalyticsEnvironment, onEventError: (error: unknown) => void, now = new Date()) {
  const dueDate = parseDueDate(input.dueDate, now);
  const delivery = resolveDelivery(input.delivery);
  const lines = await resolveLines(principal, input.lines);
  const suppliers = await resolveSuppliers(input.supplierIds ?? [], input.itar ?? false);
  const consent = input.itar ? consentToSelfDeclaredItar(suppliers, { confirmed: input.itarSelfDeclaredConfirmed, recorded: null, principal, now }) : null;
  const created = await RfqModel.create({
    uid: principal.uid,
    email: principal.email,
    title: input.title,
    status: input.status,
    dueDate,
    delivery,
    notes: input.notes ?? '',
    ndaRequired: input.ndaRequired ?? false,
    itar: input.itar ?? false,
    itarSelfDeclaredConfirmation: consent?.confirmation ?? null,
    lines,
    suppliers,
    history: [{ status: input.status, at: now, by: principal.uid, reason: consent?.historyReason ?? '' }],
    openedAt: input.status === 'open' ? now : null,
    createdAt: now,
    updatedAt: now,
  });
  const doc = created.toObject() as unknown as RfqDoc;
  if (doc.status === 'open') await announceInvitations(doc, principal, environment, onEventError);
  return rfqView(doc, principal.admin && doc.uid !== principal.uid ? 'admin' : 'owner');
}

/** The company the caller owns (a claimed profile), checked against the supplier record so a stale link grants nothing. */
async function ownedCompanyId(principal: Principal): Promise<string | null> {
  const profile = await getProfile(principal);
  if (!profile.supplierCompanyId) return null;
  try {
    const supplier = await getSupplier(profile.supplierCompanyId);
    return supplier.ownerUid === principal.uid ? supplier.id : null;
  } catch {
    return null;
  }
}

/** The company the caller owns and may answer RFQs for (null when none). */
export const ownedCompanyIdFor = (principal: Principal) => ownedCompanyId(principal);

/** Owner, admin, or (once sent) the owner of an invited company; anyone else gets 404 so ids do not leak. */
export async function readable(principal: Principal, id: string): Promise<{ doc: RfqDoc; viewer: Viewer; companyId?: string }> {
  const doc = await RfqModel.findById(objectId(id)).lean<RfqDoc>();
  if (doc) {
    if (doc.uid === principal.uid) return { doc, viewer: 'owner' };
    if (principal.admin) return { doc, viewer: 'admin' };
    if (doc.status !== 'draft' && doc.suppliers.length > 0) {
      const companyId = await ownedCompanyId(principal);
      if (companyId && doc.suppliers.some((s) => s.id === companyId)) return { doc, viewer: 'supplier', companyId };
    }
  }
  throw AppError.notFound(`No RFQ with id "${id}".`);
}

export async function getRfq(principal: Principal, id: string, now = new Date()) {
  const { doc, viewer, companyId } = await readable(principal, id);
  // The first read by an invited supplier marks its invitation "opened" for the buyer (once; racing reads add one).
  if (viewer === 'supplier' && companyId && !(doc.opened ?? []).some((o) => o.supplierId === companyId)) {
    await RfqModel.updateOne({ _id: doc._id, 'opened.supplierId': { $ne: companyId } }, { $push: { opened: { supplierId: companyId, at: now } } });
  }
  if (viewer !== 'supplier') return rfqView(doc, viewer, companyId);
  // an invited supplier sees whether this buyer tends to award (from 3 decided RFQs), never who the buyer is
  const buyerAwardRate = (await buyerAwardRates([doc.uid], now)).get(doc.uid) ?? null;
  return { ...rfqView(doc, viewer, companyId), buyerAwardRate };
}

export async function listRfqs(principal: Principal, query: ListQuery) {
  let filter: Record<string, unknown>;
  if (query.scope === 'invited') {
    const companyId = await ownedCompanyId(principal);
    filter = companyId ? { 'suppliers.id': companyId, status: { $ne: 'draft' } } : { _id: null };
  } else if (query.scope === 'all') {
    if (!principal.admin) throw AppError.forbidden('Only admins can list every RFQ (scope=all).');
    filter = {};
  } else {
    filter = { uid: principal.uid };
  }
  const statusFilter = query.status ? { ...filter, status: query.status } : filter;
  const [items, total, grouped] = await Promise.all([
    RfqModel.find(statusFilter, { history: 0, notes: 0 })
      .sort({ createdAt: -1, _id: -1 })
      .skip((query.page - 1) * query.pageSize)
      .limit(query.pageSize)
      .lean<RfqDoc[]>(),
    RfqModel.countDocuments(statusFilter),
    RfqModel.aggregate<{ _id: RfqStatus; count: number }>([{ $match: filter }, { $group: { _id: '$status', count: { $sum: 1 } } }]),
  ]);
  const counts = Object.fromEntries(RFQ_STATUSES.map((s) => [s, 0])) as Record<RfqStatus, number>;
  for (const g of grouped) if (g._id in counts) counts[g._id] = g.count;
  return {
    items: items.map((doc) => summaryView(doc, query.scope === 'invited')),
    total,
    page: query.page,
    pageSize: query.pageSize,
    pages: Math.max(1, Math.ceil(total / query.pageSize)),
    scope: query.scope,
    counts,
  };
}

/** Moves an RFQ along its lifecycle; the update is conditional on the status read, so racing changes get a 409. */
export async function changeStatus(principal: Principal, id: string, change: StatusChange, environment: AnalyticsEnvironment, onEventError: (error: unknown) => void, now = new Date()) {
  const { doc, viewer } = await readable(principal, id);
  if (viewer === 'supplier') throw AppError.forbidden('Only the buyer who sent this RFQ (or an admin) can change its status.');
  // One award path: POST …/award checks that the winner priced the lines it wins, records them and tells everyone.
  if (change.status === 'awarded' || change.awardedSupplierId !== undefined) {
    throw AppError.badRequest(`status: an RFQ is awarded with POST /api/rfqs/${id}/award ({supplierId} or {lines}), not with PATCH.`, { fields: [{ field: 'status', message: 'award with POST /api/rfqs/{id}/award' }] });
  }
  if (change.status === doc.status) throw AppError.conflict(`The RFQ is already ${doc.status}.`, { status: doc.status });
  const allowed = TRANSITIONS[doc.status];
  if (!allowed.includes(change.status)) {
    const next = allowed.length ? `it can only become ${allowed.join(' or ')}` : 'it is final';
    const article = /^[aeiou]/.test(doc.status) ? 'An' : 'A';
    throw AppError.conflict(`${article} ${doc.status} RFQ cannot become ${change.status}: ${next}.`, { status: doc.status, allowed });
  }
  const set: Record<string, unknown> = { status: change.status, updatedAt: now };
  let confirmed: RfqDoc['history'][number] | null = null;
  if (change.status === 'open') {
    checkCanOpen(doc, now);
    if (doc.itar) {
      const invitees = await requireItarRegistered(doc.suppliers.map((s) => s.id));
      const consent = consentToSelfDeclaredItar(invitees, { confirmed: change.itarSelfDeclaredConfirmed, recorded: doc.itarSelfDeclaredConfirmation, principal, now });
      set.itarSelfDeclaredConfirmation = consent.confirmation;
      if (consent.historyReason) confirmed = { status: change.status, at: now, by: principal.uid, reason: consent.historyReason };
    }
    if (!doc.openedAt) set.openedAt = now;
  }
  const entries = [{ status: change.status, at: now, by: principal.uid, reason: change.reason ?? '' }, ...(confirmed ? [confirmed] : [])];
  const updated = await RfqModel.findOneAndUpdate(
    { _id: doc._id, status: doc.status },
    { $set: set, $push: { history: { $each: entries } } },
    { returnDocument: 'after' },
  ).lean<RfqDoc>();
  if (!updated) throw AppError.conflict('This RFQ changed meanwhile; reload it and try again.');
  if (change.status === 'open' && !doc.openedAt) await announceInvitations(updated, principal, environment, onEventError);
  return rfqView(updated, viewer);
}
