import { type TestimonialInputSchema, type AdminListQuery, type Testimonial } from '@forge/contract';
import type { z } from 'zod';
import { AppError } from '../../lib/app-error.js';
import { mongoListSource } from '../../lib/admin-list.js';
import { csvColumns } from '../../lib/csv.js';
import { textFields } from '../../lib/stored-fields.js';
import { recordAdminAction, type AuditActor } from '../audit/service.js';
import { TestimonialModel } from './model.js';

/** Testimonials as admins manage them: drafts, approval, unpublishing and display order. Only approved ones are public. */

type Input = z.infer<typeof TestimonialInputSchema>;

/** Documents stored before approval existed have no status: they were public, so they count as approved. */
export const APPROVED = { status: { $nin: ['draft' as const, 'unpublished' as const] } };

function toTestimonial(doc: Record<string, unknown>): Testimonial {
  const d = doc as Partial<Testimonial> & { _id: unknown };
  return {
    id: String(d._id),
    ...textFields(d, ['quote', 'name', 'title', 'company', 'location', 'photoUrl']),
    rating: d.rating ?? null,
    partsSourced: d.partsSourced ?? [],
    status: d.status ?? 'approved',
    order: d.order ?? 0,
  };
}

export async function publicTestimonials() {
  const docs = await TestimonialModel.find(APPROVED).sort({ order: 1 }).lean();
  return { items: docs.map((d) => toTestimonial(d as Record<string, unknown>)) };
}

export function testimonialList(query: AdminListQuery, status?: string) {
  return mongoListSource(query, {
    model: TestimonialModel,
    filter: status ? (status === 'approved' ? APPROVED : { status }) : {},
    searchFields: ['quote', 'name', 'company', 'title', 'location'],
    sortFields: { order: 'order', name: 'name', company: 'company', rating: 'rating', status: 'status' },
    defaultSort: 'order',
    toItem: toTestimonial,
  });
}

export const TESTIMONIAL_CSV_COLUMNS = csvColumns<Testimonial>({
  Order: 'order', Status: 'status', Quote: 'quote', Person: 'name', Title: 'title', Company: 'company', Location: 'location',
  Rating: 'rating', Photo: 'photoUrl',
});

async function find(id: string): Promise<Testimonial> {
  const doc = /^[a-f0-9]{24}$/i.test(id) ? await TestimonialModel.findById(id).lean() : null;
  if (!doc) throw AppError.notFound(`No testimonial has the id "${id}".`);
  return toTestimonial(doc as Record<string, unknown>);
}

const label = (t: { name: string; company: string }) => `${t.name}, ${t.company}`;

export async function createTestimonial(actor: AuditActor, input: Input): Promise<Testimonial> {
  const last = await TestimonialModel.findOne().sort({ order: -1 }).lean();
  const doc = await TestimonialModel.create({ ...input, status: 'draft', order: ((last as { order?: number } | null)?.order ?? 0) + 1 });
  const created = toTestimonial(doc.toObject() as Record<string, unknown>);
  await recordAdminAction(actor, { action: 'testimonial.create', target: { type: 'testimonial', id: created.id, label: label(created) }, after: created });
  return created;
}

export async function updateTestimonial(actor: AuditActor, id: string, input: Input): Promise<Testimonial> {
  const before = await find(id);
  await TestimonialModel.updateOne({ _id: id }, { $set: input }, { runValidators: true });
  const after = await find(id);
  await recordAdminAction(actor, { action: 'testimonial.edit', target: { type: 'testimonial', id, label: label(after) }, before, after });
  return after;
}

export async function setTestimonialStatus(actor: AuditActor, id: string, status: Testimonial['status']): Promise<Testimonial> {
  const before = await find(id);
  await TestimonialModel.updateOne({ _id: id }, { $set: { status } });
  const after = { ...before, status };
  const action = status === 'approved' ? 'testimonial.approve' : status === 'unpublished' ? 'testimonial.unpublish' : 'testimonial.draft';
  await recordAdminAction(actor, { action, target: { type: 'testimonial', id, label: label(after) }, before: { status: before.status }, after: { status } });
  return after;
}

/** The given ids first, in that order; the others keep their relative order after them. */
export async function reorderTestimonials(actor: AuditActor, ids: string[]): Promise<void> {
  const all = (await TestimonialModel.find({}, { _id: 1, order: 1 }).sort({ order: 1 }).lean()).map((d) => String(d._id));
  const unknown = ids.filter((id) => !all.includes(id));
  if (unknown.length) throw AppError.badRequest(`Unknown testimonial ids: ${unknown.join(', ')}.`);
  const order = [...new Set(ids), ...all.filter((id) => !ids.includes(id))];
  await TestimonialModel.bulkWrite(order.map((id, index) => ({ updateOne: { filter: { _id: id }, update: { $set: { order: index + 1 } } } })));
  await recordAdminAction(actor, { action: 'testimonial.reorder', target: { type: 'testimonial', id: 'all', label: 'Display order' }, before: all, after: order });
}
