import { z } from 'zod';
import { TestimonialSchema } from './admin-operations.js';
import { UploadSchema } from './bom.js';

// The public content forms and pages (issue 12): landing, waitlist, newsletter, leads, careers, news, presentations.

// ---------- requests: strict, with one clear message per field ----------

const text = (label: string) => z.string({ error: (issue) => (issue.input === undefined ? `${label} is required` : `${label} must be text`) });

const requiredText = (label: string, max: number) =>
  text(label)
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);

const optionalText = (label: string, max: number) =>
  text(label).trim().max(max, `${label} must be at most ${max} characters`).optional().default('');

const emailField = text('Email')
  .trim()
  .min(1, 'Email is required')
  .max(254, 'Email must be at most 254 characters')
  .pipe(z.email('Enter a valid email address, like name@company.com'))
  .transform((value) => value.toLowerCase());

/** The honeypot: humans never see it, so any value means a bot. */
const honeypot = z.string().max(500).optional().default('');

const phoneField = text('Phone')
  .trim()
  .max(30, 'Phone must be at most 30 characters')
  .regex(/^[+()\d\s.-]*$/, 'Phone may contain digits, spaces and + ( ) . - only')
  .optional()
  .default('');

export const WAITLIST_DESCRIPTION_MAX = 2000;

export const WaitlistSchema = z
  .object({
    email: emailField,
    company: requiredText('Company', 200),
    role: z.enum(['buyer', 'supplier'], { error: 'Role must be buyer or supplier' }),
    source: requiredText('How you heard about us', 100),
    description: optionalText('Description', WAITLIST_DESCRIPTION_MAX),
    website: honeypot,
  })
  .strict();

export const LeadSchema = z
  .object({
    kind: z.enum(['contact', 'sales'], { error: 'Kind must be contact or sales' }),
    name: requiredText('Name', 120),
    email: emailField,
    company: optionalText('Company', 200),
    phone: phoneField,
    message: requiredText('Message', 5000),
    sourcePage: requiredText('Source page', 300).regex(/^\//, 'Source page must be a path starting with /'),
    website: honeypot,
  })
  .strict();

export const NewsletterSubscribeSchema = z
  .object({
    email: emailField,
    source: optionalText('Source', 100),
    website: honeypot,
  })
  .strict();

export const TokenQuerySchema = z.object({
  token: text('Token').trim().regex(/^[a-f0-9]{64}$/, 'The link is malformed: the token must be 64 hexadecimal characters'),
});

export const CalculatorNotifySchema = z
  .object({
    email: emailField,
    website: honeypot,
  })
  .strict();

const urlField = (label: string) =>
  text(label)
    .trim()
    .max(300, `${label} must be at most 300 characters`)
    .refine((value) => value === '' || /^https?:\/\/[^\s]+$/i.test(value), `${label} must be a web address starting with http:// or https://`)
    .optional()
    .default('');

export const CareerApplicationSchema = z
  .object({
    name: requiredText('Name', 120),
    email: emailField,
    phone: phoneField,
    linkedin: urlField('LinkedIn profile'),
    portfolio: urlField('Portfolio or résumé link'),
    coverLetter: requiredText('Why Forge', 5000),
    website: honeypot,
  })
  .strict();

export const PresentationsQuerySchema = z.object({ kind: z.enum(['customer', 'event']).optional() });
export const ContentSlugParamSchema = z.object({ slug: z.string().trim().min(1).max(120).regex(/^[A-Za-z0-9-]+$/, 'must be a slug of letters, digits and hyphens') });

// ---------- responses ----------

/** A form's answer: what happened, and the sentence the page shows. */
const formAnswer = <S extends readonly [string, ...string[]]>(statuses: S) => z.object({ status: z.enum(statuses), message: z.string() });

export const WaitlistResultSchema = formAnswer(['created', 'updated']).extend({
  /** Absent when the honeypot was filled (the answer looks the same to a bot, nothing is stored). */
  entry: z
    .object({
      id: z.string(),
      email: z.string(),
      company: z.string(),
      role: z.enum(['buyer', 'supplier']),
      file: z.object({ name: z.string(), size: z.number() }).nullable(),
    })
    .optional(),
});
/** Leads and career applications: the stored id (null when the honeypot dropped it) and a thank-you. */
export const SubmissionResultSchema = z.object({ id: z.string().nullable(), message: z.string() });
export const NewsletterSubscribeResultSchema = formAnswer(['pending', 'already-subscribed']);
export const NewsletterLinkResultSchema = formAnswer(['confirmed', 'unsubscribed']).extend({ email: z.string() });
export const CalculatorNotifyResultSchema = formAnswer(['registered', 'already-registered']);

const CareerFields = {
  id: z.string(),
  slug: z.string(),
  title: z.string(),
  team: z.string(),
  location: z.string(),
  employmentType: z.string(),
  summary: z.string(),
  open: z.boolean(),
  postedAt: z.iso.datetime(),
};
export const CareerListSchema = z.object({ items: z.array(z.object(CareerFields)) });
export const CareerSchema = z.object({
  ...CareerFields,
  description: z.array(z.string()),
  responsibilities: z.array(z.string()),
  requirements: z.array(z.string()),
  niceToHave: z.array(z.string()),
});

const NewsFields = {
  id: z.string(),
  slug: z.string(),
  title: z.string(),
  summary: z.string(),
  category: z.string(),
  author: z.string(),
  publishedAt: z.iso.datetime(),
  readMinutes: z.number(),
};
export const NewsListSchema = z.object({ items: z.array(z.object(NewsFields)) });
export const NewsArticleSchema = z.object({ ...NewsFields, body: z.array(z.object({ heading: z.string(), paragraphs: z.array(z.string()) })) });

/** Approved testimonials, in the admins' order (the admin panel's shape). */
export const PublicTestimonialListSchema = z.object({ items: z.array(TestimonialSchema) });

const PresentationFields = {
  id: z.string(),
  slug: z.string(),
  kind: z.enum(['customer', 'event']),
  title: z.string(),
  customer: z.string(),
  summary: z.string(),
  presentedAt: z.iso.datetime(),
};
export const PresentationListSchema = z.object({ items: z.array(z.object({ ...PresentationFields, slideCount: z.number().int() })) });
export const PresentationSchema = z.object({
  ...PresentationFields,
  slides: z.array(
    z.object({
      title: z.string(),
      subtitle: z.string(),
      bullets: z.array(z.string()),
      stats: z.array(z.object({ label: z.string(), value: z.string() })),
      note: z.string(),
    }),
  ),
});

/** POST /api/admin/waitlist/{id}/bom: the entry's BOM sent through the pipeline as the admin's upload (once per file). */
export const WaitlistBomResultSchema = z.object({ status: z.enum(['created', 'existing']), queued: z.boolean(), message: z.string(), upload: UploadSchema });

// ---------- what the pages read ----------

export type WaitlistInput = z.input<typeof WaitlistSchema>;
export type WaitlistResult = z.infer<typeof WaitlistResultSchema>;
export type LeadInput = z.input<typeof LeadSchema>;
export type CareerApplication = z.input<typeof CareerApplicationSchema>;
export type NewsletterSubscribeResult = z.infer<typeof NewsletterSubscribeResultSchema>;
export type NewsletterLinkResult = z.infer<typeof NewsletterLinkResultSchema>;
export type CareerSummary = z.infer<typeof CareerListSchema>['items'][number];
export type Career = z.infer<typeof CareerSchema>;
export type ArticleSummary = z.infer<typeof NewsListSchema>['items'][number];
export type Article = z.infer<typeof NewsArticleSchema>;
export type PresentationSummary = z.infer<typeof PresentationListSchema>['items'][number];
export type Presentation = z.infer<typeof PresentationSchema>;
export type Slide = Presentation['slides'][number];
