import { parseDay } from '@forge/shell-sdk';

// Dates, counts, dollars and error sentences come from @forge/shell-sdk; the due-date arithmetic of RFQs stays here.

/** Today plus `days`, as "YYYY-MM-DD" in the user's time zone. */
export function dayFromToday(days: number, now = new Date()): string {
  const date = new Date(now.getFullYear(), now.getMonth(), now.getDate() + days);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** Whole days from today to the day (negative when it has passed). */
export function daysUntil(day: string, now = new Date()): number {
  const today = new Date(now.getFullYear(), now.getMonth(), now.getDate());
  return Math.round((parseDay(day).getTime() - today.getTime()) / 86_400_000);
}
