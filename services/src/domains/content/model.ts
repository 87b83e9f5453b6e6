import mongoose, { Schema } from 'mongoose';

/** Content and growth collections. User-supplied text is stored verbatim and only ever rendered as text. */

const fileRefSchema = new Schema(
  {
    fileId: { type: Schema.Types.ObjectId, required: true },
    name: { type: String, required: true },
    size: { type: Number, required: true },
    contentType: { type: String, required: true },
    bucket: { type: String, required: true },
  },
  { _id: false },
);

const waitlistSchema = new Schema(
  {
    email: { type: String, required: true, unique: true },
    company: { type: String, required: true },
    role: { type: String, enum: ['buyer', 'supplier'], required: true, index: true },
    source: { type: String, required: true },
    description: { type: String, default: '' },
    file: { type: fileRefSchema, default: null },
    /** How many times this email signed up (a repeat signup updates the entry). */
    signups: { type: Number, default: 1 },
    status: { type: String, enum: ['new', 'reviewed', 'invited', 'rejected'], default: 'new' },
    uid: { type: String, default: null },
    /** The BOM upload made from the current file (admins send it through the BOM pipeline); a new file clears it. */
    bomUploadId: { type: Schema.Types.ObjectId, default: null },
  },
  { collection: 'waitlist', timestamps: true, versionKey: false },
);

const newsletterSchema = new Schema(
  {
    email: { type: String, required: true, unique: true },
    source: { type: String, default: 'news' },
    status: { type: String, enum: ['pending', 'confirmed', 'unsubscribed'], required: true },
    confirmToken: { type: String, required: true, index: true },
    unsubscribeToken: { type: String, required: true, index: true },
    confirmedAt: { type: Date, default: null },
    unsubscribedAt: { type: Date, default: null },
  },
  { collection: 'newsletter_subscribers', timestamps: true, versionKey: false },
);

const leadSchema = new Schema(
  {
    kind: { type: String, enum: ['contact', 'sales'], required: true, index: true },
    name: { type: String, required: true },
    email: { type: String, required: true },
    company: { type: String, default: '' },
    phone: { type: String, default: '' },
    message: { type: String, required: true },
    sourcePage: { type: String, required: true },
    /** The sales pipeline; 'closed' is the stage of leads stored before the pipeline existed (read as lost). */
    status: { type: String, enum: ['new', 'contacted', 'qualified', 'won', 'lost', 'closed'], default: 'new', index: true },
    owner: { type: String, default: '' },
    notes: { type: String, default: '' },
    nextStepAt: { type: Date, default: null },
  },
  { collection: 'leads', timestamps: true, versionKey: false },
);

const notifyRequestSchema = new Schema(
  {
    email: { type: String, required: true },
    topic: { type: String, required: true },
  },
  { collection: 'notify_requests', timestamps: true, versionKey: false },
);
notifyRequestSchema.index({ email: 1, topic: 1 }, { unique: true });

const careerSchema = new Schema(
  {
    slug: { type: String, required: true, unique: true },
    title: { type: String, required: true },
    team: { type: String, required: true },
    location: { type: String, required: true },
    employmentType: { type: String, required: true },
    summary: { type: String, required: true },
    description: { type: [String], default: [] },
    responsibilities: { type: [String], default: [] },
    requirements: { type: [String], default: [] },
    niceToHave: { type: [String], default: [] },
    open: { type: Boolean, default: true },
    postedAt: { type: Date, required: true },
  },
  { collection: 'careers', versionKey: false },
);

const applicationSchema = new Schema(
  {
    careerSlug: { type: String, required: true, index: true },
    name: { type: String, required: true },
    email: { type: String, required: true },
    phone: { type: String, default: '' },
    linkedin: { type: String, default: '' },
    portfolio: { type: String, default: '' },
    coverLetter: { type: String, required: true },
  },
  { collection: 'career_applications', timestamps: true, versionKey: false },
);

const newsSchema = new Schema(
  {
    slug: { type: String, required: true, unique: true },
    title: { type: String, required: true },
    summary: { type: String, required: true },
    category: { type: String, required: true },
    author: { type: String, required: true },
    publishedAt: { type: Date, required: true, index: true },
    readMinutes: { type: Number, required: true },
    body: { type: [{ heading: { type: String, default: '' }, paragraphs: [String] }], default: [] },
  },
  { collection: 'news', versionKey: false },
);

const testimonialSchema = new Schema(
  {
    name: { type: String, required: true },
    // Optional in the admin form (the contract defaults them to ''): a required '' made creation answer 500.
    title: { type: String, default: '' },
    company: { type: String, required: true },
    location: { type: String, default: '' },
    quote: { type: String, required: true },
    partsSourced: { type: [String], default: [] },
    featured: { type: Boolean, default: false },
    order: { type: Number, default: 0 },
    photoUrl: { type: String, default: '' },
    rating: { type: Number, min: 1, max: 5, default: null },
    /** Only approved testimonials are public; the seeded ones are approved, an admin's new one starts as a draft. */
    status: { type: String, enum: ['draft', 'approved', 'unpublished'], default: 'approved' },
  },
  { collection: 'testimonials', versionKey: false },
);

const slideSchema = new Schema(
  {
    title: { type: String, required: true },
    subtitle: { type: String, default: '' },
    bullets: { type: [String], default: [] },
    stats: { type: [{ label: String, value: String, _id: false }], default: [] },
    note: { type: String, default: '' },
  },
  { _id: false },
);

const presentationSchema = new Schema(
  {
    /** Stored lowercase; lookups lowercase the requested slug so /August-CDL and /august-cdl both answer. */
    slug: { type: String, required: true, unique: true },
    kind: { type: String, enum: ['customer', 'event'], required: true },
    title: { type: String, required: true },
    customer: { type: String, required: true },
    summary: { type: String, required: true },
    presentedAt: { type: Date, required: true },
    slides: { type: [slideSchema], default: [] },
  },
  { collection: 'presentations', versionKey: false },
);

const emailSchema = new Schema(
  {
    to: { type: String, required: true, index: true },
    subject: { type: String, required: true },
    template: { type: String, required: true, index: true },
    text: { type: String, required: true },
    html: { type: String, required: true },
    status: { type: String, enum: ['queued', 'sent', 'failed'], required: true },
    error: { type: String, default: null },
    sentAt: { type: Date, default: null },
  },
  { collection: 'emails', timestamps: { createdAt: true, updatedAt: false }, versionKey: false },
);

export const WaitlistModel = mongoose.model('WaitlistEntry', waitlistSchema);
export const NewsletterSubscriberModel = mongoose.model('NewsletterSubscriber', newsletterSchema);
export const LeadModel = mongoose.model('Lead', leadSchema);
export const NotifyRequestModel = mongoose.model('NotifyRequest', notifyRequestSchema);
export const CareerModel = mongoose.model('Career', careerSchema);
export const CareerApplicationModel = mongoose.model('CareerApplication', applicationSchema);
export const NewsArticleModel = mongoose.model('NewsArticle', newsSchema);
export const TestimonialModel = mongoose.model('Testimonial', testimonialSchema);
export const PresentationModel = mongoose.model('Presentation', presentationSchema);
export const EmailModel = mongoose.model('Email', emailSchema);
