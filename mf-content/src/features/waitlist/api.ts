import { callMultipart, useMutation, type WaitlistInput } from '@forge/shell-sdk';
import { CONTENT_API, WAITLIST_DESCRIPTION_MAX, WaitlistSchema } from '@forge/shell-sdk/api-contract';

export const DESCRIPTION_MAX = WAITLIST_DESCRIPTION_MAX;
export const BOM_MAX_BYTES = 10 * 1024 * 1024;
export const BOM_EXTENSIONS = ['.csv', '.tsv', '.xlsx'];

export const SOURCES = ['Search engine', 'LinkedIn', 'A colleague or friend', 'Trade show or event', 'News or podcast', 'Other'] as const;

/** The form's fields: the contract's waitlist request without the honeypot, every field filled in. */
export type WaitlistFormValues = Required<Omit<WaitlistInput, 'website'>>;

export function checkBomFile(file: File | null): string | undefined {
  if (!file) return undefined;
  const extension = file.name.slice(file.name.lastIndexOf('.')).toLowerCase();
  if (!BOM_EXTENSIONS.includes(extension)) return 'The BOM must be a CSV, TSV or Excel (.xlsx) file';
  if (file.size > BOM_MAX_BYTES) return 'The BOM file must be 10 MB or smaller';
  if (file.size === 0) return 'The BOM file is empty';
  return undefined;
}

/** Returns per-field messages, empty when the form may be sent: the contract's rules, checked before sending. */
export function validateWaitlist(values: WaitlistFormValues, file: File | null): Record<string, string> {
  const errors: Record<string, string> = {};
  const parsed = WaitlistSchema.safeParse(values);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0] ?? 'form');
      errors[field] ??= issue.message;
    }
  }
  const fileError = checkBomFile(file);
  if (fileError) errors.file = fileError;
  return errors;
}

export type { WaitlistResult } from '@forge/shell-sdk';

export function useJoinWaitlist() {
  return useMutation({
    mutationFn: (input: { values: WaitlistFormValues; file: File | null; website: string }) => {
      const form = new FormData();
      for (const [key, value] of Object.entries(input.values)) form.append(key, String(value ?? '').trim());
      form.append('website', input.website);
      if (input.file) form.append('file', input.file, input.file.name);
      return callMultipart(CONTENT_API.joinWaitlist, form);
    },
  });
}
