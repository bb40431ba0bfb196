/**
 * The long dates printed without Intl (issue 29) against Intl's own en-IE output, over instants
 * from 1996 (Ireland's present summer-time rule) to 2037, and the changes of the clocks exactly.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dayLongDate, irishLongDate } from './dates';

const IRISH = new Intl.DateTimeFormat('en-IE', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'Europe/Dublin',
});
const UTC_DAY = new Intl.DateTimeFormat('en-IE', { dateStyle: 'long', timeZone: 'UTC' });
const FROM = Date.UTC(1996, 0, 1);
const TO = Date.UTC(2037, 11, 31);

describe('irishLongDate', () => {
  it('prints the Irish calendar day Intl prints, for any instant', () => {
    fc.assert(
      fc.property(fc.integer({ min: FROM, max: TO }), (ms) => {
        expect(irishLongDate(new Date(ms))).toBe(IRISH.format(ms));
      }),
      { numRuns: 5_000 },
    );
  });

  it('changes day on the hour the clocks do, and says null for an invalid date', () => {
    // Summer time 2026: 29 March 01:00 UTC to 25 October 01:00 UTC.
    expect(irishLongDate(new Date('2026-05-04T22:59:59Z'))).toBe('4 May 2026');
    expect(irishLongDate(new Date('2026-05-04T23:00:00Z'))).toBe('5 May 2026');
    expect(irishLongDate(new Date('2026-12-31T23:30:00Z'))).toBe('31 December 2026');
    for (const iso of [
      '2026-03-29T00:59:59Z',
      '2026-03-29T01:00:00Z',
      '2026-10-24T23:00:00Z',
      '2026-10-25T00:59:59Z',
      '2026-10-25T01:00:00Z',
    ]) {
      expect(irishLongDate(new Date(iso))).toBe(IRISH.format(new Date(iso)));
    }
    expect(irishLongDate(new Date('not a date'))).toBeNull();
  });
});

describe('dayLongDate', () => {
  it('prints a YYYY-MM-DD day as Intl prints its UTC day, and null for other text', () => {
    fc.assert(
      fc.property(fc.integer({ min: FROM, max: TO }), (ms) => {
        const day = new Date(ms).toISOString().slice(0, 10);
        expect(dayLongDate(day)).toBe(UTC_DAY.format(ms));
      }),
      { numRuns: 2_000 },
    );
    expect(dayLongDate('2026-12-26')).toBe('26 December 2026');
    expect(dayLongDate('26/12/2026')).toBeNull();
    expect(dayLongDate('')).toBeNull();
  });
});
