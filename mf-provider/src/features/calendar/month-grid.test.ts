import { describe, expect, it } from 'vitest';
import {
  dayTitle,
  monthGrid,
  monthTitle,
  shiftMonth,
  weekdayHeads,
  yearOptions,
} from './month-grid.ts';

describe('monthGrid', () => {
  it('puts the 1st under its weekday, weeks starting Monday', () => {
    // 1 July 2032 is a Thursday: three blanks.
    const grid = monthGrid(2032, 7);
    expect(grid.slice(0, 4)).toEqual([null, null, null, { day: 1, key: '2032-07-01' }]);
    expect(grid.filter(Boolean)).toHaveLength(31);
  });

  it('knows February of leap years', () => {
    expect(monthGrid(2028, 2).filter(Boolean)).toHaveLength(29);
    expect(monthGrid(2027, 2).filter(Boolean)).toHaveLength(28);
  });
});

describe('shiftMonth and yearOptions', () => {
  it('crosses year ends', () => {
    expect(shiftMonth(2026, 12, 1)).toEqual({ year: 2027, month: 1 });
    expect(shiftMonth(2026, 1, -1)).toEqual({ year: 2025, month: 12 });
  });

  it('offers this year plus and minus ten', () => {
    const years = yearOptions(2026);
    expect(years[0]).toBe(2016);
    expect(years.at(-1)).toBe(2036);
    expect(years).toHaveLength(21);
  });
});

describe('the calendar’s words', () => {
  it('writes days and months as each language does, capital only at the start of the line', () => {
    expect(dayTitle('2031-04-01', 'en-GB')).toBe('Tuesday 1 April');
    expect(dayTitle('2031-04-01', 'da-DK')).toBe('Tirsdag 1. april');
    expect(monthTitle(2031, 4, 'en-GB')).toBe('April 2031');
    expect(monthTitle(2031, 4, 'da-DK')).toBe('April 2031');
    expect(weekdayHeads('en-GB')[0]).toBe('Mon');
    expect(weekdayHeads('da-DK')[0]).toBe('Man.');
  });
});
