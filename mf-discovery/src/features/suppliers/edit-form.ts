import { z } from 'zod';
import { SupplierChangesSchema } from '@forge/shell-sdk/account-contract';
import type { EmployeeRange } from '@forge/shell-sdk';
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
    leadMin: s.leadTimeDays.min != null ? String(s.leadTimeDays.min) : '',
    leadMax: s.leadTimeDays.max != null ? String(s.leadTimeDays.max) : '',
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
  })
  // Then the contract's own schema for a profile edit (SUPPLIERS_API.update) over the body that would be sent: a
  // rule the form does not word yet still stops the request, at the field the server would name.
  .superRefine((v, ctx) => {
    const checked = SupplierChangesSchema.safeParse(patchOf(v));
    if (checked.success) return;
    for (const issue of checked.error.issues) {
      const field = formFieldOf(issue.path.join('.'));
      if (field) ctx.addIssue({ code: 'custom', path: [field], message: issue.message });
    }
  });

/** The API wants an absolute URL; people type "example.com". */
function withScheme(website: string): string {
  if (website === '' || /^https?:\/\//i.test(website)) return website;
  return `https://${website}`;
}

/** The form's values, checked by `editFormSchema`, as the PATCH body. */
export function patchOf(v: EditFormValues): SupplierPatch {
  return {
    name: v.name.trim(),
    description: v.description.trim(),
    address: { street: v.street.trim(), city: v.city.trim(), zip: v.zip.trim() },
    capabilities: v.capabilities,
    industries: v.industries,
    // a choice of the options the API serves; the contract's check below refuses any other
    ...(v.employeeRange ? { employeeRange: v.employeeRange as EmployeeRange } : {}),
    ...(v.yearFounded.trim() ? { yearFounded: Number(v.yearFounded) } : {}),
    ...(v.leadMin.trim() ? { leadTimeDays: { min: Number(v.leadMin), max: Number(v.leadMax) } } : {}),
    ...(v.minimumOrder.trim() ? { minimumOrder: Number(v.minimumOrder) } : {}),
    contact: { email: v.email.trim(), phone: v.phone.trim(), website: withScheme(v.website.trim()) },
  };
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

/** The form field for a field the API refused (`details.fields[].field`, e.g. "address.zip" or "industries.3"). */
export function formFieldOf(apiField: string): keyof EditFormValues | undefined {
  return API_FIELD_TO_FORM[apiField] ?? API_FIELD_TO_FORM[apiField.replace(/\.\d+$/, '')];
}
