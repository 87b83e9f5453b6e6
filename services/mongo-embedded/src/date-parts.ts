// $year, $month, $dayOfMonth, $dayOfYear, $dayOfWeek, $week, $hour, $minute, $second, $millisecond,
// $isoWeek, $isoWeekYear and $isoDayOfWeek as mongod answers them: a Date, Timestamp or ObjectId in, the
// field in the given time zone out (int32), with mongod's checks (40535, 40539, 40533, 16006, 40485).
import { evalExpr } from 'mingo/core';
import type { Options } from 'mingo/types';
import { isoWeek } from './date-format.js';
import { MongoError } from './errors.js';
import { datePartArguments } from './expression-shapes.js';
import { bsonTypeName, nullish, tagOf, type ExpressionOp } from './expressions.js';
import { offsetMinutes } from './timezones.js';

const isDate = (v: unknown): v is Date => Object.prototype.toString.call(v) === '[object Date]';

/** A Date, or the time of a Timestamp or ObjectId; mongod's 16006 for anything else. */
export function coerceToDate(v: unknown): Date {
  if (isDate(v)) return v;
  if (tagOf(v) === 'ObjectId') return (v as { getTimestamp(): Date }).getTimestamp();
  if (tagOf(v) === 'Timestamp') return new Date((v as { high: number }).high * 1000);
  throw new MongoError(16006, `can't convert from BSON type ${bsonTypeName(v)} to Date`);
}

const dayOfYear = (d: Date): number =>
  Math.floor((d.getTime() - Date.UTC(d.getUTCFullYear(), 0, 1)) / 86400000) + 1;

/** Each operator's field of a date whose UTC fields are the local wall clock. */
const parts: Record<string, (d: Date) => number> = {
  $year: (d) => d.getUTCFullYear(),
  $month: (d) => d.getUTCMonth() + 1,
  $dayOfMonth: (d) => d.getUTCDate(),
  $dayOfYear: dayOfYear,
  $dayOfWeek: (d) => d.getUTCDay() + 1,
  // Weeks start on Sunday; days before the year's first Sunday are in week 0.
  $week: (d) => Math.floor((dayOfYear(d) - 1 + 7 - d.getUTCDay()) / 7),
  $hour: (d) => d.getUTCHours(),
  $minute: (d) => d.getUTCMinutes(),
  $second: (d) => d.getUTCSeconds(),
  $millisecond: (d) => d.getUTCMilliseconds(),
  $isoWeek: (d) => isoWeek(d).week,
  $isoWeekYear: (d) => isoWeek(d).year,
  $isoDayOfWeek: (d) => isoWeek(d).day,
};

function datePart(name: string, part: (d: Date) => number): ExpressionOp {
  return (obj: unknown, expr: unknown, options: Options) => {
    const args = datePartArguments(name, expr);
    const date = evalExpr(obj, args.date, options);
    let zone: unknown;
    if ('timezone' in args) {
      zone = evalExpr(obj, args.timezone, options);
      if (nullish(zone)) return null;
      if (typeof zone !== 'string')
        throw new MongoError(
          40533,
          `${name} requires a string for the timezone argument, but was given a ${bsonTypeName(zone)} (${String(zone)})`,
        );
      offsetMinutes(zone, new Date(0)); // an unknown zone is refused whatever the date (40485)
    }
    if (nullish(date)) return null;
    const at = coerceToDate(date);
    const offset = zone === undefined ? 0 : offsetMinutes(zone, at);
    return part(new Date(at.getTime() + offset * 60000));
  };
}

export const datePartOps: Record<string, ExpressionOp> = Object.fromEntries(
  Object.entries(parts).map(([name, part]) => [name, datePart(name, part)]),
);
