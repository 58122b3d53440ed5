import {
  CURRENCY_BY_LANGUAGE,
  DEFAULT_CURRENCY,
  formatDate,
  formatMoney,
  type Language,
  labelDeleted,
} from '@boatcare/shared-domain/core';
import { messageIn } from '../messages.ts';

/** The value an amount travels under in a queued email: base minor units (US cents). */
const AMOUNT_MINOR = 'amountMinor';

/**
 * An amount for an email's `{{amount}}`: kept in base minor units in the queue, and shown when
 * the email is sent in the site's currency for the receiver's language (DKK in Danish, USD in
 * English), as the site itself shows money in that language.
 */
export const amountValue = (minor: number) => ({ [AMOUNT_MINOR]: String(minor) });

/** An amount in base minor units as the receiver's language shows money. */
export const formatAmount = (minor: number, language: string) =>
  formatMoney(minor, CURRENCY_BY_LANGUAGE[language as Language] ?? DEFAULT_CURRENCY, language);

/**
 * A boat's care reminder: what is due by its key and the days as ISO days, so the email says
 * them in the receiver's language (`care`, `due`, `lastDone`).
 */
export const careValues = (item: string, dueDay: string, lastDoneDay: string) => ({
  careItem: item,
  dueDay,
  lastDoneDay,
});

function careFor(values: Record<string, string>, language: string) {
  const { careItem, dueDay, lastDoneDay, ...rest } = values;
  if (careItem === undefined) return rest;
  return {
    ...rest,
    care: messageIn(language, `userEvents.careItems.${careItem}`),
    due: formatDate(dueDay, language),
    lastDone: formatDate(lastDoneDay, language),
  };
}

/**
 * A queued email's values for the receiver: a stored amount becomes `amount`, formatted; a care
 * reminder's item and days become words and dates of the language; a deleted account's name
 * marker the language's "Deleted user".
 */
export function valuesFor(values: Record<string, string>, language: string) {
  const named = labelDeleted(values, messageIn(language, 'personalData.deletedUser'));
  const { [AMOUNT_MINOR]: minor, ...rest } = careFor(named, language);
  if (minor === undefined || !/^\d+$/.test(minor)) return rest;
  return { ...rest, amount: formatAmount(Number(minor), language) };
}
