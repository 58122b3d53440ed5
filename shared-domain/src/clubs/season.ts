import { LOCALE_BY_LANGUAGE } from '../locale.ts';

/**
 * A club's boating season, for "requests this season" on its dashboard. A marina counts its
 * year from the launch in spring, not from 1 January: the season starts on the 1st of the
 * club's season start month (its profile; April unless the club changes it) at midnight in the
 * harbour's time zone, and runs until the next one.
 */
export const DEFAULT_SEASON_START_MONTH = 4;

/** Every country the site serves (DK, SE, DE) keeps Central European time. */
export const SEASON_TIME_ZONE = 'Europe/Copenhagen';

export interface Season {
  /** The first day of the season, YYYY-MM-DD in the harbour's time zone. */
  startDay: string;
  /** That day's midnight in the harbour's time zone, as an instant. */
  startsAt: Date;
}

function partsIn(at: Date, timeZone: string) {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }).formatToParts(at);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((p) => p.type === type)?.value ?? 0);
  return {
    year: part('year'),
    month: part('month'),
    day: part('day'),
    hour: part('hour'),
    minute: part('minute'),
    second: part('second'),
  };
}

/** How far the zone's wall clock is ahead of UTC at `at`, in milliseconds. */
function offsetAt(at: Date, timeZone: string): number {
  const p = partsIn(at, timeZone);
  const wall = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return wall - Math.floor(at.getTime() / 1000) * 1000;
}

/** The season `now` falls in, for a season starting in `startMonth` (1-12). */
export function currentSeason(
  now: Date,
  startMonth: number = DEFAULT_SEASON_START_MONTH,
  timeZone: string = SEASON_TIME_ZONE,
): Season {
  const today = partsIn(now, timeZone);
  const year = today.month >= startMonth ? today.year : today.year - 1;
  const wallMidnight = Date.UTC(year, startMonth - 1, 1);
  const startsAt = new Date(wallMidnight - offsetAt(new Date(wallMidnight), timeZone));
  const startDay = `${year}-${String(startMonth).padStart(2, '0')}-01`;
  return { startDay, startsAt };
}

const localeOf = (language: string) => LOCALE_BY_LANGUAGE[language] ?? 'en-GB';

/** A month's name (1-12) in the reader's language: "April", "april". */
export const monthName = (month: number, language: string) =>
  new Intl.DateTimeFormat(localeOf(language), { month: 'long', timeZone: 'UTC' }).format(
    new Date(Date.UTC(2000, month - 1, 1)),
  );

/** A season's first day (YYYY-MM-DD) as the dashboard says it: "1 April 2026", "1. april 2026". */
export const seasonStartText = (startDay: string, language: string) =>
  new Intl.DateTimeFormat(localeOf(language), {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${startDay}T00:00:00Z`));
