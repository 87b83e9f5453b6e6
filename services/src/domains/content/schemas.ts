import { z } from 'zod';

/** Request schemas for the public forms: strict, with one clear message per field. */

const text = (label: string) => z.string({ error: (issue) => (issue.input === undefined ? `${label} is required` : `${label} must be text`) });

const requiredText = (label: string, max: number) =>
  text(label)
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);

const optionalText = (label: string, max: number) =>
  text(label).trim().max(max, `${label} must be at most ${max} characters`).optional().default('');

export const emailField = text('Email')
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

export const PresentationsQuery = z.object({ kind: z.enum(['customer', 'event']).optional() });
export const SlugParam = z.object({ slug: z.string().trim().min(1).max(120).regex(/^[A-Za-z0-9-]+$/, 'must be a slug of letters, digits and hyphens') });
