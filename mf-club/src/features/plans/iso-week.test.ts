import { describe, expect, it } from 'vitest';
import { parseIsoWeek, weekDays } from './iso-week.ts';

const day = (date: Date) => date.toISOString().slice(0, 10);

describe('ISO weeks as people read them', () => {
  it('finds the Monday to Sunday of a week, across a year boundary', () => {
    const week = parseIsoWeek('2031-W14');
    expect(week && [week.number, week.year, day(week.monday), day(week.sunday)]).toEqual([
      14,
      2031,
      '2031-03-31',
      '2031-04-06',
    ]);
    // Week 1 of 2026 starts on Monday 29 December 2025.
    const first = parseIsoWeek('2026-W01');
    expect(first && [day(first.monday), day(first.sunday)]).toEqual(['2025-12-29', '2026-01-04']);
    expect(parseIsoWeek('2031-14')).toBeNull();
    expect(parseIsoWeek('2031-W60')).toBeNull();
  });

  it('writes the days in the language’s own words, month names in lower case in Danish', () => {
    const week = parseIsoWeek('2031-W14')!;
    // English sets the dash between thin spaces (U+2009), Danish closes it up.
    expect(weekDays(week, 'en')).toBe('31 March\u2009–\u20096 April');
    expect(weekDays(week, 'da')).toBe('31. marts–6. april');
    const inOneMonth = parseIsoWeek('2031-W16')!;
    expect(weekDays(inOneMonth, 'en')).toBe('14\u2009–\u200920 April');
    expect(weekDays(inOneMonth, 'da')).toBe('14.–20. april');
  });
});
