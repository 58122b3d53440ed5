import { expect, type Page } from '@playwright/test';
import { pathTo, type PathLanguage, type RouteName } from '@boatcare/shared-domain/core';

/**
 * Journeys name the screen they open or expect, as the apps' links do (the table of screens,
 * shared-domain/src/screens.ts): a path changes in one place, and a test cannot go to a path no
 * screen has. A screen's path is never written by hand in e2e/ (scripts/lint/e2e-paths.test.ts).
 */

/** A parameter or query value; a RegExp stands for a value the test does not know (a new id). */
type Value = string | number | RegExp;

export interface ScreenOptions<V = Value> {
  /** The path's language; English unless said. */
  lng?: PathLanguage;
  /** The query string, in order; expectScreen wants exactly these (none when left out). */
  query?: Record<string, V>;
}
type Params<V = Value> = Record<string, V>;

/** Any MongoDB id, for `expectScreen` of a screen just made (`{ id: ANY_ID }`). */
export const ANY_ID = /[a-f0-9]{24}/;

const searchOf = (query: [string, string][]) =>
  query.length ? `?${new URLSearchParams(query).toString()}` : '';

/** The path of a screen (`pathTo`) with its query, for a link's href or a login's `from`. */
export function screenPath(
  name: RouteName,
  params: Params<string | number> = {},
  { lng = 'en', query = {} }: ScreenOptions<string> = {},
): string {
  return pathTo(lng, name, params) + searchOf(Object.entries(query));
}

/** Opens a screen by name, as typing its address would; returns the main document's response. */
export function openScreen(
  page: Page,
  name: RouteName,
  params: Params<string | number> = {},
  options: ScreenOptions<string> = {},
) {
  return page.goto(screenPath(name, params, options));
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The address of a screen as a pattern: the path exactly (after any origin or none: a standalone
 * remote's page, a link's path), then exactly the query asked for. Unknown values (RegExp) go through pathTo as
 * placeholders, so the path is still the table's.
 */
export function screenPattern(
  name: RouteName,
  params: Params = {},
  { lng = 'en', query = {} }: ScreenOptions = {},
): RegExp {
  const unknown: RegExp[] = [];
  const hold = (value: Value) => {
    if (!(value instanceof RegExp)) return String(value);
    unknown.push(value);
    return `UNKNOWN${unknown.length - 1}END`;
  };
  const path = pathTo(
    lng,
    name,
    Object.fromEntries(Object.entries(params).map(([key, value]) => [key, hold(value)])),
  );
  const search = searchOf(Object.entries(query).map(([key, value]) => [key, hold(value)]));
  const source = escape(path + search).replace(
    /UNKNOWN(\d+)END/g,
    (_, index: string) => `(?:${unknown[Number(index)]!.source})`,
  );
  return new RegExp(`^(?:https?://[^/]+)?${source}$`);
}

/** Waits until the page is at a screen: its exact path in `lng` (English unless said). */
export async function expectScreen(
  page: Page,
  name: RouteName,
  params: Params = {},
  options: ScreenOptions & { timeout?: number } = {},
) {
  const { timeout, ...screen } = options;
  await expect(page).toHaveURL(screenPattern(name, params, screen), { timeout });
}

/** The login screen's query that brings the user back to a screen after signing in. */
export const returningTo = (name: RouteName, params: Params<string | number> = {}) => ({
  from: screenPath(name, params),
});
