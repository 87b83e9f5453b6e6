// The formatters every section uses (US English, as the product is US-only): counts, US dollars, days and times.
// One copy here, so a date or an amount reads the same on every page.

export type DateInput = string | number | Date | null | undefined;

const NONE = '—';

function toDate(value: DateInput): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

const GROUPS = /\B(?=(\d{3})+(?!\d))/g;
const counts = new Map<number | undefined, Intl.NumberFormat>();

/**
 * 12,345 (and 12.5 with `fractionDigits`; the default keeps up to 3 decimals, as toLocaleString does). Whole numbers
 * are grouped here: the first number formatter a page makes loads ICU's number data (~15 ms of a phone's main
 * thread, ~60 ms at 4× CPU), and the header's supplier count made it during hydration. Fractions use a formatter
 * made once per precision.
 */
export function formatCount(value: number, options: { fractionDigits?: number } = {}): string {
  if (Number.isSafeInteger(value) && !Object.is(value, -0)) {
    return value < 0 ? `-${String(-value).replace(GROUPS, ',')}` : String(value).replace(GROUPS, ',');
  }
  let format = counts.get(options.fractionDigits);
  if (!format) {
    format = new Intl.NumberFormat('en-US', options.fractionDigits === undefined ? undefined : { maximumFractionDigits: options.fractionDigits });
    counts.set(options.fractionDigits, format);
  }
  return format.format(value);
}

/** "12 items" / "1 item", the count formatted. */
export function plural(count: number, one: string, many = `${one}s`): string {
  return `${formatCount(count)} ${count === 1 ? one : many}`;
}

// Made on first use: a currency formatter loads ICU's currency data, ~50 ms of a phone's start-up at 4× CPU.
let usd: Intl.NumberFormat | undefined;
let usdWhole: Intl.NumberFormat | undefined;

/** US dollars: $1,234.50 with cents (unit prices may carry up to 4 decimals); `whole`: $1,200 when there are no cents. */
export function formatUsd(value: number, options: { whole?: boolean } = {}): string {
  if (options.whole) {
    usdWhole ??= new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 0, maximumFractionDigits: 2 });
    return usdWhole.format(value);
  }
  usd ??= new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2, maximumFractionDigits: 4 });
  return usd.format(value);
}

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/**
 * A day's year, month and day, for years 1000 to 9999; null outside them (then Intl formats the date). Written out
 * for the same reason as formatCount: the first date formatter a page makes loads ICU's calendar and time zone data
 * (~20 ms of a phone's main thread, 70–85 ms at 4× CPU), and company and news pages made one while hydrating.
 */
function calendarDay(date: Date, utc: boolean | undefined): { year: number; month: string; day: number } | null {
  const year = utc ? date.getUTCFullYear() : date.getFullYear();
  if (year < 1000 || year > 9999) return null;
  return { year, month: MONTHS[utc ? date.getUTCMonth() : date.getMonth()]!, day: utc ? date.getUTCDate() : date.getDate() };
}

/**
 * "Nov 26, 2026" (`month: 'long'`: "November 26, 2026"), as en-US toLocaleDateString writes it. `utc`: a day stored
 * as UTC midnight stays that day wherever the reader is. Missing or unreadable values give `fallback` ("—" unless
 * told).
 */
export function formatDate(value: DateInput, options: { utc?: boolean; month?: 'short' | 'long'; fallback?: string } = {}): string {
  const date = toDate(value);
  if (!date) return options.fallback ?? NONE;
  const day = calendarDay(date, options.utc);
  if (day) return `${options.month === 'long' ? day.month : day.month.slice(0, 3)} ${day.day}, ${day.year}`;
  return date.toLocaleDateString('en-US', {
    year: 'numeric',
    month: options.month ?? 'short',
    day: 'numeric',
    ...(options.utc ? { timeZone: 'UTC' } : {}),
  });
}

/** "November 2026": a month and year (member since, founded). */
export function formatMonth(value: DateInput, options: { fallback?: string } = {}): string {
  const date = toDate(value);
  if (!date) return options.fallback ?? NONE;
  const day = calendarDay(date, false);
  return day ? `${day.month} ${day.year}` : date.toLocaleDateString('en-US', { month: 'long', year: 'numeric' });
}

/** "Nov 26, 2026, 3:04 PM" (`seconds`: "3:04:05 PM"). Missing or unreadable values give `fallback` ("—"). */
export function formatDateTime(value: DateInput, options: { seconds?: boolean; fallback?: string } = {}): string {
  const date = toDate(value);
  if (!date) return options.fallback ?? NONE;
  return date.toLocaleString('en-US', { dateStyle: 'medium', timeStyle: options.seconds ? 'medium' : 'short' });
}

/** "Nov 26, 3:04 PM": a recent moment (messages, notifications), without the year. */
export function formatMoment(value: DateInput, options: { fallback?: string } = {}): string {
  const date = toDate(value);
  if (!date) return options.fallback ?? NONE;
  return date.toLocaleString('en-US', { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' });
}

/** A calendar day "YYYY-MM-DD" read as that day where the user is (not UTC midnight, which can shift a day). */
export function parseDay(day: string): Date {
  const [y, m, d] = day.split('-').map(Number);
  return new Date(y!, (m ?? 1) - 1, d ?? 1);
}

/** A calendar day "YYYY-MM-DD" as "Dec 10, 2026" (the same day everywhere); unreadable text is shown as it is. */
export function formatDay(day: string): string {
  const date = parseDay(day);
  return Number.isNaN(date.getTime()) ? day : formatDate(date);
}
