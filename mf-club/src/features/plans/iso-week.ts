import { LOCALE_BY_LANGUAGE } from '@boatcare/shared-domain/core';

const DAY_MS = 86_400_000;

export interface IsoWeek {
  number: number;
  /** The ISO week's year (week 1 of 2032 may start in December 2031). */
  year: number;
  /** Its Monday and Sunday, at midnight UTC. */
  monday: Date;
  sunday: Date;
}

/** An ISO week as the server names it ("2031-W14"): its number, year and days; null if not one. */
export function parseIsoWeek(week: string): IsoWeek | null {
  const match = /^(\d{4})-W(\d{2})$/.exec(week);
  if (!match) return null;
  const year = Number(match[1]);
  const number = Number(match[2]);
  if (number < 1 || number > 53) return null;
  // Week 1 is the week of 4 January; weeks start on Monday.
  const fourth = Date.UTC(year, 0, 4);
  const fromMonday = (new Date(fourth).getUTCDay() + 6) % 7;
  const monday = new Date(fourth - fromMonday * DAY_MS + (number - 1) * 7 * DAY_MS);
  return { number, year, monday, sunday: new Date(monday.getTime() + 6 * DAY_MS) };
}

/** A week's days as the language writes them: "31 March – 6 April", "31. marts–6. april". */
export const weekDays = ({ monday, sunday }: IsoWeek, language: string): string =>
  new Intl.DateTimeFormat(LOCALE_BY_LANGUAGE[language] ?? 'en-GB', {
    day: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  }).formatRange(monday, sunday);
