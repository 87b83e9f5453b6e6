import { z } from 'zod';
import { useMutation } from '@forge/shell-sdk';
import { postMultipart } from '../common';

export const DESCRIPTION_MAX = 2000;
export const BOM_MAX_BYTES = 10 * 1024 * 1024;
export const BOM_EXTENSIONS = ['.csv', '.tsv', '.xlsx'];

export const SOURCES = ['Search engine', 'LinkedIn', 'A colleague or friend', 'Trade show or event', 'News or podcast', 'Other'] as const;

/** Mirrors the server's rules so most mistakes are caught before sending; the server stays the authority. */
export const WaitlistFormSchema = z.object({
  email: z.string().trim().min(1, 'Email is required').pipe(z.email('Enter a valid email address, like name@company.com')),
  company: z.string().trim().min(1, 'Company is required').max(200, 'Company must be at most 200 characters'),
  role: z.enum(['buyer', 'supplier'], { error: 'Choose whether you buy or make parts' }),
  source: z.string().trim().min(1, 'Tell us how you heard about us').max(100, 'How you heard about us must be at most 100 characters'),
  description: z.string().max(DESCRIPTION_MAX, `Description must be at most ${DESCRIPTION_MAX} characters`),
});

export type WaitlistFormValues = z.input<typeof WaitlistFormSchema>;

export function checkBomFile(file: File | null): string | undefined {
  if (!file) return undefined;
  const extension = file.name.slice(file.name.lastIndexOf('.')).toLowerCase();
  if (!BOM_EXTENSIONS.includes(extension)) return 'The BOM must be a CSV, TSV or Excel (.xlsx) file';
  if (file.size > BOM_MAX_BYTES) return 'The BOM file must be 10 MB or smaller';
  if (file.size === 0) return 'The BOM file is empty';
  return undefined;
}

/** Returns per-field messages, empty when the form may be sent. */
export function validateWaitlist(values: WaitlistFormValues, file: File | null): Record<string, string> {
  const errors: Record<string, string> = {};
  const parsed = WaitlistFormSchema.safeParse(values);
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

export interface WaitlistResult {
  status: 'created' | 'updated';
  message: string;
  entry?: { email: string; company: string; role: 'buyer' | 'supplier'; file: { name: string; size: number } | null };
}

export function useJoinWaitlist() {
  return useMutation({
    mutationFn: (input: { values: WaitlistFormValues; file: File | null; website: string }) => {
      const form = new FormData();
      for (const [key, value] of Object.entries(input.values)) form.append(key, String(value ?? '').trim());
      form.append('website', input.website);
      if (input.file) form.append('file', input.file, input.file.name);
      return postMultipart<WaitlistResult>('/api/waitlist', form);
    },
  });
}
