import fc from 'fast-check';
import { formatCount, formatDate, formatDateTime, formatDay, formatMoment, formatMonth, formatUsd, parseDay, plural } from './format';

describe('formatters', () => {
  it('formats counts with US grouping, optionally capping decimals', () => {
    expect(formatCount(1234567)).toBe('1,234,567');
    expect(formatCount(12.3456)).toBe('12.346');
    expect(formatCount(12.3456, { fractionDigits: 1 })).toBe('12.3');
    expect(plural(1, 'line')).toBe('1 line');
    expect(plural(1200, 'line')).toBe('1,200 lines');
    expect(plural(2, 'company', 'companies')).toBe('2 companies');
  });

  it('groups any whole number exactly as toLocaleString does, without a number formatter', () => {
    fc.assert(
      fc.property(fc.oneof(fc.integer({ min: -1e6, max: 1e6 }), fc.maxSafeInteger(), fc.constant(-0)), (n) => {
        expect(formatCount(n)).toBe(n.toLocaleString('en-US'));
      }),
    );
    fc.assert(fc.property(fc.double({ noNaN: true }), (n) => expect(formatCount(n)).toBe(n.toLocaleString('en-US'))));
    const made = jest.spyOn(Intl, 'NumberFormat');
    formatCount(21_000);
    expect(made).not.toHaveBeenCalled();
    made.mockRestore();
  });

  it('writes days and months exactly as en-US toLocaleDateString does, local or UTC, without a date formatter', () => {
    const when = fc.date({ min: new Date(-2e13), max: new Date(3e14), noInvalidDate: true });
    fc.assert(
      fc.property(when, fc.boolean(), fc.constantFrom('short' as const, 'long' as const), (date, utc, month) => {
        const intl = date.toLocaleDateString('en-US', { year: 'numeric', month, day: 'numeric', ...(utc ? { timeZone: 'UTC' } : {}) });
        expect(formatDate(date, { utc, month })).toBe(intl);
        expect(formatMonth(date)).toBe(date.toLocaleDateString('en-US', { month: 'long', year: 'numeric' }));
      }),
    );
    const made = jest.spyOn(Intl, 'DateTimeFormat');
    formatDate('2026-11-27T10:00:00Z', { utc: true });
    formatMonth('2026-11-27T10:00:00Z');
    expect(made).not.toHaveBeenCalled();
    made.mockRestore();
  });

  it('formats US dollars with cents (up to 4 decimals) or whole', () => {
    expect(formatUsd(1234.5)).toBe('$1,234.50');
    expect(formatUsd(0.1235)).toBe('$0.1235');
    expect(formatUsd(2500, { whole: true })).toBe('$2,500');
  });

  it('formats dates, in UTC when asked, and a fallback for missing or unreadable values', () => {
    expect(formatDate('2027-03-01T00:00:00Z', { utc: true })).toBe('Mar 1, 2027');
    expect(formatDate('2027-03-01T00:00:00Z', { utc: true, month: 'long' })).toBe('March 1, 2027');
    expect(formatDate(new Date(2026, 10, 26, 15, 4))).toBe('Nov 26, 2026');
    expect(formatDate(null)).toBe('—');
    expect(formatDate('not a date', { fallback: '' })).toBe('');
    expect(formatMonth(new Date(2026, 10, 3))).toBe('November 2026');
  });

  it('formats moments with and without seconds or year', () => {
    const at = new Date(2026, 10, 26, 15, 4, 5);
    expect(formatDateTime(at)).toBe('Nov 26, 2026, 3:04 PM');
    expect(formatDateTime(at, { seconds: true })).toBe('Nov 26, 2026, 3:04:05 PM');
    expect(formatDateTime(undefined)).toBe('—');
    expect(formatMoment(at)).toBe('Nov 26, 3:04 PM');
  });

  it('reads a calendar day as that local day', () => {
    expect(parseDay('2026-12-10').getDate()).toBe(10);
    expect(formatDay('2026-12-10')).toBe('Dec 10, 2026');
    expect(formatDay('soon')).toBe('soon');
  });
});
