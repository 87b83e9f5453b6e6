// $dateToString's format language as mongod reads it: its specifiers, its checks of the format
// (18533 not a string, 18535 a lone % at the end, 18536 an unknown specifier) and the local wall-clock
// fields of a date in a time zone.
import { MongoError } from './errors.js';
import { formatOffset } from './timezones.js';

export const defaultDateFormat = '%Y-%m-%dT%H:%M:%S.%LZ';

const specifiers = new Set('dGHjLmMSwuUVYzZ%'.split(''));

/** mongod's check of a format string, done before any date is read. */
export function checkDateFormat(format: unknown): asserts format is string {
  if (typeof format !== 'string')
    throw new MongoError(18533, "$dateToString requires that 'format' be a string");
  for (let i = 0; i < format.length; i++) {
    if (format[i] !== '%') continue;
    if (i + 1 >= format.length) throw new MongoError(18535, "Unmatched '%' at end of format string");
    const spec = format[i + 1] as string;
    if (!specifiers.has(spec))
      throw new MongoError(18536, `Invalid format character '%${spec}' in format string`);
    i++;
  }
}

const pad = (n: number, width: number): string =>
  (n < 0 ? '-' : '') + String(Math.abs(n)).padStart(width, '0');

/** ISO 8601 week-numbering year, week (1-53) and weekday (1 Monday to 7) of a date's UTC fields. */
export function isoWeek(d: Date): { year: number; week: number; day: number } {
  const day = d.getUTCDay() || 7;
  const thursday = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate() + 4 - day));
  const year = thursday.getUTCFullYear();
  const week = Math.ceil(((thursday.getTime() - Date.UTC(year, 0, 1)) / 86400000 + 1) / 7);
  return { year, week, day };
}

/** `date` formatted by a checked format, in the zone `offset` minutes east of UTC. */
export function formatDate(date: Date, offset: number, format: string): string {
  const d = new Date(date.getTime() + offset * 60000); // its UTC fields are the local wall clock
  const dayOfYear = Math.floor((d.getTime() - Date.UTC(d.getUTCFullYear(), 0, 1)) / 86400000) + 1;
  let out = '';
  for (let i = 0; i < format.length; i++) {
    const c = format[i] as string;
    if (c !== '%') {
      out += c;
      continue;
    }
    const spec = format[++i];
    switch (spec) {
      case 'd':
        out += pad(d.getUTCDate(), 2);
        break;
      case 'G':
        out += pad(isoWeek(d).year, 4);
        break;
      case 'H':
        out += pad(d.getUTCHours(), 2);
        break;
      case 'j':
        out += pad(dayOfYear, 3);
        break;
      case 'L':
        out += pad(d.getUTCMilliseconds(), 3);
        break;
      case 'm':
        out += pad(d.getUTCMonth() + 1, 2);
        break;
      case 'M':
        out += pad(d.getUTCMinutes(), 2);
        break;
      case 'S':
        out += pad(d.getUTCSeconds(), 2);
        break;
      case 'w':
        out += String(d.getUTCDay() + 1); // 1 (Sunday) to 7
        break;
      case 'u':
        out += String(isoWeek(d).day); // 1 (Monday) to 7
        break;
      case 'U':
        out += pad(Math.floor((dayOfYear - 1 + 7 - d.getUTCDay()) / 7), 2); // weeks start on Sunday
        break;
      case 'V':
        out += pad(isoWeek(d).week, 2);
        break;
      case 'Y':
        out += pad(d.getUTCFullYear(), 4);
        break;
      case 'z':
        out += formatOffset(offset);
        break;
      case 'Z':
        out += (offset < 0 ? '-' : '+') + String(Math.abs(offset));
        break;
      default:
        out += '%';
    }
  }
  return out;
}
