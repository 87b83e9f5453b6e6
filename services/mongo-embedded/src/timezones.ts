// Time zones as mongod reads them: IANA names (including "UTC", "GMT" and three-part names such as
// "America/Argentina/Buenos_Aires"), and offsets "+HH", "+HHMM", "+HH:MM".
import { MongoError } from './errors.js';

const offsetPattern = /^([+-])(\d{2})(?::?(\d{2}))?$/;
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(zone: string): Intl.DateTimeFormat | undefined {
  let f = formatters.get(zone);
  if (f) return f;
  try {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
  } catch {
    return undefined;
  }
  formatters.set(zone, f);
  return f;
}

function unrecognized(zone: unknown): MongoError {
  return new MongoError(40485, `unrecognized time zone identifier: "${String(zone)}"`);
}

/** Minutes east of UTC of `zone` at the instant `date`; mongod's error 40485 for a zone it does not know. */
export function offsetMinutes(zone: unknown, date: Date): number {
  if (typeof zone !== 'string')
    throw new MongoError(40517, `timezone must evaluate to a string, found ${typeof zone}`);
  const m = offsetPattern.exec(zone);
  if (m) {
    const minutes = Number(m[2]) * 60 + Number(m[3] ?? 0);
    return m[1] === '-' ? -minutes : minutes;
  }
  // Intl also takes offsets and lower-case names that mongod refuses; mongod's names start with a letter.
  if (!/^[A-Za-z]/.test(zone)) throw unrecognized(zone);
  const f = formatterFor(zone);
  if (!f) throw unrecognized(zone);
  const parts: Record<string, number> = {};
  for (const p of f.formatToParts(date)) if (p.type !== 'literal') parts[p.type] = Number(p.value);
  const wall = Date.UTC(
    parts.year as number,
    (parts.month as number) - 1,
    parts.day as number,
    parts.hour as number,
    parts.minute as number,
    parts.second as number,
  );
  const whole = date.getTime() - date.getUTCMilliseconds();
  return Math.round((wall - whole) / 60000);
}

/** "+HHMM" for an offset in minutes (mongod's %z). */
export function formatOffset(minutes: number): string {
  const abs = Math.abs(minutes);
  const pad = (n: number): string => String(n).padStart(2, '0');
  return (minutes < 0 ? '-' : '+') + pad(Math.floor(abs / 60)) + pad(abs % 60);
}
