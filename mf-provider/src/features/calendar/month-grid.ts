/** One cell of a month grid: a day of the month, or a blank before the 1st (weeks start Monday). */
export type GridCell = { day: number; key: string } | null;

const pad = (value: number) => String(value).padStart(2, '0');

/** `YYYY-MM-DD` of a day, the key calendar items are grouped by (UTC, as the server stores). */
export const dayKey = (year: number, month: number, day: number) =>
  `${year}-${pad(month)}-${pad(day)}`;

/** The days of `month` (1-12) with the blanks that put the 1st under its weekday. */
export function monthGrid(year: number, month: number): GridCell[] {
  const first = new Date(Date.UTC(year, month - 1, 1));
  const days = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const blanks = (first.getUTCDay() + 6) % 7;
  return [
    ...Array.from({ length: blanks }, () => null),
    ...Array.from({ length: days }, (_, index) => ({
      day: index + 1,
      key: dayKey(year, month, index + 1),
    })),
  ];
}

/** The month before or after, across year ends. */
export function shiftMonth(year: number, month: number, by: 1 | -1) {
  const index = year * 12 + (month - 1) + by;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}

/** The years the selector offers: this year minus 10 to plus 10. */
export const yearOptions = (current: number) =>
  Array.from({ length: 21 }, (_, index) => current - 10 + index);

/**
 * A label that starts a heading or a line, as the language writes it with its first letter in
 * capitals: Danish writes month and day names in lower case ("tirsdag 1. april"), so a CSS
 * `capitalize` would wrongly make "1. April" of the month.
 */
const startOfLine = (text: string, locale: string) =>
  text.charAt(0).toLocaleUpperCase(locale) + text.slice(1);

const format = (locale: string, options: Intl.DateTimeFormatOptions, date: Date) =>
  new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' }).format(date);

/** The month's heading: "April 2031" / "April 2031" (Danish "april 2031", starting the line). */
export const monthTitle = (year: number, month: number, locale: string) =>
  startOfLine(
    format(locale, { month: 'long', year: 'numeric' }, new Date(Date.UTC(year, month - 1, 1))),
    locale,
  );

/** A day as its cell names it: "Tuesday 1 April" / "Tirsdag 1. april". */
export const dayTitle = (key: string, locale: string) =>
  startOfLine(
    format(
      locale,
      { weekday: 'long', day: 'numeric', month: 'long' },
      new Date(`${key}T00:00:00Z`),
    ),
    locale,
  );

/** The weekdays' column heads, Monday first: "Mon" / "Man.". */
export const weekdayHeads = (locale: string) =>
  Array.from({ length: 7 }, (_, index) =>
    startOfLine(
      format(locale, { weekday: 'short' }, new Date(Date.UTC(2024, 0, 1 + index))),
      locale,
    ),
  );
