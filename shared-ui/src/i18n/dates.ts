import {
  formatDate as formatDateIn,
  formatDateTime as formatDateTimeIn,
} from '@boatcare/shared-domain/core';
import { i18next } from './init.ts';

/**
 * The one way a page shows a day: shared-domain's format in the page's language (12/07/2026 in
 * English, 12.07.2026 in Danish), so a date reads the same on every screen of a locale.
 * Components re-render on a language change through their `useTranslation`.
 */
export const formatDate = (value: string | Date | null | undefined) =>
  formatDateIn(value, i18next.language);

/** A moment (a message, a notification): the day as `formatDate`, with the local time. */
export const formatDateTime = (value: string | Date | null | undefined) =>
  formatDateTimeIn(value, i18next.language);
