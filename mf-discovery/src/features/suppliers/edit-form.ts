import { z } from 'zod';
import { ApiError } from '@forge/shell-sdk';
import type { Supplier, SupplierPatch } from './api';

/** The form holds text as typed; the schema turns it into a patch or names what is wrong. */
export interface EditFormValues {
  name: string;
  description: string;
  street: string;
  city: string;
  zip: string;
  capabilities: string[];
  industries: string[];
  employeeRange: string;
  yearFounded: string;
  leadMin: string;
  leadMax: string;
  minimumOrder: string;
  email: string;
  phone: string;
  website: string;
}

export function formValuesOf(s: Supplier): EditFormValues {
  return {
    name: s.name,
    description: s.description,
    street: s.address.street ?? '',
    city: s.address.city,
    zip: s.address.zip ?? '',
    capabilities: s.capabilities,
    industries: s.industries,
    employeeRange: s.employeeRange ?? '',
    yearFounded: s.yearFounded ? String(s.yearFounded) : '',
    leadMin: s.leadTimeDays ? String(s.leadTimeDays.min) : '',
    leadMax: s.leadTimeDays ? String(s.leadTimeDays.max) : '',
    minimumOrder: s.minimumOrder != null ? String(s.minimumOrder) : '',
    email: s.contact.email ?? '',
    phone: s.contact.phone ?? '',
    website: s.contact.website ?? '',
  };
}

const optionalInt = (label: string, min: number, max: number) =>
  z
    .string()
    .trim()
    .refine(
      (v) => v === '' || (/^\d+$/.test(v) && Number(v) >= min && Number(v) <= max),
      `${label} must be a whole number from ${min} to ${max}.`,
    );

const thisYear = new Date().getUTCFullYear();

export const editFormSchema = z
  .object({
    name: z
      .string()
      .trim()
      .min(2, 'Enter the company name (at least 2 characters).')
      .max(120, 'Keep the name under 120 characters.'),
    description: z.string().trim().max(4000, 'Keep the description under 4,000 characters.'),
    street: z.string().trim().max(160, 'Keep the street under 160 characters.'),
    city: z.string().trim().min(1, 'Enter the city.').max(80, 'Keep the city under 80 characters.'),
    zip: z
      .string()
      .trim()
      .regex(/^\d{5}$/, 'Enter a 5-digit ZIP code.'),
    capabilities: z
      .array(z.string())
      .min(1, 'Choose at least one capability.')
      .max(40, 'Choose at most 40 capabilities.'),
    industries: z.array(z.string()),
    employeeRange: z.string(),
    yearFounded: optionalInt('Year founded', 1800, thisYear),
    leadMin: optionalInt('Minimum lead time', 0, 365),
    leadMax: optionalInt('Maximum lead time', 0, 730),
    minimumOrder: optionalInt('Minimum order', 0, 10_000_000),
    email: z
      .string()
      .trim()
      .refine((v) => v === '' || z.email().safeParse(v).success, 'Enter a valid email address.'),
    phone: z
      .string()
      .trim()
      .refine(
        (v) => v === '' || /^[+()\d\s.-]{7,25}$/.test(v),
        'Enter a phone number (digits, spaces, + - . ( )).',
      ),
    website: z
      .string()
      .trim()
      .refine(
        (v) => v === '' || /^(https?:\/\/)?[\w-]+(\.[\w-]+)+(\/\S*)?$/i.test(v),
        'Enter a website like https://example.com.',
      ),
  })
  .superRefine((v, ctx) => {
    if ((v.leadMin === '') !== (v.leadMax === '')) {
      ctx.addIssue({
        code: 'custom',
        path: [v.leadMin === '' ? 'leadMin' : 'leadMax'],
        message: 'Give both lead-time bounds, or neither.',
      });
    } else if (v.leadMin !== '' && Number(v.leadMin) > Number(v.leadMax)) {
      ctx.addIssue({
        code: 'custom',
        path: ['leadMax'],
        message: 'The maximum lead time must not be below the minimum.',
      });
    }
  });

/** The API wants an absolute URL; people type "example.com". */
function withScheme(website: string): string {
  if (website === '' || /^https?:\/\//i.test(website)) return website;
  return `https://${website}`;
}

export type FieldErrors = Partial<Record<keyof EditFormValues | 'form', string>>;

export function validateEditForm(values: EditFormValues): { patch: SupplierPatch } | { errors: FieldErrors } {
  const result = editFormSchema.safeParse(values);
  if (!result.success) {
    const errors: FieldErrors = {};
    for (const issue of result.error.issues) {
      const key = (issue.path[0] as keyof EditFormValues | undefined) ?? 'form';
      errors[key] ??= issue.message;
    }
    return { errors };
  }
  const v = result.data;
  const patch: SupplierPatch = {
    name: v.name,
    description: v.description,
    address: { street: v.street, city: v.city, zip: v.zip },
    capabilities: v.capabilities,
    industries: v.industries,
    ...(v.employeeRange ? { employeeRange: v.employeeRange } : {}),
    ...(v.yearFounded ? { yearFounded: Number(v.yearFounded) } : {}),
    ...(v.leadMin ? { leadTimeDays: { min: Number(v.leadMin), max: Number(v.leadMax) } } : {}),
    ...(v.minimumOrder ? { minimumOrder: Number(v.minimumOrder) } : {}),
    contact: { email: v.email, phone: v.phone, website: withScheme(v.website) },
  };
  return { patch };
}

/** Where the API names the bad field (`details.fields[].field`), put its message next to that field. */
const API_FIELD_TO_FORM: Record<string, keyof EditFormValues> = {
  name: 'name',
  description: 'description',
  'address.street': 'street',
  'address.city': 'city',
  'address.zip': 'zip',
  capabilities: 'capabilities',
  industries: 'industries',
  employeeRange: 'employeeRange',
  yearFounded: 'yearFounded',
  'leadTimeDays.min': 'leadMin',
  'leadTimeDays.max': 'leadMax',
  leadTimeDays: 'leadMax',
  minimumOrder: 'minimumOrder',
  'contact.email': 'email',
  'contact.phone': 'phone',
  'contact.website': 'website',
};

export function apiFieldErrors(error: unknown): FieldErrors {
  if (!(error instanceof ApiError)) return { form: error instanceof Error ? error.message : String(error) };
  const errors: FieldErrors = { form: error.userMessage };
  try {
    const parsed = JSON.parse(error.body) as {
      error?: { details?: { fields?: { field: string; message: string }[] } };
    };
    for (const f of parsed.error?.details?.fields ?? []) {
      const key = API_FIELD_TO_FORM[f.field] ?? API_FIELD_TO_FORM[f.field.replace(/\.\d+$/, '')];
      if (key) errors[key] ??= f.message;
    }
  } catch {
    /* not our error shape: the form-level message stands */
  }
  return errors;
}
