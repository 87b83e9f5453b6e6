// $dateToString's format language and the date-part operators as mongod 7.0 answers them (issue 42,
// found by MongoDB's jstests of aggregation/expressions). Runs against a real MongoDB when MONGODB_URI is set.
import { describe, expect, test } from '@jest/globals';
import { Timestamp, type Db } from 'mongodb';
import { expressionProbe } from './expression-probe.js';
import { sessionPerSuite } from './helpers.js';

let db: Db;
sessionPerSuite((s) => (db = s.db));

const { evaluate, errorCode } = expressionProbe(() => db, 'dates', false);

const saturday = new Date('1960-01-02T03:04:05.006Z');

describe('$dateToString', () => {
  test('prints %% as a percent sign and knows %U, %w, %j, %G, %V and %u', async () => {
    const date = { d: saturday };
    expect(await evaluate(date, { $dateToString: { format: '%%-%Y', date: '$d' } })).toBe('%-1960');
    expect(await evaluate(date, { $dateToString: { format: '%U-%w-%j', date: '$d' } })).toBe('00-7-002');
    expect(await evaluate(date, { $dateToString: { format: '%G-W%V-%u', date: '$d' } })).toBe('1959-W53-6');
  });

  test('refuses a bad format, argument or date with mongod codes', async () => {
    const date = { d: saturday };
    expect(await errorCode(date, { $dateToString: { format: '%Y-%q', date: '$d' } })).toBe(18536);
    expect(await errorCode(date, { $dateToString: { format: '%Y%', date: '$d' } })).toBe(18535);
    expect(await errorCode(date, { $dateToString: { format: 1, date: '$d' } })).toBe(18533);
    expect(await errorCode(date, { $dateToString: { format: '%Y' } })).toBe(18628);
    expect(await errorCode(date, { $dateToString: { format: '%Y', date: '$d', x: 1 } })).toBe(18534);
    expect(await errorCode(date, { $dateToString: ['%Y', '$d'] })).toBe(18629);
    expect(await errorCode({ d: 'not a date' }, { $dateToString: { format: '%Y', date: '$d' } })).toBe(16006);
  });

  test('a null date gives null, or onNull', async () => {
    expect(await evaluate({ d: null }, { $dateToString: { date: '$d' } })).toBeNull();
    expect(await evaluate({}, { $dateToString: { date: '$d', onNull: 'none' } })).toBe('none');
  });
});

describe('date parts', () => {
  test('$week counts Sunday-based weeks from 0', async () => {
    expect(await evaluate({ d: saturday }, { $week: '$d' })).toBe(0);
    expect(await evaluate({ d: new Date('1960-01-03T00:00:00Z') }, { $week: '$d' })).toBe(1);
  });

  test('a Timestamp is read as its time; a time zone moves the wall clock', async () => {
    const ts = { t: new Timestamp({ t: 1341337661, i: 1 }) };
    expect(await evaluate(ts, { $dayOfYear: '$t' })).toBe(185);
    const late = { d: new Date('1998-11-07T00:00:00Z') };
    expect(await evaluate(late, { $dayOfMonth: { date: '$d', timezone: '-0400' } })).toBe(6);
  });

  test('refuses a missing date, a non-string zone, an unknown zone and a non-date', async () => {
    const doc = { d: saturday };
    expect(await errorCode(doc, { $dayOfYear: { timezone: 'UTC' } })).toBe(40539);
    expect(await errorCode(doc, { $dayOfYear: { date: '$d', timezone: 5 } })).toBe(40533);
    expect(await errorCode(doc, { $dayOfYear: { date: '$d', timezone: 'DoesNot/Exist' } })).toBe(40485);
    expect(await errorCode(doc, { $dayOfYear: { date: 42 } })).toBe(16006);
  });
});
