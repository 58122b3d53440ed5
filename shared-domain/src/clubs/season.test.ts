import { describe, expect, it } from 'vitest';
import { currentSeason, monthName, seasonStartText } from './season.ts';

describe('currentSeason', () => {
  it('starts on 1 April this year once April has come', () => {
    expect(currentSeason(new Date('2026-06-15T12:00:00Z'))).toEqual({
      startDay: '2026-04-01',
      // midnight in Copenhagen (summer time, UTC+2)
      startsAt: new Date('2026-03-31T22:00:00Z'),
    });
  });

  it('is last year’s season in the winter before the next launch', () => {
    expect(currentSeason(new Date('2027-02-10T08:00:00Z')).startDay).toBe('2026-04-01');
    expect(currentSeason(new Date('2026-03-31T21:59:59Z')).startDay).toBe('2025-04-01');
  });

  it('turns at midnight in the harbour’s time zone, not in UTC', () => {
    // 00:30 on 1 April in Copenhagen is still 31 March in UTC
    expect(currentSeason(new Date('2026-03-31T22:30:00Z')).startDay).toBe('2026-04-01');
  });

  it('follows the club’s own start month (winter time at a January start)', () => {
    expect(currentSeason(new Date('2026-06-15T12:00:00Z'), 5)).toEqual({
      startDay: '2026-05-01',
      startsAt: new Date('2026-04-30T22:00:00Z'),
    });
    expect(currentSeason(new Date('2026-06-15T12:00:00Z'), 1)).toEqual({
      startDay: '2026-01-01',
      startsAt: new Date('2025-12-31T23:00:00Z'),
    });
    expect(currentSeason(new Date('2026-06-15T12:00:00Z'), 9).startDay).toBe('2025-09-01');
  });
});

describe('the season in words', () => {
  it('names the month and the first day in the reader’s language', () => {
    expect(monthName(4, 'en')).toBe('April');
    expect(monthName(4, 'da')).toBe('april');
    expect(seasonStartText('2026-04-01', 'en')).toBe('1 April 2026');
    expect(seasonStartText('2026-04-01', 'da')).toBe('1. april 2026');
  });
});
