import { z } from 'zod';
import { type UserProfile } from '@forge/shell-sdk';
import { ProfileChangesSchema } from '@forge/shell-sdk/account-contract';

/** Client-side photo rules; the services check the same (type and 300 KB). */
export const PHOTO_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;
export const PHOTO_MAX_BYTES = 300 * 1024;

export function photoProblem(file: Pick<File, 'type' | 'size'>): string | null {
  if (!(PHOTO_TYPES as readonly string[]).includes(file.type)) return 'Choose a PNG, JPEG, WebP or GIF image.';
  if (file.size > PHOTO_MAX_BYTES) return `The photo is ${Math.ceil(file.size / 1024)} KB; it must be 300 KB or smaller.`;
  return null;
}

export function readAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read.'));
    reader.readAsDataURL(file);
  });
}

export interface ProfileForm {
  firstName: string;
  lastName: string;
  displayName: string;
  company: string;
  jobTitle: string;
  phone: string;
  sourcingInterests: string;
  /** Buyer: where parts are delivered; BOM suppliers are ranked by distance to it. */
  deliveryZip: string;
}

const changes = ProfileChangesSchema.shape;

/** The form checked with the contract's own rules for PATCH /api/me (the same messages the server gives). */
export const profileFormSchema = z.object({
  firstName: changes.firstName.unwrap(),
  lastName: changes.lastName.unwrap(),
  displayName: changes.displayName.unwrap(),
  company: changes.company.unwrap(),
  jobTitle: changes.jobTitle.unwrap(),
  phone: changes.phone.unwrap(),
  deliveryZip: changes.deliveryZip.unwrap(),
  sourcingInterests: z.string().superRefine((text, ctx) => {
    const checked = changes.sourcingInterests.safeParse(parseInterests(text));
    if (!checked.success) ctx.addIssue({ code: 'custom', message: checked.error.issues[0]?.message ?? 'check the interests' });
  }),
});

/** The form's field for a field the server refused ("sourcingInterests.3" → "sourcingInterests"). */
export function formFieldOf(apiField: string): keyof ProfileForm | undefined {
  const name = apiField.split('.')[0] as keyof ProfileForm;
  return name in EMPTY_FORM ? name : undefined;
}

export const EMPTY_FORM: ProfileForm = { firstName: '', lastName: '', displayName: '', company: '', jobTitle: '', phone: '', sourcingInterests: '', deliveryZip: '' };

export function formFromProfile(profile: UserProfile | null): ProfileForm {
  if (!profile) return EMPTY_FORM;
  return {
    firstName: profile.firstName,
    lastName: profile.lastName,
    displayName: profile.displayName,
    company: profile.company,
    jobTitle: profile.jobTitle,
    phone: profile.phone,
    sourcingInterests: profile.sourcingInterests.join(', '),
    deliveryZip: profile.deliveryZip ?? '',
  };
}

/** "CNC, casting,, cnc" → ["CNC", "casting"]: comma or newline separated, trimmed, no blanks or repeats. */
export function parseInterests(text: string): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const part of text.split(/[,\n]/)) {
    const value = part.trim();
    if (!value || seen.has(value.toLowerCase())) continue;
    seen.add(value.toLowerCase());
    out.push(value);
  }
  return out;
}

/** The PATCH /api/me body for the form (the photo is sent on its own). */
export function changesFromForm(form: ProfileForm, includeInterests: boolean) {
  return {
    firstName: form.firstName.trim(),
    lastName: form.lastName.trim(),
    displayName: form.displayName.trim(),
    company: form.company.trim(),
    jobTitle: form.jobTitle.trim(),
    phone: form.phone.trim(),
    ...(includeInterests ? { sourcingInterests: parseInterests(form.sourcingInterests), deliveryZip: form.deliveryZip.trim() } : {}),
  };
}
