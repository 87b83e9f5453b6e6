import { randomBytes } from 'node:crypto';
import mongoose, { Types } from 'mongoose';
import { AppError } from '../../lib/app-error.js';
import type { Principal } from '../../lib/auth.js';
import { recordEvent } from '../analytics/service.js';
import type { BomQueue } from '../bom/queueing.js';
import { submitStoredFile } from '../bom/service.js';
import {
  CareerApplicationModel,
  CareerModel,
  EmailModel,
  LeadModel,
  NewsArticleModel,
  NewsletterSubscriberModel,
  NotifyRequestModel,
  PresentationModel,
  TestimonialModel,
  WaitlistModel,
} from './model.js';
import { composeText, type Outbox } from './outbox.js';
import type { z } from 'zod';
import type {
  AdminEmailsQuery,
  AdminLeadsQuery,
  AdminWaitlistQuery,
  CareerApplicationSchema,
  LeadSchema,
  NewsletterSubscribeSchema,
  WaitlistSchema,
} from './schemas.js';

export const WAITLIST_BUCKET = 'waitlist_files';
export const BOM_FILE_MAX_BYTES = 10 * 1024 * 1024;
const BOM_EXTENSIONS = ['.csv', '.tsv', '.xlsx'] as const;

export interface UploadedFile {
  originalname: string;
  mimetype: string;
  size: number;
  buffer: Buffer;
}

export interface ContentServiceDeps {
  outbox: Outbox;
  publicUrl: string;
  analyticsEnvironment: 'alpha' | 'development' | 'production';
  /** Where a waitlist BOM goes when an admin sends it through the BOM pipeline. */
  bomQueue: BomQueue;
}

function fieldError(field: string, message: string): AppError {
  return AppError.badRequest(`Invalid request: ${field}: ${message}`, { fields: [{ field, message }] });
}

/** A BOM must be CSV, TSV or Excel (.xlsx), at most 10 MB, and its bytes must match its extension. */
export function checkBomFile(file: UploadedFile): { extension: string; contentType: string } {
  const name = file.originalname.trim();
  if (!name || name.length > 200) throw fieldError('file', 'The file name must be 1 to 200 characters');
  const extension = name.slice(name.lastIndexOf('.')).toLowerCase();
  if (!(BOM_EXTENSIONS as readonly string[]).includes(extension)) {
    throw fieldError('file', 'The BOM must be a CSV, TSV or Excel (.xlsx) file');
  }
  if (file.size === 0) throw fieldError('file', 'The BOM file is empty');
  if (file.size > BOM_FILE_MAX_BYTES) throw fieldError('file', 'The BOM file must be 10 MB or smaller');
  const head = file.buffer.subarray(0, 4096);
  if (extension === '.xlsx') {
    // .xlsx is a ZIP container
    if (!(head[0] === 0x50 && head[1] === 0x4b)) throw fieldError('file', 'The file is not a valid Excel (.xlsx) workbook');
    return { extension, contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' };
  }
  if (head.includes(0)) throw fieldError('file', `The file is not a text ${extension === '.csv' ? 'CSV' : 'TSV'} file`);
  return { extension, contentType: extension === '.csv' ? 'text/csv' : 'text/tab-separated-values' };
}

function bucket(): mongoose.mongo.GridFSBucket {
  const db = mongoose.connection.db;
  if (!db) throw AppError.unavailable('The database is unavailable. Try again shortly.');
  return new mongoose.mongo.GridFSBucket(db, { bucketName: WAITLIST_BUCKET });
}

async function storeFile(file: UploadedFile, contentType: string, metadata: Record<string, unknown>) {
  const upload = bucket().openUploadStream(file.originalname, { metadata: { ...metadata, contentType } });
  await new Promise<void>((resolve, reject) => {
    upload.once('finish', () => resolve());
    upload.once('error', reject);
    upload.end(file.buffer);
  });
  return { fileId: upload.id, name: file.originalname, size: file.size, contentType, bucket: WAITLIST_BUCKET };
}

type StoredFile = { fileId: Types.ObjectId; name: string; size: number };

async function readStoredFile(file: StoredFile): Promise<{ originalname: string; buffer: Buffer; size: number }> {
  const chunks: Buffer[] = [];
  try {
    for await (const chunk of bucket().openDownloadStream(file.fileId)) chunks.push(chunk as Buffer);
  } catch (error) {
    if (/not found/i.test((error as Error).message ?? '')) throw AppError.notFound(`The stored BOM file "${file.name}" of this waitlist entry is missing.`);
    throw error;
  }
  const buffer = Buffer.concat(chunks);
  return { originalname: file.name, buffer, size: buffer.length };
}

/** Malformed ids are unknown entries (404), like ids that match nothing. */
async function findWaitlistEntry(entryId: string) {
  const entry = /^[a-f0-9]{24}$/i.test(entryId) ? await WaitlistModel.findById(entryId).lean() : null;
  if (!entry) throw AppError.notFound(`No waitlist entry with id "${entryId}".`);
  return entry;
}

const token = () => randomBytes(32).toString('hex');

export function createContentService(deps: ContentServiceDeps) {
  const { outbox, publicUrl } = deps;
  const link = (path: string) => `${publicUrl}${path}`;

  async function sendNewsletterConfirmation(email: string, confirmToken: string, unsubscribeToken: string) {
    await outbox.send(
      email,
      'newsletter-confirm',
      composeText({
        subject: 'Confirm your Forge newsletter subscription',
        paragraphs: [
          'Thanks for signing up for the Forge newsletter: a short monthly note on US manufacturing capacity, new suppliers on Forge and what we ship.',
          'Please confirm that this is your address. We will not send you anything else until you do.',
        ],
        action: { label: 'Confirm my subscription', url: link(`/newsletter/confirm?token=${confirmToken}`) },
        footer: { label: 'Did not sign up? Unsubscribe', url: link(`/newsletter/unsubscribe?token=${unsubscribeToken}`) },
      }),
    );
  }

  return {
    /** Creates or updates (dedupe by email) a waitlist entry, stores the BOM in GridFS, records §3's event, emails a confirmation. */
    async joinWaitlist(input: z.infer<typeof WaitlistSchema>, file: UploadedFile | undefined, uid: string | null) {
      const checked = file ? checkBomFile(file) : null;
      const existing = await WaitlistModel.findOne({ email: input.email });
      const storedFile = file && checked ? await storeFile(file, checked.contentType, { email: input.email, role: input.role }) : null;
      const fields = {
        company: input.company,
        role: input.role,
        source: input.source,
        description: input.description,
        ...(storedFile ? { file: storedFile, bomUploadId: null } : {}),
        ...(uid ? { uid } : {}),
      };
      let updated = false;
      let entry;
      if (existing) {
        const previousFile = existing.file?.fileId;
        entry = await WaitlistModel.findOneAndUpdate({ _id: existing._id }, { $set: fields, $inc: { signups: 1 } }, { returnDocument: 'after' });
        if (storedFile && previousFile) await bucket().delete(previousFile).catch(() => undefined);
        updated = true;
      } else {
        try {
          entry = await WaitlistModel.create({ email: input.email, ...fields });
        } catch (error) {
          // Two signups raced: the other one won, so this becomes an update.
          if ((error as { code?: number }).code !== 11000) throw error;
          entry = await WaitlistModel.findOneAndUpdate({ email: input.email }, { $set: fields, $inc: { signups: 1 } }, { returnDocument: 'after' });
          updated = true;
        }
      }
      if (!entry) throw new Error('waitlist entry vanished during signup');

      await recordEvent({
        event: {
          type: 'waitlist_signup',
          props: {
            email: input.email,
            company: input.company,
            source: input.source,
            fileName: file?.originalname ?? null,
            descriptionLength: input.description.length,
          },
        },
        environment: deps.analyticsEnvironment,
        uid,
        anonymousId: null,
        path: '/waitlist',
      });

      const roleLine =
        input.role === 'supplier'
          ? 'Our supplier team reviews every shop that joins. We will be in touch to verify your capabilities and certifications before your profile goes live.'
          : 'We are onboarding buyers in small groups so every early user gets real help with their first sourcing projects. We will email you as soon as your seat is ready.';
      const fileLine = file ? `We received your BOM (${file.originalname}) and will match it against our supplier network when your account opens.` : '';
      await outbox.send(
        input.email,
        updated ? 'waitlist-updated' : 'waitlist-confirmation',
        composeText({
          subject: updated ? 'We updated your Forge waitlist entry' : 'You are on the Forge waitlist',
          paragraphs: [
            updated
              ? `You were already on the Forge waitlist, so we updated your entry for ${input.company}.`
              : `Thanks for joining the Forge waitlist on behalf of ${input.company}.`,
            roleLine,
            ...(fileLine ? [fileLine] : []),
          ],
          action: { label: 'Explore Forge', url: link('/forge') },
        }),
      );

      return {
        status: updated ? ('updated' as const) : ('created' as const),
        message: updated
          ? 'You were already on the waitlist, so we updated your details. Check your inbox for a confirmation.'
          : 'You are on the waitlist. We sent a confirmation to your inbox.',
        entry: {
          id: String(entry._id),
          email: entry.email,
          company: entry.company,
          role: entry.role,
          file: entry.file ? { name: entry.file.name, size: entry.file.size } : null,
        },
      };
    },

    async createLead(input: z.infer<typeof LeadSchema>) {
      const { website: _honeypot, ...fields } = input;
      const lead = await LeadModel.create(fields);
      const sales = input.kind === 'sales';
      await outbox.send(
        input.email,
        'lead-received',
        composeText({
          subject: sales ? 'Your Forge sales request' : 'We received your message',
          paragraphs: [
            `Hi ${input.name},`,
            sales
              ? 'Thanks for reaching out to Forge sales. A sourcing specialist will reply within one business day to set up a call about your parts, volumes and timelines.'
              : 'Thanks for contacting Forge. A member of our team reads every message and will reply within two business days.',
            'For reference, here is what you sent us:',
            input.message,
          ],
        }),
      );
      return {
        id: String(lead._id),
        message: sales
          ? 'Thanks — a sourcing specialist will contact you within one business day.'
          : 'Thanks — we received your message and will reply within two business days.',
      };
    },

    /** Double opt-in: a new (or returning) address is pending until the emailed confirmation link is opened. */
    async subscribeNewsletter(input: z.infer<typeof NewsletterSubscribeSchema>) {
      const existing = await NewsletterSubscriberModel.findOne({ email: input.email });
      if (existing?.status === 'confirmed') {
        return { status: 'already-subscribed' as const, message: 'This address is already subscribed to the Forge newsletter.' };
      }
      const confirmToken = token();
      const unsubscribeToken = existing?.unsubscribeToken ?? token();
      await NewsletterSubscriberModel.findOneAndUpdate(
        { email: input.email },
        {
          $set: { status: 'pending', confirmToken, unsubscribeToken, source: input.source || 'news', unsubscribedAt: null },
        },
        { upsert: true, returnDocument: 'after' },
      );
      await sendNewsletterConfirmation(input.email, confirmToken, unsubscribeToken);
      return { status: 'pending' as const, message: 'Almost done: check your inbox and click the link to confirm your subscription.' };
    },

    async confirmNewsletter(confirmToken: string) {
      const subscriber = await NewsletterSubscriberModel.findOne({ confirmToken });
      if (!subscriber) throw AppError.notFound('This confirmation link is invalid or was replaced by a newer one. Subscribe again to get a fresh link.');
      if (subscriber.status === 'unsubscribed') {
        throw AppError.conflict('This address unsubscribed after this link was sent. Subscribe again to get a fresh link.');
      }
      if (subscriber.status !== 'confirmed') {
        subscriber.status = 'confirmed';
        subscriber.confirmedAt = new Date();
        await subscriber.save();
      }
      return { status: 'confirmed' as const, email: subscriber.email, message: 'Your subscription is confirmed. Welcome to the Forge newsletter.' };
    },

    async unsubscribeNewsletter(unsubscribeToken: string) {
      const subscriber = await NewsletterSubscriberModel.findOne({ unsubscribeToken });
      if (!subscriber) throw AppError.notFound('This unsubscribe link is invalid. If you still receive our emails, reply to one and we will remove you.');
      if (subscriber.status !== 'unsubscribed') {
        subscriber.status = 'unsubscribed';
        subscriber.unsubscribedAt = new Date();
        // A confirmation link sent earlier must not re-subscribe the address.
        subscriber.confirmToken = token();
        await subscriber.save();
      }
      return { status: 'unsubscribed' as const, email: subscriber.email, message: 'You are unsubscribed. You will not receive the Forge newsletter any more.' };
    },

    async notifyCalculator(email: string) {
      const existing = await NotifyRequestModel.findOne({ email, topic: 'calculator' });
      if (existing) return { status: 'already-registered' as const, message: 'You are already on the list: we will email you when the calculator launches.' };
      await NotifyRequestModel.create({ email, topic: 'calculator' });
      await outbox.send(
        email,
        'calculator-notify',
        composeText({
          subject: 'We will tell you when the Forge cost calculator launches',
          paragraphs: [
            'Thanks for your interest in the Forge cost calculator. It will estimate part cost and lead time from your material, process, quantity and tolerances, using quotes from US suppliers.',
            'We will send exactly one email when it launches.',
          ],
        }),
      );
      return { status: 'registered' as const, message: 'Thanks — we will email you when the calculator launches.' };
    },

    async listCareers() {
      const roles = await CareerModel.find({ open: true }, { description: 0, responsibilities: 0, requirements: 0, niceToHave: 0 })
        .sort({ postedAt: -1 })
        .lean();
      return { items: roles.map(({ _id, ...rest }) => ({ id: String(_id), ...rest })) };
    },

    async getCareer(slug: string) {
      const role = await CareerModel.findOne({ slug: slug.toLowerCase(), open: true }).lean();
      if (!role) throw AppError.notFound(`No open role matches "${slug}". It may have been filled.`);
      const { _id, ...rest } = role;
      return { id: String(_id), ...rest };
    },

    async applyForCareer(slug: string, input: z.infer<typeof CareerApplicationSchema>) {
      const role = await CareerModel.findOne({ slug: slug.toLowerCase(), open: true }).lean();
      if (!role) throw AppError.notFound(`No open role matches "${slug}". It may have been filled.`);
      const { website: _honeypot, ...fields } = input;
      const application = await CareerApplicationModel.create({ careerSlug: role.slug, ...fields });
      await outbox.send(
        input.email,
        'career-application',
        composeText({
          subject: `Your application for ${role.title} at Forge`,
          paragraphs: [
            `Hi ${input.name},`,
            `Thanks for applying for ${role.title}. A person on the ${role.team} team reads every application and you will hear back from us within ten business days, whatever the outcome.`,
          ],
        }),
      );
      return { id: String(application._id), message: `Thanks — your application for ${role.title} is in. You will hear from us within ten business days.` };
    },

    async listNews() {
      const articles = await NewsArticleModel.find({}, { body: 0 }).sort({ publishedAt: -1 }).lean();
      return { items: articles.map(({ _id, ...rest }) => ({ id: String(_id), ...rest })) };
    },

    async getNews(slug: string) {
      const article = await NewsArticleModel.findOne({ slug: slug.toLowerCase() }).lean();
      if (!article) throw AppError.notFound(`No article matches "${slug}".`);
      const { _id, ...rest } = article;
      return { id: String(_id), ...rest };
    },

    async listTestimonials() {
      const items = await TestimonialModel.find().sort({ order: 1 }).lean();
      return { items: items.map(({ _id, ...rest }) => ({ id: String(_id), ...rest })) };
    },

    async listPresentations(kind: 'customer' | 'event' | undefined) {
      const decks = await PresentationModel.find(kind ? { kind } : {}).sort({ presentedAt: -1 }).lean();
      return { items: decks.map(({ _id, slides, ...rest }) => ({ id: String(_id), slideCount: slides.length, ...rest })) };
    },

    async getPresentation(slug: string) {
      const deck = await PresentationModel.findOne({ slug: slug.toLowerCase() }).lean();
      if (!deck) throw AppError.notFound(`No presentation matches "${slug}".`);
      const { _id, ...rest } = deck;
      return { id: String(_id), ...rest };
    },

    async adminWaitlist(query: z.infer<typeof AdminWaitlistQuery>) {
      const filter = query.role ? { role: query.role } : {};
      const page = await paginate(WaitlistModel, filter, query.page, query.pageSize, { updatedAt: -1 });
      // Entries stored before the field existed have none: the listing always says null.
      return { ...page, items: page.items.map((item) => ({ ...item, bomUploadId: 'bomUploadId' in item && item.bomUploadId ? String(item.bomUploadId) : null })) };
    },

    async adminLeads(query: z.infer<typeof AdminLeadsQuery>) {
      const filter = query.kind ? { kind: query.kind } : {};
      return paginate(LeadModel, filter, query.page, query.pageSize, { createdAt: -1 });
    },

    async adminEmails(query: z.infer<typeof AdminEmailsQuery>) {
      const filter: Record<string, string> = {};
      if (query.to) filter.to = query.to;
      if (query.template) filter.template = query.template;
      if (query.status) filter.status = query.status;
      return paginate(EmailModel, filter, query.page, query.pageSize, { createdAt: -1 });
    },

    /** Streams a stored waitlist BOM for admins. */
    async openWaitlistFile(entryId: string) {
      const entry = await findWaitlistEntry(entryId);
      if (!entry.file) throw AppError.notFound('This waitlist entry has no BOM file.');
      return { file: entry.file, stream: bucket().openDownloadStream(entry.file.fileId) };
    },

    /**
     * Sends an entry's stored BOM through the BOM pipeline as the calling admin's upload (admins see every
     * upload). Once per stored file: a repeat answers with the same upload; a new file from a repeat signup
     * can be processed again.
     */
    async processWaitlistBom(principal: Principal, entryId: string) {
      const entry = await findWaitlistEntry(entryId);
      const file = entry.file;
      if (!file) throw AppError.conflict('This waitlist entry has no BOM file to process.');
      const result = await submitStoredFile(
        deps.bomQueue,
        principal,
        { kind: 'waitlist', waitlistEntryId: entry._id, waitlistFileId: file.fileId },
        () => readStoredFile(file),
        deps.analyticsEnvironment,
      );
      // Only while the entry still holds this file: a repeat signup may have replaced it meanwhile.
      await WaitlistModel.updateOne(
        { _id: entry._id, 'file.fileId': file.fileId },
        { $set: { bomUploadId: new Types.ObjectId(result.upload.id) } },
        // Processing is not a signup: the entry keeps its place in the listing (sorted by updatedAt).
        { timestamps: false },
      );
      const message = !result.created
        ? `${file.name} was already sent to the BOM pipeline; this is its upload.`
        : result.queued
          ? `${file.name} is queued for processing (${result.upload.lineCount.toLocaleString('en-US')} lines).`
          : `${file.name} is uploaded, but its columns could not be detected: open the upload to confirm the mapping.`;
      return { status: result.created ? ('created' as const) : ('existing' as const), queued: result.queued, message, upload: result.upload };
    },

    /** Live marketplace numbers for investors, read by collection name so no other domain's models are needed. */
    async investorMetrics() {
      const db = mongoose.connection.db;
      if (!db) throw AppError.unavailable('The database is unavailable. Try again shortly.');
      const names = new Set((await db.listCollections({}, { nameOnly: true }).toArray()).map((c) => c.name));
      // Unfiltered totals come from collection metadata (cheap on 20k+ documents); filtered ones are counted.
      const total = async (name: string) => (names.has(name) ? db.collection(name).estimatedDocumentCount() : 0);
      const count = async (name: string, filter: Record<string, unknown>) => (names.has(name) ? db.collection(name).countDocuments(filter) : 0);
      const supplierCollection = names.has('suppliers') ? 'suppliers' : 'companies';
      const analytics = names.has('analytics_events') ? db.collection('analytics_events') : null;
      const [suppliers, verifiedSuppliers, waitlistSignups, supplierWaitlist, leads, rfqs, newsletterSubscribers, bomUploads, linesProcessed] = await Promise.all([
        total(supplierCollection),
        count(supplierCollection, { verified: true }),
        total('waitlist'),
        count('waitlist', { role: 'supplier' }),
        total('leads'),
        total('rfqs'),
        count('newsletter_subscribers', { status: 'confirmed' }),
        names.has('bom_uploads') ? total('bom_uploads') : analytics ? analytics.countDocuments({ type: 'bom_upload' }) : 0,
        names.has('bom_lines')
          ? total('bom_lines')
          : analytics
            ? analytics
                .aggregate<{ total: number }>([{ $match: { type: 'processing_complete' } }, { $group: { _id: null, total: { $sum: '$props.linesProcessed' } } }])
                .toArray()
                .then((rows) => rows[0]?.total ?? 0)
            : 0,
      ]);
      return {
        generatedAt: new Date().toISOString(),
        suppliers,
        verifiedSuppliers,
        bomUploads,
        linesProcessed,
        rfqs,
        waitlistSignups,
        supplierWaitlist,
        leads,
        newsletterSubscribers,
      };
    },
  };
}

export type ContentService = ReturnType<typeof createContentService>;

async function paginate(
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any collection's model pages the same way
  model: mongoose.Model<any>,
  filter: Record<string, unknown>,
  page: number,
  pageSize: number,
  sort: Record<string, 1 | -1>,
) {
  const [items, total] = await Promise.all([
    model.find(filter).sort(sort).skip((page - 1) * pageSize).limit(pageSize).lean(),
    model.countDocuments(filter),
  ]);
  return {
    items: (items as { _id: unknown }[]).map(({ _id, ...rest }) => ({ id: String(_id), ...rest })),
    total,
    page,
    pageSize,
  };
}
