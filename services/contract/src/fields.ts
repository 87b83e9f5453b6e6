import { z } from 'zod';

/** Free text, trimmed, at most `max` characters (the message names the limit). */
export const boundedText = (max: number) => z.string().trim().max(max, `must be at most ${max} characters`);

/** An id in a request body: trimmed, required, at most 100 characters. */
export const requiredId = z.string().trim().min(1, 'is required').max(100, 'must be at most 100 characters');

/**
 * What no real company name needs and a planted link does: control or invisible characters, and Markdown/HTML/URL
 * syntax (brackets, angle brackets, backticks, braces, pipes, backslashes, "//"). A name is shown in search, on pages
 * and in the assistant's answers, so it must read as plain text everywhere.
 */
// eslint-disable-next-line no-control-regex
const NAME_INVISIBLE = /[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u2028-\u202e\u2060-\u2069\ufeff]/;
const NAME_SYNTAX = /[[\]<>`{}|\\]|\/\/|\*\*|__/;

/** Why a company name is refused, or null when it reads as plain text. */
export function companyNameProblem(name: string): string | null {
  if (NAME_INVISIBLE.test(name)) return 'must not contain control or invisible characters (line breaks, tabs, direction marks)';
  if (NAME_SYNTAX.test(name)) return 'must not contain [ ] < > ` { } | \\ or "//" or "**" (a company name needs none of them)';
  return null;
}

/** A company's display name: trimmed, 2 to 120 characters, plain text (companyNameProblem). */
export const companyNameField = z
  .string()
  .trim()
  .min(2, 'must be at least 2 characters')
  .max(120, 'must be at most 120 characters')
  .superRefine((name, ctx) => {
    const problem = companyNameProblem(name);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });
